import { type Move, lineWins } from '../../engine/moves';
import type { Position } from '../../engine/position';
import { Board, ROW_CAP } from '../spaces/board';
import { boardPlays } from '../plans';
import { GenericLineKey } from '../spaces/generic-line-key';
import { HashTable64, MAP_SLOTS } from '../search/hash-table';
import type { LineSpace } from '../spaces/line-space';

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
// made, for the same answer. A position is read as units: in a game of one deck its cards, each by
// what it lies on (the card under it, a row's bottom, a cell, home), so a move changes one unit, the
// card it names, even when the cards on it go along; else its parts (each row, the cells, the
// foundations, the stock, the waste, the reserve), of which a move changes two. From the walk's
// position i, a sweep along the line (`Sweep`) finds the later positions within reach of one or two
// moves by the units they differ in (D). Moves m1 then m2, changing units T1 and T2 (every unit a
// move touches changes), land on such a position only if D lies in T1 and T2 together and neither
// move changes a unit outside D that the other does not change back: D within T1 + T2, T1 within
// T2 + D, T2 within T1 + D (one move alone: T1 = D). No other first move, or second, is tried
// (`Filter`). Where foundations keep their cards the sweep ends once three more cards are home than
// at i (two moves send at most two); elsewhere after SWEEP_STEPS, past which every move is tried.
// Where units have keys of a byte (the cards), the line's positions are kept unit by unit too, and a
// sweep at a position that differs in many units jumps ahead as far as one move a unit cannot bring
// it back within reach (SWEEP_MOVES then bounds it).

/** Sequences of up to this many moves are tried as shortcuts from each position of the line. */
const SHORTCUT_MOVES = 2;
/** Passes over the line: a shortcut can bring two far positions next to each other. */
const PASSES = 3;
/** The most moves a position has, in any game (Palace: 18 rows of runs). */
const MAX_MOVES = 4096;
/** Moves of the line a sweep looks along at most (where it can jump, and where it cannot); past
 * them, nothing is ruled out. */
const SWEEP_MOVES = 1 << 17;
const SWEEP_STEPS = 4096;
/** Ways to differ a sweep keeps at most; past them, every move is tried. */
const MAX_WAYS = 64;
/** Units a position must differ in before the sweep jumps. */
const JUMP_FROM = 24;

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
  const filter = new Filter(sweep, walk.unitsPerMove);
  walk.keep(0);
  last.set(walk.hashA, walk.hashB, 0);
  for (let i = 0; i < line.length; i++) {
    walk.apply(line[i]!);
    walk.keep(i + 1);
    last.set(walk.hashA, walk.hashB, i + 1);
    sweep.noteMove(i);
  }
  for (let i = line.length - 1; i >= 0; i--) walk.undo(line[i]!);

  const found = (): number => {
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
      if (expand) {
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

/**
 * What the line's moves did to the units (each move's units and their keys after it), and, from the
 * walk's position i along the line, which units the later positions within reach of one or two moves
 * differ in (the file comment).
 */
class Sweep {
  /** No later position is within reach: no move need be tried. */
  nothing = false;
  /** Every move is to be tried: the sweep stopped short, or found too many ways to differ. */
  all = false;
  /** The ways (D, in two words each) positions three or more moves later within reach of two moves
   * differ from the walk's; and those of positions two or more moves later within reach of one. */
  readonly far = new Int32Array(2 * MAX_WAYS);
  farWays = 0;
  readonly near = new Int32Array(2 * MAX_WAYS);
  nearWays = 0;
  /** Per line move: where its units start in `movedUnits` (and twice that in `movedKeys`). */
  private readonly moveStart: Int32Array;
  private movedUnits: Int32Array;
  private movedKeys: Int32Array;
  private readonly homeAt: Int32Array;
  /** The units' keys at the walk's position, and which of them differ along a sweep. */
  private readonly at: Int32Array;
  private readonly differs: Uint8Array;
  private readonly changed: number[] = [];
  private readonly perMove: number;
  /** Where keys are bytes: every line position's keys, unit by unit. */
  private readonly keysAt: Uint8Array | null;

  constructor(
    private readonly space: LineSpace,
    private readonly line: readonly Move[],
  ) {
    this.moveStart = new Int32Array(line.length + 1);
    this.movedUnits = new Int32Array(2 * line.length + 2);
    this.movedKeys = new Int32Array(2 * this.movedUnits.length);
    this.homeAt = new Int32Array(line.length + 1);
    this.homeAt[0] = space.home();
    this.at = new Int32Array(2 * space.units);
    for (let u = 0; u < space.units; u++) space.key(u, this.at, 2 * u);
    this.differs = new Uint8Array(space.units);
    this.perMove = space.unitsPerMove;
    this.keysAt = space.byteKeys ? new Uint8Array((line.length + 1) * space.units) : null;
    if (this.keysAt !== null) for (let u = 0; u < space.units; u++) this.keysAt[u] = this.at[2 * u]!;
  }

  /** Line move j has just been played on the space. */
  noteMove(j: number): void {
    const changed = this.changed;
    changed.length = 0;
    this.space.changedBy(this.line[j]!, changed);
    const start = this.moveStart[j]!;
    const end = start + changed.length;
    if (end > this.movedUnits.length) {
      const more = (a: Int32Array, n: number): Int32Array => {
        const b = new Int32Array(n);
        b.set(a);
        return b;
      };
      this.movedUnits = more(this.movedUnits, 2 * end);
      this.movedKeys = more(this.movedKeys, 4 * end);
    }
    for (let k = 0; k < changed.length; k++) {
      this.movedUnits[start + k] = changed[k]!;
      this.space.key(changed[k]!, this.movedKeys, 2 * (start + k));
    }
    this.moveStart[j + 1] = end;
    this.homeAt[j + 1] = this.space.home();
    const keysAt = this.keysAt;
    if (keysAt !== null) {
      const units = this.space.units;
      keysAt.copyWithin((j + 1) * units, j * units, (j + 1) * units);
      for (let k = start; k < end; k++) keysAt[(j + 1) * units + this.movedUnits[k]!] = this.movedKeys[2 * k]!;
    }
  }

  /** The walk went from line position i to j: its units' keys are the line's there. */
  advance(i: number, j: number): void {
    for (let k = i; k < j; k++) this.play(k, this.at);
  }

  private play(j: number, keys: Int32Array): void {
    for (let k = this.moveStart[j]!; k < this.moveStart[j + 1]!; k++) {
      const u = this.movedUnits[k]!;
      keys[2 * u] = this.movedKeys[2 * k]!;
      keys[2 * u + 1] = this.movedKeys[2 * k + 1]!;
    }
  }

  /** Looks along the line from position i (the walk's). */
  from(i: number): void {
    const { line, at, differs, far, moveStart, movedUnits, movedKeys, homeAt, keysAt } = this;
    const units = this.space.units;
    const stopHome = this.space.homeKeeps ? homeAt[i]! + SHORTCUT_MOVES : Infinity;
    const twoMoves = SHORTCUT_MOVES * this.perMove;
    const oneMove = this.perMove;
    differs.fill(0);
    let count = 0;
    let d0 = 0;
    let d1 = 0;
    this.farWays = 0;
    this.nearWays = 0;
    // whether every later position was looked at, or ruled out with the rest of the line
    let whole = true;
    let overflow = false;
    const end = Math.min(line.length, i + (keysAt !== null ? SWEEP_MOVES : SWEEP_STEPS));
    for (let j = i; j < end; j++) {
      for (let k = moveStart[j]!; k < moveStart[j + 1]!; k++) {
        const u = movedUnits[k]!;
        const differ = movedKeys[2 * k] !== at[2 * u] || movedKeys[2 * k + 1] !== at[2 * u + 1] ? 1 : 0;
        if (differ === differs[u]) continue;
        differs[u] = differ;
        count += differ === 1 ? 1 : -1;
        if (u < 32) d0 ^= 1 << u;
        else d1 ^= 1 << (u - 32);
      }
      // at position j + 1: more cards home than two moves send there, now and for good
      if (homeAt[j + 1]! > stopHome) break;
      if (count <= twoMoves && j + 1 > i + 2 && !this.addWay(far, true, d0, d1)) overflow = true;
      if (count <= oneMove && j + 1 > i + 1 && !this.addWay(this.near, false, d0, d1)) overflow = true;
      if (j + 1 === end && end < line.length) whole = false;
      if (keysAt !== null && count >= JUMP_FROM) {
        // the positions before j + 1 + count - twoMoves differ in more than twoMoves units: from the
        // one before it, read whole, the sweep goes on
        const q = Math.min(end, j + 1 + Math.ceil((count - twoMoves) / oneMove)) - 1;
        if (q > j + 1) {
          if (homeAt[q]! > stopHome) break;
          count = 0;
          d0 = 0;
          d1 = 0;
          for (let u = 0; u < units; u++) {
            const differ = keysAt[q * units + u] !== at[2 * u] ? 1 : 0;
            differs[u] = differ;
            if (differ === 0) continue;
            count++;
            if (u < 32) d0 |= 1 << u;
            else d1 |= 1 << (u - 32);
          }
          j = q - 1;
        }
      }
    }
    // the sweep stopped short of the line's end: the rest is not ruled out
    this.all = !whole || overflow;
    this.nothing = !this.all && this.farWays === 0 && this.nearWays === 0;
  }

  /** Adds a way to differ to `ways` unless it is there (the last few are looked at); false when full. */
  private addWay(ways: Int32Array, isFar: boolean, d0: number, d1: number): boolean {
    const n = isFar ? this.farWays : this.nearWays;
    for (let k = n - 1; k >= 0 && k >= n - 8; k--) if (ways[2 * k] === d0 && ways[2 * k + 1] === d1) return true;
    if (n === MAX_WAYS) return false;
    ways[2 * n] = d0;
    ways[2 * n + 1] = d1;
    if (isFar) this.farWays++;
    else this.nearWays++;
    return true;
  }
}

/** Which moves can land on a position the sweep found (the file comment), from their units. */
class Filter {
  constructor(
    private readonly sweep: Sweep,
    private readonly perMove: number,
  ) {}

  /** Whether move m1 (units t) alone can land: some near position differs in exactly its units. */
  alone(t: Int32Array): boolean {
    const s = this.sweep;
    if (s.all) return true;
    for (let k = 0; k < s.nearWays; k++) if (s.near[2 * k] === t[0] && s.near[2 * k + 1] === t[1]) return true;
    return false;
  }

  /** Whether some second move can follow m1 (units t) onto a far position: the second must change
   * every unit in which D and t differ (D outside t, t outside D), so there are at most as many. */
  first(t: Int32Array): boolean {
    const s = this.sweep;
    if (s.all) return true;
    const t0 = t[0]!;
    const t1 = t[1]!;
    for (let k = 0; k < s.farWays; k++) if (bitCount(s.far[2 * k]! ^ t0) + bitCount(s.far[2 * k + 1]! ^ t1) <= this.perMove) return true;
    return false;
  }

  /** Whether m1 (units a) then m2 (units b) can land on a far position: D within a + b, a within b + D, b within a + D. */
  second(a: Int32Array, b: Int32Array): boolean {
    const s = this.sweep;
    if (s.all) return true;
    const a0 = a[0]!;
    const a1 = a[1]!;
    const b0 = b[0]!;
    const b1 = b[1]!;
    for (let k = 0; k < s.farWays; k++) {
      const d0 = s.far[2 * k]!;
      const d1 = s.far[2 * k + 1]!;
      if ((d0 & ~(a0 | b0)) !== 0 || (d1 & ~(a1 | b1)) !== 0) continue;
      if ((a0 & ~(b0 | d0)) !== 0 || (a1 & ~(b1 | d1)) !== 0) continue;
      if ((b0 & ~(a0 | d0)) !== 0 || (b1 & ~(a1 | d1)) !== 0) continue;
      return true;
    }
    return false;
  }
}

/** Board where the fast solver plays the rules; the engine's position with its hash elsewhere. */
function lineSpace(start: Readonly<Position>, positions: number): LineSpace {
  return boardPlays(start.rules) ? new BoardLine(start, positions) : new GenericLineKey(start, positions);
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

function bitCount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
