import type { GameId } from '../engine/games';
import type { HelpUsed } from '../host/types';

/**
 * A saved game as stored on disk and sent over IPC (JSON). `moves` and `redo` are in the move
 * notation (`3h 36 4a`). Loading replays every move through the engine, so a stored file can never put
 * an illegal position on the table.
 */
export interface SavedGameV1 {
  readonly format: 1;
  readonly game: GameId;
  /** The deal number, or null when the game started from `position`. */
  readonly deal: number | null;
  /** The starting position in the board text format, when `deal` is null. */
  readonly position?: string;
  /** Moves played, oldest first. */
  readonly moves: string;
  /** Moves undone that Redo would play again, next first. */
  readonly redo?: string;
  readonly elapsedSeconds: number;
  /** The local date (YYYY-MM-DD) when this is a daily deal. */
  readonly daily?: string;
  /** The help taken so far (hints, Undo to winnable, Watch the solver); absent when none was. */
  readonly help?: HelpUsed;
}
export type SavedGame = SavedGameV1;
export const SAVED_GAME_FORMAT = 1;
