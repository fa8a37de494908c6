import type { GameId } from '../engine/games';
import type { GameResult, ResultTotals } from '../host/types';
import { EMPTY_TOTALS, NO_TOTALS, withStreakMarks } from '../host/results-fold';
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
  /** Mean moves over all games played, won or lost; null before the first game. */
  readonly averageMoves: number | null;
  /** Mean moves of the won games; null before the first win. */
  readonly averageWinMoves: number | null;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const ratio = (total: number, count: number): number | null => (count === 0 ? null : total / count);
const best = (pick: (a: number, b: number) => number, xs: readonly number[], folded: number | null): number | null => {
  const all = folded === null ? xs : [...xs, folded];
  return all.length === 0 ? null : all.reduce((a, b) => pick(a, b));
};

/**
 * The numbers of the statistics dialog, for one game or (game null) over all games: the results kept
 * plus the totals of those folded away at the cap (shared/host/results-fold.ts), so they stay true;
 * unranked games (begun from a position that is no numbered deal) count nowhere.
 */
export function summarize(results: readonly GameResult[], game: GameId | null = null, totals: ResultTotals = EMPTY_TOTALS): StatsSummary {
  const marked = withStreakMarks(results, totals).filter(({ r }) => isRanked(r) && (game === null || r.game === game));
  const mine = marked.map(({ r }) => r);
  const folded = (game === null ? totals.all : totals.byGame[game]) ?? NO_TOTALS;
  const wins = mine.filter((r) => r.won);
  let run = folded.streak;
  let bestStreak = folded.bestStreak;
  for (const { r, counted } of marked) {
    if (counted) continue;
    run = r.won ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  const played = mine.length + folded.played;
  const won = wins.length + folded.won;
  return {
    played,
    won,
    wonWithoutHelp: wins.filter((r) => !hadHelp(r)).length + folded.wonWithoutHelp,
    lost: played - won,
    winRate: ratio(won, played),
    currentStreak: run,
    bestStreak,
    bestScore: best(Math.max, mine.map((r) => r.score), folded.bestScore),
    fastestWin: best(Math.min, wins.map((r) => r.seconds), folded.fastestWin),
    averageWinSeconds: ratio(sum(wins.map((r) => r.seconds)) + folded.winSeconds, won),
    averageMoves: ratio(sum(mine.map((r) => r.moves)) + folded.moves, played),
    // wins folded before their moves were kept are left out of this mean, not counted as zero moves
    averageWinMoves:
      folded.winMoves === undefined
        ? ratio(sum(wins.map((r) => r.moves)), wins.length)
        : ratio(sum(wins.map((r) => r.moves)) + folded.winMoves, won),
  };
}
