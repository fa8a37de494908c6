import type { GameId } from '../engine/games';
import type { GameResult } from '../host/types';
import { chronological } from './order';
import { hadHelp, isRanked } from './ranked';

export interface StatsSummary {
  readonly played: number;
  readonly won: number;
  /** Wins without a hint, Undo to winnable or Watch the solver. */
  readonly wonWithoutHelp: number;
  readonly lost: number;
  /** won / played, 0..1; null before the first game. */
  readonly winRate: number | null;
  /** Wins in a row ending with the latest game. */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Highest score of any game, won or not; null before the first game. */
  readonly bestScore: number | null;
  /** Fewest seconds of a won game; null before the first win. */
  readonly fastestWin: number | null;
  /** Mean seconds of the won games; null before the first win. */
  readonly averageWinSeconds: number | null;
  /** Mean moves over all games played; null before the first game. */
  readonly averageMoves: number | null;
}

const mean = (xs: readonly number[]): number | null => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);

/** The numbers of the statistics dialog, for one game or (game null) over all games; unranked games count nowhere. */
export function summarize(results: readonly GameResult[], game: GameId | null = null): StatsSummary {
  const mine = chronological(results.filter((r) => isRanked(r) && (game === null || r.game === game)));
  const wins = mine.filter((r) => r.won);
  let run = 0;
  let bestStreak = 0;
  for (const r of mine) {
    run = r.won ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  return {
    played: mine.length,
    won: wins.length,
    wonWithoutHelp: wins.filter((r) => !hadHelp(r)).length,
    lost: mine.length - wins.length,
    winRate: mine.length === 0 ? null : wins.length / mine.length,
    currentStreak: run,
    bestStreak,
    bestScore: mine.length === 0 ? null : Math.max(...mine.map((r) => r.score)),
    fastestWin: wins.length === 0 ? null : Math.min(...wins.map((r) => r.seconds)),
    averageWinSeconds: mean(wins.map((r) => r.seconds)),
    averageMoves: mean(mine.map((r) => r.moves)),
  };
}
