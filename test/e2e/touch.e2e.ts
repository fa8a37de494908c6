import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './browser';
import { fingerDrag, moveCount, readTable, targetSlot, waitReady, winningLine } from './table-page';
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

const touchDrag = (page: Page, m: Move): Promise<void> => fingerDrag(page, moveCard(m), targetSlot(m));

describe('touch', () => {
  it('a finger drags a card to a legal pile', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await context.addInitScript(() => localStorage.setItem('castle.settings', JSON.stringify({ animationSpeed: 'off', autoMoveSafe: false, welcomeSeen: true })));
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
