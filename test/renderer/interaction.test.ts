import { describe, it, expect, beforeEach } from 'vitest';
import { useGameStore } from '../../renderer/stores/game';
import { useInteractionStore } from '../../renderer/stores/interaction';
import { freshTable } from './helpers';
import { legalMoves, moveFrom, moveTo, FOUNDATION, destinationsFrom, cardAt, CELL_BASE } from '../../shared/engine/moves';
import { SUIT_OF } from '../../shared/engine/cards';
import { foundationSlot, pileOfSlot } from '../../renderer/table/slots';
import { positionsEqual, clonePosition } from '../../shared/engine/position';

function setup(game: Parameters<ReturnType<typeof useGameStore>['startDeal']>[0] = 'beleaguered-castle', deal = 1) {
  freshTable();
  const g = useGameStore();
  g.animationMs = 0;
  g.startDeal(game, deal);
  return { g, ui: useInteractionStore() };
}

describe('interaction store (headless)', () => {
  beforeEach(() => freshTable());

  it('picking up a card lights exactly the engine’s destinations', () => {
    const { g, ui } = setup();
    const m = legalMoves(g.record.position).find((x) => moveTo(x) !== FOUNDATION)!;
    ui.activate(moveFrom(m));
    expect(ui.selected).toBe(moveFrom(m));
    const engine = destinationsFrom(g.record.position, moveFrom(m)).map((p) => (p === FOUNDATION ? foundationSlot(SUIT_OF[m >>> 12]!) : p));
    expect([...ui.destinations].sort()).toEqual(engine.sort());
  });

  it('a click on a lit pile plays the move; the selection clears', () => {
    const { g, ui } = setup();
    const m = legalMoves(g.record.position).find((x) => moveTo(x) !== FOUNDATION)!;
    ui.activate(moveFrom(m));
    ui.activate(moveTo(m));
    expect(g.view.moveCount).toBe(1);
    expect(g.record.moves()).toEqual([m]);
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

  it('a click on another card that is no destination picks that card up instead', () => {
    const { g, ui } = setup();
    const p = g.record.position;
    const from = 0;
    const dests = destinationsFrom(p, from);
    const other = [1, 2, 3, 4, 5, 6, 7].find((r) => !dests.includes(r))!;
    ui.activate(from);
    ui.activate(other);
    expect(ui.selected).toBe(other);
    expect(g.view.moveCount).toBe(0);
  });

  it('double-click sends a card home only when it can go there', () => {
    const { g, ui } = setup();
    const home = legalMoves(g.record.position).find((x) => moveTo(x) === FOUNDATION);
    const notHome = [0, 1, 2, 3, 4, 5, 6, 7].find((r) => !destinationsFrom(g.record.position, r).includes(FOUNDATION))!;
    expect(ui.sendHome(notHome)).toBe(false);
    expect(g.view.moveCount).toBe(0);
    if (home) {
      expect(ui.sendHome(moveFrom(home))).toBe(true);
      expect(g.record.position.foundations[SUIT_OF[home >>> 12]!]).toBeGreaterThan(1);
    }
  });

  it('a drag onto a legal pile plays; onto an illegal one or off the table glides back with nothing changed', () => {
    const { g, ui } = setup();
    const before = clonePosition(g.record.position);
    const m = legalMoves(g.record.position).find((x) => moveTo(x) !== FOUNDATION)!;
    const illegal = [0, 1, 2, 3, 4, 5, 6, 7].find((r) => r !== moveFrom(m) && !destinationsFrom(g.record.position, moveFrom(m)).includes(r))!;
    const refusedBefore = ui.refused;
    expect(ui.startDrag(moveFrom(m))).toBe(true);
    ui.moveDrag(40, 10);
    ui.endDrag(illegal);
    expect(ui.refused).toBe(refusedBefore + 1);
    expect(positionsEqual(before, g.record.position)).toBe(true);
    ui.startDrag(moveFrom(m));
    ui.moveDrag(-300, 0);
    ui.endDrag(null);
    expect(positionsEqual(before, g.record.position)).toBe(true);
    ui.startDrag(moveFrom(m));
    ui.moveDrag(100, 100);
    expect(ui.destinations).toContain(moveTo(m));
    ui.endDrag(moveTo(m));
    expect(g.record.moves()).toEqual([m]);
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
    const home = legalMoves(g.record.position).find((x) => moveTo(x) === FOUNDATION);
    if (!home) return;
    ui.choosePile(moveFrom(home));
    ui.choosePile(FOUNDATION);
    expect(g.record.moves()).toEqual([home]);
  });

  it('a free cell takes a card in Masterpiece and the aux rows never light up', () => {
    const { g, ui } = setup('masterpiece', 7);
    ui.activate(0);
    expect(ui.destinations).toContain(CELL_BASE);
    expect(ui.destinations).not.toContain(4);
    expect(ui.destinations).not.toContain(9);
    ui.activate(CELL_BASE);
    expect(g.record.position.cells[0]).not.toBe(-1);
  });

  it('arrow keys walk the columns and wrap within one', () => {
    const { ui } = setup();
    ui.focus = 0;
    ui.moveFocus('up');
    expect(ui.focus).toBe(3);
    ui.moveFocus('right');
    expect(ui.focus).toBe(foundationSlot(3));
    ui.moveFocus('right');
    expect(ui.focus).toBe(7);
    ui.moveFocus('left');
    ui.moveFocus('left');
    expect(ui.focus).toBe(3);
    expect(pileOfSlot(foundationSlot(2))).toBe(FOUNDATION);
  });

  it('selecting an empty pile or a foundation with nothing held does nothing', () => {
    const { g, ui } = setup();
    ui.activate(foundationSlot(0));
    expect(ui.selected).toBeNull();
    expect(cardAt(g.record.position, 0)).not.toBe(-1);
  });
});
