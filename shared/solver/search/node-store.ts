import type { Board } from '../spaces/board';
import { BucketQueue } from './bucket-queue';
import { NodeArena } from './node-arena';

// The positions the byte board's best-first phase keeps (board-search.ts, `Search.bestFirst`): in the
// node arena, each board's snapshot (Board.save) with its hash, its parent, the search move from the
// parent and the card that move moved; in the bucket queue, by score, last in first out within a
// bucket (so equal scores go depth first). Both are kept from one solve to the next.

/** Scores from -1024 to 3071 have a bucket of their own; the rest share the end ones. */
const BUCKETS = 4096;
const BUCKET_ZERO = 1024;
// the arena's columns
const MOVED = 0;
const TRIES = 1;
const HASH_A = 2;
const HASH_B = 3;

export class NodeStore {
  private readonly arena = new NodeArena(4);
  private readonly queue = new BucketQueue(BUCKETS, BUCKET_ZERO);

  get count(): number {
    return this.arena.count;
  }

  get parent(): Int32Array {
    return this.arena.parent;
  }

  get move(): Uint32Array {
    return this.arena.move;
  }

  /** The card each node's move moved. */
  get moved(): Int32Array {
    return this.arena.cols[MOVED]!;
  }

  /** How often the depth-first search from this position paused (board-search.ts). */
  get tries(): Int32Array {
    return this.arena.cols[TRIES]!;
  }

  reset(stride: number): void {
    this.arena.reset(stride);
    this.queue.reset();
  }

  add(parent: number, move: number, moved: number, b: Board): number {
    const a = this.arena;
    const i = a.add(parent, move);
    a.cols[MOVED]![i] = moved;
    a.cols[TRIES]![i] = 0;
    a.cols[HASH_A]![i] = b.hashA;
    a.cols[HASH_B]![i] = b.hashB;
    b.save(a.signed, i * a.stride);
    return i;
  }

  load(i: number, b: Board): void {
    const a = this.arena;
    b.load(a.signed, i * a.stride, a.cols[HASH_A]![i]!, a.cols[HASH_B]![i]!);
  }

  push(i: number, score: number): void {
    this.queue.push(i, score);
  }

  /** The best kept position not yet taken, or -1. */
  pop(): number {
    return this.queue.pop();
  }
}
