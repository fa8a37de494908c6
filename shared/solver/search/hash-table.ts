// The one table of 64-bit position hashes (two 32-bit words): the set of positions a search has
// finished with or is inside (`add`, `forget`), and, made with values, a map from a position to a
// small integer (`get`, `set`: par's fewest moves to it, a run graph's position numbers, the line
// position a hash was last seen at). It starts small and doubles as it fills, so an easy deal costs
// little memory; at `maxSlots` it stops growing and a new position overwrites one in its probe window
// (forgetting costs time, never a wrong verdict; a map is made large enough never to).
//
// Same questions, same answers: every solve starts at the size its `clear` names and grows the same
// way, whatever earlier solves did, and a position is forgotten only once the table may not grow (a
// full probe window grows the table first). One table serves solve after solve without leaving
// megabytes to the garbage collector per hard deal: the slots live in one buffer kept at the largest
// size reached, and the table is a view of its first part. Each slot carries the generation that
// wrote it, in the low byte of the second word (a 56-bit hash), and a slot of an older generation
// reads as empty, so clearing costs nothing; every 255 generations the buffer is zeroed once.

// Slots a position may lie past its own before the table grows (or, at `maxSlots`, forgets one):
// windows of 8 filled long before half the slots were taken, and the table grew at 9 to 30 % full
// (README.md, technique 2).
const PROBES = 32;
const MIN_SLOTS = 1024;
/** A map's slots at most: far past any search's positions, so a map never forgets. */
export const MAP_SLOTS = 1 << 27;

export class HashTable64 {
  /** Two ints per slot (hash A; hash B with the generation in its low byte), a view of `buffer`. */
  private s: Int32Array;
  private buffer: Int32Array;
  /** A map's value per slot (null: a set), kept as `buffer` is. */
  private v: Int32Array | null;
  private valueBuffer: Int32Array | null;
  /** Where growing within the buffers keeps the positions (and values) while it re-places them. */
  private scratch = new Int32Array(0);
  private gen = 1;
  private mask: number;
  private count = 0;
  private maxSlots: number;
  /** Positions overwritten once the table was full. */
  evictions = 0;

  constructor(initialSlots: number, maxSlots: number, values = false) {
    const size = HashTable64.sizeFor(initialSlots, maxSlots);
    this.maxSlots = Math.max(size, maxSlots);
    this.buffer = new Int32Array(size * 2);
    this.s = this.buffer;
    this.valueBuffer = values ? new Int32Array(size) : null;
    this.v = this.valueBuffer;
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
    const size = HashTable64.sizeFor(initialSlots, maxSlots);
    // a buffer larger than the table may grow is let go; one smaller than its start is replaced
    if (this.buffer.length / 2 > Math.max(maxSlots, size) || this.buffer.length < size * 2) {
      this.buffer = new Int32Array(size * 2);
      if (this.valueBuffer) this.valueBuffer = new Int32Array(size);
      this.scratch = new Int32Array(0);
      this.gen = 1;
    } else if (this.gen === 255) {
      this.buffer.fill(0);
      this.gen = 1;
    } else this.gen++;
    this.s = this.buffer.subarray(0, size * 2);
    this.v = this.valueBuffer ? this.valueBuffer.subarray(0, size) : null;
    this.mask = size - 1;
    this.maxSlots = Math.max(size, maxSlots);
  }

  get size(): number {
    return this.count;
  }

  /** The table's own size (not its kept buffer's): the same for the same solve. */
  get bytes(): number {
    return this.s.byteLength + (this.v ? this.v.byteLength : 0);
  }

  /** Adds the position; returns false when it was there already. */
  add(hashA: number, hashB: number): boolean {
    return this.slotFor(hashA, hashB) >= 0;
  }

  /** A map's value for the position, or -1 when it is not there. */
  get(hashA: number, hashB: number): number {
    const keyB = (hashB & ~0xff) | this.gen;
    const s = this.s;
    let i = (hashA >>> 1) & this.mask;
    for (let k = 0; k < PROBES; k++) {
      const b = s[i * 2 + 1]!;
      if ((b & 0xff) !== this.gen) return -1;
      if (b === keyB && s[i * 2] === hashA) return this.v![i]!;
      i = (i + 1) & this.mask;
    }
    return -1;
  }

  /** Sets a map's value for the position (replacing what was there). */
  set(hashA: number, hashB: number, value: number): void {
    const i = this.slotFor(hashA, hashB);
    this.v![i < 0 ? -1 - i : i] = value;
  }

  /**
   * The slot of the position, put in if it was not there: its index when new, -1 - its index when
   * there already (`add` answers whether it was new).
   */
  private slotFor(hashA: number, hashB: number): number {
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
          if (this.count * 2 > mask && mask + 1 < this.maxSlots) return this.grow(hashA, hashB);
          return i;
        }
        if (b === keyB && s[j] === hashA) return -1 - i;
        i = (i + 1) & mask;
      }
      // a full window: grow while the table may, and look again
      if (mask + 1 < this.maxSlots) {
        this.grow(0, 0);
        continue;
      }
      // the table may not grow: forget the window's first position
      const at = (hashA >>> 1) & mask;
      s[at * 2] = hashA;
      s[at * 2 + 1] = keyB;
      this.evictions++;
      return at;
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

  /** Doubles the table, placing its positions again in the order of their old slots; answers the new
   * slot of the position (hashA, hashB), one of them. */
  private grow(hashA: number, hashB: number): number {
    const gen = this.gen;
    const old = this.s;
    const oldV = this.v;
    const size = (this.mask + 1) * 2;
    const per = oldV ? 3 : 2;
    let from: Int32Array;
    let n = 0;
    if (this.buffer.length >= size * 2) {
      // within the buffers: the current positions go to the scratch array, their slots read as empty
      if (this.scratch.length < this.count * per) this.scratch = new Int32Array(Math.max(this.count * per, this.scratch.length * 2));
      from = this.scratch;
      for (let j = 0; j < old.length; j += 2) {
        const b = old[j + 1]!;
        if ((b & 0xff) !== gen) continue;
        from[n++] = old[j]!;
        from[n++] = b;
        if (oldV) from[n++] = oldV[j / 2]!;
        old[j + 1] = b & ~0xff; // generation 0 is never a current one
      }
      this.s = this.buffer.subarray(0, size * 2);
      this.v = this.valueBuffer ? this.valueBuffer.subarray(0, size) : null;
    } else {
      from = new Int32Array(this.count * per);
      for (let j = 0; j < old.length; j += 2) {
        const b = old[j + 1]!;
        if ((b & 0xff) !== gen) continue;
        from[n++] = old[j]!;
        from[n++] = b;
        if (oldV) from[n++] = oldV[j / 2]!;
      }
      this.buffer = new Int32Array(size * 2);
      this.s = this.buffer;
      if (this.valueBuffer) {
        this.valueBuffer = new Int32Array(size);
        this.v = this.valueBuffer;
      }
    }
    const s = this.s;
    const v = this.v;
    const mask = size - 1;
    const keyB = (hashB & ~0xff) | gen;
    let at = -1;
    this.mask = mask;
    this.count = 0;
    for (let j = 0; j < n; j += per) {
      const a = from[j]!;
      const b = from[j + 1]!;
      let i = (a >>> 1) & mask;
      while ((s[i * 2 + 1]! & 0xff) === gen) i = (i + 1) & mask;
      s[i * 2] = a;
      s[i * 2 + 1] = b;
      if (v) v[i] = from[j + 2]!;
      if (a === hashA && b === keyB) at = i;
      this.count++;
    }
    return at;
  }
}
