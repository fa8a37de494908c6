import type { Board } from '../spaces/board';

// The positions the solver's best-first phase keeps (solve.ts, `Search.bestFirst`): a snapshot of
// each (Board.save) with its hash, its parent, the search move from the parent and the card that move
// moved, in arrays that grow by doubling and are kept from one solve to the next; and a bucket queue
// of them by score, last in first out within a bucket (so equal scores go depth first).

/** Scores from -1024 to 3071 have a bucket of their own; the rest share the end ones. */
const BUCKETS = 4096;
const BUCKET_ZERO = 1024;

export class NodeStore {
  private stride = 0;
  private cap = 0;
  snap = new Int8Array(0);
  parent = new Int32Array(0);
  move = new Uint32Array(0);
  moved = new Int8Array(0);
  /** How often the depth-first search from this position paused (solve.ts). */
  tries = new Uint8Array(0);
  private hashA = new Int32Array(0);
  private hashB = new Int32Array(0);
  private next = new Int32Array(0);
  private readonly head = new Int32Array(BUCKETS).fill(-1);
  private top = -1;
  count = 0;

  reset(stride: number): void {
    if (stride !== this.stride) {
      this.stride = stride;
      this.snap = new Int8Array(this.cap * stride);
    }
    this.count = 0;
    this.head.fill(-1);
    this.top = -1;
  }

  add(parent: number, move: number, moved: number, b: Board): number {
    if (this.count === this.cap) this.grow();
    const i = this.count++;
    this.parent[i] = parent;
    this.move[i] = move;
    this.moved[i] = moved;
    this.tries[i] = 0;
    this.hashA[i] = b.hashA;
    this.hashB[i] = b.hashB;
    b.save(this.snap, i * this.stride);
    return i;
  }

  load(i: number, b: Board): void {
    b.load(this.snap, i * this.stride, this.hashA[i]!, this.hashB[i]!);
  }

  push(i: number, score: number): void {
    const k = Math.max(0, Math.min(BUCKETS - 1, score + BUCKET_ZERO));
    this.next[i] = this.head[k]!;
    this.head[k] = i;
    if (k > this.top) this.top = k;
  }

  /** The best kept position not yet taken, or -1. */
  pop(): number {
    while (this.top >= 0 && this.head[this.top]! < 0) this.top--;
    if (this.top < 0) return -1;
    const i = this.head[this.top]!;
    this.head[this.top] = this.next[i]!;
    return i;
  }

  private grow(): void {
    const cap = Math.max(1024, this.cap * 2);
    this.snap = grown(this.snap, cap * this.stride);
    this.parent = grown(this.parent, cap);
    this.move = grown(this.move, cap);
    this.moved = grown(this.moved, cap);
    this.tries = grown(this.tries, cap);
    this.next = grown(this.next, cap);
    this.hashA = grown(this.hashA, cap);
    this.hashB = grown(this.hashB, cap);
    this.cap = cap;
  }
}

/** A copy of `a` with room for `size` elements. */
export function grown<T extends Int8Array | Uint8Array | Uint16Array | Uint32Array | Int32Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a as ArrayLike<number>);
  return b;
}
