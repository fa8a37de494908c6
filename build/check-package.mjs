#!/usr/bin/env node
// Packages the built app with `electron-builder --dir` for Linux offline, using a stand-in for the
// Electron binary (it cannot be downloaded here): a file that carries only Electron's fuse wire. Then
// checks what electron-builder really did: the fuses it flipped, and what went into app.asar.
// Run `npx electron-vite build` first. On a machine with Electron downloaded, plain `npm run dist`
// does all of this with the real binary.
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { getCurrentFuseWire, FuseV1Options } = require('@electron/fuses');
const asar = require('@electron/asar');
const root = fileURLToPath(new URL('..', import.meta.url));
const config = require('./electron-builder.config.cjs');

// Electron's fuse wire: sentinel, wire version 1, length, then one byte per fuse ('1' on, '0' off),
// set to the defaults of a real Electron binary so that each fuse the config wants changed must flip
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const DEFAULTS = '10110001';
const work = mkdtempSync(join(tmpdir(), 'castle-package-'));
const dist = join(work, 'electron-dist');
mkdirSync(join(dist, 'resources'), { recursive: true });
writeFileSync(join(dist, 'electron'), Buffer.concat([Buffer.from('stand-in for the Electron binary\n'), Buffer.from(SENTINEL), Buffer.from([1, DEFAULTS.length]), Buffer.from(DEFAULTS)]), { mode: 0o755 });
writeFileSync(join(dist, 'LICENSE'), '');
writeFileSync(join(dist, 'LICENSES.chromium.html'), '');
const output = join(work, 'release');

const run = spawnSync('npx', ['electron-builder', '--config', 'build/electron-builder.config.cjs', '--dir', '--linux', `-c.electronDist=${dist}`, `-c.directories.output=${output}`], {
  cwd: root,
  stdio: 'inherit',
});
if (run.status !== 0) {
  console.error('electron-builder --dir failed');
  process.exit(1);
}

const unpacked = join(output, 'linux-unpacked');
const problems = [];
const wire = await getCurrentFuseWire(join(unpacked, 'beleaguered-castle'));
const wanted = {
  RunAsNode: config.electronFuses.runAsNode,
  EnableNodeOptionsEnvironmentVariable: config.electronFuses.enableNodeOptionsEnvironmentVariable,
  EnableNodeCliInspectArguments: config.electronFuses.enableNodeCliInspectArguments,
  OnlyLoadAppFromAsar: config.electronFuses.onlyLoadAppFromAsar,
  EnableEmbeddedAsarIntegrityValidation: config.electronFuses.enableEmbeddedAsarIntegrityValidation,
};
for (const [name, on] of Object.entries(wanted)) {
  const state = String.fromCharCode(wire[FuseV1Options[name]]);
  console.log(`fuse ${name}: ${state === '1' ? 'on' : 'off'}`);
  if (state !== (on ? '1' : '0')) problems.push(`fuse ${name} is ${state}, wanted ${on ? 'on' : 'off'}`);
}

const files = asar.listPackage(join(unpacked, 'resources', 'app.asar'), { isPack: false }).map((f) => f.replaceAll('\\', '/'));
for (const needed of ['/package.json', '/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html', '/build/icons/512x512.png']) {
  if (!files.includes(needed)) problems.push(`app.asar lacks ${needed}`);
}
for (const source of ['/electron', '/shared', '/test', '/renderer', '/src']) {
  if (files.some((f) => f.startsWith(`${source}/`))) problems.push(`app.asar holds source folder ${source}`);
}
for (const needed of ['electron-store', 'conf', 'ajv', 'atomically']) {
  if (!files.some((f) => f.startsWith(`/node_modules/${needed}/`))) problems.push(`app.asar lacks ${needed}, which main needs`);
}
for (const bundled of ['vue', 'pinia', 'tsx', 'esbuild']) {
  if (files.some((f) => f.startsWith(`/node_modules/${bundled}/`))) problems.push(`app.asar holds ${bundled}, which only the renderer bundle or the CLI uses`);
}
console.log(`app.asar: ${files.length} entries`);

if (problems.length) {
  for (const p of problems) console.error(`PROBLEM: ${p}`);
  process.exit(1);
}
console.log(`package check passed (${unpacked})`);
