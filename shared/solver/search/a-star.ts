import type { Move } from '../../engine/moves';
import { BucketQueue } from './bucket-queue';
import { HashTable64, MAP_SLOTS } from './hash-table';
import { NodeArena } from './node-arena';

// A* over a space (par.ts, README.md "Par"), with f = g + weight * h for lines shorter than `cutoff`:
// positions with g + h >= cutoff are never kept (they cannot lead to a shorter line). h is the
// space's bound, admissible and consistent. Each position is expanded once, at its lowest g; the
// search stops at the first win it takes from the queue, when the queue is empty, after `budget`
// positions stored, or when `late()` says the time is up (asked every CLOCK_EVERY positions).

/** What A* asks of a space: its moves, a bound on the moves still needed, hashes and snapshots. */
export interface AStarSpace {
  /** Bytes of a snapshot. */
  readonly stride: number;
  readonly hashA: number;
  readonly hashB: number;
  /** At least how many moves the position needs to be won. */
  bound(): number;
  won(): boolean;
  /** The moves to try (up to the row symmetry), into `out`; answers how many. */
  successors(out: Uint32Array): number;
  /** Plays m; answers the child's bound, from `parentBound` where the space can. */
  applyBound(m: Move, parentBound: number): number;
  /** The hash after `applyBound(m)`, in hashA/hashB (a space may compute it only now). */
  hashAfter(m: Move): void;
  /** Back from m to the position of `node` (which is kept in `arena`). */
  back(m: Move, arena: NodeArena, node: number): void;
  save(arena: NodeArena, node: number): void;
  load(arena: NodeArena, node: number): void;
}

export interface AStarOutcome {
  /** A winning line shorter than the cutoff, if the search reached one. */
  readonly line: Move[] | null;
  /** Whether every position under the cutoff was expanded. */
  readonly exhausted: boolean;
  /** The smallest f = g + h left on the frontier when the search stopped. */
  readonly frontier: number;
  readonly positions: number;
}

const CLOCK_EVERY = 1024;
/** Queue scores (-(g + weight h)) from -3071 to 1024 have a bucket each. */
const BUCKETS = 4096;
const BUCKET_ZERO = 3071;
// the arena's columns: g, and g + h (the lower bound through a node, read if the search stops)
const G = 0;
const F = 1;

export function aStar(space: AStarSpace, weight: number, cutoff: number, budget: number, late: () => boolean): AStarOutcome {
  const arena = new NodeArena(2 + spaceColumns);
  arena.reset(space.stride);
  const queue = new BucketQueue(BUCKETS, BUCKET_ZERO);
  const bestG = new HashTable64(1 << 16, MAP_SLOTS, true);
  const h0 = space.bound();
  if (h0 >= cutoff) return { line: null, exhausted: true, frontier: h0, positions: 0 };
  const root = arena.add(-1, 0);
  space.save(arena, root);
  arena.cols[G]![root] = 0;
  arena.cols[F]![root] = h0;
  queue.push(root, -(weight * h0));
  bestG.set(space.hashA, space.hashB, 0);
  const moves = new Uint32Array(4096); // a node of the largest game (Palace: 18 rows, runs) fits
  let stored = 1;
  let nextClock = CLOCK_EVERY;
  for (;;) {
    const node = queue.pop();
    if (node < 0) return { line: null, exhausted: true, frontier: cutoff, positions: stored };
    const gn = arena.cols[G]![node]!;
    space.load(arena, node);
    if (bestG.get(space.hashA, space.hashB) < gn) continue; // reached again more cheaply since it was kept
    if (space.won()) return { line: arena.lineTo(node), exhausted: false, frontier: gn, positions: stored };
    if (stored >= nextClock) {
      nextClock = stored + CLOCK_EVERY;
      if (late()) budget = 0;
    }
    if (stored >= budget) return { line: null, exhausted: false, frontier: Math.min(arena.cols[F]![node]!, smallestF(space, arena, queue, bestG)), positions: stored };
    const n = space.successors(moves);
    const hn = arena.cols[F]![node]! - gn;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      const h = space.applyBound(m, hn);
      if (gn + 1 + h < cutoff) {
        space.hashAfter(m);
        const seen = bestG.get(space.hashA, space.hashB);
        if (seen < 0 || seen > gn + 1) {
          bestG.set(space.hashA, space.hashB, gn + 1);
          const child = arena.add(node, m);
          space.save(arena, child);
          arena.cols[G]![child] = gn + 1;
          arena.cols[F]![child] = gn + 1 + h;
          queue.push(child, -(gn + 1 + weight * h));
          stored++;
        }
      }
      space.back(m, arena, node);
    }
  }
}

/** Columns a space may keep per node after A*'s own two (the board keeps its hash there). */
export const spaceColumns = 2;
/** The first column a space may use. */
export const SPACE_COLUMN = 2;

/** The smallest g + h among the positions still queued (popping them all: the search is over), less
 * those reached again more cheaply since they were queued. */
function smallestF(space: AStarSpace, arena: NodeArena, queue: BucketQueue, bestG: HashTable64): number {
  let min = Infinity;
  for (let node = queue.pop(); node >= 0; node = queue.pop()) {
    const f = arena.cols[F]![node]!;
    if (f >= min) continue;
    space.load(arena, node);
    if (bestG.get(space.hashA, space.hashB) < arena.cols[G]![node]!) continue;
    min = f;
  }
  return min;
}
