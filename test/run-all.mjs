#!/usr/bin/env node
// The one test command (`npm test`): type checks, lint, unit tests, the renderer's browser tests and
// electronegativity, each counted, ending with the plain line `N passed, N failed, N skipped` that CI
// reads. A skipped test is counted and named by its file, so a test that no longer runs cannot go unseen.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tallyReport } from './run-report.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-output');
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** Per file, how many of its tests were skipped, and the first of them. */
const skips = [];

// The suite runs in about 13 minutes on a quiet machine (the goal is under 20); CI's hard limit is 90.
// Each stage gets its own cap, about twice its time on a quiet machine, and all share one deadline
// of twice the goal, so a busy machine never fails a green suite, while a test that never ends (a
// search that does not terminate) still shows as a failed stage with its name, and the run still
// ends with its counts.
// CASTLE_TEST_TIME_SCALE=2 doubles every cap and the deadline, for a machine busy with other work.
const SCALE = Number(process.env.CASTLE_TEST_TIME_SCALE ?? 1);
const DEADLINE = Date.now() + SCALE * Number(process.env.CASTLE_TEST_BUDGET_S ?? 40 * 60) * 1000;

const running = new Set();
// the stages run in groups of their own, so Ctrl-C must reach the running one from here
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

/** Runs a command in its own process group; kills the whole group when its time is up. */
function run(name, cmd, args, capS) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const ms = Math.max(1000, Math.min(SCALE * capS * 1000, DEADLINE - started));
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, FORCE_COLOR: '0' } });
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.log(`\n! ${cmd} ${args.join(' ')}: still running after ${Math.round(ms / 1000)} s, stopped`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group ended between the timer and the kill
      }
    }, ms);
    child.on('exit', (code) => {
      running.delete(child);
      clearTimeout(timer);
      // each stage's time, so a run near the deadline shows which stage to make faster
      console.log(`\n(${name}: ${Math.round((Date.now() - started) / 1000)} s, ${Math.round((DEADLINE - Date.now()) / 1000)} s left)`);
      resolve({ ok: code === 0 && !timedOut, timedOut });
    });
  });
}

/** A whole command counted as one check. */
async function check(name, cmd, args, capS) {
  const r = await run(name, cmd, args, capS);
  if (r.ok) passed++;
  else {
    failed++;
    failures.push(r.timedOut ? `${name}: timed out` : name);
  }
}

/** A vitest run whose tests are counted one by one from its JSON report. */
async function vitest(name, config, report, capS) {
  const file = join(out, report);
  rmSync(file, { force: true });
  const { ok, timedOut } = await run(name, 'npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], capS);
  if (timedOut || !existsSync(file)) {
    failed++;
    failures.push(timedOut ? `${name}: timed out` : `${name}: no report`);
    return;
  }
  const r = tallyReport(JSON.parse(readFileSync(file, 'utf8')), name, root, ok);
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  failures.push(...r.failures);
  skips.push(...r.skips);
}

// the type checks and lint each use one core: side by side on CI's two
await Promise.all([check('typecheck', 'npm', ['run', '--silent', 'typecheck'], 240), check('lint', 'npm', ['run', '--silent', 'lint'], 180)]);
await vitest('unit', 'vitest.config.ts', 'unit.json', 1200);
const hasE2e = existsSync(join(root, 'test/e2e')) && readdirSync(join(root, 'test/e2e')).some((f) => f.endsWith('.e2e.ts'));
if (hasE2e) {
  await check('build:web', 'npm', ['run', '--silent', 'build:web'], 180);
  // the longest stage (README, Test, gives its time); the deadline above still bounds the whole
  await vitest('e2e', 'test/e2e/vitest.e2e.config.ts', 'e2e.json', 1500);
}
if (existsSync(join(root, 'electron/main'))) await check('electronegativity', 'node', ['test/electronegativity.mjs'], 120);
// builds the app and packages it with a stand-in Electron binary (offline): fuses and app.asar checked
await check('package', 'node', ['build/check-package.mjs'], 180);

if (skips.length) console.log(`\nSkipped:\n  ${skips.join('\n  ')}`);
if (failures.length) console.log(`\nFailed:\n  ${failures.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
