import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { clickMove, keyMove, openTable, screenshot, winningLine } from './table-page';
import { GAME_IDS, type GameId } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import { solve } from '../../shared/solver/api/solve';

// Statistics, high scores, the daily calendar, the exports and Swahili, in Chromium against the
// browser build: each test starts from an empty localStorage.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The statistics numbers as label -> value, read from the open dialog. */
async function numbers(page: Page): Promise<Record<string, string>> {
  return page.locator('[data-test=numbers] div').evaluateAll((divs) =>
    Object.fromEntries(divs.map((d) => [d.querySelector('dt')!.textContent!.trim(), d.querySelector('dd')!.textContent!.trim()])),
  );
}

async function openStatistics(page: Page, name = 'Statistics'): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await page.locator('[data-test=numbers]').waitFor();
}

async function closeDialog(page: Page): Promise<void> {
  await page.locator('[role=dialog] [data-test=close]').click();
  await page.locator('[data-test=numbers]').waitFor({ state: 'detached' });
}

/** The game in progress as the page saved it (the deal number of a daily deal is only known there). */
async function savedGame(page: Page): Promise<{ game: GameId; deal: number; daily?: string; moves: string }> {
  const handle = await page.waitForFunction(() => {
    const text = localStorage.getItem('castle.game');
    return text && JSON.parse(text).daily ? text : null;
  });
  const saved = JSON.parse((await handle.jsonValue()) as string) as { game: string; deal: number; daily?: string; moves: string };
  const game = GAME_IDS.find((g) => g === saved.game);
  if (!game) throw new Error(`unknown game ${saved.game}`);
  return { ...saved, game };
}

describe('statistics, high scores, calendar and languages', () => {
  it('a win changes the statistics, is highlighted among the high scores, and both exports read back', async () => {
    const page = await openTable(browser, '?game=fortress&deal=5');
    await openStatistics(page);
    expect(await numbers(page)).toMatchObject({ Played: '0', Won: '0' });
    await closeDialog(page);

    for (const m of winningLine('fortress', 5)) await clickMove(page, m);
    await page.locator('[data-test=won]').waitFor();
    await expect.poll(() => page.locator('[data-test=new-high-score]').innerText()).toBe('New high score: place 1 in Fortress');

    await screenshot(page, 'won-high-score-1280x800');
    await page.locator('[data-test=show-high-scores]').click();
    const highlighted = page.locator('[data-test=entry][aria-current=true]');
    await highlighted.waitFor();
    await screenshot(page, 'high-scores-1280x800');
    expect(await page.locator('[data-test=entry]').count()).toBe(1);
    // the score as a number, however the panel writes it; the high scores write it through Intl
    const total = (await page.locator('[data-test=won-total]').innerText()).replace(/\D/g, '');
    expect(await highlighted.locator('td').nth(1).innerText()).toBe(Number(total).toLocaleString('en'));

    await page.locator('[data-test=tab-statistics]').click();
    expect(await numbers(page)).toMatchObject({ Played: '1', Won: '1', Lost: '0', 'Win rate': '100%', 'Best score': Number(total).toLocaleString('en') });
    await screenshot(page, 'statistics-1280x800');

    const [json] = await Promise.all([page.waitForEvent('download'), page.locator('[data-test=export-json]').click()]);
    expect(json.suggestedFilename()).toMatch(/^castle-results-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse(readFileSync((await json.path())!, 'utf8'));
    expect(exported).toMatchObject({ format: 'beleaguered-castle-results', version: 1 });
    expect(exported.results).toHaveLength(1);
    expect(exported.results[0]).toMatchObject({ game: 'fortress', deal: 5, won: true, score: Number(total), moves: winningLine('fortress', 5).length });

    const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('[data-test=export-csv]').click()]);
    expect(csv.suggestedFilename()).toMatch(/^castle-results-\d{4}-\d\d-\d\d\.csv$/);
    const lines = readFileSync((await csv.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('game,deal,daily,won,score,seconds,moves,finishedAt');
    expect(lines[1]).toMatch(new RegExp(`^fortress,5,,true,${total},\\d+,${winningLine('fortress', 5).length},\\d{4}-`));
    expect(lines.slice(2)).toEqual(['']);
    await page.context().close();
  });

  it('winning today’s daily deal marks today on the calendar', async () => {
    const page = await openTable(browser, '?game=fortress&deal=5');
    // Fortress, chosen in the status bar: its winning lines are short enough to play by keys here
    await page.locator('[data-test=status-game]').selectOption('fortress');
    await page.getByRole('button', { name: 'Daily Deal' }).click();
    // the solver in the page picks the day's deal: on a busy machine that can take a while
    await page.locator('[data-test=status-daily]').waitFor({ timeout: 150_000 });
    const daily = await savedGame(page);
    const line = solve(dealPosition(daily.game, daily.deal), { budget: 3_000_000 });
    expect(line.verdict).toBe('winnable');
    for (const m of line.moves) await keyMove(page, m);
    await page.locator('[data-test=won]').waitFor();

    await openStatistics(page);
    await page.locator('[data-test=tab-daily]').click();
    const today = page.locator('[data-test=day][aria-current=date]');
    expect(await today.getAttribute('data-date')).toBe(daily.daily);
    expect(await today.getAttribute('class')).toContain('calendar__day--won');
    expect(await today.getAttribute('aria-label')).toMatch(/^Today, .*: Won\. Score \d+/);
    expect(await page.locator('[data-test=streak]').innerText()).toBe('Daily streak: 1 day');
    await screenshot(page, 'calendar-1280x800');
    await page.context().close();
  }, 240_000);

  it('Swahili chosen in Settings: the table and the dialogs speak it, and it stays after a reload', async () => {
    const page = await openTable(browser, '?game=beleaguered-castle&deal=3');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.locator('[data-test=language]').selectOption('sw');
    await page.locator('[role=dialog] h2').filter({ hasText: 'Mipangilio' }).waitFor();
    await page.locator('[role=dialog] [data-test=close]').click();

    const toolbar = page.locator('nav.toolbar');
    for (const word of ['Mchezo mpya', 'Tendua', 'Maliza kiotomatiki', 'Mgawo wa kila siku']) await toolbar.getByRole('button', { name: word }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    await screenshot(page, 'swahili-table-1280x800');

    await openStatistics(page, 'Takwimu');
    expect(await page.locator('[role=dialog] h2').innerText()).toBe('Takwimu');
    expect(Object.keys(await numbers(page))).not.toContain('Played');
    await page.locator('[data-test=tab-daily]').click();
    await page.locator('[data-test=streak]').filter({ hasText: /siku/i }).waitFor();
    await screenshot(page, 'swahili-calendar-1280x800');
    await closeDialog(page);

    await page.reload();
    await page.waitForSelector('html[data-ready=true]');
    await toolbar.getByRole('button', { name: 'Tendua' }).waitFor();
    await page.context().close();
  });
});
