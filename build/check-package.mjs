#!/usr/bin/env node
// `npm test` runs this (offline): builds the app with electron-vite, packages it with
// `electron-builder --dir` for Linux using a stand-in for the Electron binary (it cannot be downloaded
// here): a file that carries only Electron's fuse wire, set to a real binary's defaults. Then checks
// what electron-builder really did: every fuse it was told to set, and what went into app.asar.
// What needs the real binary (that the app starts; asar integrity, which Linux does not enforce) is
// left to `npm run dist` on a machine with Electron downloaded.
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { lstatSync, mkdtempSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { getCurrentFuseWire, FuseV1Options } = require('@electron/fuses');
const { fuseList, wantedFuses } = require('./fuses.cjs');
const asar = require('@electron/asar');
const root = fileURLToPath(new URL('..', import.meta.url));
const config = require('./electron-builder.config.cjs');

// Electron's fuse wire: sentinel, wire version 1, length, then one byte per fuse ('1' on, '0' off),
// set to the defaults of a real Electron binary so that each fuse the config wants changed must flip
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const DEFAULTS = '10110001';
if (DEFAULTS.length !== fuseList(FuseV1Options).length) {
  console.error(`@electron/fuses knows ${fuseList(FuseV1Options).length} fuses, the stand-in wire has ${DEFAULTS.length}: add the new fuse's default here`);
  process.exit(1);
}

// the app as it is now, not whatever out/ held
const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('electron-vite build failed');
  process.exit(1);
}

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
const wire = await getCurrentFuseWire(join(unpacked, 'beleaguered-castle'));
const { wanted, problems } = wantedFuses(config.electronFuses, FuseV1Options);
for (const fuse of wanted) {
  const state = String.fromCharCode(wire[fuse.index]);
  const flipped = state !== DEFAULTS[fuse.index] ? ' (flipped from the default)' : '';
  console.log(`fuse ${fuse.name}: ${state === '1' ? 'on' : state === '0' ? 'off' : state}${flipped}`);
  if (state !== (fuse.on ? '1' : '0')) problems.push(`fuse ${fuse.name} is ${state}, wanted ${fuse.on ? 'on' : 'off'}`);
}

const files = asar.listPackage(join(unpacked, 'resources', 'app.asar'), { isPack: false }).map((f) => f.replaceAll('\\', '/'));
for (const needed of ['/package.json', '/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html', '/build/icons/512x512.png']) {
  if (!files.includes(needed)) problems.push(`app.asar lacks ${needed}`);
}
for (const source of ['/electron', '/shared', '/test', '/renderer', '/src']) {
  if (files.some((f) => f.startsWith(`${source}/`))) problems.push(`app.asar holds source folder ${source}`);
}
const main = JSON.parse(asar.extractFile(join(unpacked, 'resources', 'app.asar'), 'package.json').toString()).main;
if (!files.includes(`/${main.replace(/^\.\//, '')}`)) problems.push(`app.asar lacks ${main}, the entry its package.json names`);
// In a git worktree node_modules is a link to another checkout's, and npm lists no dependency behind
// it, so electron-builder packs only the top-level ones; the main checkout (and CI) checks them all.
const modules = join(root, 'node_modules');
if (lstatSync(modules).isSymbolicLink()) {
  console.log(`node_modules is a link to ${realpathSync(modules)}: electron-builder cannot list the dependencies behind it, so the check that main's dependencies are packed is skipped here`);
} else {
  // main's one run-time dependency (electron-vite leaves dependencies out of the bundle): the schemas
  for (const needed of ['valibot']) {
    if (!files.some((f) => f.startsWith(`/node_modules/${needed}/`))) problems.push(`app.asar lacks ${needed}, which main needs`);
  }
}
for (const bundled of ['vue', 'pinia', 'tsx', 'esbuild']) {
  if (files.some((f) => f.startsWith(`/node_modules/${bundled}/`))) problems.push(`app.asar holds ${bundled}, which only the renderer bundle or the CLI uses`);
}
console.log(`app.asar: ${files.length} entries`);

rmSync(work, { recursive: true, force: true });
if (problems.length) {
  for (const p of problems) console.error(`PROBLEM: ${p}`);
  process.exit(1);
}
console.log(`package check passed: ${wanted.length} fuses, ${files.length} entries in app.asar`);
