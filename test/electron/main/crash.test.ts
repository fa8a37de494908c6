// Kills at random moments: a child process (crash-child.ts) begins games with main, saves them, records
// their results and saves settings in a loop through the real file layer; the parent SIGKILLs it at a
// random moment, 200 times over eight folders side by side. After each kill the files (the games main
// holds among them) load without a notice, hold every write the child
// acknowledged before it died (and at most the one it was writing), and the next start leaves no
// temporary file behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import * as fsp from 'node:fs/promises';
import { THEMES } from '../../../shared/host/types';
import { GameRecord, legalMoves } from '../../../shared/engine';
import { openData } from '../../../electron/main/open-data';
import { tempDir } from '../helpers';

const KILLS = 200;
const LANES = 8;
let bundle = '';
let out = '';

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'castle-crash-'));
  bundle = join(out, 'child.mjs');
  await build({ entryPoints: [new URL('./crash-child.ts', import.meta.url).pathname], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: bundle, logLevel: 'silent' });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** A small seeded generator, so a failing run can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The deal the child plays after `deal`: it passes by deals with no move at all (crash-child.ts). */
function nextPlayed(deal: number): number {
  let next = deal + 1;
  while (legalMoves(GameRecord.fromDeal('citadel', next).position).length === 0) next++;
  return next;
}

interface Acked {
  game: number;
  results: number[];
  settings: number;
}

/**
 * Runs the child from deal `start` and kills it `delayMs` after its `afterAcks`-th acknowledged write
 * (0: after it is ready), so the kills fall among the writes however fast or loaded the machine is;
 * answers what it acknowledged.
 */
function runAndKill(dir: string, start: number, afterAcks: number, delayMs: number): Promise<Acked> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, dir, String(start)], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acked: Acked = { game: -1, results: [], settings: -1 };
    let seen = 0;
    let armed = false;
    let buffer = '';
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const [what, n] = line.split(' ');
        if (what === 'game') acked.game = Number(n);
        else if (what === 'result') acked.results.push(Number(n));
        else if (what === 'settings') acked.settings = Number(n);
        if (what !== 'ready') seen++;
        if (seen === afterAcks && !armed) {
          armed = true;
          setTimeout(() => child.kill('SIGKILL'), delayMs);
        }
      }
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(acked) : reject(new Error(`the child ended by itself: ${errors}`))));
  });
}

describe('SIGKILL at random moments', () => {
  it(`loses no acknowledged write over ${KILLS} kills`, { timeout: 180_000 }, async () => {
    const next = random(20261201);
    let survived = 0;
    let writesAcked = 0;
    let killsAfterAWrite = 0;
    const lane = async (dir: string, kills: number): Promise<void> => {
      const allResults: number[] = [];
      let start = 0;
      for (let k = 0; k < kills; k++) {
        const acked = await runAndKill(dir, start, Math.floor(next() * 4), Math.floor(next() * 25));
        const writes = acked.results.length + (acked.game >= 0 ? 1 : 0) + (acked.settings >= 0 ? 1 : 0);
        writesAcked += writes;
        if (writes > 0) killsAfterAWrite++;
        // the next start: it loads everything without a word, and leaves no temporary file
        const { service } = await openData(fsp, dir);
        expect(await service.takeNotices()).toEqual([]);
        expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
        const deals = (await service.loadResults()).map((r) => r.deal);
        allResults.push(...acked.results);
        // every acknowledged result, in order; at most one more (written, killed before its ack)
        expect(deals.slice(0, allResults.length)).toEqual(allResults);
        expect(deals.length - allResults.length).toBeLessThanOrEqual(1);
        allResults.splice(0, allResults.length, ...(deals as number[]));
        const game = await service.loadGame();
        if (acked.game >= 0) expect([acked.game, nextPlayed(acked.game)]).toContain(game!.deal);
        if (acked.settings >= 0) expect([THEMES[acked.settings % 3], THEMES[nextPlayed(acked.settings) % 3]]).toContain((await service.loadSettings()).theme);
        start = Math.max(start, acked.game + 1, ...allResults.map((d) => d + 1));
        survived++;
      }
    };
    await Promise.all(Array.from({ length: LANES }, () => lane(tempDir(), KILLS / LANES)));
    expect(survived).toBe(KILLS);
    // the kills fell among the writes, not only before the first: the test checked what it says
    expect(killsAfterAWrite).toBeGreaterThan(KILLS / 4);
    console.log(`crash test: ${survived} kills survived, ${killsAfterAWrite} of them after at least one acknowledged write, ${writesAcked} acknowledged writes, none lost`);
  });
});
