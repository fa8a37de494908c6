import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { clickMove, moveCount, openTable, screenshot } from './table-page';
import { analyse, clearAnalysisCache } from '../../shared/solver/services/analyse';
import { moveCard, type Move } from '../../shared/engine/moves';
import { movesToText } from '../../shared/formats/move-text';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The hint the solver gives after `moves` of Beleaguered Castle deal `deal`, worked out here. */
function expectedHint(deal: number, moves: readonly Move[]): Move {
  clearAnalysisCache();
  const a = analyse({ game: 'beleaguered-castle', deal, moves: movesToText(moves) });
  if (a.verdict !== 'winnable' || !a.hint) throw new Error(`deal ${deal}: no hint (${a.verdict})`);
  return a.hint.move;
}

describe('hint', () => {
  it('shows the solver\'s next move on a deal the plain search could not decide, and the next after it', async () => {
    // deal 181: a deal the plain depth-first search leaves undecided within its budget; the worker's
    // merged search wins it
    const page = await openTable(browser, '?game=beleaguered-castle&deal=181');
    await page.locator('[data-test=status-verdict]').filter({ hasText: 'Still winnable' }).waitFor({ timeout: 60_000 });
    const played: Move[] = [];
    for (let step = 0; step < 2; step++) {
      const want = expectedHint(181, played);
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      const lit = page.locator('.card--hint');
      await lit.waitFor();
      expect(Number(await lit.getAttribute('data-card-id'))).toBe(moveCard(want));
      expect(await page.locator('.slot--hint').count()).toBe(1);
      if (step === 0) await screenshot(page, 'hint-1280x800');
      await clickMove(page, want);
      played.push(want);
      expect(await moveCount(page)).toBe(played.length);
      await page.locator('[data-test=status-verdict]').filter({ hasText: 'Still winnable' }).waitFor({ timeout: 60_000 });
    }
    await page.context().close();
  });
});
