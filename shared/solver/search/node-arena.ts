// The one store of the positions a search keeps (best first, A*): each node's snapshot (the space's
// bytes, `stride` of them), its parent and the move from it, and as many more integer columns as the
// search needs (its g, its hash...). The arrays grow by doubling and are kept from one solve to the
// next; `release` lets a large store go.

export class NodeArena {
  stride = 0;
  count = 0;
  private cap = 0;
  /** The snapshots, `stride` bytes a node, and the same bytes signed (the byte board saves cards as -1..51). */
  bytes: Uint8Array = new Uint8Array(0);
  signed: Int8Array = new Int8Array(0);
  parent = new Int32Array(0);
  move = new Uint32Array(0);
  /** The most nodes the arrays grow to (a store that caps its bytes). */
  limit = Infinity;
  /** The search's own columns, one integer a node each. */
  readonly cols: Int32Array[];

  constructor(columns = 0) {
    this.cols = Array.from({ length: columns }, () => new Int32Array(0));
  }

  /** Empties the store for snapshots of `stride` bytes. */
  reset(stride: number): void {
    if (stride !== this.stride) {
      this.stride = stride;
      this.setBytes(new Uint8Array(this.cap * stride));
    }
    this.count = 0;
  }

  /** A new node after `parent` by `move`; its snapshot and columns are the caller's to write. */
  add(parent: number, move: number): number {
    if (this.count === this.cap) this.grow(Math.min(Math.max(1024, this.cap * 2), Math.max(this.limit, this.cap + 1)));
    const i = this.count++;
    this.parent[i] = parent;
    this.move[i] = move;
    return i;
  }

  /** Room for `nodes` nodes at least (a store that caps its bytes grows to no more than that). */
  reserve(nodes: number): void {
    if (nodes > this.cap) this.grow(nodes);
  }

  /** Bytes the store holds for `nodes` nodes of its stride. */
  bytesFor(nodes: number): number {
    return nodes * (this.stride + 8 + 4 * this.cols.length);
  }

  /** The moves from the root to `node`, in order. */
  lineTo(node: number): number[] {
    const line: number[] = [];
    for (let n = node; n >= 0 && this.parent[n]! >= 0; n = this.parent[n]!) line.push(this.move[n]!);
    return line.reverse();
  }

  /** Lets the arrays go (a worker keeps its solver between requests: a large store is not kept). */
  release(): void {
    this.cap = 0;
    this.count = 0;
    this.setBytes(new Uint8Array(0));
    this.parent = new Int32Array(0);
    this.move = new Uint32Array(0);
    for (let k = 0; k < this.cols.length; k++) this.cols[k] = new Int32Array(0);
  }

  private setBytes(b: Uint8Array): void {
    this.bytes = b;
    this.signed = new Int8Array(b.buffer, b.byteOffset, b.length);
  }

  private grow(cap: number): void {
    const bytes = new Uint8Array(cap * this.stride);
    bytes.set(this.bytes.subarray(0, Math.min(this.bytes.length, bytes.length)));
    this.setBytes(bytes);
    this.parent = grown(this.parent, cap);
    this.move = grown(this.move, cap);
    for (let k = 0; k < this.cols.length; k++) this.cols[k] = grown(this.cols[k]!, cap);
    this.cap = cap;
  }
}

/** A copy of `a` with room for `size` elements. */
export function grown<T extends Int8Array | Uint8Array | Uint32Array | Int32Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a.length > size ? (a.subarray(0, size) as ArrayLike<number>) : (a as ArrayLike<number>));
  return b;
}
