// Nothing moves under the pointer: the status bar filling in, the "can no longer be won" banner, a
// notice, the replay bar, each coming and going, leave every pile's and every card's box as it was,
// to the pixel, in English, Swedish and Swahili, in the narrowest window the census checks (where
// words wrap first). Fortress deal 5 is winnable; its move below loses it (the solver proves both).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { keyMove, screenshot, waitLanded, winningLine } from './table-page';
import { openSeeded } from './seeded-page';
import { measureTable, meets } from './census-measure';
import { LANGUAGES } from '../../shared/host/types';
import { dealPosition } from '../../shared/engine/deal';
import { applyMove, makeMove, moveCard, type Move } from '../../shared/engine/moves';
import { solve } from '../../shared/solver/api/solve';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// the 4 of spades (card 42) from row 9 to row 2, built by its fields: a number would hold one move encoding
const LOSING: Move = makeMove(42, 9, 2);
const line = winningLine('fortress', 5);

/** Every pile's and card's box, by its id, as text to compare to the pixel. */
async function boxes(page: Page): Promise<{ slots: Record<number, string>; cards: Record<number, string> }> {
  const m = await measureTable(page);
  const text = (b: { x: number; y: number; w: number; h: number }) => `${b.x},${b.y} ${b.w}x${b.h}`;
  return { slots: Object.fromEntries(m.slots.map((s) => [s.slot, text(s.box)])), cards: Object.fromEntries(m.cards.map((c) => [c.card, text(c.box)])) };
}

/** The cards whose box meets the box of `selector`. */
async function cardsUnder(page: Page, selector: string): Promise<number[]> {
  const m = await measureTable(page);
  const bar = (await page.locator(selector).first().boundingBox())!;
  const box = { x: bar.x, y: bar.y, w: bar.width, h: bar.height };
  return m.cards.filter((c) => meets(c.box, box)).map((c) => c.card);
}

const without = (cards: Record<number, string>, card: number): Record<number, string> => Object.fromEntries(Object.entries(cards).filter(([id]) => Number(id) !== card));

describe('nothing moves under the pointer', () => {
  it('the move below loses Fortress 5, which the line wins', () => {
    const p = dealPosition('fortress', 5);
    expect(solve(p, { budget: 500_000 }).verdict).toBe('winnable');
    applyMove(p, LOSING);
    expect(solve(p, { budget: 500_000 }).verdict).toBe('unwinnable');
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: the status bar, the banner, a notice and the replay bar come and go, and no box changes`, async () => {
      const settings = JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false, welcomeSeen: true, language: lang });
      const page = await openSeeded(browser, '?game=fortress&deal=5', { 'castle.settings': settings }, { viewport: { width: 1024, height: 700 } });
      await waitLanded(page);
      const early = await boxes(page);
      // the status bar fills in: difficulty, par, the verdict
      await page.locator('[data-test=status-par]').waitFor();
      await page.locator('.status__verdict--winnable').waitFor();
      const dealt = await boxes(page);
      expect(dealt, 'status bar filled in').toEqual(early);

      // a losing move: the banner comes; only the moved card moved
      await keyMove(page, LOSING);
      await page.locator('[data-test=lost-bar]').waitFor();
      const lost = await boxes(page);
      expect(lost.slots, 'banner').toEqual(dealt.slots);
      expect(without(lost.cards, moveCard(LOSING)), 'banner').toEqual(without(dealt.cards, moveCard(LOSING)));
      expect(await cardsUnder(page, '[data-test=lost-bar]')).toEqual([]);

      // Watch the solver, in a lost game: a notice says it cannot win
      await page.keyboard.press('Shift+W');
      await page.locator('[data-test=notice]').waitFor();
      expect(await boxes(page), 'notice').toEqual(lost);
      expect(await cardsUnder(page, '[data-test=notice]')).toEqual([]);
      await screenshot(page, `no-jump-${lang}-banner-and-notice-1024x700`);
      await page.locator('[data-test=notice] button').click();
      await page.locator('[data-test=notice]').waitFor({ state: 'detached' });
      expect(await boxes(page), 'notice closed').toEqual(lost);

      // Undo: the banner goes
      await page.keyboard.press('Control+z');
      await page.locator('[data-test=lost-bar]').waitFor({ state: 'detached' });
      expect(await boxes(page), 'banner gone').toEqual(dealt);

      // the win, then the solver's line played back to its end: every card home, where the win left it
      for (const m of line) await keyMove(page, m);
      await page.locator('[data-test=won]').waitFor();
      const won = await boxes(page);
      expect(won.slots).toEqual(dealt.slots);
      await page.locator('[data-test=show-line]').click();
      await page.locator('[data-test=replay]').waitFor();
      const steps = Number(/(\d+)\D*$/.exec(await page.locator('[data-test=replay-step]').innerText())![1]);
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
      await page.waitForFunction((n) => new RegExp(`\\b${n}\\b.*\\b${n}\\b`).test(document.querySelector('[data-test=replay-step]')?.textContent ?? ''), steps);
      expect(await boxes(page), 'replay bar').toEqual(won);
      expect(await cardsUnder(page, '[data-test=replay]')).toEqual([]);
      await screenshot(page, `no-jump-${lang}-replay-1024x700`);
      await page.keyboard.press('Escape');
      await page.locator('[data-test=replay]').waitFor({ state: 'detached' });
      expect(await boxes(page), 'replay bar gone').toEqual(won);
      await page.context().close();
    });
  }
});
