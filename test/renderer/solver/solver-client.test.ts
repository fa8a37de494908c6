import { describe, it, expect } from 'vitest';
import { createSolverClient } from '../../../renderer/solver/solver-client';
import type { WorkerLike } from '../../../shared/solver/solver-client-core';
import { handleSolverRequest, type SolverRequest } from '../../../shared/solver/worker-protocol';

/** A fake Web Worker: answers with the real handler on a later task, and records what happened. */
class FakeWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  terminated = false;
  readonly received: SolverRequest[] = [];
  /** When held, requests wait until `release()`: a worker busy with a long search. */
  held = false;
  private queue: SolverRequest[] = [];

  postMessage(msg: SolverRequest): void {
    this.received.push(msg);
    this.queue.push(msg);
    if (!this.held) this.flush();
  }
  release(): void {
    this.held = false;
    this.flush();
  }
  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    for (const msg of batch) {
      setTimeout(() => {
        if (!this.terminated) this.onmessage?.({ data: handleSolverRequest(msg) });
      }, 0);
    }
  }
  terminate(): void {
    this.terminated = true;
  }
}

function setup(holdFirst = false) {
  const workers: FakeWorker[] = [];
  const client = createSolverClient(() => {
    const w = new FakeWorker();
    w.held = holdFirst && workers.length === 0;
    workers.push(w);
    return w;
  });
  return { client, workers };
}

const REQ = { game: 'beleaguered-castle', deal: 4, moves: '' } as const;

describe('solver client', () => {
  it('answers analyses, winnable deals and daily deals from the worker', async () => {
    const { client, workers } = setup();
    const a = await client.analyse(REQ);
    expect(a?.verdict).toBe('winnable');
    expect(await client.findWinnableDeal('fortress', 5)).toBeTypeOf('number');
    expect(await client.dailyDeal('fortress', '2026-11-30')).toBeTypeOf('number');
    const line = await client.winningLine({ game: 'fortress', deal: 5, moves: '' });
    expect(line.verdict).toBe('winnable');
    expect(line.line!.length).toBeGreaterThan(0);
    expect(await client.winningLine({ game: 'fortress', deal: 5, moves: '9x' })).toMatchObject({ verdict: 'unknown', error: expect.any(String) });
    await expect(client.dailyDeal('fortress', 'yesterday')).rejects.toThrow(/YYYY-MM-DD/);
    expect(workers).toHaveLength(1);
  });

  it('a new analysis supersedes the one in progress: the old answers null and its worker is stopped', async () => {
    const { client, workers } = setup(true);
    const first = client.analyse(REQ);
    const second = client.analyse({ ...REQ, moves: '7h' });
    expect(await first).toBeNull();
    expect(workers[0]!.terminated).toBe(true);
    expect((await second)?.verdict).toBe('winnable');
    expect(workers).toHaveLength(2);
  });

  it('cancel stops the analysis but lets a deal request finish on a fresh worker', async () => {
    const { client, workers } = setup(true);
    const analysis = client.analyse(REQ);
    const deal = client.findWinnableDeal('fortress', 5);
    client.cancel();
    expect(await analysis).toBeNull();
    expect(workers[0]!.terminated).toBe(true);
    expect(await deal).toBeTypeOf('number');
    expect(workers[1]!.received.map((m) => m.kind)).toEqual(['winnable-deal']);
  });

  it('dispose stops everything: analyses answer null, deals reject, later calls do nothing', async () => {
    const { client, workers } = setup(true);
    const analysis = client.analyse(REQ);
    const deal = client.findWinnableDeal('fortress', 5);
    client.dispose();
    expect(await analysis).toBeNull();
    await expect(deal).rejects.toThrow(/stopped/);
    expect(workers[0]!.terminated).toBe(true);
    expect(await client.analyse(REQ)).toBeNull();
  });

  it('a worker that crashes fails its requests and the next request starts a new one', async () => {
    const { client, workers } = setup(true);
    const deal = client.findWinnableDeal('fortress', 5);
    workers[0]!.onerror?.(new Error('boom'));
    await expect(deal).rejects.toThrow(/failed/);
    expect(await client.findWinnableDeal('fortress', 5)).toBeTypeOf('number');
    expect(workers).toHaveLength(2);
  });

  it('a bad request comes back as an analysis with an error', async () => {
    const { client } = setup();
    const a = await client.analyse({ ...REQ, moves: '9h' });
    expect(a).toMatchObject({ verdict: 'unknown', error: expect.stringMatching(/move 1/) });
  });
});
