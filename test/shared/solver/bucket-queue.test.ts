import { describe, expect, it } from 'vitest';
import { BucketQueue } from '../../../shared/solver/search/bucket-queue';
import { NodeArena } from '../../../shared/solver/search/node-arena';

describe('BucketQueue', () => {
  it('gives the highest score first, the last pushed first among equals, the clamped ends shared, and -1 when empty', () => {
    const q = new BucketQueue(16, 4);
    const scores = [3, 7, 3, -2, 7, 1000, -1000, 11];
    scores.forEach((s, node) => q.push(node, s));
    // buckets hold -4..11: 1000 shares the top one with 11, -1000 the bottom one
    expect(Array.from({ length: 9 }, () => q.pop())).toEqual([7, 5, 4, 1, 2, 0, 3, 6, -1]);
  });

  it('grows its links with the node numbers, and empties on reset', () => {
    const q = new BucketQueue(8, 0);
    for (let node = 0; node < 5000; node++) q.push(node, node % 8);
    expect(q.pop()).toBe(4999);
    q.reset();
    expect(q.pop()).toBe(-1);
    q.push(12345, 2);
    expect(q.pop()).toBe(12345);
  });
});

describe('NodeArena', () => {
  it('keeps each node\'s parent, move, columns and bytes through its growth, and gives the line to a node', () => {
    const a = new NodeArena(2);
    a.reset(3);
    let parent = -1;
    for (let k = 0; k < 3000; k++) {
      const i = a.add(parent, k + 1);
      a.cols[0]![i] = k * 7;
      a.cols[1]![i] = k - 5000;
      a.bytes.set([k & 255, (k >> 8) & 255, 9], i * a.stride);
      parent = i;
    }
    expect(a.count).toBe(3000);
    for (const k of [0, 1023, 1024, 2999]) {
      expect(a.parent[k]).toBe(k - 1);
      expect(a.cols[0]![k]).toBe(k * 7);
      expect(a.cols[1]![k]).toBe(k - 5000);
      expect(Array.from(a.bytes.subarray(k * 3, k * 3 + 3))).toEqual([k & 255, (k >> 8) & 255, 9]);
      expect(a.signed[k * 3 + 2]).toBe(9);
    }
    // the root's move is no move of the line
    expect(a.lineTo(4)).toEqual([2, 3, 4, 5]);
    a.reset(3);
    expect(a.count).toBe(0);
  });
});
