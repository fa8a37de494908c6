// The fewest moves at which par's A* search (par.ts) has reached each position, keyed by the board's
// 64-bit hash (two 32-bit words): open addressing with linear probing in flat typed arrays, doubling
// at half full. It replaced a Map keyed by a 53-bit number, which took a third of par's time.

export class BestGTable {
  private keyA = new Int32Array(0);
  private keyB = new Int32Array(0);
  /** The fewest moves to the slot's position; -1: the slot is empty. */
  private g = new Int32Array(0);
  private mask = 0;
  private count = 0;

  constructor(initialSlots = 1 << 16) {
    this.allocate(Math.max(1024, 1 << Math.ceil(Math.log2(initialSlots))));
  }

  /** The fewest moves recorded for the position, or -1 when it was never reached. */
  get(a: number, b: number): number {
    const mask = this.mask;
    for (let i = slotOf(a, b, mask); ; i = (i + 1) & mask) {
      const g = this.g[i]!;
      if (g < 0) return -1;
      if (this.keyA[i] === a && this.keyB[i] === b) return g;
    }
  }

  /** Records `g` moves for the position (replacing what was there). */
  set(a: number, b: number, g: number): void {
    if (2 * (this.count + 1) > this.mask + 1) this.grow();
    const mask = this.mask;
    for (let i = slotOf(a, b, mask); ; i = (i + 1) & mask) {
      const old = this.g[i]!;
      if (old < 0) {
        this.keyA[i] = a;
        this.keyB[i] = b;
        this.g[i] = g;
        this.count++;
        return;
      }
      if (this.keyA[i] === a && this.keyB[i] === b) {
        this.g[i] = g;
        return;
      }
    }
  }

  private allocate(size: number): void {
    this.keyA = new Int32Array(size);
    this.keyB = new Int32Array(size);
    this.g = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    this.count = 0;
  }

  private grow(): void {
    const { keyA, keyB, g } = this;
    this.allocate((this.mask + 1) * 2);
    for (let i = 0; i < g.length; i++) if (g[i]! >= 0) this.set(keyA[i]!, keyB[i]!, g[i]!);
  }
}

/** The hash words are Zobrist keys already: their mix is spread enough to index by. */
function slotOf(a: number, b: number, mask: number): number {
  return (a ^ Math.imul(b, 0x9e3779b1)) & mask;
}
