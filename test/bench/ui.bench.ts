// `npm run bench:ui`: the renderer's speed in Debian's Chromium, against the web build.
// Prints: navigation to interactive table (a deal link, a first start, resuming a saved game); input to painted frame per move (p50, p99) over 200 moves;
// JS heap after 2,000 moves and undos; gzip size of the JS and CSS. Goals: 500 ms, 16 ms, 30 MB, 150 KB.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { startStaticServer, WEB_ROOT } from '../e2e/static-server';
import { GameRecord } from '../../shared/engine/record';
import { legalMoves, moveFrom, moveTo, type Move } from '../../shared/engine/moves';
import { pileToText } from '../../shared/formats/move-text';
import { mulberry32 } from '../../shared/engine/rng';

const GAME = 'beleaguered-castle';
const DEAL = 2;

/** Key presses for a random game: a move is two keys, an undo is Ctrl+Z. Undo when stuck. */
function randomActions(count: number, undoShare: number, seed: number): string[][] {
  const rnd = mulberry32(seed);
  const r = GameRecord.fromDeal(GAME, DEAL);
  const out: string[][] = [];
  let last: Move | null = null;
  while (out.length < count) {
    const moves = legalMoves(r.position).filter((m) => last === null || (m >>> 8) !== (last >>> 8));
    if (moves.length === 0 || (r.canUndo && rnd() / 2 ** 32 < undoShare)) {
      if (!r.canUndo) break;
      r.undo();
      last = null;
      out.push(['ctrl+z']);
      continue;
    }
    const m = moves[rnd() % moves.length]!;
    r.play(m);
    last = m;
    out.push([pileToText(moveFrom(m)), pileToText(moveTo(m))]);
  }
  return out;
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

// Plain JavaScript run in the page (a string, so the TypeScript compiler adds no helpers to it).
const IN_PAGE = `async ({ actions, measure }) => {
  const press = (k) => {
    const init = k === 'ctrl+z' ? { key: 'z', ctrlKey: true } : { key: k };
    window.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
  };
  const times = [];
  const scripts = [];
  for (const keys of actions) {
    for (let i = 0; i < keys.length - 1; i++) press(keys[i]);
    if (!measure) {
      press(keys[keys.length - 1]);
      continue;
    }
    await new Promise((r) => requestAnimationFrame(r));
    times.push(await new Promise((resolve) => {
      requestAnimationFrame(() => {
        const t0 = performance.now();
        press(keys[keys.length - 1]);
        // queued after Vue's own flush: the end of the JavaScript work for this input
        Promise.resolve().then(() => Promise.resolve()).then(() => scripts.push(performance.now() - t0));
        // a task posted now runs once this frame's style, layout and paint are done
        setTimeout(() => resolve(performance.now() - t0), 0);
      });
    }));
  }
  return { times, scripts };
}`;

/**
 * Runs the actions in the page. Each measured key is sent at the start of a frame (inside a
 * requestAnimationFrame callback, where Chromium delivers aligned input); the time ends in a task
 * posted then, which runs after that frame is rendered.
 */
async function playInPage(page: Page, actions: string[][], measure: boolean): Promise<{ times: number[]; scripts: number[] }> {
  return page.evaluate(`(${IN_PAGE})(${JSON.stringify({ actions, measure })})`) as Promise<{ times: number[]; scripts: number[] }>;
}

/** Time from navigation to the table-ready mark in a fresh context, after `before` has run in it. */
async function timeToTable(browser: Browser, url: string, before?: (page: Page) => Promise<void>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    if (before) await before(page);
    await page.goto(url);
    await page.waitForSelector('html[data-ready=true]');
    return (await page.evaluate("performance.getEntriesByName('table-ready')[0]?.startTime ?? NaN")) as number;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  console.log('building the web renderer...');
  execFileSync('npx', ['vite', 'build', '--config', 'renderer/vite.web.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
  const server = await startStaticServer();
  const browser = await launchChromium();
  const url = `${server.url}?game=${GAME}&deal=${DEAL}`;
  try {
    // 1. navigation to an interactive table, median of 5 cold loads (fresh context each): a deal link,
    // a first start (no link, nothing saved: a new game as the settings ask, winnable only by default),
    // and a start that resumes the game saved by the last visit
    const loads: number[] = [];
    const freshLoads: number[] = [];
    const savedLoads: number[] = [];
    const opening = randomActions(10, 0, 3);
    for (let i = 0; i < 5; i++) {
      loads.push(await timeToTable(browser, url));
      freshLoads.push(await timeToTable(browser, server.url));
      savedLoads.push(await timeToTable(browser, server.url, async (page) => {
        await page.goto(url);
        await page.waitForSelector('html[data-ready=true]');
        await playInPage(page, opening, false);
        await page.waitForFunction("!/:\\s*0$/.test(document.querySelector('[data-test=status-moves]')?.textContent ?? ': 0')");
        await page.waitForTimeout(300); // the save runs in a task after the last move
      }));
    }

    // 2. input to painted frame over 200 moves (undo when the random game is stuck)
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('html[data-ready=true]');
    const moves = randomActions(200, 0, 7);
    const { times, scripts } = await playInPage(page, moves, true);

    // 3. heap after 2,000 moves and undos, garbage collected first
    const cdp = await context.newCDPSession(page);
    const mixed = randomActions(2000, 0.35, 11);
    for (let i = 0; i < mixed.length; i += 50) {
      await playInPage(page, mixed.slice(i, i + 50), false);
      await page.evaluate('new Promise((r) => requestAnimationFrame(r))');
    }
    await page.waitForTimeout(500);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
    const movesPlayed = await page.locator('[data-test=status-moves]').innerText();
    await context.close();

    // 4. gzip sizes: what the first load fetches, and the chunks loaded later
    const assets = join(WEB_ROOT, 'assets');
    const html = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');
    let initialJs = 0;
    let lazyJs = 0;
    let css = 0;
    for (const f of readdirSync(assets)) {
      const size = gzipSync(readFileSync(join(assets, f))).length;
      if (f.endsWith('.css')) css += size;
      else if (f.endsWith('.js')) {
        if (html.includes(f)) initialJs += size;
        else lazyJs += size;
      }
    }

    const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
    const ms = (n: number): string => `${n.toFixed(1)} ms`;
    console.log('');
    console.log(`machine load average: ${loadavg().map((x) => x.toFixed(1)).join(', ')} on ${cpus().length} cores`);
    const runs = (xs: number[]): string => `median ${ms(percentile(xs, 50))} (runs: ${xs.map((x) => x.toFixed(0)).join(', ')} ms)`;
    console.log(`navigation to interactive table: ${runs(loads)} [goal 500 ms]`);
    console.log(`  first start, no link and nothing saved: ${runs(freshLoads)}`);
    console.log(`  resuming the saved game: ${runs(savedLoads)}`);
    console.log(`input to painted frame, ${times.length} moves: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))} [goal p99 16 ms]`);
    console.log(`  of which JavaScript (handler and Vue's update): p50 ${ms(percentile(scripts, 50))}, p99 ${ms(percentile(scripts, 99))}`);
    console.log(`JS heap after ${mixed.length} moves and undos (${movesPlayed}): ${(heap.usedSize / 1048576).toFixed(1)} MB used of ${(heap.totalSize / 1048576).toFixed(1)} MB [goal 30 MB]`);
    console.log(`JS gzip: ${kb(initialJs)} at start, ${kb(lazyJs)} loaded later (dialogs, solver); CSS gzip: ${kb(css)} [goal JS 150 KB]`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
