import { describe, it, expect } from 'vitest';
import { useGameStore } from '../../../renderer/stores/game';
import { useInteractionStore } from '../../../renderer/stores/interaction';
import { freshTable } from '../helpers';
import { memoryStore } from '../../../renderer/host/browser-host';
import { STORAGE_KEYS } from '../../../renderer/host/browser-host';
import { serializeSavedGame } from '../../../shared/formats/saved-game';
import { positionsEqual } from '../../../shared/engine/position';
import { card } from '../../shared/engine/helpers';
import { CELL_BASE } from '../../../shared/engine/moves';
import { streetsWithRun, streetsWithRunSaved } from '../../shared/engine/run-position';

/** The table on the run position (row 1: ... 8H 7C, row 2 empty, row 3: ... 9D), with no animation. */
async function setup() {
  const store = memoryStore();
  store.setItem(STORAGE_KEYS.game, serializeSavedGame(streetsWithRunSaved()));
  store.setItem(STORAGE_KEYS.settings, JSON.stringify({ winnableOnly: false, autoMoveSafe: false }));
  freshTable(store);
  const g = useGameStore();
  g.setAnimationMs(0);
  await g.init('');
  expect(positionsEqual(g.position, streetsWithRun())).toBe(true);
  return { g, ui: useInteractionStore() };
}

describe('moving a run from the table', () => {
  it('the keyboard takes one card more with the row key again, and the run goes where the engine says', async () => {
    const { g, ui } = await setup();
    ui.choosePile(0);
    expect(ui.depth).toBe(1);
    expect(ui.destinations).toEqual([1]);
    ui.choosePile(0);
    expect(ui.depth).toBe(2);
    expect(ui.selectedCard).toBe(card('8H'));
    expect(g.announcement).toMatchObject({ key: 'table.announce.pickedUpRun', card: card('8H'), params: { count: 2 } });
    // the run fits only on 9D: the empty row can carry one card, not two
    expect(ui.destinations).toEqual([2]);
    expect(ui.isLifted(0, 2)).toBe(true);
    expect(ui.isLifted(0, 1)).toBe(false);
    ui.choosePile(2);
    expect(g.position.rows[2]!.slice(-3)).toEqual([card('9D'), card('8H'), card('7C')]);
    expect(g.moveCount).toBe(3);
    expect(g.announcement).toMatchObject({ key: 'table.announce.movedRun', card: card('8H'), pile: 2, params: { count: 2 } });
    expect(ui.selected).toBeNull();
    expect(ui.depth).toBe(1);
    // one Undo takes the whole run back, one Redo plays it again
    g.undo();
    expect(g.moveCount).toBe(0);
    expect(positionsEqual(g.position, streetsWithRun())).toBe(true);
    g.redo();
    expect(g.moveCount).toBe(3);
  });

  it('the row key a third time, past the run, puts the cards back', async () => {
    const { g, ui } = await setup();
    ui.choosePile(0);
    ui.choosePile(0);
    ui.choosePile(0);
    expect(ui.selected).toBeNull();
    expect(g.announcement).toMatchObject({ key: 'table.announce.putBack', card: card('8H') });
  });

  it('a drag from a card inside the run carries the cards on it; a drop where it cannot go changes nothing', async () => {
    const { g, ui } = await setup();
    const row = g.position.rows[0]!;
    expect(ui.isPickable(0, row.length - 2)).toBe(true);
    expect(ui.isPickable(0, row.length - 3)).toBe(false);
    expect(ui.startDrag(0, 3)).toBe(false);
    expect(ui.startDrag(0, ui.depthOf(0, row.length - 2))).toBe(true);
    ui.moveDrag(40, 30);
    expect(ui.isLifted(0, row.length - 1)).toBe(true);
    expect(ui.destinations).toEqual([2]);
    ui.endDrag(1);
    expect(g.moveCount).toBe(0);
    expect(ui.startDrag(0, 2)).toBe(true);
    ui.moveDrag(40, 30);
    ui.endDrag(2);
    expect(g.moveCount).toBe(3);
    g.undo();
    expect(g.moveCount).toBe(0);
  });

  it('a click on a card inside the run picks it up with the cards on it; a click on the exposed card then takes only that one', async () => {
    const { g, ui } = await setup();
    ui.activate(0, 2);
    expect(ui.depth).toBe(2);
    ui.activate(0, 1);
    expect(ui.depth).toBe(1);
    ui.activate(0, 1);
    expect(ui.selected).toBeNull();
    // the game store refuses a run the engine refuses, and says why
    expect(g.playRun(0, 2, 1)).toEqual({ ok: false, error: 'too-many-cards' });
    expect(g.moveCount).toBe(0);
  });

  it('a free cell’s card is one card deep, whatever index the table gives it (the layout gives -1)', async () => {
    const { g, ui } = await setup();
    g.startDeal('fastness', 3);
    expect(ui.depthOf(CELL_BASE, -1)).toBe(0);
    expect(g.play(0, CELL_BASE).ok).toBe(true);
    expect(ui.depthOf(CELL_BASE, -1)).toBe(1);
    expect(ui.isPickable(CELL_BASE, -1)).toBe(true);
    expect(ui.startDrag(CELL_BASE, ui.depthOf(CELL_BASE, -1))).toBe(true);
  });
});
