#!/usr/bin/env node
// The one test command (`npm test`): type checks, lint, unit tests, the renderer's browser tests and
// electronegativity, each counted, ending with the plain line `N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-output');
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

function run(cmd, args) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  return r.status === 0;
}

/** A whole command counted as one check. */
function check(name, cmd, args) {
  if (run(cmd, args)) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

/** A vitest run whose tests are counted one by one from its JSON report. */
function vitest(name, config, report) {
  const file = join(out, report);
  const ok = run('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  if (!existsSync(file)) {
    failed++;
    failures.push(`${name}: no report`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (r.numFailedTests > 0) failures.push(`${name}: ${r.numFailedTests} failed`);
  // a suite that fails to load counts no test: count it as a failure
  if (!ok && r.numFailedTests === 0) {
    failed++;
    failures.push(`${name}: a suite failed to run`);
  }
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit', 'vitest.config.ts', 'unit.json');
const hasE2e = existsSync(join(root, 'test/e2e')) && readdirSync(join(root, 'test/e2e')).some((f) => f.endsWith('.e2e.ts'));
if (hasE2e) {
  check('build:web', 'npm', ['run', '--silent', 'build:web']);
  vitest('e2e', 'test/e2e/vitest.e2e.config.ts', 'e2e.json');
}
if (existsSync(join(root, 'electron/main'))) check('electronegativity', 'node', ['test/electronegativity.mjs']);
// builds the app and packages it with a stand-in Electron binary (offline): fuses and app.asar checked
check('package', 'node', ['build/check-package.mjs']);

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
