import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { moveCount, openTable, readTable, screenshot, winningLine, clickMove, waitTableFits } from './table-page';
import { GameRecord } from '../../shared/engine/record';
import { isFoundationPile, legalMoves, moveCard, moveTo } from '../../shared/engine/moves';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A deal that runs out of moves after a few foundation moves: every legal move is one. */
function quickDeadEnd(): { deal: number; moves: number[] } {
  for (let deal = 1; deal < 500; deal++) {
    const r = GameRecord.fromDeal('fortress', deal);
    const moves: number[] = [];
    for (;;) {
      const legal = legalMoves(r.position);
      if (legal.length === 0 || legal.some((m) => !isFoundationPile(moveTo(m)))) break;
      moves.push(legal[0]!);
      r.play(legal[0]!);
    }
    if (moves.length > 0 && r.stuck) return { deal, moves };
  }
  throw new Error('no quick dead end among the first 500 Fortress deals');
}

describe('end of game, double-click and the daily deal', () => {
  it('double-click sends cards home; a position with no move left says so and offers a way back', async () => {
    const { deal, moves } = quickDeadEnd();
    const page = await openTable(browser, `?game=fortress&deal=${deal}`, { width: 800, height: 600 });
    for (const m of moves) await page.locator(`[data-card-id="${moveCard(m)}"]`).dblclick();
    expect(await moveCount(page)).toBe(moves.length);
    await page.locator('[data-test=stuck]').waitFor();
    await screenshot(page, 'stuck-800x600');
    // this deal may be lost from the start, and then there is no winnable position to go back to
    await page.locator('[data-test=status-verdict]').filter({ hasText: /Lost since move|Lost from the deal/ }).waitFor({ timeout: 60_000 });
    const back = page.getByRole('button', { name: 'Undo to the Last Winnable Position' });
    const verdict = await page.locator('[data-test=status-verdict]').innerText();
    if (verdict.startsWith('Lost from the deal')) expect(await back.count()).toBe(0);
    else {
      await back.click();
      expect(await moveCount(page)).toBeLessThan(moves.length);
    }
    await page.locator('nav.toolbar').getByRole('button', { name: 'Restart This Deal', exact: true }).click();
    expect(await moveCount(page)).toBe(0);
    await page.context().close();
  });

  it('a double-click on a card that cannot go home changes nothing', async () => {
    const page = await openTable(browser, '?game=fortress&deal=5');
    const before = await readTable(page);
    const r = GameRecord.fromDeal('fortress', 5);
    const notHome = r.position.rows.map((row) => row.at(-1)!).find((c) => !legalMoves(r.position).some((m) => moveCard(m) === c && isFoundationPile(moveTo(m))))!;
    await page.locator(`[data-card-id="${notHome}"]`).dblclick();
    expect(await readTable(page)).toEqual(before);
    await page.context().close();
  });

  it('a win at 800x600 shows the score parts', async () => {
    const line = winningLine('fortress', 5);
    const page = await openTable(browser, '?game=fortress&deal=5', { width: 800, height: 600 });
    for (const m of line) await clickMove(page, m);
    await page.locator('[data-test=won]').waitFor();
    const text = await page.locator('[data-test=won]').innerText();
    expect(text).toContain('52 × 5');
    expect(text).toContain('500');
    await screenshot(page, 'won-800x600');
    await page.context().close();
  });

  it('the daily deal opens today’s deal of the game, named in the status bar', async () => {
    const page = await openTable(browser, '?game=fortress&deal=5');
    await page.getByRole('button', { name: 'Daily Deal' }).click();
    // today's date as English writes it (Intl's medium date), not the stored YYYY-MM-DD
    await page.locator('footer').getByText(/Daily deal of [A-Z][a-z]{2} \d{1,2}, \d{4}/).waitFor({ timeout: 60_000 });
    expect(await moveCount(page)).toBe(0);
    await page.context().close();
  });

  it('arrow keys walk the piles with a visible focus; Enter picks up and drops', async () => {
    const page = await openTable(browser, '?game=beleaguered-castle&deal=3', { width: 1280, height: 800 });
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe('Row 2');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Clubs foundation');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    expect(await page.locator('.card--selected').count()).toBe(1);
    await screenshot(page, 'keyboard-focus-1280x800');
    await page.keyboard.press('Enter');
    expect(await page.locator('.card--selected').count()).toBe(0);
    await page.setViewportSize({ width: 3840, height: 2160 });
    await waitTableFits(page);
    await screenshot(page, 'castle-3840x2160');
    await page.context().close();
  });
});
