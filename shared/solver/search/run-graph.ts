import { HashTable64, MAP_SLOTS } from './hash-table';
import { grown } from './node-arena';

// The graph of one exhausted merged run (solve.ts): every position it entered or met again, each
// move between them, and which positions are at its boundary (a merged suit's foundation at its
// `erase`: from there a merged card may go home, and the merging proves nothing). The positions that
// reach no boundary position along any of the run's moves are lost, and so is every position merged
// with them: that is what the next, finer run is told (solve.ts, `reuseLostRuns`).

export class RunGraph {
  /** Position (hash) -> its number. */
  private readonly ids = new HashTable64(1 << 16, MAP_SLOTS, true);
  private hashA = new Int32Array(1024);
  private hashB = new Int32Array(1024);
  private boundary = new Uint8Array(1024);
  private from = new Int32Array(4096);
  private to = new Int32Array(4096);
  private nEdges = 0;
  count = 0;

  /** The number of the position with this hash, numbering it (at the boundary or not) if new. */
  node(a: number, b: number, atBoundary: boolean): number {
    const known = this.ids.get(a, b);
    if (known >= 0) return known;
    const id = this.count++;
    if (id === this.hashA.length) {
      this.hashA = grown(this.hashA, id * 2);
      this.hashB = grown(this.hashB, id * 2);
      this.boundary = grown(this.boundary, id * 2);
    }
    this.hashA[id] = a;
    this.hashB[id] = b;
    this.boundary[id] = atBoundary ? 1 : 0;
    this.ids.set(a, b, id);
    return id;
  }

  /** The number of a position already numbered. */
  idOf(a: number, b: number): number {
    return this.ids.get(a, b);
  }

  /**
   * Marks a numbered position as at the boundary: one of its moves passed through a boundary position
   * on the way to the next it entered (an automatic move home after the move), where positions merged
   * with it may go elsewhere than the graph says.
   */
  markBoundary(id: number): void {
    this.boundary[id] = 1;
  }

  edge(u: number, v: number): void {
    if (this.nEdges === this.from.length) {
      this.from = grown(this.from, this.nEdges * 2);
      this.to = grown(this.to, this.nEdges * 2);
    }
    this.from[this.nEdges] = u;
    this.to[this.nEdges++] = v;
  }

  /**
   * The hashes of the positions from which no boundary position can be reached along the graph's
   * moves (the complement of the boundary's backward closure), each with the value 1.
   */
  unboundedLost(): HashTable64 {
    const n = this.count;
    // predecessors in compressed rows: start[v]..start[v + 1] in `pred`
    const start = new Int32Array(n + 1);
    for (let e = 0; e < this.nEdges; e++) start[this.to[e]! + 1]!++;
    for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, n);
    const pred = new Int32Array(this.nEdges);
    for (let e = 0; e < this.nEdges; e++) pred[fill[this.to[e]!]!++] = this.from[e]!;
    const dirty = new Uint8Array(n);
    const queue = new Int32Array(n);
    let tail = 0;
    for (let v = 0; v < n; v++) {
      if (this.boundary[v]) {
        dirty[v] = 1;
        queue[tail++] = v;
      }
    }
    for (let head = 0; head < tail; head++) {
      const v = queue[head]!;
      for (let k = start[v]!; k < start[v + 1]!; k++) {
        const u = pred[k]!;
        if (!dirty[u]) {
          dirty[u] = 1;
          queue[tail++] = u;
        }
      }
    }
    const lost = new HashTable64(Math.max(1024, 2 * (n - tail)), MAP_SLOTS, true);
    for (let v = 0; v < n; v++) if (!dirty[v]) lost.set(this.hashA[v]!, this.hashB[v]!, 1);
    return lost;
  }
}
