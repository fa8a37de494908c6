import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { audit } from './axe';
import { openSeeded } from './seeded-page';
import { keyMove, moveCount, screenshot } from './table-page';
import { dealPosition } from '../../shared/engine/deal';
import { legalMoves } from '../../shared/engine/moves';

// The question before a game in progress is left (issue 37): asked by New Game, by the status bar's
// game list (and every other path that starts another game) once a move is played; Enter leaves the
// game, counted as a loss, Escape keeps it; "Don't ask again" turns the question off. One page with
// the question on (the setting's default), audited by axe in the light and the dark theme.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const QUESTION = '[role=dialog][aria-modal=true]';

/** Results recorded in the browser's storage: how many, and how many of them losses. */
async function recorded(page: Page): Promise<{ all: number; lost: number }> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('castle.results') ?? '{"results":[]}') as { results: { won: boolean }[] };
    return { all: stored.results.length, lost: stored.results.filter((r) => !r.won).length };
  });
}

/** The first legal move of the deal on the table, typed (deals 5 and 11 leave moves after it: no game over, which asks nothing). */
async function playOne(page: Page, deal: number): Promise<void> {
  await keyMove(page, legalMoves(dealPosition('fortress', deal))[0]!);
  await expect.poll(() => moveCount(page)).toBe(1);
}

async function chooseTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.keyboard.press(',');
  await page.locator('[data-test=theme]').selectOption(theme);
  await page.keyboard.press('Escape');
  await page.locator(QUESTION).waitFor({ state: 'detached' });
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
}

describe('the question before a game is abandoned', () => {
  it('asks once a move is played: Escape keeps the game, Enter leaves it as a loss, and “Don’t ask again” stops the question', async () => {
    // no confirmAbandon in the stored settings: the default, on
    const settings = JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false, welcomeSeen: true, theme: 'light' });
    const page = await openSeeded(browser, '?game=fortress&deal=5', { 'castle.settings': settings }, { bypassCSP: true });
    const deal = () => page.locator('[data-test=status-deal]').innerText();

    // before the first move New Game asks nothing
    await page.getByRole('button', { name: 'New Game', exact: true }).click();
    // the whole text, not a prefix: a new deal such as 5123 also begins with "Deal 5"
    await expect.poll(() => deal()).not.toBe('Deal 5');
    expect(await page.locator(QUESTION).count()).toBe(0);
    await page.goto(page.url());
    await page.waitForSelector('html[data-ready=true]');

    // a move played: New Game (its key) asks, and Escape keeps playing
    await playOne(page, 5);
    await page.keyboard.press('Shift+N');
    const question = page.getByRole('dialog', { name: 'Abandon This Game?' });
    await question.waitFor();
    await expect(question.innerText()).resolves.toContain('counts as a loss');
    const light = await audit(page, QUESTION);
    await screenshot(page, 'abandon-light');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await moveCount(page)).toBe(1);
    expect(await deal()).toBe('Deal 5');
    expect(await recorded(page)).toEqual({ all: 0, lost: 0 });

    // the toolbar's New Game asks too; Enter leaves the game, which counts as a loss
    await page.getByRole('button', { name: 'New Game', exact: true }).click();
    await question.waitFor();
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => deal()).not.toBe('Deal 5');
    expect(await moveCount(page)).toBe(0);
    await expect.poll(() => recorded(page)).toEqual({ all: 1, lost: 1 });

    // in the dark theme: another game from the status bar's list asks; kept, the list still shows this game
    await chooseTheme(page, 'dark');
    await page.goto(page.url().replace(/deal=\d+/, 'deal=11'));
    await page.waitForSelector('html[data-ready=true]');
    await playOne(page, 11);
    await page.locator('[data-test=status-game]').selectOption('citadel');
    await question.waitFor();
    const dark = await audit(page, QUESTION);
    await screenshot(page, 'abandon-dark');
    await question.getByRole('button', { name: 'Keep Playing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await page.locator('[data-test=status-game]').inputValue()).toBe('fortress');
    expect(await moveCount(page)).toBe(1);

    // "Don't ask again": this question leaves the game, and the next path asks nothing
    await page.locator('[data-test=status-game]').selectOption('citadel');
    await question.getByLabel('Don’t ask again').check();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-test=status-game]').inputValue()).toBe('citadel');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('castle.settings') ?? '{}').confirmAbandon)).toBe(false);
    await keyMove(page, legalMoves(dealPosition('citadel', Number(/\d+/.exec(await deal())![0])))[0]!);
    await expect.poll(() => moveCount(page)).toBe(1);
    await page.keyboard.press('Shift+N');
    await expect.poll(() => moveCount(page)).toBe(0);
    expect(await page.locator(QUESTION).count()).toBe(0);

    expect(light).toEqual([]);
    expect(dark).toEqual([]);
    await page.context().close();
  });
});
