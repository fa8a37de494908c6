import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { cardAt, destinationsFrom, FOUNDATION } from '../../shared/engine/moves';
import { NO_CARD, SUIT_OF } from '../../shared/engine/cards';
import { useGameStore } from './game';
import { type Slot, centreColumn, foundationSlot, isFoundationSlot, leftColumn, pileOfSlot, rightColumn } from '../table/slots';

/** A card being dragged: where the pointer went down and how far it has moved since. */
export interface DragState {
  readonly slot: Slot;
  readonly card: number;
  readonly dx: number;
  readonly dy: number;
  /** False until the pointer moves far enough to be a drag, not a click. */
  readonly moving: boolean;
}

/** Pixels the pointer must travel before a press becomes a drag. */
export const DRAG_THRESHOLD = 5;

/**
 * What the player is doing with the table: the card picked up, its legal destinations, a drag in
 * progress, and the keyboard focus. Headless (no DOM): the table's components feed it gestures, and
 * tests drive it directly. Legality always comes from the engine.
 */
export const useInteractionStore = defineStore('interaction', () => {
  const game = useGameStore();
  /** The slot whose exposed card is picked up. */
  const selected = ref<Slot | null>(null);
  const drag = shallowRef<DragState | null>(null);
  /** The slot the keyboard focus is on. */
  const focus = ref<Slot>(0);
  /** A drop that was refused: the card glides back. Counts up so the same card can refuse twice. */
  const refused = ref(0);

  const selectedCard = computed<number>(() => {
    void game.version;
    return selected.value === null ? NO_CARD : cardAt(game.record.position, pileOfSlot(selected.value));
  });

  /** The slots that light up: the legal destinations of the picked-up (or dragged) card. */
  const destinations = computed<Slot[]>(() => {
    void game.version;
    const from = drag.value?.slot ?? selected.value;
    if (from === null) return [];
    const card = cardAt(game.record.position, pileOfSlot(from));
    if (card === NO_CARD) return [];
    return destinationsFrom(game.record.position, pileOfSlot(from)).map((p) => (p === FOUNDATION ? foundationSlot(SUIT_OF[card]!) : p));
  });

  const hasMovableCard = (slot: Slot): boolean => !isFoundationSlot(slot) && cardAt(game.record.position, pileOfSlot(slot)) !== NO_CARD;

  function pickUp(slot: Slot): void {
    selected.value = slot;
    game.announcement = { key: 'table.announce.pickedUp', card: cardAt(game.record.position, pileOfSlot(slot)) };
  }

  function cancel(): void {
    if (selected.value !== null) {
      const card = selectedCard.value;
      selected.value = null;
      if (card !== NO_CARD) game.announcement = { key: 'table.announce.putBack', card };
    }
    drag.value = null;
  }

  /** Moves the picked-up card to `to`; says why not when the engine refuses. */
  function dropOn(from: Slot, to: Slot): boolean {
    const card = cardAt(game.record.position, pileOfSlot(from));
    const result = game.play(pileOfSlot(from), pileOfSlot(to));
    selected.value = null;
    if (!result.ok) {
      refused.value++;
      game.announcement = { key: 'table.announce.illegal', card, pile: to };
    }
    return result.ok;
  }

  /**
   * A click (or Enter) on a slot: picks up its card, or drops the picked-up card there. Clicking the
   * picked-up card again, or a place it cannot go, puts it back (or picks up the card clicked).
   */
  function activate(slot: Slot): void {
    game.finishPending();
    const from = selected.value;
    if (from === null) {
      if (hasMovableCard(slot)) pickUp(slot);
      return;
    }
    if (slot === from) {
      cancel();
      return;
    }
    if (destinations.value.includes(slot)) {
      dropOn(from, slot);
      return;
    }
    if (hasMovableCard(slot)) pickUp(slot);
    else cancel();
  }

  /** Double-click: the card goes to its foundation when it can. */
  function sendHome(slot: Slot): boolean {
    game.finishPending();
    selected.value = null;
    if (!hasMovableCard(slot)) return false;
    const dests = destinationsFrom(game.record.position, pileOfSlot(slot));
    if (!dests.includes(FOUNDATION)) return false;
    return game.play(pileOfSlot(slot), FOUNDATION).ok;
  }

  /** Keys that name a pile (`1`-`0`, `a`-`d`, `h`): the first picks up, the second drops. */
  function choosePile(pile: number): void {
    const slot =
      pile === FOUNDATION
        ? selectedCard.value === NO_CARD
          ? null
          : foundationSlot(SUIT_OF[selectedCard.value]!)
        : pile;
    if (slot === null) return;
    if (pile !== FOUNDATION && pile >= game.record.position.rows.length && pile < 10) return;
    focus.value = slot;
    activate(slot);
  }

  function startDrag(slot: Slot): boolean {
    game.finishPending();
    if (!hasMovableCard(slot)) return false;
    drag.value = { slot, card: cardAt(game.record.position, pileOfSlot(slot)), dx: 0, dy: 0, moving: false };
    return true;
  }

  function moveDrag(dx: number, dy: number): void {
    const d = drag.value;
    if (!d) return;
    const moving = d.moving || Math.hypot(dx, dy) >= DRAG_THRESHOLD;
    drag.value = { ...d, dx, dy, moving };
  }

  /**
   * The pointer came up over `target` (null: off the table). A press that never moved is a click;
   * a drag onto a legal destination plays the move; anything else glides back.
   */
  function endDrag(target: Slot | null): void {
    const d = drag.value;
    if (!d) return;
    if (!d.moving) {
      drag.value = null;
      activate(d.slot);
      return;
    }
    const legal = target !== null && destinations.value.includes(target);
    drag.value = null;
    if (legal) dropOn(d.slot, target);
    else {
      selected.value = null;
      refused.value++;
    }
  }

  /** Arrow keys: up and down within a column, left and right between the wings and the centre. */
  function moveFocus(direction: 'up' | 'down' | 'left' | 'right'): void {
    const rules = game.record.position.rules;
    const columns = [leftColumn(rules), centreColumn(rules), rightColumn(rules)];
    let col = columns.findIndex((c) => c.includes(focus.value));
    if (col < 0) col = 0;
    const column = columns[col]!;
    const i = Math.max(0, column.indexOf(focus.value));
    if (direction === 'up' || direction === 'down') {
      const next = direction === 'up' ? (i + column.length - 1) % column.length : (i + 1) % column.length;
      focus.value = column[next]!;
      return;
    }
    const target = columns[direction === 'left' ? Math.max(0, col - 1) : Math.min(2, col + 1)]!;
    // keep the same height: the n-th of n rows goes to the matching share of the other column
    const share = column.length > 1 ? i / (column.length - 1) : 0;
    focus.value = target[Math.round(share * (target.length - 1))]!;
  }

  /** A new deal or game shape: nothing is held, the focus goes to row 1. */
  function reset(): void {
    selected.value = null;
    drag.value = null;
    focus.value = 0;
  }

  return { selected, selectedCard, drag, focus, refused, destinations, activate, cancel, sendHome, choosePile, startDrag, moveDrag, endDrag, moveFocus, reset };
});
