import { describe, it, expect, beforeAll, afterAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { keyMove, moveCount, openTable, waitLanded, waitReady, winningLine } from './table-page';
import { moveCard } from '../../shared/engine/moves';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Card transitions running now, by card id. */
const flying = (page: Page): Promise<number[]> =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect instanceof KeyframeEffect && a.effect.target instanceof HTMLElement && a.effect.target.dataset.cardId !== undefined)
      .map((a) => Number(((a.effect as KeyframeEffect).target as HTMLElement).dataset.cardId)),
  );

describe('motion', () => {
  it('a move glides; the next gesture lands it at once and nothing waits for it', async () => {
    const line = winningLine('fortress', 5);
    const page = await openTable(browser, '?game=fortress&deal=5', { animation: 'slow' });
    await waitLanded(page); // the deal has landed
    await keyMove(page, line[0]!);
    expect(await flying(page)).toContain(moveCard(line[0]!));
    await keyMove(page, line[1]!);
    expect(await moveCount(page)).toBe(2);
    const now = await flying(page);
    expect(now).not.toContain(moveCard(line[0]!));
    expect(now).toContain(moveCard(line[1]!));
    await page.context().close();
  });

  it('prefers-reduced-motion: moves jump, nothing animates', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await context.addInitScript(() => localStorage.setItem('castle.settings', JSON.stringify({ animationSpeed: 'slow', winnableOnly: false, welcomeSeen: true })));
    const page = await context.newPage();
    await page.goto(inject('baseUrl') + '?game=fortress&deal=5');
    await waitReady(page);
    await keyMove(page, winningLine('fortress', 5)[0]!);
    expect(await flying(page)).toEqual([]);
    await context.close();
  });

  it('Hint shows a move on the table: its card and its destination light up', async () => {
    const page = await openTable(browser, '?game=fortress&deal=5');
    await page.keyboard.press('Shift+H');
    await page.locator('.card--hint').waitFor({ timeout: 60_000 });
    expect(await page.locator('.slot--hint').count()).toBe(1);
    await expect(page.locator('[data-test=live-region]').innerText()).resolves.toMatch(/^Hint: .+ (onto|to) .+/);
    await page.context().close();
  });
});
