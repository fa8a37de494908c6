import { foundationMoves } from '../../shared/engine/autofinish';
import type { GameId } from '../../shared/engine/games';
import type { Move } from '../../shared/engine/moves';
import { type FaceDownPile, type Position, clonePosition, faceDownPile } from '../../shared/engine/position';
import type { GameOrigin, GameRecord } from '../../shared/engine/record';
import type { Score } from '../../shared/engine/score';
import type { Announcement } from '../table/announcement';
import type { Notice } from '../table/notice';
import type { Verdict } from './verdict';

// What the game session shows, as one value per change: the session publishes a new SessionView
// after every change and never alters one it published, so a reader (the Pinia store, a test) keeps
// a view as long as it likes and compares two by identity.

/** Which way the last change went, so the table can animate it and the live region say it. */
export interface LastChange {
  readonly kind: 'play' | 'undo' | 'redo' | 'deal';
  readonly move: Move | null;
}

/**
 * The cards on the table and what follows from them alone: a new board only when the position
 * changes (a tick of the clock keeps it), so what draws the cards draws again only then.
 */
export interface BoardView {
  /** A copy of the position reached: the record's own changes in place. */
  readonly position: Readonly<Position>;
  /** Goes up with every change of the position, across games. */
  readonly version: number;
  readonly lastChange: LastChange;
  readonly moveCount: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly won: boolean;
  /** No move is left and the game is not won. */
  readonly stuck: boolean;
  /** A card can go to a foundation now (one look, not the whole auto-finish played out). */
  readonly canAutoFinish: boolean;
  /** The face-down pile that keeps the solver out (Zerline's stock, Chequers' talon), or 'none'. */
  readonly faceDown: FaceDownPile;
}

export interface SessionView {
  /** Start-up is over: the first game is on the table. */
  readonly ready: boolean;
  readonly origin: GameOrigin;
  readonly game: GameId;
  /** The deal's number; null for a game begun from a position. */
  readonly dealNumber: number | null;
  /** The date of the daily deal on the table, if it is one. */
  readonly daily: string | undefined;
  /** Goes up with every new deal (the table plays the deal animation). */
  readonly dealCount: number;
  readonly board: BoardView;
  /** Leaving the game now counts as a loss: a move played, neither won nor recorded, and a move left. */
  readonly inProgress: boolean;
  /** The clock's seconds, as last shown. */
  readonly seconds: number;
  readonly score: Score;
  readonly verdict: Verdict;
  /** The move the hint shows on the table. */
  readonly hint: Move | null;
  /** The player watched the solver play this game (it counts as help). */
  readonly solverWatched: boolean;
  /** Messages for the player (a damaged save, a failed write), shown until dismissed. */
  readonly notices: readonly Notice[];
  /** What the live region says last; a new value each time something is said. */
  readonly announcement: Announcement | null;
  /**
   * What the status line says: why a move was refused, a card with no move, the hint in words, why
   * a command is off. It goes when the position changes.
   */
  readonly feedback: Announcement | null;
}

/** Two views that show the same: each field the same value (views are compared, never walked). */
export function sameFields<T extends object>(a: T, b: T): boolean {
  for (const k of Object.keys(a) as (keyof T)[]) if (!Object.is(a[k], b[k])) return false;
  return Object.keys(a).length === Object.keys(b).length;
}

/** The board of the position `r` reached: a copy of it, and what follows from it alone. */
export function boardOf(r: GameRecord, version: number, lastChange: LastChange): BoardView {
  const position = clonePosition(r.position as Position);
  return {
    position,
    version,
    lastChange,
    moveCount: r.moveCount,
    canUndo: r.canUndo,
    canRedo: r.canRedo,
    won: r.won,
    stuck: r.stuck,
    // one look for a foundation move, not the whole auto-finish played out
    canAutoFinish: foundationMoves(position).length > 0,
    faceDown: faceDownPile(position),
  };
}
