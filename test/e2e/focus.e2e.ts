import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { openTable, screenshot } from './table-page';

// Modal panels keep the keyboard: Tab and Shift+Tab go round their own controls, Escape closes them,
// and the focus goes back to the control that opened them.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the focused element is inside the element `selector` matches. */
const focusInside = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

/** Presses Tab (or Shift+Tab) `times` times, checking after each that the focus stayed in `selector`. */
async function tabAround(page: Page, selector: string, times: number, shift: boolean): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    expect(await focusInside(page, selector), `${shift ? 'Shift+Tab' : 'Tab'} ${i + 1}`).toBe(true);
  }
}

describe('focus in modal panels', () => {
  it('the shortcuts overlay: Tab stays inside, Escape closes it and the focus returns to its button', async () => {
    const page = await openTable(browser, '?game=citadel&deal=4');
    const opener = page.getByRole('button', { name: 'Keyboard Shortcuts' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-test=shortcuts]').waitFor();
    expect(await focusInside(page, '[data-test=shortcuts]')).toBe(true);
    await tabAround(page, '[data-test=shortcuts]', 4, false);
    await tabAround(page, '[data-test=shortcuts]', 4, true);
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-test=shortcuts]').count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('the shortcuts overlay speaks the key names of the language: Skift in Swedish, and Enter and Space as the keys are known', async () => {
    const page = await openTable(browser, '?game=citadel&deal=4', { width: 800, height: 600 });
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('castle.settings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('castle.settings', JSON.stringify({ ...s, language: 'sv' }));
    });
    await page.reload();
    await page.waitForSelector('html[data-ready=true]');
    await page.keyboard.press('?');
    const overlay = page.locator('[data-test=shortcuts]');
    await overlay.waitFor();
    const keys = await overlay.locator('kbd').allInnerTexts();
    expect(keys).toContain('Enter, Space');
    expect(keys).toContain('Skift+H');
    expect(keys.join(' ')).not.toMatch(/Retur|Mellanslag|Shift/);
    // Citadel's piles: eight rows and the foundations, no free cell, stock or King pile
    expect(keys).toContain('1 – 8, h');
    expect(keys.join(' ')).not.toMatch(/a – d|x – z/);
    await screenshot(page, 'shortcuts-sv-800x600');
    await page.context().close();
  });

  it('the settings dialog: Tab and Shift+Tab go round its controls, Escape closes it and the focus returns', async () => {
    const page = await openTable(browser, '?game=citadel&deal=4');
    const opener = page.getByRole('button', { name: 'Settings' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = '[role=dialog][aria-modal=true]';
    await page.locator(dialog).waitFor();
    const controls = await page.locator(`${dialog} :is(button, select, input, a[href])`).count();
    expect(controls).toBeGreaterThan(2);
    await tabAround(page, dialog, controls + 2, false);
    await tabAround(page, dialog, controls + 2, true);
    await page.keyboard.press('Escape');
    expect(await page.locator(dialog).count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
