import { NO_CARD, faceOf } from '../../engine/cards';
import { type Move, CELL_BASE, FOUNDATION_BASE, STOCK, WASTE, applyMove, generateMoves, undoMove } from '../../engine/moves';
import { type Position, cardCount, cardsOnFoundations, clonePosition } from '../../engine/position';
import { PositionHash } from './engine-hash';
import type { LineSpace } from './line-space';

// A position's exact hash kept up to date along a line of engine moves, for games the fast solver's
// Board does not play (group moves, cards back from a foundation, a chosen base): the line's
// shortcuts (shorten-line.ts) try the engine's own moves on it. Exact (rows keep their index): a
// line's positions are compared as they are, not up to renamed rows; the line's positions are kept
// as snapshots (snapshot.ts) to compare a hit with. Its units: in a game of one deck with one
// foundation a suit, the cards, each by what it lies on (what each card lies on then tells positions
// apart); else the parts (each row, the cells, the foundations and the base, the stock, the waste,
// the reserve).

/** What a card lies on, in the cards' units: a card (its id), a pile's bottom, a cell, home. */
const PILE_BOTTOM = 64;
const ON_CELL = 128;
const AT_HOME = 192;
/** A kept position's empty cell (card ids go to 207). */
const EMPTY_CELL = 255;

export class EngineLineKey implements LineSpace {
  private readonly p: Position;
  private readonly h: PositionHash;
  private readonly stride: number;
  private readonly kept: Uint8Array;
  readonly units: number;
  readonly unitsPerMove: number;
  readonly homeKeeps: boolean;
  readonly byteKeys: boolean;
  private readonly byCard: boolean;
  private readonly numbers: number[] = [];

  /** `positions`: how many of the line's positions `keep` may hold. */
  constructor(start: Readonly<Position>, positions = 0) {
    this.p = clonePosition(start as Position);
    this.h = new PositionHash(this.p, false);
    this.h.compute();
    const r = start.rules;
    this.stride = this.p.rows.length + 3 + cardCount(r) + this.p.cells.length + this.p.foundations.length + 1;
    this.kept = new Uint8Array(positions * this.stride);
    this.byCard = r.decks === 1 && !r.talonRefills && start.foundations.length === 4 && r.foundationSuit === 'same' && r.foundationDirection === 'up';
    this.units = this.byCard ? 52 : this.p.rows.length + 5;
    this.unitsPerMove = this.byCard ? 1 : 2;
    this.byteKeys = this.byCard;
    this.homeKeeps = r.foundationRelease === 'never';
  }

  get hashA(): number {
    return this.h.hashA;
  }

  get hashB(): number {
    return this.h.hashB;
  }

  moves(out: Uint32Array): number {
    return generateMoves(this.p, out);
  }

  apply(m: Move): void {
    applyMove(this.p, m);
    this.touched(m);
  }

  undo(m: Move): void {
    undoMove(this.p, m);
    this.touched(m);
  }

  keep(index: number): void {
    const p = this.p;
    const s = this.kept;
    let o = index * this.stride;
    for (const row of p.rows) s[o++] = row.length;
    s[o++] = p.stock.length;
    s[o++] = p.waste.length;
    s[o++] = p.reserve.length;
    for (const row of p.rows) for (const c of row) s[o++] = c;
    for (const pile of [p.stock, p.waste, p.reserve]) for (const c of pile) s[o++] = c;
    for (const c of p.cells) s[o++] = c === NO_CARD ? EMPTY_CELL : c;
    for (const n of p.foundations) s[o++] = n;
    s[o] = p.base;
  }

  /**
   * Whether the position is the kept one as positionsEqual reads them, with the same card ids in the
   * rows and cells: with more decks, positions equal face for face may hold another deck's copy of a
   * card where the line's next move names this one, and the line goes on only from the very position
   * it passed. (Read in place: no position is built to compare with.)
   */
  isKept(index: number): boolean {
    const p = this.p;
    const s = this.kept;
    const rows = p.rows;
    let o = index * this.stride;
    for (let r = 0; r < rows.length; r++) if (s[o++] !== rows[r]!.length) return false;
    if (s[o++] !== p.stock.length || s[o++] !== p.waste.length || s[o++] !== p.reserve.length) return false;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      for (let k = 0; k < row.length; k++) if (s[o++] !== row[k]) return false;
    }
    // (the stock, the waste and the reserve face for face, as positionsEqual reads them)
    for (let side = 0; side < 3; side++) {
      const pile = side === 0 ? p.stock : side === 1 ? p.waste : p.reserve;
      for (let k = 0; k < pile.length; k++) if (faceOf(s[o++]!) !== faceOf(pile[k]!)) return false;
    }
    for (let k = 0; k < p.cells.length; k++) {
      const v = s[o++]!;
      if ((v === EMPTY_CELL ? NO_CARD : v) !== p.cells[k]) return false;
    }
    for (let k = 0; k < p.foundations.length; k++) if (s[o++] !== p.foundations[k]) return false;
    return s[o] === p.base;
  }

  unitsOf(m: Move, out: Int32Array): void {
    out[0] = 0;
    out[1] = 0;
    if (this.byCard) {
      const card = m >>> 14;
      out[card >> 5] = 1 << (card & 31);
      return;
    }
    out[0] = (1 << this.partOf((m >>> 7) & 127)) | (1 << this.partOf(m & 127));
  }

  changedBy(m: Move, out: number[]): void {
    if (this.byCard) out.push(m >>> 14);
    else out.push(this.partOf((m >>> 7) & 127), this.partOf(m & 127));
  }

  key(u: number, out: Int32Array, at: number): void {
    if (this.byCard) {
      out[at] = this.under(u);
      out[at + 1] = 0;
      return;
    }
    const numbers = this.numbers;
    numbers.length = 0;
    this.describe(u, numbers);
    let a = 0x2545f491;
    let b = 0x68e31da4;
    for (let k = 0; k < numbers.length; k++) {
      a = Math.imul(a ^ numbers[k]!, 0x85ebca6b) ^ (a >>> 13);
      b = Math.imul(b + numbers[k]!, 0xc2b2ae35) ^ (b >>> 16);
    }
    out[at] = a;
    out[at + 1] = b;
  }

  home(): number {
    return cardsOnFoundations(this.p);
  }

  /** What `card` lies on: a move changes that of the card it names alone, the cards on it going along. */
  private under(card: number): number {
    const p = this.p;
    for (let c = 0; c < p.cells.length; c++) if (p.cells[c] === card) return ON_CELL + c;
    for (let side = 0; side < 3; side++) {
      const pile = side === 0 ? p.stock : side === 1 ? p.waste : p.reserve;
      const index = pile.indexOf(card);
      if (index >= 0) return index === 0 ? PILE_BOTTOM + 32 + side : pile[index - 1]!;
    }
    for (let r = 0; r < p.rows.length; r++) {
      const row = p.rows[r]!;
      const index = row.indexOf(card);
      if (index >= 0) return index === 0 ? PILE_BOTTOM + r : row[index - 1]!;
    }
    return AT_HOME;
  }

  /** A part of the position: each row, then the cells, the foundations (and the base), the stock, the waste, the reserve. */
  private partOf(pile: number): number {
    const n = this.p.rows.length;
    if (pile < CELL_BASE) return pile;
    if (pile < FOUNDATION_BASE) return n;
    if (pile < STOCK) return n + 1;
    return pile === STOCK ? n + 2 : pile === WASTE ? n + 3 : n + 4;
  }

  /** What a part holds: rows and cells by card id (`isKept` tells twins apart there), the rest as positionsEqual reads it. */
  private describe(part: number, out: number[]): void {
    const p = this.p;
    const n = p.rows.length;
    if (part < n) out.push(...p.rows[part]!);
    else if (part === n) out.push(...p.cells);
    else if (part === n + 1) out.push(p.base, ...p.foundations);
    else if (part === n + 2) out.push(p.stock.length);
    else for (const c of part === n + 3 ? p.waste : p.reserve) out.push(faceOf(c));
  }

  private touched(m: Move): void {
    const from = (m >>> 7) & 127;
    const to = m & 127;
    this.h.refreshPile(from);
    this.h.refreshPile(to);
    this.h.compute();
  }
}

