import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { openSeeded } from './seeded-page';
import { moveCount, readTable, screenshot, waitReady } from './table-page';
import { serializeSavedGame } from '../../shared/formats/saved-game';
import { card } from '../shared/engine/helpers';
import { streetsWithRun, streetsWithRunSaved } from '../shared/engine/run-position';

// Moving a run in Streets and Alleys: row 1 ends with 8H 7C, row 2 is empty, row 3 ends with 9D.
// The run goes onto 9D through the empty row, by a drag from 8H and by the keys 1 1 3, and one Undo
// takes it back. The game is seeded as the saved game in progress, as a player would have it.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

function openRunPosition(hasTouch = false): Promise<Page> {
  const settings = JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false, welcomeSeen: true });
  return openSeeded(browser, '', { 'castle.settings': settings, 'castle.game': serializeSavedGame(streetsWithRunSaved()) }, { hasTouch });
}

/** A point on the part of the card that shows (a card inside a row lies under the cards on it). */
async function visiblePoint(page: Page, c: number): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((id) => {
    const el = document.querySelector(`[data-card-id="${id}"]`)!;
    const r = el.getBoundingClientRect();
    for (let i = 1; i < 20; i++) {
      for (const x of [r.left + (r.width * i) / 20, r.right - (r.width * i) / 20]) {
        const y = r.top + r.height / 2;
        if (document.elementFromPoint(x, y)?.closest('[data-card-id]') === el) return { x, y };
      }
    }
    return null;
  }, c);
  expect(point).not.toBeNull();
  return point!;
}

/** The rows as the page draws them, an empty row as [] (readTable leaves a hole there). */
async function rowsOf(page: Page): Promise<number[][]> {
  const { rows } = await readTable(page);
  return Array.from({ length: 8 }, (_, i) => rows[i] ?? []);
}

const start = streetsWithRun();
const startRows = start.rows.map((r) => [...r]);
const runOnNine = [...start.rows[2]!, card('8H'), card('7C')];

describe('moving a run', () => {
  it('a drag from a card inside the run moves the run whole, and one Undo takes it back', async () => {
    const page = await openRunPosition();
    expect((await rowsOf(page))).toEqual(startRows);
    const from = await visiblePoint(page, card('8H'));
    const mark = (await page.locator('.slot[data-slot="2"] .slot__mark').boundingBox())!;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 10, { steps: 2 });
    // both cards of the run travel in the hand, and only row 3 lights up
    expect(await page.locator('.card--dragging').count()).toBe(2);
    expect(await page.locator('.slot--dest').evaluateAll((els) => els.map((e) => e.getAttribute('data-slot')))).toEqual(['2']);
    await page.mouse.move(mark.x + mark.width / 2, mark.y + mark.height / 2, { steps: 4 });
    await screenshot(page, 'run-move-drag');
    await page.mouse.up();
    expect((await rowsOf(page))[2]).toEqual(runOnNine);
    expect(await moveCount(page)).toBe(3);
    await page.keyboard.press('Control+z');
    expect(await moveCount(page)).toBe(0);
    expect((await rowsOf(page))).toEqual(startRows);
    await page.context().close();
  });

  it('by keyboard: the row key twice takes the run, the host key drops it, Undo takes it back in one step', async () => {
    const page = await openRunPosition();
    await page.keyboard.press('1');
    await page.keyboard.press('1');
    expect(await page.locator('.card--selected').count()).toBe(2);
    await page.keyboard.press('3');
    expect((await rowsOf(page))[2]).toEqual(runOnNine);
    expect(await moveCount(page)).toBe(3);
    await screenshot(page, 'run-move-keys');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await moveCount(page)).toBe(0);
    expect((await rowsOf(page))).toEqual(startRows);
    // Redo plays the run again whole, and the game keeps it as one step after a reload
    await page.keyboard.press('Control+Shift+Z');
    expect(await moveCount(page)).toBe(3);
    await page.keyboard.press('Control+z');
    await page.reload();
    await waitReady(page);
    expect(await moveCount(page)).toBe(0);
    await page.keyboard.press('Control+Shift+Z');
    expect(await moveCount(page)).toBe(3);
    expect((await rowsOf(page))[2]).toEqual(runOnNine);
    await page.context().close();
  });

  it('a finger drags the run too', async () => {
    const page = await openRunPosition(true);
    const from = await visiblePoint(page, card('8H'));
    const mark = (await page.locator('.slot[data-slot="2"] .slot__mark').boundingBox())!;
    const to = { x: mark.x + mark.width / 2, y: mark.y + mark.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let i = 1; i <= 5; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 5, y: from.y + ((to.y - from.y) * i) / 5 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    expect((await rowsOf(page))[2]).toEqual(runOnNine);
    expect(await moveCount(page)).toBe(3);
    await page.context().close();
  });
});
