import { describe, expect, it } from 'vitest';
import { type GameRecordJson, compareWithBaseline, joinRecords } from './baseline';

const record = (first: number, verdicts: string, dealPositions: number[], medianMs: number): GameRecordJson => ({
  deals: verdicts.length,
  first,
  budget: 1000,
  decided: [...verdicts].filter((v) => v !== '?').length,
  winnable: [...verdicts].filter((v) => v === 'w').length,
  positions: dealPositions.reduce((a, b) => a + b, 0),
  medianMs,
  p90Ms: medianMs * 2,
  p99Ms: medianMs * 3,
  maxMs: medianMs * 4,
  totalMs: medianMs * 10,
  verdicts,
  dealPositions,
});

describe('the solver bench baseline', () => {
  it('joins a later run deal by deal and keeps the longer run as the times it covers', () => {
    const joined = joinRecords(record(1, 'wl', [5, 7], 1), record(3, 'w?w', [2, 9, 4], 8));
    expect(joined).toMatchObject({ first: 1, deals: 5, decided: 4, winnable: 3, positions: 27, verdicts: 'wlw?w', dealPositions: [5, 7, 2, 9, 4], medianMs: 8, timedFirst: 3, timedDeals: 3 });
  });

  it('refuses runs that do not follow on or differ in budget', () => {
    expect(joinRecords(record(1, 'wl', [5, 7], 1), record(4, 'w', [2], 1))).toMatch(/do not follow on/);
    expect(joinRecords(record(1, 'wl', [5, 7], 1), { ...record(3, 'w', [2], 1), budget: 5 })).toMatch(/budgets differ/);
  });

  it('compares times only over the deals the baseline timed', () => {
    const joined = joinRecords(record(1, 'wl', [5, 7], 1), record(3, 'w?w', [2, 9, 4], 8)) as GameRecordJson;
    const whole = compareWithBaseline(record(1, 'wlw?w', [5, 7, 2, 9, 3], 2), joined);
    expect(whole).toContain('  ms: not compared (the baseline timed deals 3..5)');
    expect(whole).toContain('  positions changed on 1: #5 4->3');
    const timed = compareWithBaseline(record(3, 'w?w', [2, 9, 4], 4), joined);
    expect(timed.find((l) => l.startsWith('  ms:'))).toMatch(/^ {2}ms: median 4 \(was 8, -50\.0%\)/);
  });
});
