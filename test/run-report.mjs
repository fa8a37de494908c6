// What one vitest JSON report (`--reporter=json`) adds to `npm test`'s counts (test/run-all.mjs):
// passed, failed and skipped tests, each failed test named with the start of its message and each
// file with skipped tests named with how many, for CI's log tail.

/** A test the run did not run: skipped (`it.skip`, `skipIf`, a skipped suite) or to do. */
const NOT_RUN = new Set(['skipped', 'pending', 'todo']);

/**
 * The counts of a report of stage `stage`; `root` is cut from file names. `ran` is whether vitest
 * exited 0: a suite that fails to load counts no test, so it is counted as one failure.
 */
export function tallyReport(report, stage, root, ran) {
  const failures = [];
  const skips = [];
  let failed = report.numFailedTests;
  if (failed > 0) failures.push(`${stage}: ${failed} failed`);
  for (const suite of report.testResults ?? []) {
    const file = suite.name.replace(root, '');
    const tests = suite.assertionResults ?? [];
    const notRun = tests.filter((t) => NOT_RUN.has(t.status));
    if (notRun.length > 0) skips.push(`${stage}: ${file}: ${notRun.length} skipped (${notRun[0].fullName}${notRun.length > 1 ? ', …' : ''})`);
    for (const t of tests) {
      if (t.status !== 'failed') continue;
      const why = (t.failureMessages ?? []).join(' ').split('\n')[0].slice(0, 300);
      failures.push(`${stage}: ${file} > ${t.fullName}: ${why}`);
    }
  }
  if (!ran && report.numFailedTests === 0) {
    failed++;
    failures.push(`${stage}: a suite failed to run`);
  }
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests, failures, skips };
}
