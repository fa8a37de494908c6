import type { GameId } from './games';
import { type Move, applyMove, undoMove, checkMove, type MoveError } from './moves';
import { type Position, clonePosition, isWon } from './position';
import { hasLegalMove } from './moves';
import { type Result, ok } from './result';
import { dealPosition } from './deal';
import { scorePosition, type Score } from './score';

/** Where a game started: a numbered deal, or a position read from text. */
export type GameOrigin =
  | { readonly kind: 'deal'; readonly game: GameId; readonly number: number }
  | { readonly kind: 'position'; readonly game: GameId; readonly position: Position };

/**
 * A game: its start and the moves played, with unlimited undo and redo.
 * Moves are kept two bytes each in a growable Uint16Array; the current position is one position
 * changed in place, so neither undo nor a long game copies a position per move.
 */
export class GameRecord {
  readonly origin: GameOrigin;
  private readonly startPosition: Position;
  private readonly current: Position;
  private buffer = new Uint16Array(64);
  /** Moves in the buffer (played plus undone-but-redoable). */
  private stored = 0;
  /** Moves currently played; `stored - cursor` can be redone. */
  private cursor = 0;

  constructor(origin: GameOrigin) {
    this.origin = origin;
    this.startPosition = origin.kind === 'deal' ? dealPosition(origin.game, origin.number) : clonePosition(origin.position);
    this.current = clonePosition(this.startPosition);
  }

  static fromDeal(game: GameId, number: number): GameRecord {
    return new GameRecord({ kind: 'deal', game, number });
  }

  /** The position now. Read it; change it only through the record. */
  get position(): Readonly<Position> {
    return this.current;
  }

  /** A copy of the starting position. */
  start(): Position {
    return clonePosition(this.startPosition);
  }

  get moveCount(): number {
    return this.cursor;
  }
  get canUndo(): boolean {
    return this.cursor > 0;
  }
  get canRedo(): boolean {
    return this.cursor < this.stored;
  }
  get won(): boolean {
    return isWon(this.current);
  }
  /** No legal move left and not won. */
  get stuck(): boolean {
    return !this.won && !hasLegalMove(this.current);
  }

  /** Plays a move if it is legal; a new move drops whatever could have been redone. */
  play(m: Move): Result<Move, MoveError> {
    const checked = checkMove(this.current, m);
    if (!checked.ok) return checked;
    if (this.cursor === this.buffer.length) {
      const bigger = new Uint16Array(this.buffer.length * 2);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    this.buffer[this.cursor++] = m;
    this.stored = this.cursor;
    applyMove(this.current, m);
    return ok(m);
  }

  /** Takes back the last move; returns it, or null when there is nothing to undo. */
  undo(): Move | null {
    if (this.cursor === 0) return null;
    const m = this.buffer[--this.cursor]!;
    undoMove(this.current, m);
    return m;
  }

  /** Plays again the last undone move; returns it, or null when there is nothing to redo. */
  redo(): Move | null {
    if (this.cursor === this.stored) return null;
    const m = this.buffer[this.cursor++]!;
    applyMove(this.current, m);
    return m;
  }

  /** Undoes or redoes until `n` moves are played (clamped to what the record holds). */
  goTo(n: number): void {
    const target = Math.max(0, Math.min(this.stored, Math.floor(n)));
    while (this.cursor > target) this.undo();
    while (this.cursor < target) this.redo();
  }

  /** The moves played, oldest first. */
  moves(): Move[] {
    return Array.from(this.buffer.subarray(0, this.cursor));
  }
  /** The moves that redo would play, next first. */
  redoMoves(): Move[] {
    return Array.from(this.buffer.subarray(this.cursor, this.stored));
  }

  /** Bytes the record's move storage takes: what the engine benchmark reports per move. */
  get storageBytes(): number {
    return this.buffer.byteLength;
  }

  score(elapsedSeconds: number): Score {
    return scorePosition(this.startPosition, this.current, elapsedSeconds);
  }
}
