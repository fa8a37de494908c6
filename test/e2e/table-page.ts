import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { type GameId } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import { type Move, CELL_BASE, FOUNDATION_BASE, STOCK, moveCard, moveFrom, moveTo } from '../../shared/engine/moves';
import { solve } from '../../shared/solver/api/solve';
import { pileToText } from '../../shared/formats/move-text';
import { mkdirSync } from 'node:fs';

export const SCREENSHOTS = new URL('../../test-output/screenshots/', import.meta.url).pathname;

/** A winning line of a deal, found by the solver in the test itself. */
export function winningLine(game: GameId, deal: number): Move[] {
  const r = solve(dealPosition(game, deal), { budget: 500_000 });
  if (r.verdict !== 'winnable') throw new Error(`${game} ${deal} is not known to be winnable`);
  return r.moves;
}

export interface TableOptions {
  readonly width?: number;
  readonly height?: number;
  readonly animation?: 'off' | 'fast' | 'normal' | 'slow';
}

/** A fresh browser context (empty localStorage) on the table at `query`, ready to play. */
export async function openTable(browser: Browser, query: string, o: TableOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: o.width ?? 1280, height: o.height ?? 800 } });
  const animation = o.animation ?? 'off';
  // the first load starts with animations as asked; later loads (reloads) keep what is stored
  await context.addInitScript((speed) => {
    if (localStorage.getItem('castle.settings') === null) {
      // the tests play their own moves (no safe moves by themselves), past the first start's welcome,
      // and start new games mid-game without the abandon question (abandon.e2e.ts asks it)
      localStorage.setItem('castle.settings', JSON.stringify({ animationSpeed: speed, winnableOnly: false, autoMoveSafe: false, welcomeSeen: true, confirmAbandon: false }));
    }
  }, animation);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(inject('baseUrl') + query);
  await waitReady(page);
  return page;
}

export async function waitReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-ready=true]');
}

/** Waits until every card has landed: the deal's pack is gone and no transition or animation runs. */
export async function waitLanded(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-test=deal-pack]') && document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Waits until the table is laid out for the window's size now (after a resize): centred in its area
 * and no wider or taller than it.
 */
export async function waitTableFits(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const area = document.querySelector('.table-area')?.getBoundingClientRect();
    const table = document.querySelector('.table')?.getBoundingClientRect();
    if (!area || !table || Math.abs(area.width - window.innerWidth) > 1) return false;
    const centred = Math.abs(table.left - area.left - Math.max(0, (area.width - table.width) / 2)) < 1.5;
    return centred && table.width <= area.width + 1 && table.height <= area.height + 1;
  });
}

export async function moveCount(page: Page): Promise<number> {
  const text = await page.locator('[data-test=status-moves]').innerText();
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

/** The table slot a move's destination is drawn as: its very pile. */
export function targetSlot(m: Move): number {
  return moveTo(m);
}

/** The rows, cells and foundations as the page draws them, read back from the DOM. */
export async function readTable(page: Page): Promise<{ rows: number[][]; cells: number[]; home: number[] }> {
  // the pile codes go into the page as arguments: the page has none of this module's imports
  return page.evaluate(([cellBase, foundationBase, stock]) => {
    const rows: number[][] = [];
    const cells: number[] = [];
    const home: number[] = [0, 0, 0, 0];
    for (const el of document.querySelectorAll<HTMLElement>('[data-card-id]')) {
      const card = Number(el.dataset.cardId);
      const slot = Number(el.dataset.slot);
      const index = Number(el.dataset.index);
      if (slot < cellBase) (rows[slot] ??= [])[index] = card;
      else if (slot < foundationBase) cells[slot - cellBase] = card;
      else if (slot < stock) home[slot - foundationBase]!++;
    }
    return { rows: rows.map((r) => r ?? []), cells, home };
  }, [CELL_BASE, FOUNDATION_BASE, STOCK] as const);
}

/** Click the card, then the pile. */
export async function clickMove(page: Page, m: Move): Promise<void> {
  await page.locator(`[data-card-id="${moveCard(m)}"]`).click();
  await page.locator(`.slot[data-slot="${targetSlot(m)}"]`).click({ force: true });
}

/** Press on the card, drag it over the pile in steps, let go. */
export async function dragMove(page: Page, m: Move, to = targetSlot(m)): Promise<void> {
  const card = (await page.locator(`[data-card-id="${moveCard(m)}"]`).boundingBox())!;
  const slot = (await page.locator(`.slot[data-slot="${to}"]`).boundingBox())!;
  await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2);
  await page.mouse.down();
  // aim at the slot's card-sized mark: the part of the pile next to the foundations
  const mark = (await page.locator(`.slot[data-slot="${to}"] .slot__mark`).boundingBox()) ?? slot;
  await page.mouse.move(mark.x + mark.width / 2, mark.y + mark.height / 2, { steps: 4 });
  await page.mouse.up();
}

/**
 * A finger drags the card `card` (its id) onto the table slot `slot`: touch events sent through the
 * DevTools protocol, as a finger would, which Chromium turns into pointer events of type "touch".
 */
export async function fingerDrag(page: Page, card: number, slot: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const box = (await page.locator(`[data-card-id="${card}"]`).boundingBox())!;
  const mark = (await page.locator(`.slot[data-slot="${slot}"] .slot__mark`).boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const to = { x: mark.x + mark.width / 2, y: mark.y + mark.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 5; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 5, y: from.y + ((to.y - from.y) * i) / 5 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The move in the notation, typed: `3h`, `36`, `4a`. */
export async function keyMove(page: Page, m: Move): Promise<void> {
  await page.keyboard.press(pileToText(moveFrom(m)));
  await page.keyboard.press(pileToText(moveTo(m)));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}
