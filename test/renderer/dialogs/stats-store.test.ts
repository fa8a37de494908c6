// The stats store: loads what the host holds, adds what the table reports, resets through the host.
import { describe, expect, it } from 'vitest';
import { useStatsStore } from '../../../renderer/stores/stats';
import { EMPTY_TOTALS } from '../../../shared/host/results-fold';
import { FOLDED, freshHost, RESULTS } from './mount-dialog';

describe('useStatsStore', () => {
  it('loads the host’s results and today’s local date', async () => {
    freshHost(RESULTS);
    const stats = useStatsStore();
    expect(stats.loaded).toBe(false);
    await stats.load();
    expect(stats.loaded).toBe(true);
    expect(stats.results).toEqual(RESULTS);
    expect(stats.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('loads the totals of the results the host folded away at the cap with the results, and forgets them on reset', async () => {
    freshHost(RESULTS, FOLDED);
    const stats = useStatsStore();
    expect(stats.totals).toEqual(EMPTY_TOTALS);
    await stats.load();
    expect(stats.results).toEqual(RESULTS);
    expect(stats.totals).toEqual(FOLDED);
    await stats.reset();
    expect(stats.totals).toEqual(EMPTY_TOTALS);
  });

  it('keeps the result the table recorded last, to highlight it', async () => {
    freshHost(RESULTS);
    const stats = useStatsStore();
    await stats.load();
    const fresh = { ...RESULTS[0]!, finishedAt: '2026-11-30T10:00:00.000Z' };
    stats.recorded(fresh);
    expect(stats.latest).toEqual(fresh);
    expect(stats.results).toHaveLength(RESULTS.length + 1);
  });

  it('resets the host’s results too', async () => {
    const host = freshHost(RESULTS);
    const stats = useStatsStore();
    await stats.load();
    await stats.reset();
    expect(stats.results).toEqual([]);
    expect(stats.latest).toBeNull();
    expect(await host.loadResults()).toEqual([]);
  });
});
