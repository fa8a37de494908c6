// The set of positions the search has finished with (or is inside), keyed by a 64-bit hash held as two
// 32-bit words. It starts small and doubles as it fills, so an easy deal costs little memory; at
// `maxSlots` it stops growing and new positions overwrite old ones in their probe window. Forgetting a
// position only costs time (it may be searched again), never a wrong verdict.
//
// One table serves solve after solve (`clear`): each slot carries the generation that wrote it, and a
// slot of an older generation reads as empty, so clearing costs nothing and a worker or the benchmark
// solving deal after deal does not leave a table of tens of megabytes per hard deal to the garbage
// collector (the bench's peak RSS came mostly from such uncollected tables). The generation takes the
// low byte of the second hash word (8 bytes a slot, a 56-bit hash); every 255 generations the array
// is zeroed once.

const PROBES = 8;

export class TranspositionTable {
  /** Two ints per slot: hash A, and hash B with its low byte replaced by the generation that wrote
   * it; a slot is empty unless it holds the current generation. */
  private s: Int32Array;
  private gen = 1;
  private mask: number;
  private count = 0;
  private maxSlots: number;
  /** Positions overwritten once the table was full. */
  evictions = 0;

  constructor(initialSlots: number, maxSlots: number) {
    const size = TranspositionTable.sizeFor(initialSlots, maxSlots);
    this.maxSlots = Math.max(size, maxSlots);
    this.s = new Int32Array(size * 2);
    this.mask = size - 1;
  }

  private static sizeFor(initialSlots: number, maxSlots: number): number {
    return Math.max(1024, 1 << Math.ceil(Math.log2(Math.max(1, Math.min(initialSlots, maxSlots)))));
  }

  /**
   * Empties the table for a new search, keeping its array when it has no more than `maxSlots` slots
   * (otherwise it starts again at `initialSlots`). Sound: every old slot reads as empty afterwards.
   */
  clear(initialSlots: number, maxSlots: number): void {
    this.count = 0;
    this.evictions = 0;
    if (this.mask + 1 > Math.max(maxSlots, 1024)) {
      const size = TranspositionTable.sizeFor(initialSlots, maxSlots);
      this.s = new Int32Array(size * 2);
      this.mask = size - 1;
      this.gen = 1;
    } else if (this.gen === 255) {
      this.s.fill(0);
      this.gen = 1;
    } else this.gen++;
    this.maxSlots = Math.max(this.mask + 1, maxSlots);
  }

  get size(): number {
    return this.count;
  }

  get bytes(): number {
    return this.s.byteLength;
  }

  /** Adds the position; returns false when it was there already. */
  add(hashA: number, hashB: number): boolean {
    const gen = this.gen;
    const keyB = (hashB & ~0xff) | gen;
    const mask = this.mask;
    const s = this.s;
    let i = (hashA >>> 1) & mask;
    for (let k = 0; k < PROBES; k++) {
      const j = i * 2;
      const b = s[j + 1]!;
      if ((b & 0xff) !== gen) {
        s[j] = hashA;
        s[j + 1] = keyB;
        this.count++;
        if (this.count * 2 > mask && mask + 1 < this.maxSlots) this.grow();
        return true;
      }
      if (b === keyB && s[j] === hashA) return false;
      i = (i + 1) & mask;
    }
    // the window is full and the table may not grow: forget the window's first position
    const j = ((hashA >>> 1) & mask) * 2;
    s[j] = hashA;
    s[j + 1] = keyB;
    this.evictions++;
    return true;
  }

  /**
   * Takes the position out, if it is there: its slot keeps its place in the probe chain but its key
   * changes (bit 0 of hash A flipped, which the slot index does not use), so it no longer matches.
   */
  forget(hashA: number, hashB: number): void {
    const keyB = (hashB & ~0xff) | this.gen;
    const mask = this.mask;
    const s = this.s;
    let i = (hashA >>> 1) & mask;
    for (let k = 0; k < PROBES; k++) {
      const j = i * 2;
      if ((s[j + 1]! & 0xff) !== this.gen) return;
      if (s[j + 1] === keyB && s[j] === hashA) {
        s[j] = hashA ^ 1;
        return;
      }
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.s;
    const gen = this.gen;
    const size = (this.mask + 1) * 2;
    const s = new Int32Array(size * 2);
    const mask = size - 1;
    this.count = 0;
    for (let j = 0; j < old.length; j += 2) {
      const b = old[j + 1]!;
      if ((b & 0xff) !== gen) continue;
      const a = old[j]!;
      let i = (a >>> 1) & mask;
      while ((s[i * 2 + 1]! & 0xff) === gen) i = (i + 1) & mask;
      s[i * 2] = a;
      s[i * 2 + 1] = b;
      this.count++;
    }
    this.s = s;
    this.mask = mask;
  }
}
