import { describe, it, expect, beforeAll, afterAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { clickMove, keyMove, moveCount, openTable, readTable, screenshot, waitReady, waitTableFits, winningLine } from './table-page';
import { dealPosition } from '../../shared/engine/deal';
import { destinationsFrom, isFoundationPile, moveTo } from '../../shared/engine/moves';
import { NO_CARD } from '../../shared/engine/cards';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the table in a browser', () => {
  it('undo and redo, by keys and by buttons, put the cards back exactly', async () => {
    const line = winningLine('fortress', 5).slice(0, 6);
    const page = await openTable(browser, '?game=fortress&deal=5');
    const states = [await readTable(page)];
    for (const m of line) {
      await clickMove(page, m);
      states.push(await readTable(page));
    }
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expect(await moveCount(page)).toBe(4);
    expect(await readTable(page)).toEqual(states[4]);
    await page.keyboard.press('Control+Shift+Z');
    expect(await readTable(page)).toEqual(states[5]);
    // the browser build's Redo is Ctrl+Shift+Z alone: a browser keeps Ctrl+Y (Cmd+Y) for its history
    await page.keyboard.press('Control+Shift+Z');
    expect(await readTable(page)).toEqual(states[6]);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await readTable(page)).toEqual(states[5]);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    expect(await moveCount(page)).toBe(6);
    expect(await page.getByRole('button', { name: 'Redo', exact: true }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('auto-finish sends every card home once only foundation moves are left', async () => {
    const line = winningLine('fortress', 5);
    let last = line.length;
    while (last > 0 && isFoundationPile(moveTo(line[last - 1]!))) last--;
    const page = await openTable(browser, '?game=fortress&deal=5', { animation: 'fast' });
    for (const m of line.slice(0, last)) await keyMove(page, m);
    await page.keyboard.press('Shift+A');
    await page.locator('[data-test=won]').waitFor();
    expect((await readTable(page)).home).toEqual([13, 13, 13, 13]);
    await page.context().close();
  });

  it('a reload restores the game in progress', async () => {
    const line = winningLine('masterpiece', 1).slice(0, 9);
    const page = await openTable(browser, '?game=masterpiece&deal=1');
    for (const m of line) await keyMove(page, m);
    await page.keyboard.press('Control+z');
    const before = await readTable(page);
    await page.reload();
    await waitReady(page);
    expect(await moveCount(page)).toBe(8);
    expect(await readTable(page)).toEqual(before);
    expect(await page.getByRole('button', { name: 'Redo', exact: true }).isDisabled()).toBe(false);
    // and without the link in the address too
    await page.goto(page.url().split('?')[0]!);
    await waitReady(page);
    expect(await readTable(page)).toEqual(before);
    await page.context().close();
  });

  it('a deal link opens that layout, with the accessible names of every pile and card', async () => {
    const page = await openTable(browser, '?game=masterpiece&deal=12');
    const p = dealPosition('masterpiece', 12);
    const drawn = await readTable(page);
    expect(drawn.rows).toEqual(p.rows);
    expect(drawn.home).toEqual(p.foundations);
    expect(p.cells.every((c) => c === NO_CARD) && drawn.cells.length === 0).toBe(true);
    // an auxiliary row's name starts with what it shows (label in name)
    for (let r = 1; r <= 10; r++) {
      const name = r % 5 === 0 ? `Auxiliary row ${r / 5} (Row ${r})` : `Row ${r}`;
      await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(1);
    }
    for (const suit of ['Hearts', 'Clubs', 'Diamonds', 'Spades']) {
      await expect(page.getByRole('button', { name: `${suit} foundation`, exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('button', { name: 'Free cell 1', exact: true }).count()).resolves.toBe(1);
    for (const name of ['7 of spades', 'King of clubs', '10 of diamonds']) {
      await expect(page.getByRole('img', { name, exact: true }).count()).resolves.toBe(1);
    }
    expect(await page.locator('[data-test=status-game] option:checked').innerText()).toBe('Masterpiece');
    expect(await page.locator('[data-test=status-deal]').innerText()).toContain('12');
    await screenshot(page, 'masterpiece-1280x800');
    await page.setViewportSize({ width: 800, height: 600 });
    await waitTableFits(page);
    await screenshot(page, 'masterpiece-800x600');
    await page.context().close();
  });

  it('the deal button copies a link that opens the same deal elsewhere', async () => {
    const page = await openTable(browser, '?game=citadel&deal=31337');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.locator('[data-test=status-deal]').click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\?game=citadel&deal=31337$/);
    const other = await openTable(browser, new URL(link).search);
    expect(await readTable(other)).toEqual(await readTable(page));
    await other.context().close();
    await page.context().close();
  });

  it('a bad deal link says so and opens a normal game', async () => {
    const page = await openTable(browser, '?game=chess&deal=12');
    await expect(page.locator('[data-test=notice]').innerText()).resolves.toMatch(/deal link cannot be opened/);
    expect(await page.locator('[data-test=status-game] option:checked').innerText()).toBe('Beleaguered Castle');
    expect((await readTable(page)).rows).toHaveLength(8);
    await page.context().close();
  });

  it('a damaged stored game is set aside with a clear message and a new game starts', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('castle.game', '{"format":1,"game":"fortress","deal":3,"moves":"1h 1h 1h 1h 1h 1h 1h","elapsedSeconds":4}');
      }
    });
    const page = await context.newPage();
    await page.goto(inject('baseUrl'));
    await waitReady(page);
    await expect(page.locator('[data-test=notice]').first().innerText()).resolves.toMatch(/saved game could not be restored/);
    expect(await moveCount(page)).toBe(0);
    expect((await readTable(page)).rows.flat().length + (await readTable(page)).home.reduce((a, b) => a + b, 0)).toBe(52);
    await context.close();
  });

  it('a picked-up card lights its destinations; Escape puts it back; moves are announced', async () => {
    const page = await openTable(browser, '?game=beleaguered-castle&deal=3', { width: 800, height: 600 });
    await page.keyboard.press('1');
    const lit = await page.locator('.slot--dest').count();
    const selected = await page.locator('.card--selected').count();
    expect(selected).toBe(1);
    await expect(page.locator('[data-test=live-region]').innerText()).resolves.toMatch(/picked up/);
    await screenshot(page, 'castle-picked-800x600');
    await page.keyboard.press('Escape');
    expect(await page.locator('.card--selected').count()).toBe(0);
    expect(await page.locator('.slot--dest').count()).toBe(0);
    expect(lit).toBe(destinationsFrom(dealPosition('beleaguered-castle', 3), 0).length);
    // a click on the cloth around the table puts the card back too
    await page.keyboard.press('1');
    expect(await page.locator('.card--selected').count()).toBe(1);
    const area = (await page.locator('.table-area').boundingBox())!;
    await page.mouse.click(area.x + 4, area.y + 4);
    expect(await page.locator('.card--selected').count()).toBe(0);
    await page.keyboard.press('?');
    await page.locator('[data-test=shortcuts]').waitFor();
    await screenshot(page, 'shortcuts-800x600');
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-test=shortcuts]').count()).toBe(0);
    await page.context().close();
  });
});
