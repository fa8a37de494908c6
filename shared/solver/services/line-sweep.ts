import type { Move } from '../../engine/moves';
import type { LineSpace } from '../spaces/line-space';

// Which later positions of a line are within reach of one or two moves from the walk's position i,
// for the shortcuts of shorten-line.ts (shortcut-filter.ts then says which moves can land on them).
//
// A position is read as units: in a game of one deck its cards, each by what it lies on (the card
// under it, a row's bottom, a cell, home), so a move changes one unit, the card it names, even when
// the cards on it go along; else its parts (each row, the cells, the foundations, the stock, the
// waste, the reserve), of which a move changes two. A sweep along the line from i (`Sweep`) finds the
// later positions within reach by the units they differ in from i's (D): two moves change at most
// twice a move's units. Where foundations keep their cards it ends once three more cards are home
// than at i (two moves send at most two); elsewhere after SWEEP_STEPS, past which every move is tried.
// Where units have keys of a byte (the cards), the line's positions are kept unit by unit too, and
// the sweep compares whole positions, four units a word: one that differs in c units is followed by
// c - 2 that differ in more than two (a move changes one unit), so it jumps past them. A long sweep
// (lines of tens of thousands of moves, where cards may leave the foundations) goes along chains
// instead: positions within reach differ in two units at most, so in two of four blocks of units at
// most, and are alike in the other two; the positions alike in each pair of blocks are chained, and
// only those on the walk's chains are compared (the units the line moves most are spread over the
// blocks, so that few positions are alike in two of them). These sweeps look along the whole line.

/** Sequences of up to this many moves are tried as shortcuts from each position of the line. */
export const SHORTCUT_MOVES = 2;
/** Moves of the line a sweep looks along at most where it cannot jump; past them, nothing is ruled
 * out. (Where it can, it looks along the whole line.) */
const SWEEP_STEPS = 4096;
/** Ways to differ a sweep keeps at most; past them, every move is tried. */
const MAX_WAYS = 64;
/** Far positions within reach a sweep keeps whole (units and keys) at most; past them, the second
 * moves of every first move that may lead to one are tried. */
const MAX_TARGETS = 256;
export const TARGET = 2 + 3 * SHORTCUT_MOVES * 2;
/** The later positions a try may hit are kept as bits of a filter this size less one (Sweep.hits). */
export const HIT_BITS = 4095;
/** Blocks the units are dealt into where keys are bytes (Sweep.chains). */
const BLOCKS = 4;
/** Positions a jumping sweep looks at before it goes along the chains instead (Sweep.from). */
const SHORT_SWEEP = 48;

/**
 * What the line's moves did to the units (each move's units and their keys after it), and, from the
 * walk's position i along the line, which units the later positions within reach of one or two moves
 * differ in (the file comment).
 */
export class Sweep {
  /** No later position is within reach: no move need be tried. */
  nothing = false;
  /** Every move is to be tried: the sweep stopped short, or found too many ways to differ. */
  all = false;
  /** The ways (D, in two words each) positions three or more moves later within reach of two moves
   * differ from the walk's; and those of positions two or more moves later within reach of one. */
  readonly far = new Int32Array(2 * MAX_WAYS);
  farWays = 0;
  readonly near = new Int32Array(2 * MAX_WAYS);
  nearWays = 0;
  /** Per line move: where its units start in `movedUnits` (and twice that in `movedKeys`). */
  private readonly moveStart: Int32Array;
  private movedUnits: Int32Array;
  private movedKeys: Int32Array;
  private readonly homeAt: Int32Array;
  /** The units' keys at the walk's position, and which of them differ along a sweep. */
  readonly at: Int32Array;
  private readonly differs: Uint8Array;
  private readonly changed: number[] = [];
  private readonly perMove: number;
  /** Where keys are bytes: every line position's keys, unit by unit (`stride` bytes a position), and as words. */
  private readonly keysAt: Uint8Array | null;
  private readonly wordsAt: Int32Array | null;
  private readonly stride: number;
  /** Where keys are bytes: for each pair of blocks (`chains`) and line position, the next position
   * whose keys in both blocks are the same (-1: none). */
  private nextAlike: Int32Array | null = null;
  /** The positions on a sweep's chains. */
  private readonly found = new Int32Array(256);

  constructor(
    private readonly space: LineSpace,
    private readonly line: readonly Move[],
  ) {
    this.moveStart = new Int32Array(line.length + 1);
    this.movedUnits = new Int32Array(2 * line.length + 2);
    this.movedKeys = new Int32Array(2 * this.movedUnits.length);
    this.homeAt = new Int32Array(line.length + 1);
    this.homeAt[0] = space.home();
    this.at = new Int32Array(2 * space.units);
    for (let u = 0; u < space.units; u++) space.key(u, this.at, 2 * u);
    this.differs = new Uint8Array(space.units);
    this.now = new Int32Array(2 * space.units);
    this.hashAt = new Int32Array(line.length + 1);
    this.perMove = space.unitsPerMove;
    // (a position's keys take whole words, so that two positions are compared four units at a time)
    this.stride = 4 * Math.ceil(space.units / 4);
    this.keysAt = space.byteKeys ? new Uint8Array((line.length + 1) * this.stride) : null;
    this.wordsAt = this.keysAt === null ? null : new Int32Array(this.keysAt.buffer);
    if (this.keysAt !== null) for (let u = 0; u < space.units; u++) this.keysAt[u] = this.at[2 * u]!;
  }

  /** Line move j has just been played on the space. */
  noteMove(j: number): void {
    const changed = this.changed;
    changed.length = 0;
    this.space.changedBy(this.line[j]!, changed);
    const start = this.moveStart[j]!;
    const end = start + changed.length;
    if (end > this.movedUnits.length) {
      const more = (a: Int32Array, n: number): Int32Array => {
        const b = new Int32Array(n);
        b.set(a);
        return b;
      };
      this.movedUnits = more(this.movedUnits, 2 * end);
      this.movedKeys = more(this.movedKeys, 4 * end);
    }
    for (let k = 0; k < changed.length; k++) {
      this.movedUnits[start + k] = changed[k]!;
      this.space.key(changed[k]!, this.movedKeys, 2 * (start + k));
    }
    this.moveStart[j + 1] = end;
    this.homeAt[j + 1] = this.space.home();
    const keysAt = this.keysAt;
    if (keysAt !== null) {
      const stride = this.stride;
      keysAt.copyWithin((j + 1) * stride, j * stride, (j + 1) * stride);
      for (let k = start; k < end; k++) keysAt[(j + 1) * stride + this.movedUnits[k]!] = this.movedKeys[2 * k]!;
    }
  }

  /**
   * The chains of positions alike in a pair of blocks, made at the first long sweep (keys are
   * bytes): the units are dealt into BLOCKS blocks, those the line moves most spread evenly; a position within reach of another differs from it in
   * at most twoMoves units, so in at most twoMoves blocks: it is alike in some pair of the others,
   * and the positions alike in a pair are chained, from each to the next.
   */
  private chains(): Int32Array {
    if (this.nextAlike !== null) return this.nextAlike;
    const keys = this.keysAt!;
    const units = this.space.units;
    const positions = this.line.length + 1;
    const moves = new Int32Array(units);
    for (let k = 0; k < this.moveStart[this.line.length]!; k++) moves[this.movedUnits[k]!]!++;
    const byMoves = Array.from({ length: units }, (_, u) => u).sort((a, b) => moves[b]! - moves[a]! || a - b);
    const blockOf = new Int32Array(units);
    byMoves.forEach((u, rank) => (blockOf[u] = rank % BLOCKS));
    // each block's hash at each position: a random word per unit and key, added up (a line move
    // changes the units it names)
    const blockHash = new Int32Array(positions * BLOCKS);
    for (let u = 0; u < units; u++) blockHash[blockOf[u]!] = (blockHash[blockOf[u]!]! + unitKey(u, keys[u]!)) | 0;
    for (let j = 0; j + 1 < positions; j++) {
      blockHash.copyWithin((j + 1) * BLOCKS, j * BLOCKS, (j + 1) * BLOCKS);
      for (let k = this.moveStart[j]!; k < this.moveStart[j + 1]!; k++) {
        const u = this.movedUnits[k]!;
        const b = (j + 1) * BLOCKS + blockOf[u]!;
        blockHash[b] = (blockHash[b]! - unitKey(u, keys[j * this.stride + u]!) + unitKey(u, keys[(j + 1) * this.stride + u]!)) | 0;
      }
    }
    const pairs = (BLOCKS * (BLOCKS - 1)) / 2;
    const next = new Int32Array(pairs * positions);
    // the last position seen with each pair hash, by open addressing (-1: a free slot)
    const mask = (1 << Math.ceil(Math.log2(2 * positions))) - 1;
    const hashes = new Int32Array(mask + 1);
    const seen = new Int32Array(mask + 1);
    let pair = 0;
    for (let a = 0; a < BLOCKS; a++) {
      for (let b = a + 1; b < BLOCKS; b++, pair++) {
        seen.fill(-1);
        for (let j = positions - 1; j >= 0; j--) {
          const h = (Math.imul(blockHash[j * BLOCKS + a]!, 0x9e3779b1) ^ blockHash[j * BLOCKS + b]!) | 0;
          let slot = Math.imul(h ^ (h >>> 16), 0x45d9f3b) & mask;
          while (seen[slot] !== -1 && hashes[slot] !== h) slot = (slot + 1) & mask;
          next[pair * positions + j] = seen[slot]!;
          hashes[slot] = h;
          seen[slot] = j;
        }
      }
    }
    this.nextAlike = next;
    return next;
  }

  /** The walk went from line position i to j: its units' keys are the line's there. */
  advance(i: number, j: number): void {
    for (let k = i; k < j; k++) this.play(k, this.at);
  }

  private play(j: number, keys: Int32Array): void {
    for (let k = this.moveStart[j]!; k < this.moveStart[j + 1]!; k++) {
      const u = this.movedUnits[k]!;
      keys[2 * u] = this.movedKeys[2 * k]!;
      keys[2 * u + 1] = this.movedKeys[2 * k + 1]!;
    }
  }

  /** Forgets what the last sweep found. */
  private reset(): void {
    this.farWays = 0;
    this.nearWays = 0;
    this.overflow = false;
    this.targetCount = 0;
    this.targetsFit = true;
    this.hits.fill(0);
    this.hitsFit = true;
  }

  /** Looks along the line from position i (the walk's). */
  from(i: number): void {
    this.reset();
    const stopHome = this.space.homeKeeps ? this.homeAt[i]! + SHORTCUT_MOVES : Infinity;
    // whether every later position was looked at, or ruled out with the rest of the line
    // (once the chains are made, every sweep goes along them)
    let whole = this.keysAt === null ? this.stepping(i, stopHome) : this.nextAlike !== null ? null : this.jumping(i, stopHome, SHORT_SWEEP);
    if (whole === null) {
      // a long sweep: along the chains, or jumping after all where they are long too
      this.reset();
      whole = this.chained(i, stopHome) ?? this.jumping(i, stopHome, Infinity)!;
    }
    this.all = !whole || this.overflow;
    this.nothing = !this.all && this.farWays === 0 && this.nearWays === 0;
    this.hitsFit &&= whole;
  }

  /** A way to differ did not fit (`addWay`): every move is to be tried. */
  private overflow = false;

  /** The positions three or more moves later within reach of two moves, each as TARGET words: the
   * units it differs in (two words), then each of them with its key there (three words a unit, the
   * rest -1); and whether they all fit. */
  readonly targets = new Int32Array(MAX_TARGETS * TARGET);
  targetCount = 0;
  targetsFit = true;
  /** Each line position's hash (its first word). */
  readonly hashAt: Int32Array;
  /** The hashes of the positions two or more moves later within reach of two moves, a bit each (by
   * their low bits), and whether every later position was looked at or ruled out. */
  readonly hits = new Int32Array((HIT_BITS + 1) >>> 5);
  hitsFit = true;
  /** The units' keys at the position a stepping sweep reached. */
  private readonly now: Int32Array;

  /** The later position j differs from the walk's in units d0, d1 (count of them): its ways. */
  private note(i: number, j: number, count: number, d0: number, d1: number): void {
    if (count <= SHORTCUT_MOVES * this.perMove && j > i + 1) {
      const bit = this.hashAt[j]! & HIT_BITS;
      this.hits[bit >>> 5]! |= 1 << (bit & 31);
    }
    if (count <= SHORTCUT_MOVES * this.perMove && j > i + 2) {
      if (!this.addWay(this.far, true, d0, d1)) this.overflow = true;
      this.addTarget(j, d0, d1);
    }
    if (count <= this.perMove && j > i + 1 && !this.addWay(this.near, false, d0, d1)) this.overflow = true;
  }

  /**
   * The sweep move by move, each one's units compared with the walk's keys; true when it looked at
   * every later position or ruled them out.
   */
  private stepping(i: number, stopHome: number): boolean {
    const { line, at, differs, moveStart, movedUnits, movedKeys, homeAt, now } = this;
    differs.fill(0);
    now.set(at);
    let count = 0;
    let d0 = 0;
    let d1 = 0;
    const end = Math.min(line.length, i + SWEEP_STEPS);
    for (let j = i; j < end; j++) {
      for (let k = moveStart[j]!; k < moveStart[j + 1]!; k++) {
        const u = movedUnits[k]!;
        now[2 * u] = movedKeys[2 * k]!;
        now[2 * u + 1] = movedKeys[2 * k + 1]!;
        const differ = movedKeys[2 * k] !== at[2 * u] || movedKeys[2 * k + 1] !== at[2 * u + 1] ? 1 : 0;
        if (differ === differs[u]) continue;
        differs[u] = differ;
        count += differ === 1 ? 1 : -1;
        if (u < 32) d0 ^= 1 << u;
        else d1 ^= 1 << (u - 32);
      }
      // at position j + 1: more cards home than two moves send there, now and for good
      if (homeAt[j + 1]! > stopHome) return true;
      this.note(i, j + 1, count, d0, d1);
    }
    return end === line.length;
  }

  /**
   * The sweep where keys are bytes, along the chains of positions alike in a pair of blocks
   * (`chains`): the positions on them are compared with the walk's, in the line's order. Null when
   * the chains hold more of them than a jumping sweep would look at, about.
   */
  private chained(i: number, stopHome: number): boolean | null {
    const { line, homeAt, found } = this;
    const next = this.chains();
    const positions = line.length + 1;
    const end = line.length;
    const most = Math.min(found.length, 32 + ((end - i) >> 3));
    let n = 0;
    for (let at = 0; at < next.length; at += positions) {
      for (let j = next[at + i]!; j >= 0 && j <= end && !(homeAt[j]! > stopHome); j = next[at + j]!) {
        // kept in order as they come, once each (few come)
        let k = n;
        while (k > 0 && found[k - 1]! > j) k--;
        if (k > 0 && found[k - 1] === j) continue;
        if (n === most) return null;
        for (let x = n; x > k; x--) found[x] = found[x - 1]!;
        found[k] = j;
        n++;
      }
    }
    const twoMoves = SHORTCUT_MOVES * this.perMove;
    for (let k = 0; k < n; k++) this.compare(i, found[k]!, twoMoves);
    return true;
  }

  /**
   * The sweep where keys are bytes: each position it reaches is compared with the walk's whole, word
   * by word, and one that differs in c units is followed by c - twoMoves positions that differ in more
   * than twoMoves (a move changes one unit at most, oneMove in all): the sweep jumps past them.
   */
  private jumping(i: number, stopHome: number, most: number): boolean | null {
    const { line, homeAt } = this;
    const twoMoves = SHORTCUT_MOVES * this.perMove;
    const oneMove = this.perMove;
    const end = line.length;
    let looked = 0;
    for (let j = i + 1; j <= end; ) {
      if (homeAt[j]! > stopHome) return true;
      if (looked++ === most) return null;
      const count = this.compare(i, j, twoMoves);
      j += count > twoMoves ? Math.ceil((count - twoMoves) / oneMove) : 1;
    }
    return true;
  }

  /** In how many units line positions i and j differ (keys are bytes: word by word); where in no
   * more than twoMoves, the ways j gives are noted. */
  private compare(i: number, j: number, twoMoves: number): number {
    const words = this.wordsAt!;
    const n = this.stride >> 2;
    let count = 0;
    for (let k = 0, x = i * n, y = j * n; k < n; k++) {
      // a bit a byte that differs, then the bits counted
      let d = words[x + k]! ^ words[y + k]!;
      d |= d >>> 4;
      d |= d >>> 2;
      d |= d >>> 1;
      count += Math.imul(d & 0x01010101, 0x01010101) >>> 24;
    }
    if (count > twoMoves) return count;
    const keys = this.keysAt!;
    let d0 = 0;
    let d1 = 0;
    for (let k = 0, x = i * n, y = j * n; k < n; k++) {
      if (words[x + k] === words[y + k]) continue;
      // (only the words that differ are read byte by byte)
      for (let u = 4 * k; u < 4 * k + 4; u++) {
        if (keys[i * this.stride + u] === keys[j * this.stride + u]) continue;
        if (u < 32) d0 |= 1 << u;
        else d1 |= 1 << (u - 32);
      }
    }
    this.note(i, j, count, d0, d1);
    return count;
  }

  /** Adds line position j, which differs from the walk's in units d0, d1, to the targets. */
  private addTarget(j: number, d0: number, d1: number): void {
    if (this.targetCount === MAX_TARGETS) {
      this.targetsFit = false;
      return;
    }
    const t = this.targets;
    let at = this.targetCount++ * TARGET;
    t[at++] = d0;
    t[at++] = d1;
    const keys = this.keysAt;
    // the units of D, lowest first
    for (let x0 = d0, x1 = d1; (x0 | x1) !== 0; ) {
      const u = x0 !== 0 ? 31 - Math.clz32(x0 & -x0) : 63 - Math.clz32(x1 & -x1);
      if (u < 32) x0 &= x0 - 1;
      else x1 &= x1 - 1;
      t[at++] = u;
      t[at++] = keys !== null ? keys[j * this.stride + u]! : this.now[2 * u]!;
      t[at++] = keys !== null ? 0 : this.now[2 * u + 1]!;
    }
    for (const end = this.targetCount * TARGET; at < end; ) t[at++] = -1;
  }

  /** Adds a way to differ to `ways` unless it is there (the last few are looked at); false when full. */
  private addWay(ways: Int32Array, isFar: boolean, d0: number, d1: number): boolean {
    const n = isFar ? this.farWays : this.nearWays;
    for (let k = n - 1; k >= 0 && k >= n - 8; k--) if (ways[2 * k] === d0 && ways[2 * k + 1] === d1) return true;
    if (n === MAX_WAYS) return false;
    ways[2 * n] = d0;
    ways[2 * n + 1] = d1;
    if (isFar) this.farWays++;
    else this.nearWays++;
    return true;
  }
}

/** A unit's key as a random word, for the blocks' hashes (Sweep.chains). */
function unitKey(u: number, key: number): number {
  let h = Math.imul((u << 8) | key, 0x9e3779b1) ^ 0x7f4a7c15;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
