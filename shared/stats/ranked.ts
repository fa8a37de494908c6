import type { GameResult } from '../host/types';

/**
 * Whether a result counts in statistics, streaks and high scores: only a game the host held from a
 * numbered deal does. A game begun from a position (marked `unranked`, or from before the mark, with
 * no deal number) is kept in the list and the export, and counted nowhere.
 */
export const isRanked = (r: GameResult): boolean => r.unranked !== true && r.deal !== null;

/** Whether the player took help: a hint, Undo to winnable or Watch the solver (as the table reported). */
export const hadHelp = (r: GameResult): boolean => r.help !== undefined && (r.help.hints > 0 || r.help.undoToWinnable || r.help.watchedSolver);
