import { faceOf } from '../../engine/cards';
import { type Move, CELL_BASE, FOUNDATION_BASE, STOCK, WASTE, applyMove, generateMoves, undoMove } from '../../engine/moves';
import { type Position, cardsOnFoundations, clonePosition, findCard, positionsEqual } from '../../engine/position';
import { PositionHash } from './generic-hash';
import { readSnapshot, snapshotStride, writeSnapshot } from './snapshot';
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

export class GenericLineKey implements LineSpace {
  private readonly p: Position;
  private readonly h: PositionHash;
  private readonly stride: number;
  private readonly kept: Uint8Array;
  /** A kept position read back, to compare with. */
  private readonly other: Position;
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
    this.stride = snapshotStride(this.p);
    this.kept = new Uint8Array(positions * this.stride);
    this.other = clonePosition(start as Position);
    const r = start.rules;
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
    writeSnapshot(this.p, this.kept, index * this.stride);
  }

  isKept(index: number): boolean {
    readSnapshot(this.other, this.kept, index * this.stride);
    return positionsEqual(this.p, this.other) && sameIds(this.p, this.other);
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
    const place = findCard(this.p, card);
    switch (place.kind) {
      case 'row':
        return place.index === 0 ? PILE_BOTTOM + place.row : this.p.rows[place.row]![place.index - 1]!;
      case 'cell':
        return ON_CELL + place.cell;
      case 'stock':
      case 'waste':
      case 'reserve': {
        const pile = this.p[place.kind];
        return place.index === 0 ? PILE_BOTTOM + 32 + ['stock', 'waste', 'reserve'].indexOf(place.kind) : pile[place.index - 1]!;
      }
      default:
        return AT_HOME;
    }
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

/**
 * Whether the same card ids lie in the same places. With more decks, positions equal face for face
 * may hold another deck's copy of a card where the line's next move names this one: the line goes on
 * only from the very position it passed.
 */
function sameIds(a: Position, b: Position): boolean {
  if (a.rules.decks === 1) return true;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  for (let i = 0; i < a.rows.length; i++) {
    const ra = a.rows[i]!;
    const rb = b.rows[i]!;
    for (let j = 0; j < ra.length; j++) if (ra[j] !== rb[j]) return false;
  }
  return true;
}
