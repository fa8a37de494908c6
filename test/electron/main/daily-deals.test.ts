// electron/main/daily-deals.ts: main works out a daily deal in a solver worker thread, never on its
// own event loop. The loop's delay is measured (monitorEventLoopDelay) while a real worker computes a
// Castle Mount daily deal on a cold cache, through the app's own path (openData, beginGame).
import { describe, expect, it } from 'vitest';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { NO_DAILY_DEALS, type DailySolver, workerDailyDeals } from '../../../electron/main/daily-deals';
import { openData } from '../../../electron/main/open-data';
import { createNodeSolverClient } from '../../../electron/solver/node-solver-client';
import { realFs, tempDir } from '../helpers';

/** A Castle Mount day whose deal takes the solver a few seconds (1.7 to 17.6 s a day were measured). */
const SLOW_DAY = '2026-11-03';
/** Its deal (the golden value of shared/solver/daily.ts for that day). */
const SLOW_DAY_DEAL = 220132067;
/** Local noon of the day after, so that day has come in any time zone. */
const NOW = new Date(2026, 10, 4, 12, 0, 0);
const MS = 1e6;

/** What one cold computation did to main's loop: how long beginGame took, and the loop's delay meanwhile (ms). */
interface Measured {
  readonly deal: number | null;
  readonly took: number;
  readonly p99: number;
  readonly max: number;
  /** The longest wait between two beats of a 10 ms timer: a loop held up from the start shows it here. */
  readonly gap: number;
}

/** beginGame of the slow day through the app's path, with a fresh worker and fresh held games (nothing cached). */
async function measureColdBegin(): Promise<Measured> {
  const dailies = workerDailyDeals(() => createNodeSolverClient());
  const { service } = await openData(realFs, tempDir(), { now: () => NOW, dailyDeal: dailies.dailyDeal });
  try {
    // measured only while beginGame waits for the worker: the loop is then free for IPC and menus;
    // every millisecond, so that one stall of the machine is one sample among thousands
    const delay = monitorEventLoopDelay({ resolution: 1 });
    // the histogram starts counting at its first beat, so a loop held up from the start would show
    // nothing there: a heartbeat of our own sees that wait
    let beat = performance.now();
    let gap = 0;
    const heart = setInterval(() => {
      const now = performance.now();
      gap = Math.max(gap, now - beat);
      beat = now;
    }, 10);
    delay.enable();
    const started = performance.now();
    const begun = await service.beginGame({ kind: 'daily', game: 'castle-mount', date: SLOW_DAY });
    const took = performance.now() - started;
    // one more beat, so that a loop held up to the answer records that wait too
    await new Promise((resolve) => setTimeout(resolve, 20));
    delay.disable();
    clearInterval(heart);
    return { deal: begun.deal, took, p99: delay.percentile(99) / MS, max: delay.max / MS, gap };
  } finally {
    dailies.dispose();
  }
}

/** The bounds; the heartbeat's gap is a delay plus its 10 ms period. */
const within = (m: Measured): boolean => m.p99 <= 20 && m.max <= 100 && m.gap <= 110;

describe('the daily deal off main’s event loop', () => {
  it('beginGame of a Castle Mount daily on a cold cache keeps main’s event loop responsive (p99 <= 20 ms, max <= 100 ms)', { timeout: 180_000 }, async () => {
    // The machine is shared: another process may hold both cores for tens of milliseconds at any time,
    // whatever main does. A loop that computed the deal itself would be late by the whole computation
    // (seconds) in every run; so one run within the bounds shows the loop free, and a run spoiled by
    // others' load is measured again, three runs at most.
    const runs: Measured[] = [];
    while (runs.length < 3 && !runs.some(within)) runs.push(await measureColdBegin());
    const run = runs.find(within) ?? runs.at(-1)!;
    expect(run.deal).toBe(SLOW_DAY_DEAL);
    // the worker really computed all that while
    expect(run.took).toBeGreaterThan(500);
    expect(run.gap).toBeLessThanOrEqual(110);
    expect(run.p99).toBeLessThanOrEqual(20);
    expect(run.max).toBeLessThanOrEqual(100);
  });

  it('starts a worker when a daily deal is asked for, and ends it once nothing waits', async () => {
    const spawned: { disposed: boolean; answer: (n: number) => void }[] = [];
    const spawn = (): DailySolver => {
      const waiting: ((n: number) => void)[] = [];
      const one = { disposed: false, answer: (n: number) => waiting.splice(0).forEach((r) => r(n)) };
      spawned.push(one);
      return {
        dailyDeal: (_game, date) => (date === '2026-13-01' ? Promise.reject(new Error('not a date')) : new Promise<number>((r) => waiting.push(r))),
        dispose: () => void (one.disposed = true),
      };
    };
    const dailies = workerDailyDeals(spawn);
    const a = dailies.dailyDeal('citadel', '2026-11-01');
    const b = dailies.dailyDeal('fortress', '2026-11-01');
    expect(spawned).toHaveLength(1); // one worker for both
    spawned[0]!.answer(7);
    expect(await a).toEqual({ ok: true, value: 7 });
    expect(await b).toEqual({ ok: true, value: 7 });
    expect(spawned[0]!.disposed).toBe(true);
    // the next day starts a fresh one; a failure is a value with its reason, and ends it too
    expect(await dailies.dailyDeal('citadel', '2026-13-01')).toEqual({ ok: false, error: 'not a date' });
    expect(spawned).toHaveLength(2);
    expect(spawned[1]!.disposed).toBe(true);
    dailies.dispose();
    expect(await dailies.dailyDeal('citadel', '2026-11-01')).toEqual({ ok: false, error: 'the app is closing' });
    expect(spawned).toHaveLength(2);
  });

  it('without a worker main refuses a daily deal rather than compute it on its loop', async () => {
    const { service } = await openData(realFs, tempDir(), { now: () => NOW });
    expect(await NO_DAILY_DEALS('citadel', '2026-11-01')).toEqual({ ok: false, error: 'no solver thread is running to work out the daily deal' });
    await expect(service.beginGame({ kind: 'daily', game: 'citadel', date: '2026-11-01' })).rejects.toThrow(/no solver thread is running/);
  });
});
