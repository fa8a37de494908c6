// The one priority queue of the searches that keep positions (best first, A*): scores are small
// integers, one bucket each, taken highest first (a search that wants the lowest first pushes the
// score negated); within a bucket the last pushed comes out first (equal scores go depth first).
// Entries are node numbers; their links grow with them.

export class BucketQueue {
  private readonly head: Int32Array;
  private next = new Int32Array(1024);
  private top = -1;

  /** Scores from -zero to buckets - 1 - zero have a bucket of their own; the rest share the end ones. */
  constructor(
    private readonly buckets: number,
    private readonly zero: number,
  ) {
    this.head = new Int32Array(buckets).fill(-1);
  }

  reset(): void {
    this.head.fill(-1);
    this.top = -1;
  }

  push(node: number, score: number): void {
    const k = Math.max(0, Math.min(this.buckets - 1, score + this.zero));
    if (node >= this.next.length) {
      const n = new Int32Array(Math.max(node + 1, this.next.length * 2));
      n.set(this.next);
      this.next = n;
    }
    this.next[node] = this.head[k]!;
    this.head[k] = node;
    if (k > this.top) this.top = k;
  }

  /** The best node not yet taken, or -1. */
  pop(): number {
    while (this.top >= 0 && this.head[this.top]! < 0) this.top--;
    if (this.top < 0) return -1;
    const node = this.head[this.top]!;
    this.head[this.top] = this.next[node]!;
    return node;
  }
}
