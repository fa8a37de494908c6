import type { PositionCount } from '../api/stop';
import type { BucketQueue } from './bucket-queue';
import type { DepthFirstSpace, MoveStack } from './depth-first';
import type { HashTable64 } from './hash-table';
import type { NodeArena } from './node-arena';

// The best-first search, written once over a space (the byte board's first phase, board-search.ts;
// the engine position's finder, engine-best-first.ts): every position reached is kept in the node
// arena (its snapshot, parent and search move) and queued by the space's score; the best is expanded
// next, all its children entered in the table at once. Sound and complete: each position reachable
// from the root is expanded, kept, or reachable from a kept one, so an empty queue proves the root
// lost. Equal scores go depth first (the queue is last in, first out within a bucket).

/** What the best-first search asks of a space, beyond the depth-first search's questions. */
export interface BestFirstSpace extends DepthFirstSpace {
  /** Bytes of a snapshot. */
  readonly stride: number;
  /** Keeps the position just entered (or the root) in `node`: its snapshot and the space's columns. */
  save(arena: NodeArena, node: number): void;
  /** Sets the position to `node`'s, with an empty line. */
  load(arena: NodeArena, node: number): void;
  /** The queue's score of the position just entered or loaded: higher is taken first. */
  score(): number;
}

/** How a best-first search ended: won (the winning move's line played from `at`), over (budget or
 * stop), done (every position searched) or full (`at` has more children than room: put back). */
export type BestFirstEnd = 'won' | 'over' | 'done' | 'full';

export class BestFirst<S extends BestFirstSpace> {
  /** On 'won', the node the winning move left; on 'full', the node put back. */
  at = -1;

  constructor(
    private readonly space: S,
    private readonly table: HashTable64,
    readonly count: PositionCount,
    private readonly moves: MoveStack,
    readonly arena: NodeArena,
    readonly queue: BucketQueue,
  ) {}

  /** Keeps the root (the position as it is, entered and counted), queued unless `lost`. */
  start(lost: boolean): void {
    const s = this.space;
    this.arena.reset(s.stride);
    this.queue.reset();
    if (lost) return;
    const root = this.arena.add(-1, 0);
    s.save(this.arena, root);
    this.queue.push(root, s.score());
  }

  /** Expands the best queued position, again and again, while the arena has `room` nodes for its children. */
  run(room: number): BestFirstEnd {
    const s = this.space;
    const { arena, queue, moves, count } = this;
    for (;;) {
      const node = queue.pop();
      if (node < 0) return 'done';
      s.load(arena, node);
      moves.n = 0;
      s.open(moves);
      const end = moves.n;
      if (arena.count + end > room) {
        queue.push(node, s.score());
        this.at = node;
        return 'full';
      }
      // the best move last: within a score, the last pushed comes out first
      for (let i = end - 1; i >= 0; i--) {
        const m = moves.data[i]!;
        if (s.enter(m)) {
          this.at = node;
          return 'won';
        }
        if (this.table.add(s.hashA, s.hashB)) {
          if (count.spent()) return 'over';
          count.positions++;
          if (s.keeps()) {
            const child = arena.add(node, m);
            s.save(arena, child);
            queue.push(child, s.score());
          }
        }
        s.rewind(0);
      }
    }
  }
}
