import type { Move } from '../../engine/moves';
import type { Position } from '../../engine/position';
import * as board from './board';
import type { NodeArena } from '../search/node-arena';
import { type AStarSpace, SPACE_COLUMN } from '../search/a-star';

// The byte board as par's A* searches it (services/par.ts, search/a-star.ts). `movesLeftBound` is an
// admissible and consistent estimate of the moves still needed: every card not home moves at least
// once, and a card lying over a lower card of its own suit at least twice (it must leave before that
// card goes home, and cannot go home before it). One move changes it by at most one.

const { Board, ROW_CAP, RANK_OF, SUIT_OF, CELL_BASE, FOUNDATION_BASE } = board;
const WON = 52;
const NO_CARD = -1;

/** Scratch for movesLeftBound: the lowest rank of each suit met so far in a row. */
const LOWEST = new Int8Array(4);

/** At least how many moves the position needs to be won (the file comment). */
export function movesLeftBound(b: board.Board): number {
  let h = WON - b.home;
  for (let r = 0; r < b.nRows; r++) h += twiceMoved(b, r);
  return h;
}

/** How many cards of row r lie over a lower card of their own suit (each must move twice). */
function twiceMoved(b: board.Board, r: number): number {
  const lowest = LOWEST;
  lowest.fill(99);
  let n = 0;
  const base = r * ROW_CAP;
  for (let i = 0; i < b.len[r]!; i++) {
    const c = b.cards[base + i]!;
    const s = SUIT_OF[c]!;
    const rank = RANK_OF[c]!;
    if (lowest[s]! < rank) n++;
    else lowest[s] = rank;
  }
  return n;
}

/** The byte board as A* searches it (search/a-star.ts): the bound of this file, kept up to date by
 * the two rows a move touches; the board's own hash, kept with each node. */
export class BoardPar implements AStarSpace {
  private readonly b: board.Board;
  readonly stride: number;
  private readonly out: number[] = [];

  constructor(start: Readonly<Position>) {
    this.b = new Board(start, true);
    this.stride = 4 + this.b.nCells + this.b.nRows + 52;
  }

  get hashA(): number {
    return this.b.hashA;
  }

  get hashB(): number {
    return this.b.hashB;
  }

  bound(): number {
    return movesLeftBound(this.b);
  }

  won(): boolean {
    return this.b.home === WON;
  }

  successors(out: Uint32Array): number {
    const list = this.out;
    list.length = 0;
    successors(this.b, list);
    for (let i = 0; i < list.length; i++) out[i] = list[i]!;
    return list.length;
  }

  applyBound(m: Move, parentBound: number): number {
    // movesLeftBound of the child, from the node's: only the two rows the move touches change
    const b = this.b;
    const from = ((m >>> 7) & 127) < CELL_BASE ? (m >>> 7) & 127 : -1;
    const to = (m & 127) < CELL_BASE ? m & 127 : -1;
    let h = parentBound + b.home - (from >= 0 ? twiceMoved(b, from) : 0) - (to >= 0 ? twiceMoved(b, to) : 0);
    b.apply(m);
    h += (from >= 0 ? twiceMoved(b, from) : 0) + (to >= 0 ? twiceMoved(b, to) : 0) - b.home;
    return h;
  }

  hashAfter(): void {}

  back(m: Move): void {
    this.b.undo(m);
  }

  save(arena: NodeArena, node: number): void {
    this.b.save(arena.signed, node * this.stride);
    arena.cols[SPACE_COLUMN]![node] = this.b.hashA;
    arena.cols[SPACE_COLUMN + 1]![node] = this.b.hashB;
  }

  load(arena: NodeArena, node: number): void {
    this.b.load(arena.signed, node * this.stride, arena.cols[SPACE_COLUMN]![node]!, arena.cols[SPACE_COLUMN + 1]![node]!);
  }
}

/**
 * Every legal single-card move, but one empty row as a destination (rows are interchangeable) and no
 * main row's last card to an empty main row (the same position with rows renamed).
 */
function successors(b: board.Board, out: number[]): void {
  let firstEmpty = -1;
  for (let r = 0; r < b.nRows; r++) {
    if (b.len[r] === 0 && !((b.auxMask >> r) & 1)) {
      firstEmpty = r;
      break;
    }
  }
  let freeCell = -1;
  for (let i = 0; i < b.nCells; i++) {
    if (b.cells[i] === NO_CARD) {
      freeCell = i;
      break;
    }
  }
  const open = b.nCells > 0 && b.cellsOpen();
  for (let s = 0; s < b.nRows + (open ? b.nCells : 0); s++) {
    const fromRow = s < b.nRows;
    const card = fromRow ? b.top(s) : b.cells[s - b.nRows]!;
    if (card === NO_CARD) continue;
    const from = fromRow ? s : CELL_BASE + s - b.nRows;
    const base = (card << 14) | (from << 7);
    if (b.canGoHome(card)) out.push(base | (FOUNDATION_BASE + SUIT_OF[card]!));
    const lone = fromRow && b.len[s] === 1 && !((b.auxMask >> s) & 1);
    for (let r = 0; r < b.nRows; r++) {
      if (r === from || !b.accepts(r, card)) continue;
      if (b.len[r] === 0 && (r !== firstEmpty || lone)) continue;
      out.push(base | r);
    }
    if (fromRow && freeCell >= 0) out.push(base | (CELL_BASE + freeCell));
  }
}
