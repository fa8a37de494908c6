import type { GameId } from './games';
import { type Move, type MoveError, makeMove, moveCard, moveFrom, moveTo } from './move';
import { applyMove, undoMove } from './apply';
import { checkMove } from './legal';
import { type Position, clonePosition, isWon } from './position';
import { hasLegalMove } from './generate';
import { nextCompulsoryMove } from './compulsory';
import { hasCompulsoryMoves } from './games';
import { type Result, ok, err } from './result';
import { dealPosition } from './deal';
import { scorePosition, type Score } from './score';

/** A stored move's spare high bit: it belongs to the group of the move before it. Moves use 22 bits (move.ts). */
const JOINED = 1 << 30;
const MOVE_BITS = JOINED - 1;

/** Where a game started: a numbered deal, or a position read from text. */
export type GameOrigin =
  | { readonly kind: 'deal'; readonly game: GameId; readonly number: number }
  | { readonly kind: 'position'; readonly game: GameId; readonly position: Position };

/**
 * A game: its start and the moves played, with unlimited undo and redo.
 * Moves are kept four bytes each in a growable Uint32Array; the current position is one position
 * changed in place, so neither undo nor a long game copies a position per move.
 *
 * Single-card moves may be grouped (a run moved as one step, run-move.ts): the move count counts
 * cards, while Undo and Redo take back and play again a whole group. A move's spare top bit
 * (JOINED) says it belongs to the group of the move before it. Where play is compulsory
 * (Rittenhouse, Chequers' talon) a compulsory move joins the group of the move that made it due: Undo
 * takes back a move with the cards that went home, or the talon's refill, after it.
 */
export class GameRecord {
  readonly origin: GameOrigin;
  private readonly startPosition: Position;
  private readonly current: Position;
  private buffer = new Uint32Array(64);
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
    const compulsory = this.cursor > 0 && hasCompulsoryMoves(this.current.rules) && nextCompulsoryMove(this.current) === m;
    this.push(compulsory ? m | JOINED : m);
    return ok(m);
  }

  /**
   * Plays single-card moves as one group (one Undo, one Redo), each one checked; an illegal one
   * takes back those before it and changes nothing. Returns the group's summary move (see `undo`).
   */
  playGroup(line: readonly Move[]): Result<Move, { readonly index: number; readonly error: MoveError }> {
    if (line.length === 0) return err({ index: 0, error: 'empty-source' });
    for (let i = 0; i < line.length; i++) {
      const checked = checkMove(this.current, line[i]!);
      if (!checked.ok) {
        for (let j = 0; j < i; j++) undoMove(this.current, this.buffer[--this.cursor]! & MOVE_BITS);
        this.stored = this.cursor;
        return err({ index: i, error: checked.error });
      }
      this.push(i === 0 ? line[i]! : line[i]! | JOINED);
    }
    return ok(this.summary(this.cursor - line.length, this.cursor));
  }

  private push(m: number): void {
    if (this.cursor === this.buffer.length) {
      const bigger = new Uint32Array(this.buffer.length * 2);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    this.buffer[this.cursor++] = m;
    this.stored = this.cursor;
    applyMove(this.current, m & MOVE_BITS);
  }

  /** One move that stands for the moves from..to-1: the first card of the group, from its source to the last move's destination. */
  private summary(from: number, to: number): Move {
    const first = this.buffer[from]! & MOVE_BITS;
    if (to - from === 1) return first;
    // a run's bottom card is the one that leaves the source last; the group ends on the run's new row
    const source = moveFrom(first);
    let bottom = first;
    for (let i = from; i < to; i++) if (moveFrom(this.buffer[i]! & MOVE_BITS) === source) bottom = this.buffer[i]! & MOVE_BITS;
    return makeMove(moveCard(bottom), source, moveTo(this.buffer[to - 1]! & MOVE_BITS));
  }

  private undoOne(): void {
    undoMove(this.current, this.buffer[--this.cursor]! & MOVE_BITS);
  }
  private redoOne(): void {
    applyMove(this.current, this.buffer[this.cursor++]! & MOVE_BITS);
  }

  /**
   * Takes back the last move, or the whole group it ends (a run); returns it (for a group, one move
   * that stands for it: the run's bottom card from its source to its destination), or null when
   * there is nothing to undo.
   */
  undo(): Move | null {
    if (this.cursor === 0) return null;
    const end = this.cursor;
    do this.undoOne();
    while (this.cursor > 0 && this.buffer[this.cursor]! & JOINED);
    return this.summary(this.cursor, end);
  }

  /** Plays again the last undone move, or the whole group it starts; returns it as `undo` does, or null. */
  redo(): Move | null {
    if (this.cursor === this.stored) return null;
    const start = this.cursor;
    do this.redoOne();
    while (this.cursor < this.stored && this.buffer[this.cursor]! & JOINED);
    return this.summary(start, this.cursor);
  }

  /** Undoes or redoes card by card until `n` moves are played (clamped to what the record holds). */
  goTo(n: number): void {
    const target = Math.max(0, Math.min(this.stored, Math.floor(n)));
    while (this.cursor > target) this.undoOne();
    while (this.cursor < target) this.redoOne();
  }

  /** The moves played, oldest first. */
  moves(): Move[] {
    return Array.from(this.buffer.subarray(0, this.cursor), (m) => m & MOVE_BITS);
  }
  /** The moves that redo would play, next first. */
  redoMoves(): Move[] {
    return Array.from(this.buffer.subarray(this.cursor, this.stored), (m) => m & MOVE_BITS);
  }

  /** The groups of more than one move, over the played and then the redoable moves: [first index, length]. */
  groups(): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 1; i < this.stored; i++) {
      if (!(this.buffer[i]! & JOINED)) continue;
      const last = out[out.length - 1];
      if (last && last[0] + last[1] === i) last[1]++;
      else out.push([i - 1, 2]);
    }
    return out;
  }

  /** Joins the stored moves first..first+length-1 into one group; false (and nothing changed) when they are not all stored. */
  joinGroup(first: number, length: number): boolean {
    if (!Number.isInteger(first) || !Number.isInteger(length) || first < 0 || length < 2 || first + length > this.stored) return false;
    for (let i = first + 1; i < first + length; i++) this.buffer[i] = this.buffer[i]! | JOINED;
    return true;
  }

  /** Bytes the record's move storage takes: what the engine benchmark reports per move. */
  get storageBytes(): number {
    return this.buffer.byteLength;
  }

  score(elapsedSeconds: number): Score {
    return scorePosition(this.startPosition, this.current, elapsedSeconds);
  }
}
