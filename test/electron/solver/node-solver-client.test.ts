import { describe, it, expect } from 'vitest';
import { createNodeSolverClient } from '../../../electron/solver/node-solver-client';

describe('solver client on Node worker threads', () => {
  it('analyses in a worker thread and really stops it when superseded', async () => {
    const client = createNodeSolverClient();
    try {
      // deal 3 takes a long search; the second request replaces it at once
      const slow = client.analyse({ game: 'beleaguered-castle', deal: 3, moves: '' });
      const quick = client.analyse({ game: 'beleaguered-castle', deal: 4, moves: '' });
      expect(await slow).toBeNull();
      const a = await quick;
      expect(a?.error).toBeUndefined();
      expect(a?.verdict).toBe('winnable');
      expect(a?.hint?.text).toMatch(/^[0-9a-d][0-9a-dh]$/);
      expect(await client.dailyDeal('citadel', '2026-01-01')).toBeTypeOf('number');
    } finally {
      client.dispose();
    }
  });
});
