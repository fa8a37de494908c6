import type { GameId } from '../engine/games';
import type { GameResult } from '../host/types';
import { hadHelp, isRanked } from './ranked';

export const HIGH_SCORE_PLACES = 10;

/** Which table: a game's, or the table of one daily deal (its local date) of a game. */
export interface HighScoreTable {
  readonly game: GameId;
  readonly daily?: string;
}

export interface HighScoreEntry {
  /** 1-based place. */
  readonly rank: number;
  readonly result: GameResult;
}

/** High-score order: score descending, then time ascending, then the earlier game first. */
export function compareResults(a: GameResult, b: GameResult): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.seconds !== b.seconds) return a.seconds - b.seconds;
  return a.finishedAt < b.finishedAt ? -1 : a.finishedAt > b.finishedAt ? 1 : 0;
}

const belongs = (r: GameResult, table: HighScoreTable): boolean =>
  r.won && isRanked(r) && r.game === table.game && (table.daily === undefined || r.daily === table.daily);

/**
 * The top ten won games of a table. Only wins without help enter: a lost game's score is just its
 * cards, and a win with a hint, Undo to winnable or Watch the solver was partly the solver's.
 */
export function highScores(results: readonly GameResult[], table: HighScoreTable): HighScoreEntry[] {
  return results
    .filter((r) => belongs(r, table) && !hadHelp(r))
    .sort(compareResults)
    .slice(0, HIGH_SCORE_PLACES)
    .map((result, i) => ({ rank: i + 1, result }));
}

/** A line of the table with every win: a win with help is shown, marked, and holds no place. */
export interface WinEntry {
  /** The place among the wins without help; null for a win with help. */
  readonly rank: number | null;
  readonly result: GameResult;
  readonly withHelp: boolean;
}

/**
 * The ten best wins of a table, with help or without, in score order: what the high scores show when
 * the player asks to see every win. Each win without help keeps the place it has in `highScores`
 * (none of them is pushed down by a win with help); a win with help gets no place.
 */
export function allWins(results: readonly GameResult[], table: HighScoreTable): WinEntry[] {
  let place = 0;
  return results
    .filter((r) => belongs(r, table))
    .sort(compareResults)
    .slice(0, HIGH_SCORE_PLACES)
    .map((result) => {
      const withHelp = hadHelp(result);
      return { rank: withHelp ? null : ++place, result, withHelp };
    });
}

/** Whether two results are one game (the stats store's latest is a copy of one in the list). */
export const sameResult = (a: GameResult, b: GameResult): boolean =>
  a.game === b.game &&
  a.deal === b.deal &&
  a.daily === b.daily &&
  a.won === b.won &&
  a.score === b.score &&
  a.seconds === b.seconds &&
  a.moves === b.moves &&
  a.finishedAt === b.finishedAt;

/**
 * The place of a given result (such as the one just recorded) in its table, so the dialog can
 * highlight it; null when it did not make the top ten, is not in the list at all, or had help.
 */
export function highScoreRank(results: readonly GameResult[], table: HighScoreTable, result: GameResult): number | null {
  return highScores(results, table).find((e) => sameResult(e.result, result))?.rank ?? null;
}
