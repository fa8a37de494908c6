// The set of positions the search has finished with (or is inside), keyed by a 64-bit hash held as two
// 32-bit words. It starts small and doubles as it fills, so an easy deal costs little memory; at
// `maxSlots` it stops growing and new positions overwrite old ones in their probe window. Forgetting a
// position only costs time (it may be searched again), never a wrong verdict.

const PROBES = 8;

export class TranspositionTable {
  private a: Int32Array;
  private b: Int32Array;
  private mask: number;
  private count = 0;
  private readonly maxSlots: number;
  /** Positions overwritten once the table was full. */
  evictions = 0;

  constructor(initialSlots: number, maxSlots: number) {
    const size = Math.max(1024, 1 << Math.ceil(Math.log2(Math.max(1, Math.min(initialSlots, maxSlots)))));
    this.maxSlots = Math.max(size, maxSlots);
    this.a = new Int32Array(size);
    this.b = new Int32Array(size);
    this.mask = size - 1;
  }

  get size(): number {
    return this.count;
  }

  get bytes(): number {
    return this.a.byteLength + this.b.byteLength;
  }

  /** Adds the position; returns false when it was there already. */
  add(hashA: number, hashB: number): boolean {
    const a = hashA | 1; // 0 marks an empty slot
    const mask = this.mask;
    let i = (a >>> 1) & mask;
    for (let k = 0; k < PROBES; k++) {
      const s = this.a[i]!;
      if (s === 0) {
        this.a[i] = a;
        this.b[i] = hashB;
        this.count++;
        if (this.count * 2 > mask && mask + 1 < this.maxSlots) this.grow();
        return true;
      }
      if (s === a && this.b[i] === hashB) return false;
      i = (i + 1) & mask;
    }
    // the window is full and the table may not grow: forget the window's first position
    i = (a >>> 1) & mask;
    this.a[i] = a;
    this.b[i] = hashB;
    this.evictions++;
    return true;
  }

  private grow(): void {
    const oldA = this.a;
    const oldB = this.b;
    const size = oldA.length * 2;
    this.a = new Int32Array(size);
    this.b = new Int32Array(size);
    this.mask = size - 1;
    this.count = 0;
    for (let j = 0; j < oldA.length; j++) {
      const a = oldA[j]!;
      if (a === 0) continue;
      let i = (a >>> 1) & this.mask;
      while (this.a[i] !== 0) i = (i + 1) & this.mask;
      this.a[i] = a;
      this.b[i] = oldB[j]!;
      this.count++;
    }
  }
}
