// Open Deal in Chromium: Ctrl+O opens the dialog; a deal number, the share link the status bar's
// deal button copies, and a board each put their game on the table; bad text gets a line in the
// dialog and leaves the table as it was.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { openTable, readTable, screenshot } from './table-page';
import { dealPosition } from '../../shared/engine/deal';
import type { Position } from '../../shared/engine/position';
import { formatPosition } from '../../shared/formats/position-text';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Open Deal' });

async function openDeal(page: Page, text: string, game?: string): Promise<void> {
  await page.keyboard.press('Shift+O');
  await dialog(page).waitFor();
  if (game) await dialog(page).getByLabel('Game').selectOption(game);
  await dialog(page).getByLabel('Deal number, share link or position').fill(text);
  await dialog(page).getByRole('button', { name: 'Open', exact: true }).click();
}

/** The rows as the page draws them are the position's. */
async function expectRows(page: Page, position: Position): Promise<void> {
  expect((await readTable(page)).rows).toEqual(position.rows.map((r) => [...r]));
}

describe('Open Deal', () => {
  it('deals a number typed in the game picked', async () => {
    const page = await openTable(browser, '?game=fortress&deal=5');
    await openDeal(page, '12', 'citadel');
    await dialog(page).waitFor({ state: 'detached' });
    await expectRows(page, dealPosition('citadel', 12));
    expect(await page.locator('[data-test=status-game]').inputValue()).toBe('citadel');
    expect(await page.locator('[data-test=status-deal]').innerText()).toContain('12');
    await page.context().close();
  });

  it('deals the share link the status bar gives', async () => {
    const page = await openTable(browser, '?game=streets-and-alleys&deal=3');
    const title = (await page.locator('[data-test=status-deal]').getAttribute('title'))!;
    const link = title.slice(title.indexOf('http'));
    expect(link).toMatch(/\?game=streets-and-alleys&deal=3$/);
    await page.getByRole('button', { name: 'New Game', exact: true }).click();
    await openDeal(page, link);
    await dialog(page).waitFor({ state: 'detached' });
    await expectRows(page, dealPosition('streets-and-alleys', 3));
    await page.context().close();
  });

  it('starts a position pasted in the board format', async () => {
    const page = await openTable(browser, '?game=fortress&deal=5');
    const position = dealPosition('masterpiece', 8);
    await openDeal(page, formatPosition(position), 'masterpiece');
    await dialog(page).waitFor({ state: 'detached' });
    await expectRows(page, position);
    expect(await page.locator('[data-test=status-game]').inputValue()).toBe('masterpiece');
    await page.context().close();
  });

  it('says what is wrong with bad text and leaves the table as it was', async () => {
    const page = await openTable(browser, '?game=fortress&deal=5');
    const before = await readTable(page);
    await openDeal(page, '4294967296');
    const problem = dialog(page).getByRole('alert');
    expect(await problem.innerText()).toBe('“4294967296” is not a deal number: a deal number is a whole number from 0 to 4294967295.');
    await dialog(page).getByLabel('Deal number, share link or position').fill('Foundations: H-A C-A D-A S-A\n: KS ZZ');
    await dialog(page).getByRole('button', { name: 'Open', exact: true }).click();
    expect(await problem.innerText()).toBe('Line 2: ZZ is not a card: ranks are A, 2–9, T, J, Q, K and suits H, C, D, S.');
    await screenshot(page, 'open-deal-bad-input');
    expect(await readTable(page)).toEqual(before);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await readTable(page)).toEqual(before);
    expect(await page.locator('[data-test=status-deal]').innerText()).toContain('5');
    await page.context().close();
  });

  it('has its button on the toolbar, which keeps all its buttons on one line at 1280x800 in every language', async () => {
    const page = await openTable(browser, '?game=fortress&deal=5');
    for (const language of ['en', 'sw', 'sv']) {
      await page.evaluate((lang) => {
        const stored = JSON.parse(localStorage.getItem('castle.settings') ?? '{}');
        localStorage.setItem('castle.settings', JSON.stringify({ ...stored, language: lang }));
      }, language);
      await page.reload();
      await page.waitForSelector('html[data-ready=true]');
      const tops = await page.locator('nav.toolbar button').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(tops, language).toHaveLength(14);
      expect(new Set(tops).size, `${language}: ${tops.join(' ')}`).toBe(1);
      await screenshot(page, `toolbar-${language}-1280x800`);
    }
    await page.locator('nav.toolbar [data-command="open-deal"]').click();
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });
});
