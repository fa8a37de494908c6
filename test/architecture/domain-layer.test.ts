// The domain's schemas and types (shared/schemas/, shared/host/types.ts) depend on the engine alone,
// and on a few leaf rules that themselves import only the engine: never on a transport (IPC, storage,
// HTTP), a host, the leaderboard's service or the solver. That is what keeps them out of any cycle.
import { describe, expect, it } from 'vitest';
import { importGraph, reachable } from './import-graph';

/** Rules the schemas use, each a leaf over the engine: a date, a nickname, a server address, the command ids. */
const LEAF_RULES = ['shared/stats/dates.ts', 'shared/leaderboard/nickname.ts', 'shared/leaderboard/address.ts', 'shared/commands/ids.ts'];

const allowed = (file: string): boolean => file.startsWith('shared/engine/') || file.startsWith('shared/schemas/') || LEAF_RULES.includes(file);

describe('the domain layer', () => {
  const graph = importGraph();
  const domain = [...graph.keys()].filter((f) => f.startsWith('shared/schemas/') || f === 'shared/host/types.ts');

  it('is found', () => {
    expect(domain).toContain('shared/schemas/host.ts');
    expect(domain).toContain('shared/host/types.ts');
  });

  it.each(domain)('%s reaches only the engine, the schemas and leaf rules', (file) => {
    expect([...reachable(graph, file)].filter((f) => !allowed(f))).toEqual([]);
  });

  it.each(LEAF_RULES)('%s is a leaf over the engine (and the limits)', (file) => {
    expect([...reachable(graph, file)].filter((f) => !f.startsWith('shared/engine/') && f !== 'shared/schemas/limits.ts')).toEqual([]);
  });
});
