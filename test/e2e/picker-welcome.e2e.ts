// The first start's welcome and the Choose Game dialog, on one page: the welcome shows on a first
// start and, once closed, never again (a reload does not bring it back); the picker is driven by the
// keyboard alone (G opens it, typing filters, the arrows move, Enter chooses and the game changes);
// axe-core finds nothing in either, light or dark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { audit } from './axe';
import { screenshot, waitReady } from './table-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const DIALOG = '[role=dialog][aria-modal=true]';

/** axe's findings within the open dialog, in both themes (the theme's colours are the page's own). */
async function auditBothThemes(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    for (const v of await audit(page, DIALOG)) found.push(`${theme} ${name}: ${v}`);
    await screenshot(page, `${name}-${theme}`);
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  return found;
}

describe('the first start and Choose Game', () => {
  it('welcomes once, then the picker chooses a game by the keyboard', async () => {
    // a first start: no setting says the welcome was seen (bypassCSP: axe's script goes in)
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await context.addInitScript(() => {
      if (localStorage.getItem('castle.settings') === null) localStorage.setItem('castle.settings', JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false }));
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto((inject('baseUrl') as string) + '?game=fortress&deal=5');
    await waitReady(page);

    const welcome = page.locator('[data-test=welcome]');
    await welcome.waitFor();
    expect(await page.getByRole('dialog', { name: 'Welcome' }).count()).toBe(1);
    // the browser build names its own keys: Choose Game is G, the help F1
    expect(await welcome.innerText()).toMatch(/Choose Game… \(Shift\+G\)/);
    const found = await auditBothThemes(page, 'welcome');

    // the language changes there, at once
    await page.locator('[data-test=welcome-language]').selectOption('sv');
    await page.getByRole('dialog', { name: 'Välkommen' }).waitFor();
    await page.locator('[data-test=welcome-language]').selectOption('en');
    await page.getByRole('dialog', { name: 'Welcome' }).waitFor();
    await page.locator('[data-test=welcome-play]').click();
    await welcome.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (JSON.parse(localStorage.getItem('castle.settings') ?? '{}') as { welcomeSeen?: boolean }).welcomeSeen === true);

    // after a reload no welcome: G opens the picker at once (no dialog stands in its way)
    await page.reload();
    await waitReady(page);
    await page.keyboard.press('Shift+G');
    const picker = page.getByRole('dialog', { name: 'Choose Game' });
    await picker.waitFor();
    expect(await welcome.count()).toBe(0);
    expect(await page.locator(`${DIALOG}`).count()).toBe(1);
    // every game, each with its miniature, its figures and the game on the table chosen to begin with
    expect(await picker.getByRole('option').count()).toBe(26);
    expect(await picker.locator('svg.picker__thumb rect.picker__card').count()).toBeGreaterThan(26 * 30);
    expect(await picker.getByRole('option', { selected: true }).getAttribute('data-game')).toBe('fortress');
    found.push(...(await auditBothThemes(page, 'picker')));

    // typing filters (the search field has the focus), the arrows move, Enter chooses
    await page.keyboard.type('che');
    await expect.poll(() => picker.getByRole('option').evaluateAll((os) => os.map((o) => o.getAttribute('data-game')))).toEqual(['chessboard', 'chequers']);
    expect(await picker.getByRole('option', { selected: true }).getAttribute('data-game')).toBe('chessboard');
    await page.keyboard.press('ArrowDown');
    expect(await picker.getByRole('option', { selected: true }).getAttribute('data-game')).toBe('chequers');
    await screenshot(page, 'picker-filtered');
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (document.querySelector('[data-test=status-game]') as HTMLSelectElement | null)?.value === 'chequers');

    // Escape closes it without a change
    await page.keyboard.press('Shift+G');
    await picker.waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await page.locator('[data-test=status-game]').inputValue()).toBe('chequers');

    await context.close();
    expect(found).toEqual([]);
  });
});
