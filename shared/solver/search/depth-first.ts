import type { HashTable64 } from './hash-table';
import type { PositionCount } from '../api/stop';

// The depth-first search, written once over a space (the byte board's, board-search.ts; the engine
// position's, engine-depth-first.ts): each move is entered and, if its position is new to the table,
// searched before its siblings. The space plays the moves (with its automatic moves after each) and
// says which to try; this loop keeps the open nodes, the table and the count of positions.
// One space per process in practice (a game is searched on one), so the calls stay monomorphic.

/** What the depth-first search asks of a space. */
export interface DepthFirstSpace {
  /** Moves played from the root (search and automatic moves): what `rewind` goes back to. */
  readonly lineLength: number;
  /** The position's hash, after `enter` answered false (and at the root). */
  readonly hashA: number;
  readonly hashB: number;
  /** Plays search move m and the automatic moves after it; answers whether the game is won. */
  enter(m: number): boolean;
  /** Whether the position just entered (or the root) is worth searching: false where the space
   * knows it lost without a search. */
  keeps(): boolean;
  /** Pushes the moves to try from the position just entered (or the root) onto `moves`, best first. */
  open(moves: MoveStack): void;
  /** Takes back the line's moves down to `lineLength`. */
  rewind(lineLength: number): void;
}

/** A growable stack of moves, four bytes each: the candidate moves of every node on a deep path. */
export class MoveStack {
  data = new Uint32Array(1024);
  n = 0;
  push(v: number): void {
    if (this.n === this.data.length) this.reserve(1);
    this.data[this.n++] = v;
  }
  reserve(extra: number): void {
    while (this.n + extra > this.data.length) {
      const d = new Uint32Array(this.data.length * 2);
      d.set(this.data);
      this.data = d;
    }
  }
}

/** A growable Int32 stack. */
export class IntStack {
  data = new Int32Array(256);
  n = 0;
  push(v: number): void {
    if (this.n === this.data.length) {
      const d = new Int32Array(this.data.length * 2);
      d.set(this.data);
      this.data = d;
    }
    this.data[this.n++] = v;
  }
}

/** Ints per open node on `frames`: its slice of `moves` (start, next to try, end), the line's length
 * before the move into it, and its hash (a paused search takes its path out of the table with it). */
export const FRAME = 6;
export const FRAME_HASH_A = 4;
export const FRAME_HASH_B = 5;

export type DepthFirstEnd = 'won' | 'over' | 'done' | 'paused';

export class DepthFirst<S extends DepthFirstSpace> {
  constructor(
    private readonly space: S,
    private readonly table: HashTable64,
    /** Positions entered (the budget counts them). */
    readonly count: PositionCount,
    readonly moves: MoveStack,
    readonly frames: IntStack,
  ) {}

  /** Counts the root (the position as it is, its automatic moves played and not won) and enters it
   * in the table; false when no position is left in the budget. The caller then opens it. */
  enterRoot(): boolean {
    const s = this.space;
    this.table.add(s.hashA, s.hashB);
    if (this.count.spent()) return false;
    this.count.positions++;
    return true;
  }

  /** Opens a node for the position just entered, reached from a line of `lineBefore` moves. */
  open(lineBefore: number): void {
    const s = this.space;
    const start = this.moves.n;
    if (s.keeps()) s.open(this.moves);
    const f = this.frames;
    f.push(start);
    f.push(start);
    f.push(this.moves.n);
    f.push(lineBefore);
    f.push(s.hashA);
    f.push(s.hashB);
  }

  /**
   * The search from the open nodes. Returns 'won' with the winning line played on the space, 'over'
   * when the budget ran out, 'paused' when `pauseAt` positions were reached, or 'done' (every node
   * searched).
   */
  run(pauseAt = Infinity): DepthFirstEnd {
    const s = this.space;
    const f = this.frames;
    const count = this.count;
    while (f.n > 0) {
      const base = f.n - FRAME;
      const next = f.data[base + 1]!;
      if (next < f.data[base + 2]!) {
        if (count.positions >= pauseAt) return 'paused';
        f.data[base + 1] = next + 1;
        const before = s.lineLength;
        if (s.enter(this.moves.data[next]!)) return 'won';
        if (!this.table.add(s.hashA, s.hashB)) {
          s.rewind(before);
          continue;
        }
        if (count.spent()) return 'over';
        count.positions++;
        this.open(before);
      } else {
        // every move of this node failed: take back its automatic moves and the move(s) into it
        this.moves.n = f.data[base]!;
        s.rewind(f.data[base + 3]!);
        f.n = base;
      }
    }
    return 'done';
  }
}
