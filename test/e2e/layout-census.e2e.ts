// The layout census: every game on the table in Chromium at 1024x700, 1280x800 and 1920x1080 (one
// page a game, resized), each saved to test-output/screenshots/ to look at. In each of the 78 cases:
// no scrolling, no pile over another, every card on its own pile and in the card area, the table
// centred and as large as the area allows, every cell, reserve, stock, waste and auxiliary row named
// in the player's language where no card covers the name, every foundation marked with where it
// starts and which way it builds, Rittenhouse's feeds shown, Chequers' two piles of a suit told apart.
// The games take turns at the three languages. Then the card size setting, and the longest rows.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { openTable, screenshot, waitLanded, waitReady, waitTableFits } from './table-page';
import { openSeeded } from './seeded-page';
import { type TableMeasure, inside, measureTable, meets, union } from './census-measure';
import { GAME_IDS, GAMES, type GameId, type GameRules } from '../../shared/engine/games';
import { cardCount, pileBuildsDown } from '../../shared/engine/position';
import { dealPosition } from '../../shared/engine/deal';
import { formatPosition } from '../../shared/formats/position-text';
import { CELL_BASE, RESERVE, STOCK, WASTE } from '../../shared/engine/moves';
import { LANGUAGES, type Language } from '../../shared/host/types';
import { translate } from '../../shared/i18n/translate';
import { sideSlots } from '../../renderer/table/slots';
import { FOUNDATION_BASE } from '../../shared/engine/moves';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  [1024, 700],
  [1280, 800],
  [1920, 1080],
] as const;

/** The name a pile must have written by it, from the catalogue of `lang` and the game's rules; null for a pile that has none. */
function expectedName(rules: GameRules, slot: number, lang: Language): string | null {
  const aux = rules.auxiliaryRows.indexOf(slot);
  if (aux >= 0) return translate(lang, rules.auxiliaryKind === 'reserve' ? 'table.piles.reserve' : 'table.piles.auxiliaryRow', { n: aux + 1 });
  if (slot >= CELL_BASE && slot < CELL_BASE + rules.cells) return translate(lang, rules.cellKind === 'reserve' ? 'table.piles.reserve' : 'table.piles.freeCell', { n: slot - CELL_BASE + 1 });
  if (slot === STOCK) return translate(lang, rules.talonRefills ? 'table.piles.talon' : 'table.piles.stock');
  if (slot === WASTE) return translate(lang, 'table.piles.waste');
  if (slot === RESERVE) return translate(lang, 'table.piles.reservePile');
  return null;
}

/** The rank a foundation pile starts with, as a card's corner writes it, from the rules (`null`: a base the player chooses). */
function expectedStart(rules: GameRules, pile: number): string | null {
  if (pileBuildsDown(rules, pile) || rules.foundationBase === 'king') return 'K';
  return rules.foundationBase === 'chosen' ? null : 'A';
}

/** Everything the census asserts of one page as it is now (each failure said, the checks going on). */
function check(m: CensusMeasure, game: GameId, lang: Language, where: string): void {
  const rules = GAMES[game];
  expect.soft(m.scrolls, `${where}: scrolls`).toBe(false);
  // no pile over another, every card on its own pile (so over no other) and in the card area
  for (let i = 0; i < m.slots.length; i++) {
    for (let j = i + 1; j < m.slots.length; j++) expect.soft(meets(m.slots[i]!.box, m.slots[j]!.box), `${where}: piles ${m.slots[i]!.slot} and ${m.slots[j]!.slot} overlap`).toBe(false);
  }
  const slotBox = new Map(m.slots.map((s) => [s.slot, s.box]));
  for (const c of m.cards) {
    expect.soft(inside(c.box, slotBox.get(c.slot)!), `${where}: card ${c.card} off its pile ${c.slot}`).toBe(true);
    expect.soft(inside(c.box, m.area), `${where}: card ${c.card} out of the card area`).toBe(true);
  }
  // every name and mark written where no pile, card or other caption lies, in the card area
  for (const [i, l] of m.labels.entries()) {
    expect.soft(l.text, `${where}: caption of ${l.slot} is empty`).not.toBe('');
    expect.soft(inside(l.box, m.area), `${where}: caption "${l.text}" out of the card area`).toBe(true);
    for (const s of m.slots) expect.soft(meets(l.box, s.box), `${where}: caption "${l.text}" over pile ${s.slot}`).toBe(false);
    for (const c of m.cards) expect.soft(meets(l.box, c.box), `${where}: caption "${l.text}" over card ${c.card}`).toBe(false);
    for (const o of m.labels.slice(i + 1)) expect.soft(meets(l.box, o.box), `${where}: captions "${l.text}" and "${o.text}" overlap`).toBe(false);
  }
  // each cell, reserve, stock, waste and auxiliary row named in the player's language
  const named = [...Array.from({ length: rules.cells }, (_, i) => CELL_BASE + i), ...sideSlots(rules), ...rules.auxiliaryRows];
  for (const slot of named) expect.soft(m.labels.filter((l) => l.slot === slot).map((l) => l.text), `${where}: name of pile ${slot}`).toEqual([expectedName(rules, slot, lang)]);
  // each foundation under a caption that says where it starts and which way it goes (or the chosen base)
  for (let pile = 0; pile < 4 * rules.decks; pile++) {
    const caption = m.labels.find((c) => c.foundations.includes(FOUNDATION_BASE + pile));
    expect(caption, `${where}: foundation ${pile + 1} has no caption`).toBeDefined();
    const start = expectedStart(rules, pile);
    if (start === null) expect.soft(caption!.text, `${where}: foundation ${pile + 1}`).toBe(translate(lang, 'table.piles.baseNotSet'));
    else expect.soft(caption!.text, `${where}: foundation ${pile + 1}`).toBe(`${start} ${pileBuildsDown(rules, pile) ? '↓' : '↑'}`);
    // an empty one shows its start too (the suit alone while a chosen base is not chosen yet)
    const mark = m.marks.get(FOUNDATION_BASE + pile)!;
    if (!m.cards.some((c) => c.slot === FOUNDATION_BASE + pile)) expect.soft(mark.startsWith(start ?? ''), `${where}: empty foundation ${pile + 1} shows "${mark}"`).toBe(true);
  }
  // Chequers: a suit's Ace pile and King pile framed apart; Rittenhouse: each row says which piles it feeds
  if (rules.foundationDirection === 'half-down') {
    const framedDown = m.downPiles.map((s) => s - FOUNDATION_BASE).sort((a, b) => a - b);
    expect.soft(framedDown, where).toEqual(Array.from({ length: 4 * rules.decks }, (_, p) => p).filter((p) => pileBuildsDown(rules, p)));
  }
  rules.rowFeeds?.forEach((feeds, row) => expect.soft(m.labels.filter((l) => l.slot === row).map((l) => l.text), `${where}: feeds of row ${row + 1}`).toEqual([feeds.length > 1 ? '↖ ↑ ↗' : '↑']));
  // centred: as much room either side of what is drawn (the wings' rows, the grid's, the top lines),
  // and above and below the piles
  const drawn = union([...m.slots.map((s) => s.mark), ...m.cards.map((c) => c.box), ...m.labels.map((l) => l.box)]);
  const piles = union([...m.slots.map((s) => s.box), ...m.labels.map((l) => l.box)]);
  const cardW = m.cards[0]!.box.w;
  const tolerance = 0.15 * cardW + 2;
  expect.soft(Math.abs(drawn.x - m.area.x - (m.area.x + m.area.w - drawn.x - drawn.w)), `${where}: off centre across`).toBeLessThanOrEqual(tolerance);
  expect.soft(Math.abs(piles.y - m.area.y - (m.area.y + m.area.h - piles.y - piles.h)), `${where}: off centre up and down`).toBeLessThanOrEqual(tolerance);
  // as large as the area allows: the table reaches its sides, or its top and bottom
  const fills = m.table.w >= m.area.w - 2 || m.table.h >= m.area.h - 2;
  expect.soft(fills, `${where}: table ${m.table.w.toFixed(0)}x${m.table.h.toFixed(0)} in ${m.area.w}x${m.area.h}`).toBe(true);
}

type CensusMeasure = TableMeasure & { readonly marks: ReadonlyMap<number, string>; readonly downPiles: readonly number[] };

/** The census's own measures on top of the shared ones: empty piles' marks, piles framed as built down. */
async function censusMeasure(page: Page): Promise<CensusMeasure> {
  const m = await measureTable(page);
  const extra = await page.evaluate(() => ({
    // a foundation's first rank is drawn from its data-rank (CSS), its suit is the mark's text
    marks: [...document.querySelectorAll<HTMLElement>('.slot')].map((el) => {
      const mark = el.querySelector<HTMLElement>('.slot__mark');
      return [Number(el.dataset.slot), `${mark?.dataset.rank ?? ''}${mark?.textContent?.trim() ?? ''}`] as [number, string];
    }),
    downPiles: [...document.querySelectorAll<HTMLElement>('.slot--down')].map((el) => Number(el.dataset.slot)),
  }));
  return { ...m, ...extra, marks: new Map(extra.marks) };
}

describe('the layout census: 26 games at three window sizes', () => {
  GAME_IDS.forEach((game, i) => {
    const lang = LANGUAGES[i % LANGUAGES.length]!;
    it(`${game} (${lang})`, async () => {
      const settings = JSON.stringify({ animationSpeed: 'off', winnableOnly: false, autoMoveSafe: false, welcomeSeen: true, language: lang });
      const page = await openSeeded(browser, `?game=${game}&deal=7`, { 'castle.settings': settings }, { viewport: { width: SIZES[0][0], height: SIZES[0][1] } });
      await waitLanded(page);
      // every card but a face-down stock's or talon's, which the page never holds (Zerline, Chequers)
      expect(await page.locator('[data-card-id]').count()).toBe(cardCount(GAMES[game]) - dealPosition(game, 7).stock.length);
      const widths: string[] = [];
      for (const [width, height] of SIZES) {
        if (width !== SIZES[0][0]) await page.setViewportSize({ width, height });
        await waitTableFits(page);
        await screenshot(page, `census-${game}-${width}x${height}`);
        const m = await censusMeasure(page);
        check(m, game, lang, `${game} ${width}x${height} ${lang}`);
        widths.push(`${width}x${height}: ${m.cards[0]!.box.w.toFixed(0)} px`);
      }
      console.log(`${game}: cards ${widths.join(', ')}`);
      await page.context().close();
    });
  });

  it('card size: small, medium and large cards are drawn that wide, never wider than the table allows', async () => {
    const page = await openTable(browser, '?game=beleaguered-castle&deal=7', { width: 1280, height: 800 });
    const cardWidth = async () => (await measureTable(page)).cards[0]!.box.w;
    const auto = await cardWidth();
    const widths: Record<string, number> = {};
    for (const size of ['small', 'medium', 'large', 'auto'] as const) {
      await page.evaluate((cardSize) => localStorage.setItem('castle.settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('castle.settings')!), cardSize })), size);
      await page.reload();
      await waitReady(page);
      await waitTableFits(page);
      widths[size] = await cardWidth();
      if (size === 'small') await screenshot(page, 'census-card-size-small-1280x800');
    }
    expect(widths.small).toBeCloseTo(60, 0);
    expect(widths.medium).toBeCloseTo(84, 0);
    // large (112) is more than Beleaguered Castle's table has room for at 1280x800: as large as fits
    expect(auto).toBeLessThan(112);
    expect(widths.large).toBeCloseTo(auto, 0);
    expect(widths.auto).toBeCloseTo(auto, 0);
    // a smaller card is a smaller table, still centred and whole
    const m = await censusMeasure(page);
    check(m, 'beleaguered-castle', 'en', 'auto again');
    await page.context().close();
  });

  // the longest rows a line is made room for at its start: two rows of 18 (a dealt row of 6 with 12
  // built on it; in Castle Mount, dealt 12, six built on it). The cards shrink until they fit, every
  // index readable.
  for (const [game, long] of [['morphy', 18], ['castles-end', 18], ['castle-mount', 18]] as [GameId, number][]) {
    it(`${game} at 1280x800, then 1920x1080, with two rows of ${long} cards: still all in view, every rank readable`, async () => {
      const p = dealPosition(game, 7);
      const all = [...p.rows.flat()];
      p.rows.forEach((r) => r.splice(0));
      p.rows[0]!.push(...all.slice(0, long));
      p.rows[1]!.push(...all.slice(long, 2 * long));
      all.slice(2 * long).forEach((c, i) => p.rows[2 + (i % (p.rows.length - 2))]!.push(c));
      const page = await openTable(browser, `?game=${game}&deal=7`, { width: 1280, height: 800 });
      await page.keyboard.press('Shift+O');
      const dialog = page.getByRole('dialog', { name: 'Open Deal' });
      await dialog.getByLabel('Deal number, share link or position').fill(formatPosition(p));
      await dialog.getByRole('button', { name: 'Open', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await waitLanded(page);
      for (const [width, height] of [[1280, 800], [1920, 1080]] as const) {
        if (width !== 1280) await page.setViewportSize({ width, height });
        await waitTableFits(page);
        await screenshot(page, `census-${game}-long-rows-${width}x${height}`);
        const m = await censusMeasure(page);
        check(m, game, 'en', `${game} long rows ${width}x${height}`);
        // each card of a long row shows at least its corner's rank: a third of a card width
        const ys = m.cards.filter((c) => c.slot === 0).map((c) => c.box.y).sort((a, b) => a - b);
        expect(ys).toHaveLength(long);
        for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!, `${width}x${height}`).toBeGreaterThanOrEqual(m.cards[0]!.box.w / 3);
      }
      await page.context().close();
    });
  }
});
