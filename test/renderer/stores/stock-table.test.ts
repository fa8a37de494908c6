// Zerline on the table, headless: a click on the stock turns its next card onto the waste (and
// nothing is ever picked up from it), the waste's and the reserve's top cards light the engine's
// destinations, the keys x y z name the new piles, and no verdict, hint or solver line is asked for
// while the stock is face down.
import { describe, it, expect } from 'vitest';
import { useGameStore } from '../../../renderer/stores/game';
import { useInteractionStore } from '../../../renderer/stores/interaction';
import { freshTable, settle } from '../helpers';
import { setSolver, type TableSolver } from '../../../renderer/stores/solver-link';
import { RESERVE, STOCK, WASTE, checkMove, makeMove } from '../../../shared/engine/moves';
import { dealPosition } from '../../../shared/engine/deal';
import { keyAction } from '../../../renderer/table/keymap';
import { GAMES } from '../../../shared/engine/games';
import { slotDescription, slotLabel, type Translate } from '../../../renderer/table/names';
import { translate } from '../../../shared/i18n/translate';

const en: Translate = (key, params) => translate('en', key, params);

function zerline(deal = 1) {
  freshTable();
  const g = useGameStore();
  g.setAnimationMs(0);
  g.startDeal('zerline', deal);
  return { g, ui: useInteractionStore() };
}

describe('Zerline on the table', () => {
  it('a click on the stock turns its next card onto the waste; the stock is never picked up', () => {
    const { g, ui } = zerline();
    const next = g.position.stock.at(-1)!;
    expect(ui.pickableDepth(STOCK)).toBe(0);
    ui.activate(0);
    expect(ui.selected).toBe(0);
    // a card held is put back, and the stock turns
    ui.activate(STOCK);
    expect(ui.selected).toBeNull();
    expect(g.position.waste.at(-1)).toBe(next);
    expect([g.moveCount, g.lastChange.move]).toEqual([1, makeMove(next, STOCK, WASTE)]);
    expect(g.view.moveCount).toBe(1);
    g.undo();
    expect(g.position.stock.at(-1)).toBe(next);
  });

  it('an empty stock says so and plays nothing', () => {
    const { g, ui } = zerline();
    while (g.position.stock.length > 0) ui.activate(STOCK);
    const played = g.view.moveCount;
    ui.activate(STOCK);
    expect(g.view.moveCount).toBe(played);
    expect(g.announcement).toEqual({ key: 'table.announce.stockEmpty' });
  });

  it("the waste's top card lights what the engine allows, never the reserve; a row's card lights the reserve", () => {
    const { g, ui } = zerline(3);
    const p = g.position;
    ui.activate(WASTE);
    const card = p.waste.at(-1)!;
    expect(ui.selected).toBe(WASTE);
    expect(ui.destinations).not.toContain(RESERVE);
    for (const to of ui.destinations) if (to < 32) expect(checkMove(p, makeMove(card, WASTE, to)).ok).toBe(true);
    ui.cancel();
    ui.activate(0);
    expect(ui.destinations).toContain(RESERVE);
    ui.activate(RESERVE);
    expect(g.position.reserve).toHaveLength(1);
    // the reserve's card may be picked up and goes back where the engine says
    ui.activate(RESERVE);
    expect(ui.selected).toBe(RESERVE);
  });

  it('x turns the stock, y picks up the waste, z the reserve; in games without them those keys mean nothing', () => {
    const key = (k: string) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false });
    const ctx = { build: 'desktop', holding: false, rules: GAMES.zerline } as const;
    expect(keyAction(key('x'), ctx)).toEqual({ kind: 'pile', pile: STOCK });
    expect(keyAction(key('y'), ctx)).toEqual({ kind: 'pile', pile: WASTE });
    expect(keyAction(key('z'), ctx)).toEqual({ kind: 'pile', pile: RESERVE });
    expect(keyAction(key('x'), { build: 'desktop', holding: false, rules: GAMES['beleaguered-castle'] })).toBeNull();
    const { g, ui } = zerline();
    const next = g.position.stock.at(-1)!;
    ui.choosePile(STOCK);
    expect(g.position.waste.at(-1)).toBe(next);
  });

  it("names the piles, and says how many cards the stock holds but never which", () => {
    const p = dealPosition('zerline', 1);
    expect(slotLabel(en, STOCK, p.rules)).toBe('Stock');
    expect(slotLabel(en, WASTE, p.rules)).toBe('Waste');
    expect(slotLabel(en, RESERVE, p.rules)).toBe('Reserve');
    expect(slotDescription(en, p, STOCK)).toBe('Stock, 63 cards face down');
    expect(slotDescription(en, p, WASTE)).toMatch(/^Waste, .+ on top$/);
    expect(slotDescription(en, p, RESERVE)).toBe('Reserve, empty');
    expect(translate('sv', 'table.piles.stock')).toBe('Talong');
    expect(translate('sw', 'table.piles.stock')).toBe('Fungu');
  });

  it('asks the solver nothing while the stock is face down: the verdict says so, Hint and Watch the solver say why not', async () => {
    const asked: string[] = [];
    const fake: TableSolver = {
      analyse: async () => (asked.push('analyse'), { verdict: 'winnable', positions: 1 }),
      findWinnableDeal: async (_g, seed) => seed,
      dailyDeal: async () => 1,
      cancel: () => undefined,
      winningLine: async () => (asked.push('line'), { verdict: 'winnable', line: [1], positions: 1 }),
    };
    const { g, ui } = zerline();
    setSolver(fake);
    ui.activate(STOCK);
    await settle(g);
    expect(g.verdict).toEqual({ kind: 'hidden' });
    g.showHint();
    await settle(g);
    expect(g.hint).toBeNull();
    expect(g.announcement).toEqual({ key: 'table.announce.hintHidden' });
    await g.watchSolver();
    expect(g.announcement).toEqual({ key: 'table.announce.watchHidden' });
    expect(asked).toEqual([]);
    // a game without a stock asks as before
    g.startDeal('beleaguered-castle', 1);
    await settle(g);
    expect(g.verdict).toEqual({ kind: 'winnable' });
    expect(asked).toEqual(['analyse']);
  });
});
