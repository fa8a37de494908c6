import { describe, it, expect, beforeAll, afterAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { audit } from './axe';
import { clickMove, dragMove, moveCount, screenshot, waitReady } from './table-page';
import { legalMoves, moveFrom, moveTo } from '../../shared/engine/moves';
import { dealPosition } from '../../shared/engine/deal';

// The table's finish as a player sees it: in Swedish and Kiswahili at 1024 x 700 the toolbar and the
// status bar stay one line each; the dark theme reaches every control; the table colour, the large
// index and the sound settings take effect at once, and with sound off no AudioContext is ever made.
// One page a language: Swedish goes through the settings, Kiswahili through a daily deal.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const GAME = 'beleaguered-castle';
const DEAL = 3;

/** A page at 1024 x 700 with these settings, and Web Audio watched: contexts made, and the gains they made. */
async function openAt1024(settings: Record<string, unknown>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 }, bypassCSP: true });
  await context.addInitScript((stored) => {
    if (localStorage.getItem('castle.settings') === null) localStorage.setItem('castle.settings', stored);
    const Real = window.AudioContext;
    const seen = { contexts: 0, gains: [] as GainNode[] };
    (window as unknown as { audioSeen: typeof seen }).audioSeen = seen;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        seen.contexts++;
      }
      override createGain(): GainNode {
        const g = super.createGain();
        seen.gains.push(g);
        return g;
      }
    };
  }, JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false, welcomeSeen: true, game: GAME, ...settings }));
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(`${inject('baseUrl')}?game=${GAME}&deal=${DEAL}`);
  await waitReady(page);
  return page;
}

const audioSeen = (page: Page): Promise<{ contexts: number; gains: number[] }> =>
  page.evaluate(() => {
    const seen = (window as unknown as { audioSeen: { contexts: number; gains: GainNode[] } }).audioSeen;
    return { contexts: seen.contexts, gains: seen.gains.map((g) => g.gain.value) };
  });

/**
 * Whether a bar is one line: no child wraps below another (every child's middle within the first
 * child's height), nothing runs past its right edge, and it is no taller than one row of buttons.
 */
const oneLine = (page: Page, selector: string): Promise<string> =>
  page.evaluate((sel) => {
    const bar = document.querySelector<HTMLElement>(sel);
    if (!bar) return `${sel}: missing`;
    const box = bar.getBoundingClientRect();
    const kids = [...bar.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
    const tallest = Math.max(...kids.map((r) => r.height));
    const lower = kids.filter((r) => r.top + r.height / 2 > box.top + tallest + 8);
    const past = kids.filter((r) => r.right > box.right + 0.5 || r.right > window.innerWidth + 0.5);
    if (lower.length > 0) return `${sel}: ${lower.length} items on a second line`;
    if (past.length > 0) return `${sel}: ${past.length} items past the right edge`;
    if (box.height > tallest + 16) return `${sel}: ${box.height}px tall for items ${tallest}px high`;
    return 'one line';
  }, selector);

/** Every visible button, select and text field in `within` whose own background is light (it has one and it is not dark). */
const lightControls = (page: Page, within: string): Promise<string[]> =>
  page.evaluate((sel) => {
    const luminance = (rgb: number[]): number => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const out: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      for (const el of root.querySelectorAll<HTMLElement>('button, select, input, textarea')) {
        const style = getComputedStyle(el);
        if (el.getClientRects().length === 0 || style.visibility === 'hidden') continue;
        const m = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(style.backgroundColor);
        if (!m || (m[4] !== undefined && Number(m[4]) < 0.5)) continue; // no background of its own
        const rgb = [Number(m[1]), Number(m[2]), Number(m[3])];
        if (luminance(rgb) > 0.2) out.push(`${el.tagName.toLowerCase()}${el.dataset.test ? `[${el.dataset.test}]` : el.dataset.command ? `[${el.dataset.command}]` : ''}: ${style.backgroundColor}`);
      }
    }
    return out;
  }, within);

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('[role=dialog][aria-modal=true]').waitFor({ state: 'detached' });
}

describe('the table’s finish: languages that fit, themes on every control, the settings players expect', () => {
  it('Svenska at 1024 x 700: one line each; sound off makes no AudioContext; volume, table colour, large index and the dark theme take effect', async () => {
    const page = await openAt1024({ language: 'sv', theme: 'light', sound: false });
    await page.locator('[data-test=status-par]').waitFor();
    expect(await oneLine(page, 'nav.toolbar')).toBe('one line');
    expect(await oneLine(page, 'footer.status')).toBe('one line');
    // a light table has light buttons: the dark theme's check below can tell them apart
    expect((await lightControls(page, 'nav.toolbar')).length).toBeGreaterThan(0);

    // sound off: a move, a refused drop, and nothing of Web Audio is made
    const deal = dealPosition(GAME, DEAL);
    const moves = legalMoves(deal);
    const first = moves[0]!;
    await clickMove(page, first);
    await expect.poll(() => moveCount(page)).toBe(1);
    const after = legalMoves(dealPosition(GAME, DEAL)).filter((m) => moveFrom(m) !== moveFrom(first));
    const m = after.find((x) => x !== first)!;
    const refusedRow = [...Array(8).keys()].find((r) => r !== moveFrom(m) && r !== moveTo(m) && r !== moveTo(first) && r !== moveFrom(first))!;
    await dragMove(page, m, refusedRow);
    expect(await moveCount(page)).toBe(1);
    expect((await audioSeen(page)).contexts).toBe(0);

    await page.keyboard.press(',');
    const dialog = page.locator('[role=dialog][aria-modal=true]');
    await dialog.waitFor();
    expect(await audit(page, '[role=dialog][aria-modal=true]')).toEqual([]);
    // sound on, volume 30: one context, its master gain at the volume's gain (squared: 0.09)
    await page.locator('[data-test=sound]').check();
    await page.locator('[data-test=soundVolume]').fill('30');
    await expect.poll(async () => (await audioSeen(page)).contexts).toBe(1);
    await expect.poll(async () => (await audioSeen(page)).gains[0]).toBeCloseTo(0.09, 5);

    // the table colour changes the cloth at once
    const cloth = (): Promise<string> => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cloth').trim());
    const green = await cloth();
    await page.locator('[data-test=tableColour]').selectOption('blue');
    await expect.poll(cloth).not.toBe(green);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.app')!).backgroundImage)).toContain('rgb(29, 85, 119)');

    // the large index: the cards show the faces of their own sprite, with a taller rank
    const sprite = (): Promise<string[]> => page.locator('[data-card-id] use').evaluateAll((us) => [...new Set(us.map((u) => (u.getAttribute('href') ?? '').split('-').slice(0, 3).join('-')))]);
    expect(await sprite()).toEqual(['#card-face-2']);
    await page.locator('[data-test=largeIndex]').check();
    await expect.poll(sprite).toEqual(['#card-face-2L']);

    // the dark theme: no control of the dialog, the toolbar or the status bar keeps a light background
    await page.locator('[data-test=theme]').selectOption('dark');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await lightControls(page, '[role=dialog]')).toEqual([]);
    expect(await audit(page, '[role=dialog][aria-modal=true]')).toEqual([]);
    await screenshot(page, 'settings-sv-dark-1024x700');
    await closeDialog(page);
    expect(await lightControls(page, 'nav.toolbar, footer.status')).toEqual([]);
    // and none in the other dialogs
    for (const key of ['Shift+S', 'F1', 'Shift+O']) {
      await page.keyboard.press(key);
      await dialog.waitFor();
      expect(await lightControls(page, '[role=dialog]'), key).toEqual([]);
      await closeDialog(page);
    }
    expect(await oneLine(page, 'nav.toolbar')).toBe('one line');
    expect(await oneLine(page, 'footer.status')).toBe('one line');
    await screenshot(page, 'table-sv-dark-blue-large-index-1024x700');

    // with sound on, a refused drop and a move are heard: each sound makes its own gains
    const gains = async (): Promise<number> => (await audioSeen(page)).gains.length;
    const before = await gains();
    await dragMove(page, m, refusedRow);
    await expect.poll(gains).toBeGreaterThan(before);
    const refusedAt = await gains();
    await clickMove(page, m);
    await expect.poll(() => moveCount(page)).toBe(2);
    await expect.poll(gains).toBeGreaterThan(refusedAt);
    expect((await audioSeen(page)).contexts).toBe(1);
    await page.context().close();
  });

  it('Kiswahili at 1024 x 700: one line each, with the daily deal’s date in the status bar', async () => {
    const page = await openAt1024({ language: 'sw', theme: 'light' });
    await page.locator('[data-test=status-par]').waitFor();
    expect(await oneLine(page, 'nav.toolbar')).toBe('one line');
    expect(await oneLine(page, 'footer.status')).toBe('one line');
    await page.locator('[data-command=daily-deal]').click();
    const daily = page.locator('[data-test=status-daily]');
    await daily.waitFor({ timeout: 60_000 });
    // the day as Kiswahili writes it, not as it is stored
    const date = (await daily.getAttribute('data-date'))!;
    const shown = new Intl.DateTimeFormat('sw', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    expect(await daily.textContent()).toBe(`Mgawo wa kila siku wa ${shown}`);
    // the longest the line gets: the deal rated, its par known, the verdict in
    await page.locator('[data-test=status-par]').waitFor();
    await page.locator('[data-test=status-verdict].status__verdict--winnable').waitFor({ timeout: 60_000 });
    expect(await oneLine(page, 'nav.toolbar')).toBe('one line');
    expect(await oneLine(page, 'footer.status')).toBe('one line');
    await screenshot(page, 'table-sw-daily-1024x700');
    await page.context().close();
  });
});
