import { mulberry32 } from '../../engine/rng';

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

// Keys of the merged hash (Board with `erase` below KING): a row's key is the XOR of one key per card
// and height, and the board's hash the sum of its rows' keys each through `mix`, so rows stay a
// multiset and a rank may stand for any of its four cards. Codes: a card (0..51), or 52 + rank for a
// card hashed by its rank alone.
export const CODES = 52 + 14;
export const HEIGHTS = 52;
/** Merged row keys, indexed code * HEIGHTS + height. */
export const POS_KEY_A = keys(0x5eed0005, CODES * HEIGHTS);
export const POS_KEY_B = keys(0x5eed0006, CODES * HEIGHTS);
/** Merged free cell keys by code, added (not XORed: two cells may hold the same code). */
export const CODE_CELL_KEY_A = keys(0x5eed0007, CODES);
export const CODE_CELL_KEY_B = keys(0x5eed0008, CODES);
/** Merged foundation keys, indexed suit * 14 + cards home in that suit. */
export const FOUND_KEY_A = keys(0x5eed0009, 4 * 14);
export const FOUND_KEY_B = keys(0x5eed000a, 4 * 14);
/** What a row's key is offset by before `mix`, by `rowKind` (hash A) and 16 + `rowKind` (hash B). */
export const ROW_SALT = keys(0x5eed000b, 32);

/** Rows of one kind share a salt in the merged hash, as they share `bottomMark` in the other. */
export function rowKind(r: number, aux: boolean, canonical: boolean): number {
  if (!canonical) return 2 + r;
  return aux ? 1 : 0;
}

/** A bijective 32-bit mixer (murmur3's finaliser): a row's key through it no longer adds linearly. */
export function mix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return x ^ (x >>> 16);
}
