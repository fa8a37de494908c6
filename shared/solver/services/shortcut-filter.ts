import type { LineSpace } from '../spaces/line-space';
import { type Sweep, TARGET } from './line-sweep';

// Which moves can land on a later position of the line within reach (line-sweep.ts found them, and
// the units D each differs in from the walk's position). Moves m1 then m2, changing units T1 and T2
// (every unit a move touches changes), land on such a position only if D lies in T1 and T2 together
// and neither move changes a unit outside D that the other does not change back: D within T1 + T2,
// T1 within T2 + D, T2 within T1 + D (one move alone: T1 = D). No other first move, or second, is
// tried; and the second moves are not even listed unless, after the first, the position differs from
// such a later one in the units of one move (read again: those the first move changed).

/** Which moves can land on a position the sweep found (the file comment), from their units. */
export class Filter {
  /** The keys of the units the first move changed, as they are after it (read once a move). */
  private readonly after = new Int32Array(4);
  private readonly read = new Int32Array(2);

  constructor(
    private readonly sweep: Sweep,
    private readonly perMove: number,
    private readonly space: LineSpace,
  ) {}

  /**
   * Whether some second move can follow m1 (units a), just played, onto a target: the units in which
   * the position now differs from it, its own outside a and those of a whose keys now are not its,
   * must be one move's (one to perMove of them).
   */
  follows(a: Int32Array): boolean {
    const s = this.sweep;
    if (s.all || !s.targetsFit) return true;
    const a0 = a[0]!;
    const a1 = a[1]!;
    const read = this.read;
    read[0] = -1;
    read[1] = -1;
    const t = s.targets;
    for (let k = 0; k < s.targetCount; k++) {
      const at = k * TARGET;
      const d0 = t[at]!;
      const d1 = t[at + 1]!;
      // D outside a differs still
      let differ = bitCount(d0 & ~a0) + bitCount(d1 & ~a1);
      if (differ > this.perMove) continue;
      // each unit of a: its key now against the target's (the walk's where D leaves it out)
      for (let x0 = a0, x1 = a1; (x0 | x1) !== 0 && differ <= this.perMove; ) {
        const u = x0 !== 0 ? 31 - Math.clz32(x0 & -x0) : 63 - Math.clz32(x1 & -x1);
        if (u < 32) x0 &= x0 - 1;
        else x1 &= x1 - 1;
        let keyA = s.at[2 * u]!;
        let keyB = s.at[2 * u + 1]!;
        for (let q = at + 2; q < at + TARGET && t[q] !== -1; q += 3) {
          if (t[q] !== u) continue;
          keyA = t[q + 1]!;
          keyB = t[q + 2]!;
        }
        const slot = read[0] === u || read[0] === -1 ? 0 : 1;
        if (read[slot] !== u) {
          read[slot] = u;
          this.space.key(u, this.after, 2 * slot);
        }
        if (this.after[2 * slot] !== keyA || this.after[2 * slot + 1] !== keyB) differ++;
      }
      if (differ >= 1 && differ <= this.perMove) return true;
    }
    return false;
  }

  /** Whether move m1 (units t) alone can land: some near position differs in exactly its units. */
  alone(t: Int32Array): boolean {
    const s = this.sweep;
    if (s.all) return true;
    for (let k = 0; k < s.nearWays; k++) if (s.near[2 * k] === t[0] && s.near[2 * k + 1] === t[1]) return true;
    return false;
  }

  /** Whether some second move can follow m1 (units t) onto a far position: the second must change
   * every unit in which D and t differ (D outside t, t outside D), so there are at most as many. */
  first(t: Int32Array): boolean {
    const s = this.sweep;
    if (s.all) return true;
    const t0 = t[0]!;
    const t1 = t[1]!;
    for (let k = 0; k < s.farWays; k++) if (bitCount(s.far[2 * k]! ^ t0) + bitCount(s.far[2 * k + 1]! ^ t1) <= this.perMove) return true;
    return false;
  }

  /** Whether m1 (units a) then m2 (units b) can land on a far position: D within a + b, a within b + D, b within a + D. */
  second(a: Int32Array, b: Int32Array): boolean {
    const s = this.sweep;
    if (s.all) return true;
    const a0 = a[0]!;
    const a1 = a[1]!;
    const b0 = b[0]!;
    const b1 = b[1]!;
    for (let k = 0; k < s.farWays; k++) {
      const d0 = s.far[2 * k]!;
      const d1 = s.far[2 * k + 1]!;
      if ((d0 & ~(a0 | b0)) !== 0 || (d1 & ~(a1 | b1)) !== 0) continue;
      if ((a0 & ~(b0 | d0)) !== 0 || (a1 & ~(b1 | d1)) !== 0) continue;
      if ((b0 & ~(a0 | d0)) !== 0 || (b1 & ~(a1 | d1)) !== 0) continue;
      return true;
    }
    return false;
  }
}

function bitCount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
