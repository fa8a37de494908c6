import { NO_CARD as ENGINE_NO_CARD, RANK_OF as ENGINE_RANK_OF, SUIT_OF as ENGINE_SUIT_OF, KING as ENGINE_KING } from '../../engine/cards';
import { CELL_BASE as ENGINE_CELL_BASE, FOUNDATION_BASE as ENGINE_FOUNDATION_BASE, type Move } from '../../engine/moves';
import type { Position } from '../../engine/position';
import * as zobrist from './zobrist';
import { mergedCodes } from './engine-hash';

// The solver's own copy of a position: rows in one flat byte array, and a 64-bit hash kept up to date
// by every move, so that a search step neither allocates nor walks the board to hash it. Moves are the
// engine's Move integers with the real pile numbers, so a line found here replays on the engine.

const ROW_CAP = 52;

// Module-local copies of the tables this hot code reads: an imported binding may compile to a getter
// call (tsx and other CommonJS-style transforms do that), which cost a third of the search's time.
export const RANK_OF = Int8Array.from(ENGINE_RANK_OF);
export const SUIT_OF = Int8Array.from(ENGINE_SUIT_OF);
export const CELL_BASE = ENGINE_CELL_BASE;
/** One deck: foundation pile s holds suit s, so a card's pile is FOUNDATION_BASE + its suit. */
export const FOUNDATION_BASE = ENGINE_FOUNDATION_BASE;
const KING = ENGINE_KING;
const NO_CARD = ENGINE_NO_CARD;
const ROW_KEY_A = zobrist.ROW_KEY_A;
const ROW_KEY_B = zobrist.ROW_KEY_B;
const CELL_KEY_A = zobrist.CELL_KEY_A;
const CELL_KEY_B = zobrist.CELL_KEY_B;
const UNDER_SLOTS = zobrist.UNDER_SLOTS;
const bottomMark = zobrist.bottomMark;
const HEIGHTS = zobrist.HEIGHTS;
const POS_KEY_A = zobrist.POS_KEY_A;
const POS_KEY_B = zobrist.POS_KEY_B;
const CODE_CELL_KEY_A = zobrist.CODE_CELL_KEY_A;
const CODE_CELL_KEY_B = zobrist.CODE_CELL_KEY_B;
const FOUND_KEY_A = zobrist.FOUND_KEY_A;
const FOUND_KEY_B = zobrist.FOUND_KEY_B;
const ROW_SALT = zobrist.ROW_SALT;
const mix = zobrist.mix;

export class Board {
  readonly nRows: number;
  readonly nCells: number;
  /** cards[r * 52 + i]: row r from the card nearest the foundations (i = 0) outwards. */
  readonly cards = new Int8Array(10 * ROW_CAP);
  readonly len = new Int32Array(10);
  readonly cells: Int8Array;
  readonly found = new Int32Array(4);
  readonly auxMask: number;
  readonly inSuit: boolean;
  readonly emptyTakesAny: boolean;
  readonly cellsAlwaysOpen: boolean;
  /** The "under" mark of each row's bottom: shared by rows of a kind when rows are interchangeable. */
  readonly bottom: Int32Array;
  hashA = 0;
  hashB = 0;
  home = 0;
  /** Bumped whenever row r changes, and `foundStamp` whenever a foundation does: the search keeps
   * what it measured of a row (for move ordering) until one of them moves. */
  readonly rowStamp = new Int32Array(10);
  foundStamp = 0;
  /**
   * Per suit, the rank above which its cards are hashed by rank alone (KING: none is), so positions
   * that differ only in which suit's card of a rank lies where, among such cards, share a hash: the
   * merged search of solve.ts. Its hash is another scheme (zobrist.ts, merged keys), with each row's
   * key kept in rowKeyA/B.
   */
  readonly erase: Int8Array;
  private readonly merged: boolean;
  /** What each card hashes as in the merged scheme: itself, or 52 + its rank. */
  private readonly code = new Int8Array(52);
  private readonly rowKeyA = new Int32Array(10);
  private readonly rowKeyB = new Int32Array(10);
  private readonly saltA = new Int32Array(10);
  private readonly saltB = new Int32Array(10);
  /** Per suit, the most cards home in any position this board was in: whether a merged search stayed
   * below `erase` (solve.ts). */
  readonly reach = new Int8Array(4);

  constructor(p: Readonly<Position>, canonicalRows: boolean, erase: ArrayLike<number> = [KING, KING, KING, KING]) {
    this.nRows = p.rows.length;
    this.nCells = p.cells.length;
    this.cells = new Int8Array(this.nCells).fill(NO_CARD);
    this.auxMask = p.auxMask;
    this.inSuit = p.rules.build === 'up-or-down-in-suit';
    this.emptyTakesAny = p.rules.emptyRowTakes === 'any';
    this.cellsAlwaysOpen = p.rules.cellRelease === 'always';
    this.bottom = new Int32Array(this.nRows);
    this.erase = Int8Array.from(erase);
    this.merged = this.erase.some((e) => e < KING);
    // a merged card by its rank (52 + rank), every other by its id: the engine searches' codes, one deck
    this.code.set(mergedCodes(this.erase).subarray(0, 52));
    for (let r = 0; r < this.nRows; r++) {
      const aux = ((p.auxMask >> r) & 1) === 1;
      this.bottom[r] = bottomMark(r, aux, canonicalRows);
      const kind = zobrist.rowKind(r, aux, canonicalRows);
      this.saltA[r] = ROW_SALT[kind]!;
      this.saltB[r] = ROW_SALT[16 + kind]!;
      if (this.merged) {
        this.hashA = (this.hashA + mix(this.saltA[r]!)) | 0;
        this.hashB = (this.hashB + mix(this.saltB[r]!)) | 0;
      }
    }
    for (let s = 0; s < 4; s++) {
      this.found[s] = p.foundations[s]!;
      this.home += p.foundations[s]!;
      this.reach[s] = p.foundations[s]!;
      if (this.merged) this.addFound(s, 1);
    }
    for (let r = 0; r < this.nRows; r++) {
      const row = p.rows[r]!;
      for (const c of row) this.pushRow(r, c);
    }
    for (let i = 0; i < this.nCells; i++) {
      const c = p.cells[i]!;
      if (c !== NO_CARD) this.setCell(i, c);
    }
  }

  top(r: number): number {
    const n = this.len[r]!;
    return n === 0 ? NO_CARD : this.cards[r * ROW_CAP + n - 1]!;
  }

  /** Whether a card may leave a free cell now (Masterpiece: only while an auxiliary row is empty). */
  cellsOpen(): boolean {
    if (this.cellsAlwaysOpen) return true;
    for (let r = 0; r < this.nRows; r++) if ((this.auxMask >> r) & 1 && this.len[r] === 0) return true;
    return false;
  }

  /** Whether `card` builds on row r (not counting where it comes from). */
  accepts(r: number, card: number): boolean {
    if ((this.auxMask >> r) & 1) return false;
    const n = this.len[r]!;
    if (n === 0) return this.emptyTakesAny || RANK_OF[card] === KING;
    const t = this.cards[r * ROW_CAP + n - 1]!;
    if (!this.inSuit) return RANK_OF[t] === RANK_OF[card]! + 1;
    const d = RANK_OF[t]! - RANK_OF[card]!;
    return SUIT_OF[t] === SUIT_OF[card] && (d === 1 || d === -1);
  }

  canGoHome(card: number): boolean {
    return this.found[SUIT_OF[card]!] === RANK_OF[card]! - 1;
  }

  private pushRow(r: number, c: number): void {
    const n = this.len[r]!;
    this.cards[r * ROW_CAP + n] = c;
    this.len[r] = n + 1;
    this.rowStamp[r]!++;
    if (this.merged) return this.toggleRowCard(r, c, n);
    const under = n === 0 ? this.bottom[r]! : this.cards[r * ROW_CAP + n - 1]!;
    const k = c * UNDER_SLOTS + under;
    this.hashA ^= ROW_KEY_A[k]!;
    this.hashB ^= ROW_KEY_B[k]!;
  }

  private popRow(r: number): void {
    const n = this.len[r]! - 1;
    const c = this.cards[r * ROW_CAP + n]!;
    this.len[r] = n;
    this.rowStamp[r]!++;
    if (this.merged) return this.toggleRowCard(r, c, n);
    const under = n === 0 ? this.bottom[r]! : this.cards[r * ROW_CAP + n - 1]!;
    const k = c * UNDER_SLOTS + under;
    this.hashA ^= ROW_KEY_A[k]!;
    this.hashB ^= ROW_KEY_B[k]!;
  }

  /** Merged scheme: puts card c at height n of row r into the hash, or takes it out (XOR). */
  private toggleRowCard(r: number, c: number, n: number): void {
    const k = this.code[c]! * HEIGHTS + n;
    const a = this.rowKeyA[r]!;
    const b = this.rowKeyB[r]!;
    const a2 = a ^ POS_KEY_A[k]!;
    const b2 = b ^ POS_KEY_B[k]!;
    this.rowKeyA[r] = a2;
    this.rowKeyB[r] = b2;
    this.hashA = (this.hashA - mix(a + this.saltA[r]!) + mix(a2 + this.saltA[r]!)) | 0;
    this.hashB = (this.hashB - mix(b + this.saltB[r]!) + mix(b2 + this.saltB[r]!)) | 0;
  }

  /** Merged scheme: adds suit s's foundation (at its current height) to the hash (sign 1), or takes it
   * out (-1). Everything in this scheme adds, so the order of updates does not matter. */
  private addFound(s: number, sign: number): void {
    this.hashA = (this.hashA + sign * FOUND_KEY_A[s * 14 + this.found[s]!]!) | 0;
    this.hashB = (this.hashB + sign * FOUND_KEY_B[s * 14 + this.found[s]!]!) | 0;
  }

  private setCell(i: number, c: number): void {
    this.cells[i] = c;
    if (this.merged) {
      this.hashA = (this.hashA + CODE_CELL_KEY_A[this.code[c]!]!) | 0;
      this.hashB = (this.hashB + CODE_CELL_KEY_B[this.code[c]!]!) | 0;
      return;
    }
    this.hashA ^= CELL_KEY_A[c]!;
    this.hashB ^= CELL_KEY_B[c]!;
  }

  private clearCell(i: number): void {
    const c = this.cells[i]!;
    this.cells[i] = NO_CARD;
    if (this.merged) {
      this.hashA = (this.hashA - CODE_CELL_KEY_A[this.code[c]!]!) | 0;
      this.hashB = (this.hashB - CODE_CELL_KEY_B[this.code[c]!]!) | 0;
      return;
    }
    this.hashA ^= CELL_KEY_A[c]!;
    this.hashB ^= CELL_KEY_B[c]!;
  }

  /** Applies a move known to be legal. */
  apply(m: Move): void {
    const card = m >>> 14;
    const from = (m >>> 7) & 127;
    const to = m & 127;
    if (from < CELL_BASE) this.popRow(from);
    else this.clearCell(from - CELL_BASE);
    if (to < CELL_BASE) this.pushRow(to, card);
    else if (to >= FOUNDATION_BASE) {
      const s = SUIT_OF[card]!;
      if (this.merged) this.addFound(s, -1);
      const f = ++this.found[s]!;
      if (this.merged) this.addFound(s, 1);
      if (f > this.reach[s]!) this.reach[s] = f;
      this.home++;
      this.foundStamp++;
    } else this.setCell(to - CELL_BASE, card);
  }

  /** hashOf: the row stamps of `src` its cached row keys were computed at (-1: none yet). */
  private readonly keyStamp = new Int32Array(10).fill(-1);
  private keySource: Board | null = null;

  /**
   * Sets this board's hash (hashA, hashB) to that of the position on `src`, a board of the same game
   * that may hash another way (other merged suits), in this board's own scheme: how the solver asks
   * what a position is called in an earlier run's table (solve.ts, known lost positions). Only the
   * hash: the cards stay. A row's key is kept until `src` changes that row (its stamp), so a search
   * asking after every move recomputes two rows.
   */
  hashOf(src: Board): void {
    if (this.keySource !== src) {
      this.keySource = src;
      this.keyStamp.fill(-1);
    }
    let ha = 0;
    let hb = 0;
    for (let r = 0; r < this.nRows; r++) {
      if (this.keyStamp[r] !== src.rowStamp[r]) {
        this.keyStamp[r] = src.rowStamp[r]!;
        const base = r * ROW_CAP;
        if (this.merged) {
          let a = 0;
          let b = 0;
          for (let i = 0; i < src.len[r]!; i++) {
            const k = this.code[src.cards[base + i]!]! * HEIGHTS + i;
            a ^= POS_KEY_A[k]!;
            b ^= POS_KEY_B[k]!;
          }
          this.rowKeyA[r] = a;
          this.rowKeyB[r] = b;
        } else {
          let a = 0;
          let b = 0;
          for (let i = 0; i < src.len[r]!; i++) {
            const k = src.cards[base + i]! * UNDER_SLOTS + (i === 0 ? this.bottom[r]! : src.cards[base + i - 1]!);
            a ^= ROW_KEY_A[k]!;
            b ^= ROW_KEY_B[k]!;
          }
          this.rowKeyA[r] = a;
          this.rowKeyB[r] = b;
        }
      }
      if (this.merged) {
        ha = (ha + mix(this.rowKeyA[r]! + this.saltA[r]!)) | 0;
        hb = (hb + mix(this.rowKeyB[r]! + this.saltB[r]!)) | 0;
      } else {
        ha ^= this.rowKeyA[r]!;
        hb ^= this.rowKeyB[r]!;
      }
    }
    for (let i = 0; i < this.nCells; i++) {
      const c = src.cells[i]!;
      if (c === NO_CARD) continue;
      if (this.merged) {
        ha = (ha + CODE_CELL_KEY_A[this.code[c]!]!) | 0;
        hb = (hb + CODE_CELL_KEY_B[this.code[c]!]!) | 0;
      } else {
        ha ^= CELL_KEY_A[c]!;
        hb ^= CELL_KEY_B[c]!;
      }
    }
    if (this.merged) {
      for (let s = 0; s < 4; s++) {
        ha = (ha + FOUND_KEY_A[s * 14 + src.found[s]!]!) | 0;
        hb = (hb + FOUND_KEY_B[s * 14 + src.found[s]!]!) | 0;
      }
    }
    this.hashA = ha;
    this.hashB = hb;
  }

  /**
   * The engine's moves of this position, in the engine's order (`generateMoves` under the first
   * rules): every foundation move, row move and one free cell, as a player has them. The line's
   * shortcuts (shorten-line.ts) try them in that order, on this board's exact hash.
   */
  engineMoves(out: Uint32Array): number {
    let n = 0;
    const nRows = this.nRows;
    const open = this.nCells > 0 && this.cellsOpen();
    for (let s = 0; s < nRows + this.nCells; s++) {
      let card: number;
      let from: number;
      if (s < nRows) {
        if (this.len[s] === 0) continue;
        card = this.top(s);
        from = s;
      } else {
        if (!open) break;
        card = this.cells[s - nRows]!;
        if (card === NO_CARD) continue;
        from = CELL_BASE + s - nRows;
      }
      const base = (card << 14) | (from << 7);
      if (this.canGoHome(card)) out[n++] = base | (FOUNDATION_BASE + SUIT_OF[card]!);
      for (let r = 0; r < nRows; r++) if (r !== from && this.accepts(r, card)) out[n++] = base | r;
      if (from < CELL_BASE) {
        for (let c = 0; c < this.nCells; c++) {
          if (this.cells[c] === NO_CARD) {
            out[n++] = base | (CELL_BASE + c);
            break;
          }
        }
      }
    }
    return n;
  }

  /** Bytes `save` writes at most: foundations, cells, and each row's length and cards. */
  static readonly SNAPSHOT_BYTES = 4 + 4 + 10 + 52;

  /** Writes the position into `buf` at `off` (see SNAPSHOT_BYTES), for a search that keeps positions;
   * answers where it ended. */
  save(buf: Int8Array, off: number): number {
    for (let s = 0; s < 4; s++) buf[off++] = this.found[s]!;
    for (let i = 0; i < this.nCells; i++) buf[off++] = this.cells[i]!;
    for (let r = 0; r < this.nRows; r++) {
      const n = this.len[r]!;
      buf[off++] = n;
      const base = r * ROW_CAP;
      for (let i = 0; i < n; i++) buf[off++] = this.cards[base + i]!;
    }
    return off;
  }

  /** Makes the board the position `save` wrote; its hash is given (as it was when saved). */
  load(buf: Int8Array, off: number, hashA: number, hashB: number): void {
    this.home = 0;
    for (let s = 0; s < 4; s++) {
      this.found[s] = buf[off++]!;
      this.home += this.found[s]!;
    }
    for (let i = 0; i < this.nCells; i++) this.cells[i] = buf[off++]!;
    for (let r = 0; r < this.nRows; r++) {
      const n = buf[off++]!;
      this.len[r] = n;
      this.rowStamp[r]!++;
      const base = r * ROW_CAP;
      for (let i = 0; i < n; i++) this.cards[base + i] = buf[off++]!;
    }
    this.hashA = hashA;
    this.hashB = hashB;
    this.foundStamp++;
    if (this.merged) {
      // the rows' own keys, which the merged scheme updates from
      for (let r = 0; r < this.nRows; r++) {
        let a = 0;
        let b = 0;
        for (let i = 0; i < this.len[r]!; i++) {
          const k = this.code[this.cards[r * ROW_CAP + i]!]! * HEIGHTS + i;
          a ^= POS_KEY_A[k]!;
          b ^= POS_KEY_B[k]!;
        }
        this.rowKeyA[r] = a;
        this.rowKeyB[r] = b;
      }
    }
  }

  /** Takes back the last move applied. */
  undo(m: Move): void {
    const card = m >>> 14;
    const from = (m >>> 7) & 127;
    const to = m & 127;
    if (to < CELL_BASE) this.popRow(to);
    else if (to >= FOUNDATION_BASE) {
      const s = SUIT_OF[card]!;
      if (this.merged) this.addFound(s, -1);
      this.found[s]!--;
      if (this.merged) this.addFound(s, 1);
      this.home--;
      this.foundStamp++;
    } else this.clearCell(to - CELL_BASE);
    if (from < CELL_BASE) this.pushRow(from, card);
    else this.setCell(from - CELL_BASE, card);
  }
}

export { ROW_CAP };
