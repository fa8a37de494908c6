import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { keyMove, moveCount, openTable, screenshot, winningLine } from './table-page';

// What the game session does that a player sees: a deal link's game becomes the current one, and
// Watch the solver plays a game to its win or stops at a key.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const gameShown = (page: Page): Promise<string> => page.locator('[data-test=status-game]').inputValue();
const dealShown = (page: Page): Promise<string> => page.locator('[data-test=status-deal]').innerText();

/** Waits until the status bar counts at least `n` moves. */
async function waitMoves(page: Page, n: number): Promise<void> {
  await page.waitForFunction((want) => Number(/(\d+)/.exec(document.querySelector('[data-test=status-moves]')?.textContent ?? '')?.[1] ?? 0) >= want, n, { timeout: 60_000 });
}

describe('the game session in the browser', () => {
  it('a deal link makes its game the current one: New Game, Daily Deal and Settings mean it', async () => {
    const page = await openTable(browser, '?game=streets-and-alleys&deal=3');
    expect(await gameShown(page)).toBe('streets-and-alleys');
    expect(await dealShown(page)).toContain('3');
    await page.getByRole('button', { name: 'New Game' }).click();
    await page.waitForFunction(() => !/\b3\b/.test(document.querySelector('[data-test=status-deal]')?.textContent ?? ''));
    expect(await gameShown(page)).toBe('streets-and-alleys');
    await page.getByRole('button', { name: 'Daily Deal' }).click();
    await page.locator('[data-test=status-daily]').waitFor({ timeout: 60_000 });
    expect(await gameShown(page)).toBe('streets-and-alleys');
    await page.keyboard.press(',');
    expect(await page.locator('[data-test=game]').inputValue()).toBe('streets-and-alleys');
    await page.context().close();
  });

  it('Watch the solver plays the rest of a game to its win', async () => {
    const line = winningLine('fortress', 5);
    const page = await openTable(browser, '?game=fortress&deal=5');
    // the player plays most of it; the solver plays the rest from the position reached
    const mine = line.length - 20;
    for (const m of line.slice(0, mine)) await keyMove(page, m);
    expect(await moveCount(page)).toBe(mine);
    await page.keyboard.press('Shift+W');
    await page.waitForSelector('html[data-watching=true]', { timeout: 60_000 });
    await page.locator('[data-test=won]').waitFor({ timeout: 60_000 });
    await page.waitForSelector('html[data-watching=false]');
    expect(await moveCount(page)).toBeGreaterThan(mine);
    // the win the host recorded had help, and the panel says which
    await expect(page.locator('[data-test=won-with-help]').innerText({ timeout: 10_000 })).resolves.toBe(
      'A win with help (watching the solver): it counts in the statistics, but takes no place in the high scores.',
    );
    await screenshot(page, 'watch-solver-won-1280x800');
    await page.context().close();
  });

  it('Watch the solver stops at a key press, the game unfinished and the key doing nothing else', async () => {
    const page = await openTable(browser, '?game=fortress&deal=5', { animation: 'fast' });
    await page.keyboard.press('Shift+W');
    await page.waitForSelector('html[data-watching=true]', { timeout: 60_000 });
    await waitMoves(page, 3);
    // N deals anew when not watching: here it only stops the solver
    await page.keyboard.press('n');
    await page.waitForSelector('html[data-watching=false]');
    const stoppedAt = await moveCount(page);
    expect(stoppedAt).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-test=won]').count()).toBe(0);
    expect(await dealShown(page)).toContain('5');
    await expect(page.locator('[data-test=live-region]').innerText()).resolves.toMatch(/Stopped watching the solver/);
    // a move of the player's own plays after it, from where the solver stopped
    await page.keyboard.press('Control+z');
    expect(await moveCount(page)).toBe(stoppedAt - 1);
    await page.context().close();
  });

  it('in a lost position Watch the solver says so and plays nothing', async () => {
    const page = await openTable(browser, '?game=fortress&deal=2');
    await page.keyboard.press('Shift+W');
    await page.locator('[data-test=notice]').filter({ hasText: 'The solver cannot win from here' }).waitFor({ timeout: 60_000 });
    expect(await moveCount(page)).toBe(0);
    await page.context().close();
  });
});
