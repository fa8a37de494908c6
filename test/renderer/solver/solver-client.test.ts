import { describe, it, expect } from 'vitest';
import { createSolverClient } from '../../../renderer/solver/solver-client';
import { DEAL_FACTS_KEPT, type SolverClientOptions, type WorkerLike } from '../../../shared/solver/services/solver-client-core';
import { formatPosition } from '../../../shared/formats/position-text';
import { dealPosition } from '../../../shared/engine/deal';
import { GameRecord } from '../../../shared/engine/record';
import { handleSolverRequest, type SolverRequest } from '../../../shared/solver/services/worker-protocol';

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

function setup(holdFirst = false, options: SolverClientOptions = {}) {
  const workers: FakeWorker[] = [];
  const client = createSolverClient(() => {
    const w = new FakeWorker();
    w.held = holdFirst && workers.length === 0;
    workers.push(w);
    return w;
  }, options);
  return { client, workers };
}

/** A client whose worker answers each request, in turn, with the next of `answers` (under the request's id). */
function scriptedClient(answers: readonly unknown[]) {
  let next = 0;
  return createSolverClient(() => {
    const w: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: (msg) => queueMicrotask(() => w.onmessage?.({ data: { id: msg.id, ...(answers[next++] as object) } })),
      terminate: () => undefined,
    };
    return w;
  });
}

/** The shared stop word an analysis request carries, as the worker reads it. */
const stopWord = (msg: SolverRequest | undefined): number | undefined => (msg !== undefined && 'stop' in msg && msg.stop !== undefined ? Atomics.load(msg.stop, 0) : undefined);

const REQ = { game: 'beleaguered-castle', deal: 4, moves: '' } as const;

describe('solver client', () => {
  it("keeps New Game's proofs, and a rating asked with one sends it and answers as without", async () => {
    const { client, workers } = setup();
    const number = await client.findWinnableDeal('citadel', 5);
    const line = client.proof({ game: 'citadel', deal: number });
    expect(line?.length).toBeGreaterThan(0);
    expect(client.proof({ game: 'citadel', deal: number + 1 })).toBeUndefined();
    expect(client.proof({ game: 'fortress', deal: number })).toBeUndefined();
    const rating = await client.rate({ game: 'citadel', deal: number }, line);
    expect(workers[0]!.received.at(-1)).toMatchObject({ kind: 'rate', deal: number, line });
    const other = setup().client;
    expect({ ...rating, positions: 0 }).toEqual({ ...(await other.rate({ game: 'citadel', deal: number })), positions: 0 });
    // only the last few proofs are kept
    for (let seed = 10; seed < 20; seed++) await client.findWinnableDeal('citadel', seed);
    expect(client.proof({ game: 'citadel', deal: number })).toBeUndefined();
  });

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

  it('a new analysis supersedes the one in progress: the old answers null, its stop word is set, and the worker goes on', async () => {
    const { client, workers } = setup(true);
    const first = client.analyse(REQ);
    expect(stopWord(workers[0]!.received[0])).toBe(0);
    const second = client.analyse({ ...REQ, moves: '7h' });
    expect(await first).toBeNull();
    expect(stopWord(workers[0]!.received[0])).toBe(1);
    expect(stopWord(workers[0]!.received[1])).toBe(0);
    // the busy worker's search sees its word and ends; then the new analysis
    workers[0]!.release();
    expect((await second)?.verdict).toBe('winnable');
    expect(workers[0]!.terminated).toBe(false);
    expect(workers).toHaveLength(1);
  });

  it('where no memory is shared, a new analysis supersedes the old one by stopping its worker', async () => {
    const { client, workers } = setup(true, { sharedStop: false });
    const first = client.analyse(REQ);
    const second = client.analyse({ ...REQ, moves: '7h' });
    expect(stopWord(workers[0]!.received[0])).toBeUndefined();
    expect(await first).toBeNull();
    expect(workers[0]!.terminated).toBe(true);
    expect((await second)?.verdict).toBe('winnable');
    expect(workers).toHaveLength(2);
  });

  it('cancel stops the analysis and lets a deal request finish on the same worker', async () => {
    const { client, workers } = setup(true);
    const analysis = client.analyse(REQ);
    const deal = client.findWinnableDeal('fortress', 5);
    client.cancel();
    expect(await analysis).toBeNull();
    expect(stopWord(workers[0]!.received[0])).toBe(1);
    workers[0]!.release();
    expect(await deal).toBeTypeOf('number');
    expect(workers).toHaveLength(1);
  });

  it('where no memory is shared, cancel lets a deal request finish on a fresh worker', async () => {
    const { client, workers } = setup(true, { sharedStop: false });
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

  it('rates a deal and a position once each: asked again, the kept answer comes back without a request', async () => {
    const { client, workers } = setup();
    const first = await client.rate({ game: 'fortress', deal: 5 });
    expect(first.verdict).toBe('winnable');
    expect([1, 2, 3, 4, 5]).toContain(first.level);
    expect(await client.rate({ game: 'fortress', deal: 5 })).toBe(first);
    const position = formatPosition(dealPosition('fortress', 5));
    expect(await client.rate({ game: 'fortress', deal: null, position })).toEqual(first);
    expect(workers[0]!.received.map((m) => m.kind)).toEqual(['rate', 'rate']);
  });

  it('finds par with a line that wins, kept per deal; a deal that cannot be won has none', async () => {
    const { client, workers } = setup();
    const par = await client.par({ game: 'fortress', deal: 5 });
    expect(par.par).toBe(par.line.length);
    expect(par.lowerBound).toBeLessThanOrEqual(par.par!);
    const record = GameRecord.fromDeal('fortress', 5);
    for (const m of par.line) record.play(m);
    expect(record.won).toBe(true);
    expect(await client.par({ game: 'fortress', deal: 5 })).toBe(par);
    expect(await client.par({ game: 'beleaguered-castle', deal: 1 })).toMatchObject({ par: null, line: [] });
    expect(workers[0]!.received.filter((m) => m.kind === 'par')).toHaveLength(2);
  });

  it('a rate or par that fails is not kept: asked again, it is asked of the worker again', async () => {
    const { client, workers } = setup();
    const bad = { game: 'fortress', deal: null, position: 'no board' } as const;
    await expect(client.rate(bad)).rejects.toThrow(/position/);
    await expect(client.par(bad)).rejects.toThrow(/position/);
    await expect(client.rate(bad)).rejects.toThrow(/position/);
    expect(workers[0]!.received.map((m) => m.kind)).toEqual(['rate', 'par', 'rate']);
    // a crashed worker's rating is asked of the next one
    const held = setup(true);
    const rating = held.client.rate({ game: 'fortress', deal: 5 });
    held.workers[0]!.onerror?.(new Error('boom'));
    await expect(rating).rejects.toThrow(/failed/);
    expect((await held.client.rate({ game: 'fortress', deal: 5 })).verdict).toBe('winnable');
  });

  it('keeps a daily deal per game and date, and asks a winnable deal of a level with it', async () => {
    const { client, workers } = setup();
    const a = await client.dailyDeal('fortress', '2026-11-30');
    expect(await client.dailyDeal('fortress', '2026-11-30')).toBe(a);
    const n = await client.findWinnableDeal('citadel', 222, 4);
    expect((await client.rate({ game: 'citadel', deal: n })).level).toBe(4);
    expect(workers[0]!.received.map((m) => m.kind)).toEqual(['daily', 'winnable-deal', 'rate']);
    expect(workers[0]!.received[1]).toMatchObject({ level: 4 });
  });

  it('checks every answer of the worker: one its schema refuses is an error for its asker, never read as an answer', async () => {
    const answers: unknown[] = [
      { kind: 'rating', rating: { verdict: 'certain', level: null, measures: null, positions: 0 } },
      { kind: 'rating', rating: { verdict: 'winnable', level: 9, measures: null, positions: 0 } },
      { kind: 'deal', number: -4 },
      { kind: 'par', par: { par: 3, line: [1.5], lowerBound: 3, positions: 1 } },
    ];
    const client = scriptedClient(answers);
    await expect(client.rate({ game: 'fortress', deal: 1 })).rejects.toThrow(/not as expected \(field "rating.verdict"/);
    await expect(client.rate({ game: 'fortress', deal: 2 })).rejects.toThrow(/not as expected \(field "rating.level"/);
    await expect(client.dailyDeal('fortress', '2026-11-30')).rejects.toThrow(/not as expected \(field "number"/);
    await expect(client.par({ game: 'fortress', deal: 3 })).rejects.toThrow(/not as expected \(field "par.line.0"/);
  });

  it('an answer of another kind than the one asked is an error for its asker, never read as that answer', async () => {
    const answers: unknown[] = [
      { kind: 'par', par: { par: 3, line: [], lowerBound: 3, positions: 1 } },
      { kind: 'rating', rating: { verdict: 'winnable', level: 2, measures: null, positions: 0 } },
      { kind: 'rating', rating: { verdict: 'winnable', level: 2, measures: null, positions: 0 } },
    ];
    const client = scriptedClient(answers);
    await expect(client.rate({ game: 'fortress', deal: 1 })).rejects.toThrow('the solver answered par to a rate request');
    await expect(client.par({ game: 'fortress', deal: 1 })).rejects.toThrow('the solver answered rating to a par request');
    await expect(client.dailyDeal('fortress', '2026-11-30')).rejects.toThrow('the solver answered rating to a deal request');
  });

  it('keeps at most DEAL_FACTS_KEPT answers, the one used longest ago going first', async () => {
    const worker = { received: [] as SolverRequest[] };
    // a worker that rates instantly with a made-up answer: only the counting matters here
    const client = createSolverClient(() => {
      const w: WorkerLike = {
        onmessage: null,
        onerror: null,
        postMessage: (msg) => {
          worker.received.push(msg);
          queueMicrotask(() => w.onmessage?.({ data: { id: msg.id, kind: 'rating', rating: { verdict: 'unknown', level: null, measures: null, positions: 0 } } }));
        },
        terminate: () => undefined,
      };
      return w;
    });
    for (let d = 0; d <= DEAL_FACTS_KEPT; d++) await client.rate({ game: 'fortress', deal: d });
    expect(worker.received).toHaveLength(DEAL_FACTS_KEPT + 1);
    await client.rate({ game: 'fortress', deal: DEAL_FACTS_KEPT });
    expect(worker.received).toHaveLength(DEAL_FACTS_KEPT + 1);
    await client.rate({ game: 'fortress', deal: 0 });
    expect(worker.received).toHaveLength(DEAL_FACTS_KEPT + 2);
  });
});
