// No import cycles in shared/, electron/, renderer/ or server/: files that import each other in a
// loop cannot be understood, tested or moved one at a time. The graph is read from the code itself
// (import-graph.ts, with TypeScript's scanner), type-only and dynamic imports included.
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

/**
 * Cycles another piece of work removes, named so that none is forgotten: the solver's search files
 * and solve.ts (issue 40 gives the solver an api folder that breaks it). A cycle listed here that is
 * gone fails the test too, so the list only shrinks.
 */
const PENDING: readonly (readonly string[])[] = [
  ['shared/solver/base-by-base.ts', 'shared/solver/beam-finder.ts', 'shared/solver/generic-finder.ts', 'shared/solver/generic-search.ts', 'shared/solver/merged-runs.ts', 'shared/solver/solve.ts'],
];

const key = (cycle: readonly string[]): string => cycle.join(' -> ');

describe('the import graph', () => {
  const cycles = importCycles(importGraph());

  it('has no cycle', () => {
    const found = cycles.map(key).filter((c) => !PENDING.map(key).includes(c));
    expect(found, 'files that import each other in a loop').toEqual([]);
  });

  it('still has each pending cycle, or it must leave the list', () => {
    for (const pending of PENDING) expect(cycles.map(key), 'a pending cycle is gone: remove it from PENDING').toContain(key(pending));
  });

  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts'])],
      ['c.ts', new Set(['a.ts'])],
      ['d.ts', new Set(['a.ts'])],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
