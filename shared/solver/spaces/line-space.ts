import type { Move } from '../../engine/moves';

/** What the shortcuts need of a position: the engine's moves in its order, apply and undo, an exact
 * 64-bit hash, a store of the line's positions to compare a hit with, and its units (services/shorten-line.ts). */
export interface LineSpace {
  readonly hashA: number;
  readonly hashB: number;
  moves(out: Uint32Array): number;
  apply(m: Move): void;
  undo(m: Move): void;
  /** Keeps the position as the line's `index`-th. */
  keep(index: number): void;
  /** Whether the position is the line's `index`-th, card for card (twins of other decks told apart). */
  isKept(index: number): boolean;
  /** How many units (at most 64), and how many one move changes at most. */
  readonly units: number;
  readonly unitsPerMove: number;
  /** The units move m changes, played from the position as it is: one bit each, in two words. */
  unitsOf(m: Move, out: Int32Array): void;
  /** The units move m changed, just played. */
  changedBy(m: Move, out: number[]): void;
  /** Unit u as it is now, in two words: two positions whose units read alike are equal as `isKept`
   * compares them. */
  key(u: number, out: Int32Array, at: number): void;
  /** Every key is one word under 256 (the sweep may then keep every position's keys, and jump). */
  readonly byteKeys: boolean;
  /** Cards on the foundations, and whether they stay there (no rule gives a card back). */
  home(): number;
  readonly homeKeeps: boolean;
}
