// The online leaderboard end to end: the real server (Fastify on PGlite in memory) started in the
// test on a free port of 127.0.0.1, serving the browser build with its configuration injected. Two
// players in two browser contexts turn the leaderboard on in Settings, win today's daily deal on the
// table the server serves, and appear on the board in the right order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { inlineDeals, testTicketKeys } from '../server/test-deals';
import { dealPosition } from '../../shared/engine/deal';
import { GameRecord } from '../../shared/engine/record';
import { type Move, isFoundationPile, legalMoves, moveTo } from '../../shared/engine/moves';
import { dailyDealNumber } from '../../shared/solver/services/daily';
import { solve } from '../../shared/solver/api/solve';
import { launchChromium } from './browser';
import { WEB_ROOT } from './static-server';
import { keyMove, screenshot, waitReady } from './table-page';

const GAME = 'beleaguered-castle';
let browser: Browser;
let db: Database;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  db = await openDatabase({ engine: 'pglite', dataDir: null });
  // board tops straight from the database (no second of cache), rate limits as in production; the
  // lines are typed by the test, far faster than a person plays: no time floor
  app = await buildApp({ db, deals: inlineDeals(db), ticketKeys: testTicketKeys(), webRoot: WEB_ROOT, boardTtlMs: 0, msPerStep: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await db?.close();
});

/** A fresh context (its own storage: its own player) on the page the server serves. */
async function openServedTable(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    if (localStorage.getItem('castle.settings') === null) localStorage.setItem('castle.settings', JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false, welcomeSeen: true, confirmAbandon: false, game: 'beleaguered-castle' }));
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(`${base}/`);
  await waitReady(page);
  return page;
}

/** Settings: the nickname, the box ticked, and the server's word that it took it. */
async function turnOn(page: Page, nickname: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const section = page.locator('[data-test=leaderboard-settings]');
  await section.getByText('Results go to the server of this page.').waitFor();
  await page.locator('[data-test=leaderboard-nickname]').fill(nickname);
  await page.locator('[data-test=leaderboard-enabled]').check();
  await expect.poll(() => page.locator('[data-test=leaderboard-message]').innerText()).toBe(`You are on the leaderboard as ${nickname}.`);
  expect(await page.locator('[data-test=leaderboard-enabled]').isChecked()).toBe(true);
  await page.locator('[role=dialog] [data-test=close]').click();
}

/** Starts today's daily deal and waits until the server has issued its ticket; answers the date. */
async function startDaily(page: Page): Promise<string> {
  const ticket = page.waitForResponse((r) => r.url().includes('/tickets') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Daily Deal' }).click();
  expect((await ticket).status()).toBe(201);
  // the status bar writes the date in the player's language; the day itself is in its data-date
  return (await page.locator('[data-test=status-daily]').getAttribute('data-date'))!;
}

/**
 * The solver's line, and a longer one: the solver's line up to some move, a move off it there, then
 * the solver's line from that position. Some deals allow no detour at the first move (today's deal
 * may have two first moves, one of them losing), so later steps of the line are tried too.
 */
function twoLines(deal: number): { short: Move[]; long: Move[] } {
  const short = solve(dealPosition(GAME, deal), { budget: 500_000 });
  if (short.verdict !== 'winnable') throw new Error(`today's ${GAME} deal ${deal} is not known to be winnable`);
  const r = GameRecord.fromDeal(GAME, deal);
  let long: Move[] | null = null; // the shortest longer line seen, so the browser plays no more moves than it must
  for (const [step, next] of short.moves.entries()) {
    for (const detour of legalMoves(r.position)) {
      if (detour === next || isFoundationPile(moveTo(detour))) continue;
      const branch = GameRecord.fromDeal(GAME, deal);
      for (const m of [...short.moves.slice(0, step), detour]) branch.play(m);
      const rest = solve(branch.position, { budget: 500_000 });
      const line = rest.verdict === 'winnable' ? [...short.moves.slice(0, step), detour, ...rest.moves] : null;
      if (line && line.length > short.moves.length && (!long || line.length < long.length)) long = line;
    }
    if (long && long.length <= short.moves.length + 40) break;
    r.play(next);
  }
  if (long) return { short: short.moves, long };
  throw new Error('no longer winning line found');
}

async function playAndWait(page: Page, line: readonly Move[]): Promise<string> {
  for (const m of line) await keyMove(page, m); // typed: clicks are three times slower, and win.e2e.ts plays with them
  await page.locator('[data-test=won]').waitFor();
  const online = page.locator('[data-test=won-online]');
  await expect.poll(() => online.innerText(), { timeout: 30_000 }).toMatch(/^Online leaderboard: rank \d+ today\.$/);
  return online.innerText();
}

describe('the online leaderboard, two players', () => {
  it('both turn it on, win today’s daily deal, and the board ranks them', async () => {
    // nothing is sent before the player turns it on: a page that only loads asks the server nothing
    const asked: string[] = [];
    const ada = await openServedTable();
    const bo = await openServedTable();
    for (const p of [ada, bo]) p.on('request', (r) => void (r.url().includes('/api/') && asked.push(r.url())));
    await bo.getByRole('button', { name: 'Statistics', exact: true }).click();
    await bo.locator('[data-test=tab-leaderboard]').click();
    await bo.locator('[data-test=leaderboard-off]').waitFor();
    await bo.locator('[role=dialog] [data-test=close]').click();
    expect(asked).toEqual([]);

    await turnOn(ada, 'Ada');
    await turnOn(bo, 'Bo');

    // Bo begins first and wins last, on a longer line: more seconds from ticket to result, more moves
    const date = await startDaily(bo);
    const deal = dailyDealNumber(GAME, date);
    if (!deal.ok) throw new Error(deal.error);
    const { short, long } = twoLines(deal.value);
    expect(await startDaily(ada)).toBe(date);

    expect(await playAndWait(ada, short)).toBe('Online leaderboard: rank 1 today.');
    await screenshot(ada, 'leaderboard-won-1280x800');
    expect(await playAndWait(bo, long)).toBe('Online leaderboard: rank 2 today.');

    // the Statistics dialog's tab, in Bo's page: both entries, in order, and Bo's own rank
    await bo.getByRole('button', { name: 'Statistics', exact: true }).click();
    await bo.locator('[data-test=tab-leaderboard]').click();
    const rows = bo.locator('[data-test=leaderboard-entries] tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const names = await rows.locator('th').allInnerTexts();
    expect(names).toEqual(['Ada', 'Bo']);
    expect(await bo.locator('[data-test=leaderboard-you]').innerText()).toBe('Your rank: 2');
    expect(await bo.locator('[data-test=leaderboard-all-time-you]').innerText()).toBe('You: 1 daily deals won, best streak 1, rank 1'); // equal on all time: they share rank 1
    await screenshot(bo, 'leaderboard-tab-1280x800');

    // the server's own account agrees: moves replayed, Ada's line shorter and no slower
    const board = (await (await fetch(`${base}/api/v1/daily/${GAME}/${date}/leaderboard`)).json()) as { entries: { rank: number; nickname: string; moves: number; seconds: number; score: number }[] };
    expect(board.entries.map((e) => [e.rank, e.nickname, e.moves])).toEqual([
      [1, 'Ada', short.length],
      [2, 'Bo', long.length],
    ]);
    expect(board.entries[0]!.seconds).toBeLessThanOrEqual(board.entries[1]!.seconds);
    expect(board.entries[0]!.score).toBeGreaterThanOrEqual(board.entries[1]!.score);
    // the secret stays in the page's storage, never in the settings
    const stored = await ada.evaluate(() => ({ settings: localStorage.getItem('castle.settings') ?? '', board: localStorage.getItem('castle.leaderboard') ?? '' }));
    expect(stored.settings).not.toMatch(/secret/);
    expect(JSON.parse(stored.board)).toMatchObject({ account: { nickname: 'Ada' }, pending: [] });
  });
});
