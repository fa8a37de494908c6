import { describe, expect, it } from 'vitest';
import { tallyReport } from './run-report.mjs';

// `npm test`'s closing line counts what a vitest JSON report says: a skipped test is counted and
// its file named, never left out.

const ROOT = '/repo';
const test = (fullName: string, status: string, failureMessages: string[] = []) => ({ fullName, status, failureMessages });
const report = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 1,
  testResults: [
    { name: '/repo/test/server/api.test.ts', assertionResults: [test('the API on pglite takes a win', 'passed'), test('the API on postgres takes a win', 'skipped'), test('the API on postgres refuses a forgery', 'skipped')] },
    { name: '/repo/test/shared/a.test.ts', assertionResults: [test('a adds', 'passed'), test('a carries', 'failed', ['AssertionError: expected 2 to be 3\n    at line 4']), test('a later', 'todo')] },
    { name: '/repo/test/shared/b.test.ts', assertionResults: [test('b works', 'passed')] },
  ],
};

describe('a vitest report in npm test’s counts', () => {
  it('counts passed, failed and skipped tests, the ones to do among the skipped', () => {
    expect(tallyReport(report, 'unit', ROOT, false)).toMatchObject({ passed: 3, failed: 1, skipped: 3 });
  });

  it('names each file with skipped tests, how many and the first, and each failed test with its message’s first line', () => {
    const r = tallyReport(report, 'unit', ROOT, false);
    expect(r.skips).toEqual(['unit: /test/server/api.test.ts: 2 skipped (the API on postgres takes a win, …)', 'unit: /test/shared/a.test.ts: 1 skipped (a later)']);
    expect(r.failures).toEqual(['unit: 1 failed', 'unit: /test/shared/a.test.ts > a carries: AssertionError: expected 2 to be 3']);
  });

  it('counts a run that failed with no failed test (a suite that did not load) as one failure', () => {
    const clean = { ...report, numFailedTests: 0, testResults: [] };
    expect(tallyReport(clean, 'e2e', ROOT, false)).toMatchObject({ failed: 1, failures: ['e2e: a suite failed to run'] });
    expect(tallyReport(clean, 'e2e', ROOT, true)).toMatchObject({ failed: 0, failures: [] });
  });
});
