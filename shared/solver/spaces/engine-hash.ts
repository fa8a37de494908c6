import { DECK_SIZE, MAX_CARDS, NO_CARD, RANK_OF, SUIT_OF, faceOf } from '../../engine/cards';
import { CELL_BASE, MAX_ROWS as ENGINE_MAX_ROWS, RESERVE, WASTE } from '../../engine/moves';
import type { GameRules } from '../../engine/games';
import type { Position } from '../../engine/position';
import { mulberry32 } from '../../engine/rng';

// The engine search's position hash: two independent 32-bit words (a 64-bit hash) of a canonical
// form of an engine Position, so positions the game's rules cannot tell apart count once.
// - Cards are hashed by face (rank and suit), not id: with more decks two 7S are interchangeable, and
//   a hash of ids would search the same position once per way of placing them.
// - A row is hashed from its cards and their heights (one random key per face and height), then
//   through a bijective mixer; main rows are summed, so they count as a multiset (which row holds
//   what does not matter: every main row takes the same cards). An auxiliary row keeps its index.
// - Cells are a multiset too (a sum of card keys), keyed apart by their kind: a reserve is never
//   interchangeable with a free cell.
// - Every foundation's count and the base rank (0 while a chosen base is not set) have keys of their own.
// - Where there is a stock (Zerline) its length has a key (from one start the stock only ever loses
//   or regains its top card, so its length says what it holds), and the waste and the reserve are
//   hashed as rows that keep their places.
// Rows are kept up to date one at a time (`refreshRow` after a move touched them), the rest is
// summed afresh on each `compute`: a few lookups.

/** Row heights a key exists for: a row holds at most every card of two decks (dealt cards and a run of 13 on them, in the larger games). */
const HEIGHTS = 104;
/** Keys are by face: 52 of them, whatever the decks. */
const CARD_CODES = DECK_SIZE;
/** Row keys exist for the faces and, past them, for a merged card of each rank (`mergedCodes`). */
const ROW_CODES = CARD_CODES + 14;
const FOUNDATION_SLOTS = 16 * 14;
const BASES = 14;
const MAX_ROWS = ENGINE_MAX_ROWS;
/** A card id's face (its id in the first deck), as a table for the hot loop. */
const FACE = Uint8Array.from({ length: MAX_CARDS }, (_, c) => faceOf(c));

function keys(seed: number, n: number): Int32Array {
  const next = mulberry32(seed);
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = next() | 0;
  return out;
}

// (the keys of the faces come first, so a merged code's keys leave every face's where they were)
const ROW_A = keys(0x6e5e0001, ROW_CODES * HEIGHTS);
const ROW_B = keys(0x6e5e0002, ROW_CODES * HEIGHTS);
/** Cell keys by kind: free cells use 0..CARD_CODES-1, reserves the next CARD_CODES. */
const CELL_A = keys(0x6e5e0003, 2 * CARD_CODES);
const CELL_B = keys(0x6e5e0004, 2 * CARD_CODES);
const FOUND_A = keys(0x6e5e0005, FOUNDATION_SLOTS);
const FOUND_B = keys(0x6e5e0006, FOUNDATION_SLOTS);
const BASE_A = keys(0x6e5e0007, BASES);
const BASE_B = keys(0x6e5e0008, BASES);
/** What a row adds before mixing: one seed shared by every main row, one per row index otherwise. */
const MAIN_SEED_A = 0x3c6ef372;
const MAIN_SEED_B = 0x1b873593;
// two more seeds past the rows: the waste's and the reserve's
const ROW_SEED_A = keys(0x6e5e0009, MAX_ROWS + 2);
const ROW_SEED_B = keys(0x6e5e000a, MAX_ROWS + 2);
const STOCK_A = keys(0x6e5e000b, MAX_CARDS + 1);
const STOCK_B = keys(0x6e5e000c, MAX_CARDS + 1);
/** The waste and the reserve may hold every card not dealt to the rows (163 in Soother): keys for every height. */
const SIDE_HEIGHTS = MAX_CARDS;
const SIDE_A = keys(0x6e5e000d, ROW_CODES * SIDE_HEIGHTS);
const SIDE_B = keys(0x6e5e000e, ROW_CODES * SIDE_HEIGHTS);

/** Murmur3's finaliser: a bijection of 32-bit words, so distinct row keys stay distinct. */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** The rank foundations start from (1 in Ace games, 0 while a chosen base is not set). */
export const baseOf = (p: Readonly<Position>): number => p.base;

/** Whether the game's main rows are interchangeable: not where rows feed given foundations (Rittenhouse). */
export const rowsInterchangeable = (p: Readonly<Position>): boolean => p.rules.rowFeeds === null;

/** The first empty main (not auxiliary) row, or -1: with rows interchangeable, the one empty row a move need go to. */
export function firstEmptyRow(p: Readonly<Position>): number {
  for (let r = 0; r < p.rows.length; r++) if (p.rows[r]!.length === 0 && !((p.auxMask >> r) & 1)) return r;
  return -1;
}

/**
 * Whether move `m` only renames rows (the hash makes main rows interchangeable, so the searches skip
 * it): onto an empty row other than `firstEmpty` (firstEmptyRow), or a whole main row onto an empty one.
 */
export function renamesRows(p: Readonly<Position>, m: number, firstEmpty: number): boolean {
  const to = m & 127;
  if (to >= CELL_BASE || p.rows[to]!.length !== 0) return false;
  if (to !== firstEmpty) return true;
  const from = (m >>> 7) & 127;
  return from < CELL_BASE && !((p.auxMask >> from) & 1) && p.rows[from]![0] === m >>> 14;
}

/**
 * The pile codes of a merged search (merged-runs.ts): a card whose place on its foundation (1 for the
 * base, 13 for the last: foundations built from `base`) is above its suit's `erase` is coded by its
 * rank alone, every other card by its face. Positions that differ only in which suit's card of a
 * merged rank lies where then hash alike.
 */
export function mergedCodes(erase: ArrayLike<number>, base = 1): Uint8Array {
  const codes = new Uint8Array(MAX_CARDS);
  for (let c = 0; c < MAX_CARDS; c++) {
    const face = FACE[c]!;
    const rank = RANK_OF[face]!;
    codes[c] = ((rank - base + 13) % 13) + 1 > erase[SUIT_OF[face]!]! ? CARD_CODES + rank : face;
  }
  return codes;
}

/**
 * Whether no rule of the game reads a card's suit: foundations that ignore suit and rows that build by
 * rank alone (Castle of Indolence, Rittenhouse). Then positions that differ only in suits are the same
 * game, and `RANK_CODES` hashes them alike.
 */
export function suitBlind(rules: Readonly<GameRules>): boolean {
  return rules.foundationSuit === 'any' && (rules.build === 'down-any-suit' || rules.build === 'up-or-down-any-suit') && rules.groupMoves !== 'same-suit';
}

/** Row codes for the suit-blind games: every card by its rank alone. */
export const RANK_CODES = mergedCodes([0, 0, 0, 0]);

export class PositionHash {
  hashA = 0;
  hashB = 0;
  private readonly rowA: Int32Array;
  private readonly rowB: Int32Array;
  private sumA = 0;
  private sumB = 0;
  private readonly seedA: Int32Array;
  private readonly seedB: Int32Array;
  private readonly cellOffset: number;

  /**
   * `canonical`: main rows are interchangeable (off: every row keeps its index, for measuring).
   * `codes`: what a card of a row, the waste or the reserve is hashed as (`mergedCodes`); by default
   * its face. Cells keep faces.
   */
  constructor(
    private readonly p: Position,
    canonical: boolean,
    private readonly codes: Uint8Array = FACE,
  ) {
    const n = p.rows.length;
    if (n > MAX_ROWS) throw new RangeError(`the engine solver hashes at most ${MAX_ROWS} rows, not ${n}`);
    // the waste and the reserve are piles n and n + 1 here, keeping their places
    this.piles = [...p.rows, p.waste, p.reserve];
    this.rowA = new Int32Array(n + 2);
    this.rowB = new Int32Array(n + 2);
    this.seedA = new Int32Array(n + 2);
    this.seedB = new Int32Array(n + 2);
    for (let r = 0; r < n + 2; r++) {
      const keepsIndex = !canonical || r >= n || ((p.auxMask >> r) & 1) === 1;
      this.seedA[r] = keepsIndex ? ROW_SEED_A[r >= n ? MAX_ROWS + r - n : r]! : MAIN_SEED_A;
      this.seedB[r] = keepsIndex ? ROW_SEED_B[r >= n ? MAX_ROWS + r - n : r]! : MAIN_SEED_B;
    }
    this.cellOffset = p.rules.cellKind === 'reserve' ? CARD_CODES : 0;
    for (let r = 0; r < n + 2; r++) this.refreshRow(r);
  }

  private readonly piles: readonly number[][];

  /** Takes the cards of the pile a move touched into the hash again: a row, the waste or the reserve (others have nothing to refresh). */
  refreshPile(pile: number): void {
    if (pile < CELL_BASE) this.refreshRow(pile);
    else if (pile === WASTE) this.refreshRow(this.p.rows.length);
    else if (pile === RESERVE) this.refreshRow(this.p.rows.length + 1);
  }

  /** Every pile's cards into the hash again (after a snapshot was loaded). */
  refreshAll(): void {
    for (let r = 0; r < this.piles.length; r++) this.refreshRow(r);
  }

  /** Takes row r's cards into the hash again (after a move changed it); rows.length and one more are the waste and the reserve. */
  refreshRow(r: number): void {
    const row = this.piles[r]!;
    let a = 0;
    let b = 0;
    // a side pile (the waste, the reserve) has keys of its own, for every height it can reach
    const side = r >= this.p.rows.length;
    const height = side ? SIDE_HEIGHTS : HEIGHTS;
    const keyA = side ? SIDE_A : ROW_A;
    const keyB = side ? SIDE_B : ROW_B;
    const codes = this.codes;
    for (let i = 0; i < row.length; i++) {
      const k = codes[row[i]!]! * height + i;
      a ^= keyA[k]!;
      b ^= keyB[k]!;
    }
    a = mix32(a ^ this.seedA[r]!);
    b = mix32(b ^ this.seedB[r]!);
    this.sumA = (this.sumA - this.rowA[r]! + a) | 0;
    this.sumB = (this.sumB - this.rowB[r]! + b) | 0;
    this.rowA[r] = a;
    this.rowB[r] = b;
  }

  /** Sets hashA/hashB for the position as it is now (its rows as last refreshed). */
  compute(): void {
    const p = this.p;
    let a = this.sumA;
    let b = this.sumB;
    const cells = p.cells;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      if (c === NO_CARD) continue;
      a = (a + CELL_A[this.cellOffset + FACE[c]!]!) | 0;
      b = (b + CELL_B[this.cellOffset + FACE[c]!]!) | 0;
    }
    const f = p.foundations;
    for (let s = 0; s < f.length; s++) {
      a = (a + FOUND_A[s * 14 + f[s]!]!) | 0;
      b = (b + FOUND_B[s * 14 + f[s]!]!) | 0;
    }
    a = (a + STOCK_A[p.stock.length]!) | 0;
    b = (b + STOCK_B[p.stock.length]!) | 0;
    const base = baseOf(p);
    this.hashA = mix32(a + BASE_A[base]!);
    this.hashB = mix32(b ^ BASE_B[base]!);
  }
}
