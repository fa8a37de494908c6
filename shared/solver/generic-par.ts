import { type Move, generateMoves, applyMove } from '../engine/moves';
import { type Position, cardCount, clonePosition, cardsOnFoundations, isWon } from '../engine/position';
import { BestGTable } from './par-table';
import { PositionHash, firstEmptyRow, renamesRows, rowsInterchangeable } from './generic-hash';
import { readSnapshot, snapshotStride, writeSnapshot } from './snapshot';

// Par's A* search (par.ts) for the games the fast solver's Board does not play, over the engine's own
// moves. The bound is the one that holds under every rule of the family: each card not home needs a
// foundation move of its own, and a move sends at most one card home (a group move none, a card back
// from a foundation takes one away), so h = cards not home is admissible and consistent. Rows and
// cells are interchangeable here as in the generic search (generic-hash.ts): renaming rows keeps
// every distance. Positions are kept as byte snapshots (snapshot.ts), with their parent and the move
// from it.

export interface GenericAStarOutcome {
  /** A winning line shorter than the cutoff, if the search reached one. */
  readonly line: Move[] | null;
  /** Whether every position under the cutoff was expanded. */
  readonly exhausted: boolean;
  /** The smallest g + h left on the frontier when the search stopped. */
  readonly frontier: number;
  readonly positions: number;
}

const BUCKETS = 4096;
const BUCKET_ZERO = 2048;
const CLOCK_EVERY = 1024;

/** At least how many moves the position needs to be won (the file comment). */
export const genericMovesLeftBound = (p: Readonly<Position>): number => cardCount(p.rules) - cardsOnFoundations(p as Position);

class SnapshotStore {
  stride = 0;
  snap = new Uint8Array(0);
  parent = new Int32Array(0);
  move = new Uint32Array(0);
  g = new Int32Array(0);
  f = new Int32Array(0);
  private next = new Int32Array(0);
  private readonly head = new Int32Array(BUCKETS).fill(-1);
  private top = -1;
  private cap = 0;
  count = 0;

  constructor(private readonly p: Position) {
    this.stride = snapshotStride(p);
  }

  add(parent: number, move: number, g: number, f: number): number {
    if (this.count === this.cap) this.grow();
    const i = this.count++;
    this.parent[i] = parent;
    this.move[i] = move;
    this.g[i] = g;
    this.f[i] = f;
    writeSnapshot(this.p, this.snap, i * this.stride);
    return i;
  }

  /** Sets the position to snapshot i. */
  load(i: number): void {
    readSnapshot(this.p, this.snap, i * this.stride);
  }

  push(i: number, score: number): void {
    const k = Math.max(0, Math.min(BUCKETS - 1, score + BUCKET_ZERO));
    this.next[i] = this.head[k]!;
    this.head[k] = i;
    if (k > this.top) this.top = k;
  }

  pop(): number {
    while (this.top >= 0 && this.head[this.top]! < 0) this.top--;
    if (this.top < 0) return -1;
    const i = this.head[this.top]!;
    this.head[this.top] = this.next[i]!;
    return i;
  }

  lineTo(node: number): Move[] {
    const line: Move[] = [];
    for (let n = node; this.parent[n]! >= 0; n = this.parent[n]!) line.push(this.move[n]!);
    return line.reverse();
  }

  private grow(): void {
    const cap = Math.max(1024, this.cap * 2);
    const more = <T extends Uint8Array | Uint32Array | Int32Array>(a: T, n: number): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a as ArrayLike<number>);
      return b;
    };
    this.snap = more(this.snap, cap * this.stride);
    this.parent = more(this.parent, cap);
    this.move = more(this.move, cap);
    this.g = more(this.g, cap);
    this.f = more(this.f, cap);
    this.next = more(this.next, cap);
    this.cap = cap;
  }
}

/**
 * A* over engine moves with f = g + weight * h, for lines shorter than `cutoff` (positions with
 * g + h >= cutoff are never kept). Stops at the first win taken from the queue, when the queue is
 * empty, after `budget` positions stored, or when `late()` says the time is up.
 */
export function genericAStar(start: Readonly<Position>, weight: number, cutoff: number, budget: number, late: () => boolean): GenericAStarOutcome {
  const p = clonePosition(start as Position);
  const store = new SnapshotStore(p);
  const canonical = rowsInterchangeable(p);
  const hash = new PositionHash(p, canonical);
  const bestG = new BestGTable();
  const h0 = genericMovesLeftBound(p);
  if (h0 >= cutoff) return { line: null, exhausted: true, frontier: h0, positions: 0 };
  hash.compute();
  bestG.set(hash.hashA, hash.hashB, 0);
  store.push(store.add(-1, 0, 0, h0), -(weight * h0));
  const moves = new Uint32Array(4096); // a node of the largest game (Palace: 18 rows, runs) fits
  let stored = 1;
  let nextClock = CLOCK_EVERY;
  for (;;) {
    const node = store.pop();
    if (node < 0) return { line: null, exhausted: true, frontier: cutoff, positions: stored };
    const gn = store.g[node]!;
    store.load(node);
    hash.refreshAll();
    hash.compute();
    if (bestG.get(hash.hashA, hash.hashB) < gn) continue; // reached again more cheaply since it was kept
    if (isWon(p)) return { line: store.lineTo(node), exhausted: false, frontier: gn, positions: stored };
    if (stored >= nextClock) {
      nextClock = stored + CLOCK_EVERY;
      if (late()) budget = 0;
    }
    if (stored >= budget) return { line: null, exhausted: false, frontier: smallestF(store, store.f[node]!), positions: stored };
    const n = generateMoves(p, moves);
    const firstEmpty = firstEmptyRow(p);
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      if (canonical && renamesRows(p, m, firstEmpty)) continue;
      const from = (m >>> 6) & 63;
      const to = m & 63;
      applyMove(p, m);
      const h = genericMovesLeftBound(p);
      if (gn + 1 + h < cutoff) {
        hash.refreshPile(from);
        hash.refreshPile(to);
        hash.compute();
        const seen = bestG.get(hash.hashA, hash.hashB);
        if (seen < 0 || seen > gn + 1) {
          bestG.set(hash.hashA, hash.hashB, gn + 1);
          const child = store.add(node, m, gn + 1, gn + 1 + h);
          store.push(child, -(gn + 1 + weight * h));
          stored++;
        }
      }
      // back to the node: its snapshot is exact, and cheaper to trust than an undo of every rule
      store.load(node);
      hash.refreshPile(from);
      hash.refreshPile(to);
    }
  }
}

/** The smallest g + h among the node being expanded and the positions still queued (the search is
 * over). Stale entries only lower it: still a bound. */
function smallestF(store: SnapshotStore, current: number): number {
  let min = current;
  for (let node = store.pop(); node >= 0; node = store.pop()) min = Math.min(min, store.f[node]!);
  return min;
}
