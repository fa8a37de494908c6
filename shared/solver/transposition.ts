// The set of positions the search has finished with (or is inside), keyed by a 64-bit hash held as two
// 32-bit words. It starts small and doubles as it fills, so an easy deal costs little memory; at
// `maxSlots` it stops growing and new positions overwrite old ones in their probe window. Forgetting a
// position only costs time (it may be searched again), never a wrong verdict.
//
// Same questions, same answers: every solve starts at the size its `clear` names and grows the same
// way, whatever earlier solves did, and a position is forgotten only once the table may not grow (a
// full probe window grows the table first). So a worker that has solved a hundred deals gives the same
// line, positions and budgeted verdict as a fresh one.
//
// One table serves solve after solve (`clear`) without leaving megabytes to the garbage collector per
// hard deal: the slots live in one buffer kept at the largest size reached, and the table is a view
// of its first part; growing within the buffer moves the positions through a kept scratch array.
// Each slot carries the generation that wrote it, and a slot of an older generation reads as empty, so
// clearing costs nothing. The generation takes the low byte of the second hash word (8 bytes a slot, a
// 56-bit hash); every 255 generations the buffer is zeroed once.

// Slots a position may lie past its own before the table grows (or, at `maxSlots`, forgets one). Linear
// probing fills some window of 8 long before half the slots are taken: the table grew at 9 to 30 %
// full, and Beleaguered Castle #2655 ended at 64 MB for 1.2 M positions. With 32 it grows at half
// full (32 MB there, 8 % less time: README.md, technique 2).
const PROBES = 32;
const MIN_SLOTS = 1024;

export class TranspositionTable {
  /** Two ints per slot: hash A, and hash B with its low byte replaced by the generation that wrote
   * it; a slot is empty unless it holds the current generation. A view of `buffer`'s first part. */
  private s: Int32Array;
  /** The kept storage: as many slots as the largest table so far. */
  private buffer: Int32Array;
  /** Where growing within `buffer` keeps the positions while it re-places them. */
  private scratch = new Int32Array(0);
  private gen = 1;
  private mask: number;
  private count = 0;
  private maxSlots: number;
  /** Positions overwritten once the table was full. */
  evictions = 0;

  constructor(initialSlots: number, maxSlots: number) {
    const size = TranspositionTable.sizeFor(initialSlots, maxSlots);
    this.maxSlots = Math.max(size, maxSlots);
    this.buffer = new Int32Array(size * 2);
    this.s = this.buffer;
    this.mask = size - 1;
  }

  private static sizeFor(initialSlots: number, maxSlots: number): number {
    return Math.max(MIN_SLOTS, 1 << Math.ceil(Math.log2(Math.max(1, Math.min(initialSlots, maxSlots)))));
  }

  /**
   * Empties the table for a new search at `initialSlots` slots (a power of two, at least 1024), to grow
   * up to `maxSlots`. Keeps its buffer unless that holds more than `maxSlots` slots or fewer than
   * `initialSlots`. Sound: every old slot reads as empty afterwards.
   */
  clear(initialSlots: number, maxSlots: number): void {
    this.count = 0;
    this.evictions = 0;
    const size = TranspositionTable.sizeFor(initialSlots, maxSlots);
    // a buffer larger than the table may grow is let go; one smaller than its start is replaced
    if (this.buffer.length / 2 > Math.max(maxSlots, size) || this.buffer.length < size * 2) {
      this.buffer = new Int32Array(size * 2);
      this.scratch = new Int32Array(0);
      this.gen = 1;
    } else if (this.gen === 255) {
      this.buffer.fill(0);
      this.gen = 1;
    } else this.gen++;
    this.s = this.buffer.subarray(0, size * 2);
    this.mask = size - 1;
    this.maxSlots = Math.max(size, maxSlots);
  }

  get size(): number {
    return this.count;
  }

  /** The table's own size (not its kept buffer's): the same for the same solve. */
  get bytes(): number {
    return this.s.byteLength;
  }

  /** Adds the position; returns false when it was there already. */
  add(hashA: number, hashB: number): boolean {
    const gen = this.gen;
    const keyB = (hashB & ~0xff) | gen;
    for (;;) {
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
      // a full window: grow while the table may, and look again
      if (mask + 1 < this.maxSlots) {
        this.grow();
        continue;
      }
      // the table may not grow: forget the window's first position
      const j = ((hashA >>> 1) & mask) * 2;
      s[j] = hashA;
      s[j + 1] = keyB;
      this.evictions++;
      return true;
    }
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

  /** Doubles the table; its positions are placed again in the order of their old slots. */
  private grow(): void {
    const gen = this.gen;
    const old = this.s;
    const size = (this.mask + 1) * 2;
    let from: Int32Array;
    let n = 0;
    if (this.buffer.length >= size * 2) {
      // within the buffer: the current positions go to the scratch array, their slots read as empty
      if (this.scratch.length < this.count * 2) this.scratch = new Int32Array(Math.max(this.count * 2, this.scratch.length * 2));
      from = this.scratch;
      for (let j = 0; j < old.length; j += 2) {
        const b = old[j + 1]!;
        if ((b & 0xff) !== gen) continue;
        from[n++] = old[j]!;
        from[n++] = b;
        old[j + 1] = b & ~0xff; // generation 0 is never a current one
      }
      this.s = this.buffer.subarray(0, size * 2);
    } else {
      from = old;
      n = old.length;
      this.buffer = new Int32Array(size * 2);
      this.s = this.buffer;
    }
    const s = this.s;
    const mask = size - 1;
    this.mask = mask;
    this.count = 0;
    for (let j = 0; j < n; j += 2) {
      const b = from[j + 1]!;
      if ((b & 0xff) !== gen) continue;
      const a = from[j]!;
      let i = (a >>> 1) & mask;
      while ((s[i * 2 + 1]! & 0xff) === gen) i = (i + 1) & mask;
      s[i * 2] = a;
      s[i * 2 + 1] = b;
      this.count++;
    }
  }
}
