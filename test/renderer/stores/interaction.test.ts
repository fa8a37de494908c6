import { describe, it, expect, beforeEach } from 'vitest';
import { isFoundationPile } from '../../../shared/engine/moves';
import { foundationPile } from '../../../shared/engine/moves';
import { useGameStore } from '../../../renderer/stores/game';
import { useInteractionStore } from '../../../renderer/stores/interaction';
import { freshTable } from '../helpers';
import { legalMoves, moveFrom, moveTo, ANY_FOUNDATION, destinationsFrom, cardAt, CELL_BASE } from '../../../shared/engine/moves';
import { SUIT_OF } from '../../../shared/engine/cards';
import { positionsEqual, clonePosition } from '../../../shared/engine/position';

function setup(game: Parameters<ReturnType<typeof useGameStore>['startDeal']>[0] = 'beleaguered-castle', deal = 1) {
  freshTable();
  const g = useGameStore();
  g.setAnimationMs(0);
  g.startDeal(game, deal);
  return { g, ui: useInteractionStore() };
}

describe('interaction store (headless)', () => {
  beforeEach(() => freshTable());

  it('picking up a card lights exactly the engine’s destinations', () => {
    const { g, ui } = setup();
    const m = legalMoves(g.position).find((x) => !isFoundationPile(moveTo(x)))!;
    ui.activate(moveFrom(m));
    expect(ui.selected).toBe(moveFrom(m));
    const engine = destinationsFrom(g.position, moveFrom(m));
    expect([...ui.destinations].sort()).toEqual(engine.sort());
  });

  it('a click on a lit pile plays the move; the selection clears', () => {
    const { g, ui } = setup();
    const m = legalMoves(g.position).find((x) => !isFoundationPile(moveTo(x)))!;
    ui.activate(moveFrom(m));
    ui.activate(moveTo(m));
    expect(g.view.moveCount).toBe(1);
    expect([g.moveCount, g.lastChange.move]).toEqual([1, m]);
    expect(ui.selected).toBeNull();
  });

  it('a click on the picked-up card again, or Escape, puts it back and changes nothing', () => {
    const { g, ui } = setup();
    ui.activate(0);
    ui.activate(0);
    expect(ui.selected).toBeNull();
    ui.activate(0);
    ui.cancel();
    expect(ui.selected).toBeNull();
    expect(g.view.moveCount).toBe(0);
  });

  it('a click on a place the held card cannot go says the engine’s reason in words, shakes it and keeps it held', () => {
    const { g, ui } = setup();
    const p = g.position;
    const from = 0;
    const dests = destinationsFrom(p, from);
    const other = [1, 2, 3, 4, 5, 6, 7].find((r) => !dests.includes(r))!;
    ui.activate(from);
    ui.activate(other);
    expect(ui.selected).toBe(from);
    expect(g.view.moveCount).toBe(0);
    // Beleaguered Castle builds down by one: the card it would go on is named
    const said = { key: 'refusal.not-one-lower', card: cardAt(p, from), onto: cardAt(p, other), pile: other };
    expect(g.feedback).toEqual(said);
    expect(g.announcement).toEqual(said);
    expect(ui.shakeOf(from, p.rows[from]!.length - 1)).toBe(ui.refused);
    expect(ui.shakeOf(other, p.rows[other]!.length - 1)).toBe(0);
    // a second try elsewhere plays: the words and the shake go
    const to = dests.find((d) => d < CELL_BASE);
    if (to !== undefined) {
      ui.activate(to);
      expect(g.view.moveCount).toBe(1);
      expect(g.feedback).toBeNull();
      expect(ui.shaken).toBeNull();
    }
  });

  it('a card with no legal move says so when picked up', () => {
    const { g, ui } = setup();
    const p = g.position;
    const stuck = p.rows.findIndex((_, r) => destinationsFrom(p, r).length === 0);
    expect(stuck).toBeGreaterThanOrEqual(0);
    ui.activate(stuck);
    expect(ui.selected).toBe(stuck);
    expect(g.feedback).toEqual({ key: 'feedback.noMove', card: cardAt(p, stuck) });
    // the live region says it is held all the same
    expect(g.announcement).toEqual({ key: 'feedback.pickedUpNoMove', card: cardAt(p, stuck) });
    // one with a move says nothing in the status line
    const free = p.rows.findIndex((_, r) => destinationsFrom(p, r).length > 0);
    ui.cancel();
    ui.activate(free);
    expect(g.feedback).toBeNull();
  });

  it('double-click sends a card home only when it can go there', () => {
    const { g, ui } = setup();
    const home = legalMoves(g.position).find((x) => isFoundationPile(moveTo(x)));
    const notHome = [0, 1, 2, 3, 4, 5, 6, 7].find((r) => !destinationsFrom(g.position, r).some(isFoundationPile))!;
    expect(ui.sendHome(notHome)).toBe(false);
    expect(g.view.moveCount).toBe(0);
    if (home) {
      expect(ui.sendHome(moveFrom(home))).toBe(true);
      expect(g.position.foundations[SUIT_OF[home >>> 14]!]).toBeGreaterThan(1);
    }
  });

  it('a drag onto a legal pile plays; onto an illegal one or off the table glides back with nothing changed', () => {
    const { g, ui } = setup();
    const before = clonePosition(g.position);
    const m = legalMoves(g.position).find((x) => !isFoundationPile(moveTo(x)))!;
    const illegal = [0, 1, 2, 3, 4, 5, 6, 7].find((r) => r !== moveFrom(m) && !destinationsFrom(g.position, moveFrom(m)).includes(r))!;
    const refusedBefore = ui.refused;
    expect(ui.startDrag(moveFrom(m))).toBe(true);
    ui.moveDrag(40, 10);
    ui.endDrag(illegal);
    expect(ui.refused).toBe(refusedBefore + 1);
    expect(positionsEqual(before, g.position)).toBe(true);
    // the engine's reason is said, and the card shakes as it glides back; nothing stays held
    expect(g.feedback).toMatchObject({ key: 'refusal.not-one-lower', card: cardAt(g.position, moveFrom(m)), pile: illegal });
    expect(ui.shaken).toMatchObject({ slot: moveFrom(m), depth: 1 });
    expect(ui.selected).toBeNull();
    ui.startDrag(moveFrom(m));
    expect(ui.shaken).toBeNull();
    ui.moveDrag(-300, 0);
    g.say({ key: 'table.announce.stockEmpty' }, null);
    ui.endDrag(null);
    expect(positionsEqual(before, g.position)).toBe(true);
    // off the table is no drop: nothing to say
    expect(g.feedback).toBeNull();
    ui.startDrag(moveFrom(m));
    ui.moveDrag(100, 100);
    expect(ui.destinations).toContain(moveTo(m));
    ui.endDrag(moveTo(m));
    expect([g.moveCount, g.lastChange.move]).toEqual([1, m]);
    expect(ui.drag).toBeNull();
  });

  it('a press that moves less than the threshold is a click', () => {
    const { ui } = setup();
    ui.startDrag(2);
    ui.moveDrag(2, 1);
    ui.endDrag(5);
    expect(ui.selected).toBe(2);
  });

  it('the notation keys pick up and drop: a row digit then `h` sends home', () => {
    const { g, ui } = setup();
    const home = legalMoves(g.position).find((x) => isFoundationPile(moveTo(x)));
    if (!home) return;
    ui.choosePile(moveFrom(home));
    ui.choosePile(ANY_FOUNDATION);
    expect([g.moveCount, g.lastChange.move]).toEqual([1, home]);
  });

  it('a free cell takes a card in Masterpiece and the aux rows never light up', () => {
    const { g, ui } = setup('masterpiece', 7);
    ui.activate(0);
    expect(ui.destinations).toContain(CELL_BASE);
    expect(ui.destinations).not.toContain(4);
    expect(ui.destinations).not.toContain(9);
    ui.activate(CELL_BASE);
    expect(g.position.cells[0]).not.toBe(-1);
  });

  it('arrow keys walk the columns and wrap within one', () => {
    const { ui } = setup();
    ui.focus = 0;
    ui.moveFocus('up');
    expect(ui.focus).toBe(3);
    ui.moveFocus('right');
    expect(ui.focus).toBe(foundationPile(3));
    ui.moveFocus('right');
    expect(ui.focus).toBe(7);
    ui.moveFocus('left');
    ui.moveFocus('left');
    expect(ui.focus).toBe(3);
  });

  it('selecting an empty pile or a foundation with nothing held does nothing', () => {
    const { g, ui } = setup();
    ui.activate(foundationPile(0));
    expect(ui.selected).toBeNull();
    expect(cardAt(g.position, 0)).not.toBe(-1);
  });
});
