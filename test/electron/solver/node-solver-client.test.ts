import { describe, it, expect } from 'vitest';
import { createNodeSolverClient, nodeSolverWorker, SOURCE_THREAD } from '../../../electron/solver/node-solver-client';
import { createSolverClientWith } from '../../../shared/solver/services/solver-client-core';

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

  it('a superseded analysis stops inside its thread at its stop word, and the same thread answers the next', async () => {
    let threads = 0;
    const client = createSolverClientWith(() => {
      threads++;
      return nodeSolverWorker({ script: SOURCE_THREAD });
    });
    try {
      // Castle Mount #32 runs for many seconds at the analysis budget: the next answer comes only if it stops
      const slow = client.analyse({ game: 'castle-mount', deal: 32, moves: '' });
      const quick = client.analyse({ game: 'beleaguered-castle', deal: 4, moves: '' });
      expect(await slow).toBeNull();
      expect((await quick)?.verdict).toBe('winnable');
      expect(threads).toBe(1);
    } finally {
      client.dispose();
    }
  });
});
