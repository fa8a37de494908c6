import type { GameResult, HelpUsed } from '../host/types';

/**
 * Whether a result counts in statistics, streaks and high scores: only a game the host held from a
 * numbered deal does. A game begun from a position (marked `unranked`, or from before the mark, with
 * no deal number) is kept in the list and the export, and counted nowhere.
 */
export const isRanked = (r: GameResult): boolean => r.unranked !== true && r.deal !== null;

/** Whether any help was taken: a hint, Undo to winnable or Watch the solver. */
export const tookHelp = (help: HelpUsed): boolean => help.hints > 0 || help.undoToWinnable || help.watchedSolver;

/** Whether the player took help, as the table reported it (a result from before help was kept had none). */
export const hadHelp = (r: GameResult): boolean => r.help !== undefined && tookHelp(r.help);
