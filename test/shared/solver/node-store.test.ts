import { describe, expect, it } from 'vitest';
import { NodeStore } from '../../../shared/solver/search/node-store';
import { Board } from '../../../shared/solver/spaces/board';
import { dealPosition } from '../../../shared/engine/deal';

describe('NodeStore', () => {
  const board = () => new Board(dealPosition('beleaguered-castle', 5), true);
  const stride = 4 + 0 + 8 + 52;

  it('gives the best score first, the last kept first among equals, and -1 when empty', () => {
    const q = new NodeStore();
    q.reset(stride);
    const b = board();
    const scores = [5, 9, 5, -3, 9, 100000, -100000];
    const ids = scores.map((s, k) => {
      const i = q.add(-1, k, -1, b);
      q.push(i, s);
      return i;
    });
    // the clamped extremes share the end buckets
    expect([q.pop(), q.pop(), q.pop(), q.pop(), q.pop(), q.pop(), q.pop(), q.pop()]).toEqual([ids[5], ids[4], ids[1], ids[2], ids[0], ids[3], ids[6], -1]);
  });

  it('gives back each position as it was kept, hash included, through its growth', () => {
    const q = new NodeStore();
    q.reset(stride);
    const b = board();
    const rows = (x: Board): number[][] => Array.from({ length: x.nRows }, (_, r) => Array.from(x.cards.subarray(r * 52, r * 52 + x.len[r]!)));
    const kept: { hashA: number; hashB: number; rows: number[][] }[] = [];
    for (let k = 0; k < 3000; k++) {
      // a different position each time: a top card moved on to the next row (rules do not matter here)
      const r = k % b.nRows;
      if (b.len[r]! > 1) b.apply((b.top(r) << 14) | (r << 7) | ((r + 1) % b.nRows));
      kept.push({ hashA: b.hashA, hashB: b.hashB, rows: rows(b) });
      expect(q.add(k - 1, k, -1, b)).toBe(k);
    }
    const other = board();
    for (const k of [0, 1023, 1024, 2999]) {
      q.load(k, other);
      expect(other.hashA).toBe(kept[k]!.hashA);
      expect(other.hashB).toBe(kept[k]!.hashB);
      expect(rows(other)).toEqual(kept[k]!.rows);
      expect(q.parent[k]).toBe(k - 1);
      expect(q.move[k]).toBe(k & 0xffff);
    }
  });
});
