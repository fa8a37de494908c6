// No import cycles in shared/, electron/, renderer/ or server/: files that import each other in a
// loop cannot be understood, tested or moved one at a time. The graph is read from the code itself
// (import-graph.ts, with TypeScript's scanner), type-only and dynamic imports included.
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

const key = (cycle: readonly string[]): string => cycle.join(' -> ');

describe('the import graph', () => {
  const cycles = importCycles(importGraph());

  it('has no cycle', () => {
    expect(cycles.map(key), 'files that import each other in a loop').toEqual([]);
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
