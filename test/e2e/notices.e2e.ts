import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { audit } from './axe';
import { screenshot } from './table-page';
import { openSeeded } from './seeded-page';

// Notices and the verdict banner take their own strip of the window: at every size, no card's box
// meets theirs. Masterpiece deal 7 and Fortress deal 7 cannot be won (the banner says so once the
// solver has looked), and damaged settings in the browser's storage bring the notice that they were
// set aside. (A damaged saved game is set aside too, but its notice comes after the start-up has
// read the host's notices: issue 11 item 5 makes notices reach the player when they happen.)
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  { width: 1280, height: 800 },
  { width: 800, height: 600 },
  { width: 1920, height: 1080 },
] as const;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The cards whose box meets the box of `selector` (which must be on the page), by card id. */
async function cardsUnder(page: Page, selector: string): Promise<string[]> {
  const banner = (await page.locator(selector).boundingBox()) as Box | null;
  expect(banner, `${selector} is shown`).not.toBeNull();
  const cards = await page.locator('[data-card-id]').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { id: el.getAttribute('data-card-id')!, x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  expect(cards).toHaveLength(52);
  const meets = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  return cards.filter((c) => meets(c, banner!)).map((c) => c.id);
}

/**
 * Waits for the table to lay itself out at the new size: the window's size reached the page, no card
 * is moving, and every card's box stayed the same from one frame to the next.
 */
async function settled(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.waitForFunction(
    ({ width, height }) =>
      new Promise<boolean>((resolve) => {
        const boxes = (): string => [...document.querySelectorAll('[data-card-id]')].map((el) => JSON.stringify(el.getBoundingClientRect())).join();
        const before = boxes();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(innerWidth === width && innerHeight === height && document.getAnimations().length === 0 && boxes() === before)),
        );
      }),
    size,
  );
}

function open(query: string, damaged: boolean): Promise<Page> {
  const settings = JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false, welcomeSeen: true });
  // damaged settings are set aside at start-up (and the defaults, animations on, apply)
  return openSeeded(browser, query, { 'castle.settings': damaged ? settings.slice(0, -5) : settings }, { viewport: SIZES[0], bypassCSP: true });
}

describe('notices and the verdict banner never cover a card', () => {
  it('Masterpiece deal 7 with damaged settings: the notice and the banner, at three window sizes', async () => {
    const page = await open('?game=masterpiece&deal=7', true);
    await page.locator('[data-test=notice]').first().waitFor();
    await page.locator('[data-test=lost-bar]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-test=lost-bar]').innerText()).toMatch(/cannot be won/);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settled(page, size);
      // polled: with animations on, cards glide to their new places after a resize
      await expect.poll(() => cardsUnder(page, '.notices'), { message: `notice at ${size.width}x${size.height}`, timeout: 10_000 }).toEqual([]);
      await expect.poll(() => cardsUnder(page, '[data-test=lost-bar]'), { message: `banner at ${size.width}x${size.height}`, timeout: 10_000 }).toEqual([]);
      await screenshot(page, `notices-masterpiece-7-${size.width}x${size.height}`);
    }
    // the strips keep the page's landmarks and names whole too
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });

  it('Fortress deal 7: the banner, at three window sizes', async () => {
    const page = await open('?game=fortress&deal=7', false);
    await page.locator('[data-test=lost-bar]').waitFor({ timeout: 60_000 });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settled(page, size);
      await expect.poll(() => cardsUnder(page, '[data-test=lost-bar]'), { message: `banner at ${size.width}x${size.height}`, timeout: 10_000 }).toEqual([]);
      await screenshot(page, `notices-fortress-7-${size.width}x${size.height}`);
    }
    await page.context().close();
  });
});
