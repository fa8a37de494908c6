// Every game on the table in Chromium at 1280x800 (and the games laid out in a line at 1920x1080
// too), saved to test-output/screenshots/ to look at: the whole table shows, no pile overlaps
// another, no card leaves the table's area and the page never scrolls.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { openTable, screenshot, waitLanded, waitTableFits } from './table-page';
import { GAME_IDS, GAMES, type GameId } from '../../shared/engine/games';
import { cardCount } from '../../shared/engine/position';
import { dealPosition } from '../../shared/engine/deal';
import { formatPosition } from '../../shared/formats/position-text';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** What the page shows, measured: scrolling, piles that overlap, cards outside the table's area. */
async function measure(page: Page): Promise<{ scrolls: boolean; overlaps: string[]; outside: number; cardW: number }> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const scrolls = doc.scrollWidth > doc.clientWidth || doc.scrollHeight > doc.clientHeight;
    const area = document.querySelector('.table-area')!.getBoundingClientRect();
    const slots = [...document.querySelectorAll<HTMLElement>('.slot')].map((el) => ({ slot: el.dataset.slot!, r: el.getBoundingClientRect() }));
    const overlaps: string[] = [];
    for (let i = 0; i < slots.length; i++) {
      for (let j = i + 1; j < slots.length; j++) {
        const a = slots[i]!.r;
        const b = slots[j]!.r;
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlaps.push(`${slots[i]!.slot}/${slots[j]!.slot}`);
      }
    }
    const cards = [...document.querySelectorAll<HTMLElement>('[data-card-id]')].map((el) => el.getBoundingClientRect());
    const outside = cards.filter((r) => r.left < area.left - 0.5 || r.right > area.right + 0.5 || r.top < area.top - 0.5 || r.bottom > area.bottom + 0.5).length;
    return { scrolls, overlaps, outside, cardW: cards[0]?.width ?? 0 };
  });
}

describe('every game on the table', () => {
  for (const game of GAME_IDS) {
    // the line and grid games and the wings with a band under them (Zerline) at the large size too
    const sizes: [number, number][] = GAMES[game].layout !== 'wings' || GAMES[game].stock ? [[1280, 800], [1920, 1080]] : [[1280, 800]];
    it(`${game} at ${sizes.map(([w, h]) => `${w}x${h}`).join(', then ')}: all of it in view, nothing overlapping, no scrollbar`, async () => {
      // one page: the first size is its window's at the start, a later one the same window resized
      const [[width, height]] = sizes as [[number, number]];
      const page = await openTable(browser, `?game=${game}&deal=7`, { width, height });
      await waitLanded(page);
      for (const [w, h] of sizes) {
        if (w !== width || h !== height) await page.setViewportSize({ width: w, height: h });
        await waitTableFits(page);
        await screenshot(page, `game-${game}-${w}x${h}`);
        const m = await measure(page);
        expect(m.scrolls, `${w}x${h}`).toBe(false);
        expect(m.overlaps, `${w}x${h}`).toEqual([]);
        // a card still gliding to a layout changed by the status line settles within moments
        await expect.poll(async () => (await measure(page)).outside, { timeout: 5000, message: `${w}x${h}` }).toBe(0);
        // every card but a face-down stock's or talon's, which the page never holds (Zerline, Chequers)
        expect(await page.locator('[data-card-id]').count()).toBe(cardCount(GAMES[game]) - dealPosition(game, 7).stock.length);
        console.log(`${game} ${w}x${h}: cards ${m.cardW.toFixed(0)} px wide`);
      }
      await page.context().close();
    });
  }

  // the longest rows a line is sized for: two rows of 18 (a dealt row of 6 with 12 built on it; in
  // Castle Mount, dealt 12, six built on it. Longer rows still fit, the fan closing up: at 24 a card
  // shows 21 px of its corner at 1280x800)
  for (const [game, long] of [['morphy', 18], ['castles-end', 18], ['castle-mount', 18]] as [GameId, number][]) {
    it(`${game} at 1280x800, then 1920x1080, with two rows of ${long} cards: still all in view, every rank readable`, async () => {
      const p = dealPosition(game, 7);
      const all = [...p.rows.flat()];
      p.rows.forEach((r) => r.splice(0));
      p.rows[0]!.push(...all.slice(0, long));
      p.rows[1]!.push(...all.slice(long, 2 * long));
      all.slice(2 * long).forEach((c, i) => p.rows[2 + (i % (p.rows.length - 2))]!.push(c));
      const page = await openTable(browser, `?game=${game}&deal=7`, { width: 1280, height: 800 });
      await page.keyboard.press('Shift+O');
      const dialog = page.getByRole('dialog', { name: 'Open Deal' });
      await dialog.getByLabel('Deal number, share link or position').fill(formatPosition(p));
      await dialog.getByRole('button', { name: 'Open', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await waitLanded(page);
      for (const [width, height] of [[1280, 800], [1920, 1080]] as const) {
        if (width !== 1280) await page.setViewportSize({ width, height });
        await waitTableFits(page);
        await screenshot(page, `game-${game}-long-rows-${width}x${height}`);
        const m = await measure(page);
        expect(m.scrolls, `${width}x${height}`).toBe(false);
        expect(m.overlaps, `${width}x${height}`).toEqual([]);
        expect(m.outside, `${width}x${height}`).toBe(0);
        // each card of a long row shows at least its corner's rank: a third of a card width
        const ys = await page.locator('[data-slot="0"][data-card-id]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top).sort((a, b) => a - b));
        expect(ys).toHaveLength(long);
        for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!, `${width}x${height}`).toBeGreaterThanOrEqual(m.cardW / 3);
      }
      await page.context().close();
    });
  }
});
