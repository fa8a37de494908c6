import { type Move, lineWins } from '../../engine/moves';
import type { Position } from '../../engine/position';
import { Board, ROW_CAP } from '../spaces/board';
import { boardPlays } from '../plans';
import { EngineLineKey } from '../spaces/engine-line-key';
import { HashTable64, MAP_SLOTS } from '../search/hash-table';
import type { LineSpace } from '../spaces/line-space';
import { HIT_BITS, SHORTCUT_MOVES, Sweep } from './line-sweep';
import { Filter } from './shortcut-filter';

// A depth-first search finds a winning line, not a short one: it wanders through positions it could
// have reached in a move or two. Shown to a player as hints, such a line looks aimless. This takes a
// line apart and puts it back with shortcuts: from each position on it, every sequence of one or two
// legal moves that lands on a later position of the line replaces the moves in between, the one that
// saves most first (a loop back to a position the line passes again goes with it). A line that does
// not win comes back as it was; so would a shortened one that did not (it is replayed to make sure).
//
// It costs no more than the search that found the line. Each try is a move applied and undone on a
// position that keeps its hash up to date (the fast solver's Board where it plays the rules, the
// engine's position with its hash elsewhere), looked up by its 64-bit hash in a table of the line's
// positions; only a hit is compared with the kept position, card for card. And most tries are never
// made, for the same answer: from each position of the walk, a sweep along the line finds the later
// positions within reach of one or two moves, and only the moves that can land on one of them are
// tried (line-sweep.ts, shortcut-filter.ts); a try is looked up in the table only if its hash has
// the low bits of one of those positions' (`Sweep.hits`).

/** Passes over the line: a shortcut can bring two far positions next to each other. */
const PASSES = 3;
/** The most moves a position has, in any game (Palace: 18 rows of runs). */
const MAX_MOVES = 4096;

export function shortenLine(start: Readonly<Position>, line: readonly Move[]): Move[] {
  if (!lineWins(start, line)) return line.slice();
  let best = line.slice();
  for (let pass = 0; pass < PASSES; pass++) {
    const shorter = onePass(start, best);
    if (shorter.length >= best.length) break;
    best = shorter;
  }
  return lineWins(start, best) ? best : line.slice();
}

function onePass(start: Readonly<Position>, line: readonly Move[]): Move[] {
  // every position on the line, where each hash was last seen, and what each move did to the units
  const walk = lineSpace(start, line.length + 1);
  const last = new HashTable64(2 * (line.length + 1), MAP_SLOTS, true);
  const sweep = new Sweep(walk, line);
  const filter = new Filter(sweep, walk.unitsPerMove, walk);
  walk.keep(0);
  last.set(walk.hashA, walk.hashB, 0);
  sweep.hashAt[0] = walk.hashA;
  for (let i = 0; i < line.length; i++) {
    walk.apply(line[i]!);
    walk.keep(i + 1);
    last.set(walk.hashA, walk.hashB, i + 1);
    sweep.hashAt[i + 1] = walk.hashA;
    sweep.noteMove(i);
  }
  for (let i = line.length - 1; i >= 0; i--) walk.undo(line[i]!);

  const found = (): number => {
    // a hit that saves a move is on a later position within reach: where the sweep kept them all,
    // the table is not looked at unless one of them has the hash
    const bit = walk.hashA & HIT_BITS;
    if (sweep.hitsFit && (sweep.hits[bit >>> 5]! & (1 << (bit & 31))) === 0) return -1;
    const j = last.get(walk.hashA, walk.hashB);
    return j >= 0 && walk.isKept(j) ? j : -1;
  };
  const first = new Uint32Array(MAX_MOVES);
  const second = new Uint32Array(MAX_MOVES);
  const u1 = new Int32Array(2);
  const u2 = new Int32Array(2);
  const out: Move[] = [];
  let i = 0;
  while (i < line.length) {
    // the shortcut that saves most moves: k moves in place of the line's j - i, the first found of
    // those that save as many (moves in the engine's order, each one's own landing before its next)
    let bestJ = i + 1;
    let best1 = line[i]!;
    let best2 = -1;
    let bestSaved = 0;
    sweep.from(i);
    const n1 = sweep.nothing ? 0 : walk.moves(first);
    for (let a = 0; a < n1; a++) {
      const m1 = first[a]!;
      walk.unitsOf(m1, u1);
      const expand = SHORTCUT_MOVES > 1 && filter.first(u1);
      if (!expand && !filter.alone(u1)) continue;
      walk.apply(m1);
      let j = found();
      if (j - i - 1 > bestSaved) {
        bestJ = j;
        best1 = m1;
        best2 = -1;
        bestSaved = j - i - 1;
      }
      if (expand && filter.follows(u1)) {
        const n2 = walk.moves(second);
        for (let b = 0; b < n2; b++) {
          const m2 = second[b]!;
          walk.unitsOf(m2, u2);
          if (!filter.second(u1, u2)) continue;
          walk.apply(m2);
          j = found();
          if (j - i - 2 > bestSaved) {
            bestJ = j;
            best1 = m1;
            best2 = m2;
            bestSaved = j - i - 2;
          }
          walk.undo(m2);
        }
      }
      walk.undo(m1);
    }
    walk.apply(best1);
    out.push(best1);
    if (best2 >= 0) {
      walk.apply(best2);
      out.push(best2);
    }
    sweep.advance(i, bestJ);
    i = bestJ;
  }
  return out;
}

/** Board where the fast solver plays the rules; the engine's position with its hash elsewhere. */
function lineSpace(start: Readonly<Position>, positions: number): LineSpace {
  return boardPlays(start.rules) ? new BoardLine(start, positions) : new EngineLineKey(start, positions);
}

/** What a card lies on, as BoardLine's units read it: a card (its id), a row's bottom, a cell, home. */
const ROW_BOTTOM = 64;
const ON_CELL = 128;
const AT_HOME = 192;

/** The fast solver's Board, exact (rows keep their places), with the line's positions as its bytes.
 * Its units are the cards, by what each lies on. */
class BoardLine implements LineSpace {
  private readonly b: Board;
  private readonly kept: Int8Array;
  private readonly scratch = new Int8Array(Board.SNAPSHOT_BYTES);
  readonly units = 52;
  readonly unitsPerMove = 1;
  readonly homeKeeps = true;
  readonly byteKeys = true;

  constructor(start: Readonly<Position>, positions: number) {
    this.b = new Board(start, false);
    this.kept = new Int8Array(positions * Board.SNAPSHOT_BYTES);
  }

  get hashA(): number {
    return this.b.hashA;
  }

  get hashB(): number {
    return this.b.hashB;
  }

  moves(out: Uint32Array): number {
    return this.b.engineMoves(out);
  }

  apply(m: Move): void {
    this.b.apply(m);
  }

  undo(m: Move): void {
    this.b.undo(m);
  }

  keep(index: number): void {
    this.b.save(this.kept, index * Board.SNAPSHOT_BYTES);
  }

  isKept(index: number): boolean {
    // the bytes name each row's length before its cards: equal up to where this one ends is equal
    const end = this.b.save(this.scratch, 0);
    const at = index * Board.SNAPSHOT_BYTES;
    for (let k = 0; k < end; k++) if (this.scratch[k] !== this.kept[at + k]) return false;
    return true;
  }

  unitsOf(m: Move, out: Int32Array): void {
    const card = m >>> 14;
    out[0] = card < 32 ? 1 << card : 0;
    out[1] = card < 32 ? 0 : 1 << (card - 32);
  }

  changedBy(m: Move, out: number[]): void {
    out.push(m >>> 14);
  }

  key(card: number, out: Int32Array, at: number): void {
    out[at] = this.under(card);
    out[at + 1] = 0;
  }

  /** What `card` lies on (it is looked for: keys are read once a line move, not per try). */
  private under(card: number): number {
    const b = this.b;
    for (let r = 0; r < b.nRows; r++) for (let i = 0; i < b.len[r]!; i++) if (b.cards[r * ROW_CAP + i] === card) return i === 0 ? ROW_BOTTOM + r : b.cards[r * ROW_CAP + i - 1]!;
    for (let i = 0; i < b.nCells; i++) if (b.cells[i] === card) return ON_CELL + i;
    return AT_HOME;
  }

  home(): number {
    return this.b.home;
  }
}
