#!/usr/bin/env node
// Runs Doyensec's electronegativity over electron/ (main and preload sources) and fails on any finding
// or any file it cannot parse, printing each one. A finding that a person has reviewed and accepted is
// marked in the source with the tool's own `/* eng-disable CHECK_ID */` comment and a reason beside it.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const run = require('@doyensec/electronegativity');
const input = fileURLToPath(new URL('../electron', import.meta.url));
const electronVersion = require('electron/package.json').version;

const result = await run({
  input,
  output: null,
  isSarif: false,
  customScan: [],
  // this check downloads Electron's release list to look for newer security fixes: it cannot work
  // offline, and the Electron version is pinned in package.json and updated on purpose
  excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
  isRelative: true,
  severitySet: 'informational',
  confidenceSet: 'tentative',
  electronUpgrade: null,
  electronVersionOverride: electronVersion,
  parserPlugins: [],
});

const findings = result.issues;
const parseErrors = result.errors.filter((e) => !e.tolerable);
console.log(`electronegativity ${result.atomicChecks} atomic and ${result.globalChecks} global checks over electron/ (Electron ${electronVersion})`);
for (const e of result.errors) console.log(`${e.tolerable ? 'warning' : 'ERROR'}: cannot fully parse ${e.file}: ${e.message}`);
for (const f of findings) {
  const where = `${f.file}:${f.location.line}:${f.location.column}`;
  console.log(`FINDING ${f.id} (${f.severity.name ?? f.severity.format?.() ?? ''}, ${f.confidence.name ?? ''}) at ${where}\n  ${f.description}${f.sample ? `\n  sample: ${f.sample}` : ''}`);
}
// the reviewed exceptions are listed every run, so that none hides
for (const file of readdirSync(input, { recursive: true, encoding: 'utf8' })) {
  if (!/\.(ts|js|mjs|cjs)$/.test(file)) continue;
  readFileSync(join(input, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const m = /eng-disable\s+([\w \t]+)/.exec(line);
      if (m) console.log(`reviewed: ${m[1].trim()} at ${relative(input, join(input, file))}:${i + 1}`);
    });
}
if (findings.length === 0 && parseErrors.length === 0) {
  console.log('electronegativity: no findings');
  process.exit(0);
}
console.log(`electronegativity: ${findings.length} finding(s), ${parseErrors.length} file(s) not parsed`);
process.exit(1);
