import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { openTable, screenshot, waitReady } from './table-page';

// The settings at work on the table: the language of a first start comes from the system's, and
// colours, theme and card back change what is drawn as soon as they are chosen.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.locator('[data-test=language]').waitFor();
}

/** The ink colour of each card on the table (of the sprite symbol its <use> shows), as the set of distinct colours. */
const inks = (page: Page): Promise<string[]> =>
  page.locator('.card-face use').evaluateAll((uses) => [
    ...new Set(uses.map((u) => document.querySelector(u.getAttribute('href') ?? '')?.querySelector('.card-face__ink')?.getAttribute('fill') ?? '')),
  ].sort());

describe('settings on the table', () => {
  for (const [locale, undo, newGame] of [
    ['sw-KE', 'Tendua', 'Mchezo mpya'],
    ['sv-SE', 'Ångra', 'Nytt spel'],
  ] as const) {
    it(`a first start on a ${locale} system speaks its language`, async () => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(inject('baseUrl') + '?game=fortress&deal=5');
      await waitReady(page);
      const toolbar = page.locator('nav.toolbar');
      await toolbar.getByRole('button', { name: undo, exact: true }).waitFor();
      await toolbar.getByRole('button', { name: newGame, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
      await context.close();
    });
  }

  it('four-colour suits, the theme and the card back take effect at once', async () => {
    const page = await openTable(browser, '?game=beleaguered-castle&deal=3');
    expect(await inks(page)).toHaveLength(2);
    await openSettings(page);
    await page.locator('[data-test=fourColour]').check();
    await expect.poll(() => inks(page)).toHaveLength(4);

    const cloth = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cloth').trim());
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await cloth();
    await page.locator('[data-test=theme]').selectOption('dark');
    await expect.poll(cloth).not.toBe(light);
    const dark = await cloth();
    await page.locator('[data-test=theme]').selectOption('system');
    await expect.poll(cloth).toBe(light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(cloth).toBe(dark);
    await page.locator('[data-test=theme]').selectOption('dark');

    await page.locator('[data-test=cardBack]').selectOption('plain-red');
    await page.locator('[data-test=cardBack-preview] svg[data-design=plain-red]').waitFor();
    await page.locator('[data-test=animation-slow]').check();
    await screenshot(page, 'settings-dark-1280x800');
    await page.locator('[role=dialog] [data-test=close]').click();
    // the next deal comes from a face-down pack in the chosen back
    await page.getByRole('button', { name: 'New Game', exact: true }).click();
    await page.locator('[data-test=deal-pack] svg[data-design=plain-red]').waitFor({ state: 'visible' });
    await page.locator('[data-test=deal-pack]').waitFor({ state: 'detached' });
    await page.context().close();
  });
});
