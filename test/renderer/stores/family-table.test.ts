// The table playing the family's newer rules, headless: a foundation's top card back into play,
// reserves that never light up, runs that move whole as one engine move, the chosen base in words,
// and the arrow keys walking a line of rows.
import { describe, it, expect } from 'vitest';
import { isFoundationPile } from '../../../shared/engine/moves';
import { foundationPile } from '../../../shared/engine/moves';
import { suitPile } from '../../shared/engine/pile-helpers';
import { useGameStore } from '../../../renderer/stores/game';
import { useInteractionStore } from '../../../renderer/stores/interaction';
import { freshTable } from '../helpers';
import { card, position } from '../../shared/engine/helpers';
import { CELL_BASE, checkMove, legalMoves, makeMove, moveCard, moveFrom, moveTo } from '../../../shared/engine/moves';
import { type Position, clonePosition, positionsEqual } from '../../../shared/engine/position';
import type { GameId } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { isCellSlot, slotsOf } from '../../../renderer/table/slots';
import { baseText, slotDescription, slotLabel, type Translate } from '../../../renderer/table/names';
import { translate } from '../../../shared/i18n/translate';

const en: Translate = (key, params) => translate('en', key, params);

/**
 * A whole position (the host begins only those): the rows as written, exposed card last, with every
 * card that is nowhere else dealt under them round the rows, and the base given.
 */
function whole(game: GameId, rows: readonly string[], opts: { foundations?: number[]; cells?: string[]; base?: number } = {}): Position {
  const p = position(game, rows, opts);
  if (opts.base !== undefined) p.base = opts.base;
  const used = new Set([...p.rows.flat(), ...p.cells]);
  const home = (c: number): boolean => Math.floor(c / 13) < 4 && c % 13 < p.foundations[Math.floor(c / 13)]!;
  const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c) && !home(c));
  rest.forEach((c, i) => p.rows[i % p.rows.length]!.unshift(c));
  return p;
}

async function table(game: GameId, p: Position) {
  freshTable();
  const g = useGameStore();
  g.setAnimationMs(0);
  await g.startOrigin({ kind: 'position', game, position: p });
  expect(g.notices).toEqual([]);
  expect(positionsEqual(g.position, p)).toBe(true);
  return { g, ui: useInteractionStore() };
}

describe('the table on the family games', () => {
  it('Bastion: a foundation’s top card is picked up, lights exactly the piles the engine accepts, and plays back', async () => {
    // Ace and 2 of hearts home, the 3 of hearts on row 1, a free cell empty: the 2 may go back on the 3 or into the cell
    const p = whole('bastion', ['4S 3H', '5D KC'], { foundations: [2, 0, 0, 0], cells: ['-', 'QC'] });
    const { g, ui } = await table('bastion', p);
    const hearts = foundationPile(0);
    expect(ui.isPickable(hearts, -1)).toBe(true);
    expect(ui.isPickable(foundationPile(1), -1)).toBe(false);
    ui.activate(hearts);
    expect(ui.selectedCard).toBe(card('2H'));
    const engine = [...p.rows.keys(), CELL_BASE, CELL_BASE + 1].filter((to) => checkMove(clonePosition(p), makeMove(card('2H'), suitPile(card('2H')), to)).ok);
    expect([...ui.destinations].sort()).toEqual(engine.sort());
    expect(ui.destinations).toContain(0);
    expect(ui.destinations).toContain(CELL_BASE);
    ui.activate(0);
    expect([g.moveCount, g.lastChange.move]).toEqual([1, makeMove(card('2H'), suitPile(card('2H')), 0)]);
    expect(g.position.foundations[0]).toBe(1);
    g.undo();
    expect(positionsEqual(g.position, p)).toBe(true);
    // by drag as well
    expect(ui.startDrag(hearts, 1)).toBe(true);
    ui.moveDrag(40, 80);
    ui.endDrag(CELL_BASE);
    expect(g.position.cells[0]).toBe(card('2H'));
  });

  it('a foundation that keeps its cards (Chessboard) gives no card to pick up', async () => {
    const p = whole('chessboard', ['4S 3H'], { foundations: [2, 0, 0, 0], base: 1 });
    const { ui } = await table('chessboard', p);
    expect(ui.isPickable(foundationPile(0), -1)).toBe(false);
    ui.activate(foundationPile(0));
    expect(ui.selected).toBeNull();
  });

  it('Castles End: reserves are named so and never light up; the first move sets the base', async () => {
    const p = dealPosition('castles-end', 3);
    const { g, ui } = await table('castles-end', p);
    expect(slotLabel(en, CELL_BASE, p.rules)).toBe('Reserve 1');
    expect(slotDescription(en, g.position, foundationPile(2))).toBe('Diamonds foundation, empty: the first card played to a foundation, of any rank, sets the base');
    expect(baseText(en, g.position)).toBe('Base: not chosen yet');
    for (const slot of slotsOf(p.rules)) {
      if (!ui.isPickable(slot, slot < CELL_BASE ? g.position.rows[slot]!.length - 1 : -1)) continue;
      ui.activate(slot);
      expect(ui.destinations.filter(isCellSlot)).toEqual([]);
      ui.cancel();
    }
    // the first card goes home and sets the base
    const first = legalMoves(g.position).find((m) => isFoundationPile(moveTo(m)))!;
    expect(ui.sendHome(moveFrom(first))).toBe(true);
    const rank = g.position.base;
    expect(rank).toBeGreaterThan(0);
    expect(baseText(en, g.position)).toMatch(/^Base: (Ace|[2-9]|10|Jack|Queen|King)$/);
    const emptySuit = [0, 1, 2, 3].find((s) => g.position.foundations[s] === 0)!;
    expect(slotDescription(en, g.position, foundationPile(emptySuit))).toMatch(/, empty: starts with /);
    for (let r = 0; r < 10; r++) {
      if (g.position.rows[r]!.length === 0) continue;
      ui.activate(r);
      expect(ui.destinations.filter(isCellSlot)).toEqual([]);
      ui.cancel();
    }
    expect(moveCard(first)).toBeGreaterThanOrEqual(0);
  });

  it("Penelope's Web: a run picked from its bottom card moves whole, one engine move, one undo", async () => {
    // row 1 ends 9S 8H 7C (down in any suit), row 5 has the 10D on top
    const p = whole('penelopes-web', ['2C 9S 8H 7C', '3D', '4D', '5C', 'KS TD', '6H', '2S', '3S']);
    const { g, ui } = await table('penelopes-web', p);
    expect(ui.pickableDepth(0)).toBe(3);
    ui.activate(0, 3);
    expect(ui.selectedCard).toBe(card('9S'));
    expect(ui.destinations).toContain(4);
    ui.activate(4);
    expect([g.moveCount, g.lastChange.move]).toEqual([1, makeMove(card('9S'), 0, 4)]);
    expect(g.moveCount).toBe(1);
    expect(g.position.rows[4]!.slice(-4)).toEqual(['TD', '9S', '8H', '7C'].map(card));
    g.undo();
    expect(positionsEqual(g.position, p)).toBe(true);
    // the exposed card alone lights only its own places, not the run's
    ui.activate(0, 1);
    expect(ui.destinations).not.toContain(4);
    ui.cancel();
    // by drag, from the run's bottom card
    expect(ui.startDrag(0, 3)).toBe(true);
    ui.moveDrag(100, 0);
    ui.endDrag(4);
    expect([g.moveCount, g.lastChange.move]).toEqual([1, makeMove(card('9S'), 0, 4)]);
  });

  it('a line: the arrows walk along the top row and the rows, up and down go between them', async () => {
    const { ui } = await table('bastion', dealPosition('bastion', 2));
    ui.focus = 3;
    ui.moveFocus('right');
    expect(ui.focus).toBe(4);
    ui.moveFocus('up');
    expect(ui.focus).toBeGreaterThanOrEqual(CELL_BASE);
    ui.moveFocus('down');
    expect(ui.focus).toBeLessThan(CELL_BASE);
    ui.focus = 9;
    ui.moveFocus('up');
    expect(ui.focus).toBe(foundationPile(3));
    ui.moveFocus('left');
    expect(ui.focus).toBe(foundationPile(2));
    ui.focus = 0;
    ui.moveFocus('up');
    expect(ui.focus).toBe(CELL_BASE);
  });
});
