import { mulberry32 } from '../engine/rng';

// Hash keys for the solver's transposition table. A row card's key depends on the card and on what
// lies under it (another card, or the bottom of a row), never on which row holds it: the set of
// (card, card-below) pairs names the rows as a multiset, so positions that differ only in the order
// of their rows hash alike. Two independent 32-bit keys make a 64-bit hash.

/** Slots for "under this card" per card: 52 cards, then bottoms (see `bottomMark`). */
export const UNDER_SLOTS = 64;
/** The bottom of a main row when rows are interchangeable. */
export const MAIN_BOTTOM = 52;
/** The bottom of an auxiliary row: a different kind of row, so a different mark. */
export const AUX_BOTTOM = 53;

/** What lies under the first card of row `r`: rows of one kind share a mark unless `canonical` is off. */
export function bottomMark(r: number, aux: boolean, canonical: boolean): number {
  if (!canonical) return 54 + r;
  return aux ? AUX_BOTTOM : MAIN_BOTTOM;
}

function keys(seed: number, n: number): Int32Array {
  const next = mulberry32(seed);
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = next() | 0;
  return out;
}

/** Row keys, indexed card * UNDER_SLOTS + under. */
export const ROW_KEY_A = keys(0x5eed0001, 52 * UNDER_SLOTS);
export const ROW_KEY_B = keys(0x5eed0002, 52 * UNDER_SLOTS);
/** Free cell keys, by card: the cells are interchangeable too. */
export const CELL_KEY_A = keys(0x5eed0003, 52);
export const CELL_KEY_B = keys(0x5eed0004, 52);
