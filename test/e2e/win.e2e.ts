import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { clickMove, dragMove, keyMove, moveCount, openTable, readTable, screenshot, winningLine } from './table-page';
import { moveTo, CELL_BASE, isFoundationPile } from '../../shared/engine/moves';

// Three wins of known deals, each line computed by the solver here: with clicks, with drags (a
// Masterpiece deal, through its free cell), and with the keyboard alone.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('winning a known deal', () => {
  it('with clicks', async () => {
    const line = winningLine('fortress', 5);
    const page = await openTable(browser, '?game=fortress&deal=5');
    for (const m of line) await clickMove(page, m);
    expect(await moveCount(page)).toBe(line.length);
    await page.locator('[data-test=won]').waitFor();
    const total = Number((await page.locator('[data-test=won-total]').innerText()).replace(/\D/g, ''));
    // 52 cards x 5 + 500 + a time bonus of at most 1,200
    expect(total).toBeGreaterThan(52 * 5 + 500);
    expect(total).toBeLessThanOrEqual(52 * 5 + 500 + 1200);
    expect((await readTable(page)).home).toEqual([13, 13, 13, 13]);
    await screenshot(page, 'won-1280x800');
    await page.context().close();
  });

  it('with drags, and an illegal drop glides back with nothing changed', async () => {
    const line = winningLine('masterpiece', 1);
    expect(line.some((m) => moveTo(m) === CELL_BASE)).toBe(true);
    const page = await openTable(browser, '?game=masterpiece&deal=1');
    const before = await readTable(page);
    // the first move's card dropped on a pile it cannot go to: an auxiliary row never takes a card
    await dragMove(page, line[0]!, 4);
    expect(await moveCount(page)).toBe(0);
    expect(await readTable(page)).toEqual(before);
    for (const m of line) await dragMove(page, m);
    expect(await moveCount(page)).toBe(line.length);
    await page.locator('[data-test=won]').waitFor();
    await page.context().close();
  });

  it('with the keyboard alone', async () => {
    const line = winningLine('fortress', 5);
    const page = await openTable(browser, '?game=fortress&deal=5');
    for (const m of line) await keyMove(page, m);
    await page.locator('[data-test=won]').waitFor();
    expect(await moveCount(page)).toBe(line.length);
    expect(line.filter((m) => isFoundationPile(moveTo(m))).length).toBeGreaterThan(0);
    await page.context().close();
  });
});
