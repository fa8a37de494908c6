import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './browser';
import { moveCount, readTable, targetSlot, waitReady, winningLine } from './table-page';
import { moveCard, type Move } from '../../shared/engine/moves';

// Touch: Chromium turns touch events into pointer events of type "touch", which the table handles
// like the mouse. Sent through the DevTools protocol, as a finger would.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function touchDrag(page: Page, m: Move): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const card = (await page.locator(`[data-card-id="${moveCard(m)}"]`).boundingBox())!;
  const mark = (await page.locator(`.slot[data-slot="${targetSlot(m)}"] .slot__mark`).boundingBox())!;
  const from = { x: card.x + card.width / 2, y: card.y + card.height / 2 };
  const to = { x: mark.x + mark.width / 2, y: mark.y + mark.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 5; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 5, y: from.y + ((to.y - from.y) * i) / 5 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('touch', () => {
  it('a finger drags a card to a legal pile', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await context.addInitScript(() => localStorage.setItem('castle.settings', JSON.stringify({ animationSpeed: 'off' })));
    const page = await context.newPage();
    await page.goto(inject('baseUrl') + '?game=fortress&deal=5');
    await waitReady(page);
    const line = winningLine('fortress', 5).slice(0, 4);
    const before = await readTable(page);
    for (const m of line) await touchDrag(page, m);
    expect(await moveCount(page)).toBe(line.length);
    expect(await readTable(page)).not.toEqual(before);
    await context.close();
  });
});
