import { describe, expect, it } from 'vitest';
import { RunGraph } from '../../../shared/solver/search/run-graph';

/** The hashes (first half) of the positions `unboundedLost` answers, of those numbered 0..n-1 with hashA = 10 + id. */
const lostIds = (g: RunGraph, n: number): number[] => {
  const lost = g.unboundedLost();
  return Array.from({ length: n }, (_, id) => id).filter((id) => lost.get(10 + id, 0) >= 0);
};

describe('RunGraph: the positions of a mapped run that reach no boundary', () => {
  it('a position is lost when no path of moves leads from it to a boundary position', () => {
    // 0 -> 1 -> 2 (boundary); 0 -> 3 -> 4 -> 3 (a cycle with no way out)
    const g = new RunGraph();
    const ids = [false, false, true, false, false].map((b, i) => g.node(10 + i, 0, b));
    expect(ids).toEqual([0, 1, 2, 3, 4]);
    g.edge(0, 1);
    g.edge(1, 2);
    g.edge(0, 3);
    g.edge(3, 4);
    g.edge(4, 3);
    expect(lostIds(g, 5)).toEqual([3, 4]);
  });

  it('numbers a position once, and keeps the boundary mark it was first given', () => {
    const g = new RunGraph();
    expect(g.node(10, 0, false)).toBe(0);
    expect(g.node(10, 0, true)).toBe(0);
    expect(g.idOf(10, 0)).toBe(0);
    expect(g.count).toBe(1);
  });

  it('markBoundary: a position whose move passed a boundary is not lost, nor are those that reach it', () => {
    // 0 -> 1 -> 2, none at the boundary: all lost; then 1's automatic moves are found to start at one
    const g = new RunGraph();
    for (let i = 0; i < 3; i++) g.node(10 + i, 0, false);
    g.edge(0, 1);
    g.edge(1, 2);
    expect(lostIds(g, 3)).toEqual([0, 1, 2]);
    g.markBoundary(1);
    expect(lostIds(g, 3)).toEqual([2]);
  });
});
