import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { CELL_BASE, STOCK, WASTE, cardAt, checkMove, destinationsFrom, resolveCardMove, foundationIndex, foundationPile, isFoundationPile, isSidePile, makeMove } from '../../shared/engine/moves';
import { ANY_DOWN_FOUNDATION, isAnyFoundation, pileNamed } from '../../shared/engine/resolve';
import { namesFoundationPile } from '../../shared/engine/games';
import { runDestinations, runLength } from '../../shared/engine/run-move';
import { type Position, foundationTopCard } from '../../shared/engine/position';
import { NO_CARD } from '../../shared/engine/cards';
import { useGameStore } from './game';
import { refusalWords } from '../session/move-words';
import { explainRefusal } from '../../shared/engine/refusal';
import { type Slot, focusLines, isFoundationSlot, isRowSlot, slotsOf } from '../table/slots';
import { BURIED } from '../table/layout';
import { playSound } from '../sound/play-sound';

/** A card being dragged: where the pointer went down and how far it has moved since. */
export interface DragState {
  readonly slot: Slot;
  /** The card the pointer went down on: the exposed card, or the deepest card of a run it lifts. */
  readonly card: number;
  /** How many cards are lifted, from the exposed one down (1: the exposed card alone). */
  readonly depth: number;
  readonly dx: number;
  readonly dy: number;
  /** False until the pointer moves far enough to be a drag, not a click. */
  readonly moving: boolean;
}

/** Pixels the pointer must travel before a press becomes a drag. */
export const DRAG_THRESHOLD = 5;

/**
 * What the player is doing with the table: the card picked up (the exposed card, or a card deeper in
 * a row with a run on it: then the run is held), its legal destinations, a drag in progress, and the
 * keyboard focus. Headless (no DOM): the table's components feed it gestures, and tests drive it
 * directly. Legality always comes from the engine.
 *
 * `activate(slot, depth)` takes the depth of the card pointed at (a pointer: 1 for the exposed card,
 * 0 for the pile itself); without one (the keyboard), activating the held row again takes one card
 * more of its run, and past the run's last card puts it back.
 */
export const useInteractionStore = defineStore('interaction', () => {
  const game = useGameStore();
  /** The slot whose exposed card (or run) is picked up. */
  const selected = ref<Slot | null>(null);
  /** How many cards of the selected slot are held, from the exposed one down. */
  const depth = ref(1);
  const drag = shallowRef<DragState | null>(null);
  /** The slot the keyboard focus is on. */
  const focus = ref<Slot>(0);
  /** A drop that was refused: the card glides back. Counts up so the same card can refuse twice. */
  const refused = ref(0);
  /** The cards of the last refused drop, which shake: their slot and how many from the exposed one; `n` is `refused` then. */
  const shaken = shallowRef<{ readonly slot: Slot; readonly depth: number; readonly n: number } | null>(null);
  // a change of the position moves the cards: the shake is over
  watch(
    () => game.version,
    () => (shaken.value = null),
  );
  watch(refused, (n, before) => {
    if (n > before) playSound('illegal');
  });

  /** The card `n` deep in `slot` (1: the exposed card, or a foundation's top), or NO_CARD. */
  function cardAtDepth(slot: Slot, n: number): number {
    if (isFoundationSlot(slot)) return n <= 1 ? foundationTopCard(game.position, foundationIndex(slot)) : NO_CARD;
    if (n <= 1) return cardAt(game.position, slot);
    const row = game.position.rows[slot];
    return row && n <= row.length ? row[row.length - n]! : NO_CARD;
  }

  /** The held card: the exposed card, or the deepest card of the held run. */
  const selectedCard = computed<number>(() => {
    void game.version;
    return selected.value === null ? NO_CARD : cardAtDepth(selected.value, depth.value);
  });

  /** Each row's run length, once per change: the table asks for every card of it. */
  const runs = computed<number[]>(() => {
    void game.version;
    const p = game.position;
    return p.rows.map((_, r) => runLength(p, r));
  });

  /**
   * Where a foundation's top card may go back into play, as the engine's move check says (none in
   * games whose foundations keep their cards): each row and cell asked with that very card, as two
   * foundations' tops may fit the same row; where moves name the pile (Chequers), the suit's other
   * foundation too. Indexed by foundation pile.
   */
  const foundationDestinations = computed<Slot[][]>(() => {
    void game.version;
    const p = game.position;
    const piles = [...p.rows.keys(), ...p.cells.map((_, c) => CELL_BASE + c), ...p.foundations.map((_, k) => foundationPile(k))];
    return p.foundations.map((_, k) => {
      const top = foundationTopCard(p, k);
      if (top === NO_CARD) return [];
      // from a twin pile as from the one the engine names: the same top card (resolveCardMove)
      return piles.filter((to) => resolveCardMove(p as Position, top, foundationPile(k), to).ok);
    });
  });

  /** How many cards of `slot` may be picked up at once: its run (1 for a cell's card, 0 when empty; a foundation's top while it has somewhere to go). */
  function pickableDepth(slot: Slot): number {
    if (isFoundationSlot(slot)) return foundationDestinations.value[foundationIndex(slot)]!.length > 0 ? 1 : 0;
    if (slot < CELL_BASE) return runs.value[slot] ?? 0;
    // the stock's card is face down: a click turns it, it is never picked up
    if (slot === STOCK) return 0;
    return cardAt(game.position, slot) === NO_CARD ? 0 : 1;
  }

  /** Where the held cards may go, as the engine says: a single card's places, or a run's rows. */
  const destinations = computed<Slot[]>(() => {
    void game.version;
    const from = drag.value?.slot ?? selected.value;
    if (from === null) return [];
    const n = drag.value?.depth ?? depth.value;
    if (isFoundationSlot(from)) return foundationDestinations.value[foundationIndex(from)]!;
    const card = cardAt(game.position, from);
    if (card === NO_CARD) return [];
    if (n > 1) return runDestinations(game.position, from)[n - 1] ?? [];
    // the exposed card's own places: in games whose runs move whole the engine lists the runs' too
    const p = game.position as Position;
    return destinationsFrom(p, from).filter((to) => checkMove(p, makeMove(card, from, to)).ok);
  });

  /** How many cards of `slot` are lifted (held or dragged); 0 when none. The table draws them so. */
  function liftedDepth(slot: Slot): number {
    const d = drag.value;
    if (d && d.moving) return d.slot === slot ? d.depth : 0;
    return selected.value === slot ? depth.value : 0;
  }

  const hasMovableCard = (slot: Slot): boolean => pickableDepth(slot) > 0;

  /** How many cards `slot` holds that may be picked (a foundation: its top alone). */
  function pileSize(slot: Slot): number {
    if (isFoundationSlot(slot)) return cardAtDepth(slot, 1) === NO_CARD ? 0 : 1;
    if (slot < CELL_BASE) return game.position.rows[slot]?.length ?? 0;
    return cardAt(game.position, slot) === NO_CARD ? 0 : 1;
  }
  /** The depth of the card at `index` of `slot` (1: the exposed card; a cell's card and a foundation's top are 1, the cards under that top 0). */
  const depthOf = (slot: Slot, index: number): number => (isRowSlot(slot) ? pileSize(slot) - index : index === BURIED ? 0 : Math.min(1, pileSize(slot)));
  /** Whether the card at `index` of `slot` can be picked up (with the cards on it). */
  const isPickable = (slot: Slot, index: number): boolean => {
    const n = depthOf(slot, index);
    return n >= 1 && n <= pickableDepth(slot);
  };
  /** Whether the card at `index` of `slot` is held or dragged. */
  const isLifted = (slot: Slot, index: number): boolean => {
    const n = depthOf(slot, index);
    return n >= 1 && n <= liftedDepth(slot);
  };

  function pickUp(slot: Slot, n = 1): void {
    selected.value = slot;
    depth.value = Math.max(1, Math.min(n, pickableDepth(slot)));
    shaken.value = null;
    const card = cardAtDepth(slot, depth.value);
    // held cards with nowhere to go (more of a run may still go somewhere): the status line says so too
    const nowhere = destinations.value.length === 0;
    game.say(
      depth.value > 1
        ? { key: 'table.announce.pickedUpRun', card, params: { count: depth.value } }
        : { key: nowhere ? 'feedback.pickedUpNoMove' : 'table.announce.pickedUp', card },
      nowhere ? { key: 'feedback.noMove', card } : null,
    );
  }

  function cancel(): void {
    shaken.value = null;
    if (selected.value !== null) {
      const card = selectedCard.value;
      selected.value = null;
      depth.value = 1;
      if (card !== NO_CARD) game.announce({ key: 'table.announce.putBack', card });
    }
    drag.value = null;
  }

  /**
   * Moves the held card (or run) to `to`. When the engine refuses, the cards shake and the status
   * line says the engine's reason; a click or key keeps them held (`keepHeld`) to try another place.
   */
  function dropOn(from: Slot, to: Slot, n: number, keepHeld = false): boolean {
    const card = cardAtDepth(from, n);
    const before = game.position;
    const result = isFoundationSlot(from) ? game.playFromFoundation(card, to, from) : n > 1 ? game.playRun(from, n, to) : game.play(from, to);
    if (result.ok || !keepHeld) {
      selected.value = null;
      depth.value = 1;
    }
    if (!result.ok) {
      refused.value++;
      shaken.value = { slot: from, depth: n, n: refused.value };
      // a refused move has changed nothing: `before` is still the position the engine judged
      game.say(refusalWords(explainRefusal(before, result.error, card, to), to));
      // the sound of a refused move belongs here: playSound('illegal')
    }
    return result.ok;
  }

  /** How far the card at `index` of `slot` shakes: the refusal's count while it is one of the refused cards, else 0. */
  function shakeOf(slot: Slot, index: number): number {
    const s = shaken.value;
    if (s === null || s.slot !== slot) return 0;
    const n = depthOf(slot, index);
    return n >= 1 && n <= s.depth ? s.n : 0;
  }

  /**
   * A click (or Enter, or a pile's key) on a slot: picks up its card, or drops the held card there.
   * A pointer says which card it is on (`pointed`: 1 the exposed card, more a card of the run under
   * it, 0 the pile itself); clicking the held card again, or a place it cannot go, puts it back (or
   * picks up the card clicked). The keyboard gives no depth: on the held row it takes one card more
   * of the run, and after the run's last card puts the cards back.
   */
  function activate(slot: Slot, pointed?: number): void {
    game.finishPending();
    if (slot === STOCK) return turnStock();
    const from = selected.value;
    const wanted = pointed === undefined || pointed === 0 ? 1 : pointed;
    if (from === null) {
      if (hasMovableCard(slot)) pickUp(slot, wanted);
      return;
    }
    if (slot === from) {
      if (pointed === undefined && depth.value < pickableDepth(slot)) pickUp(slot, depth.value + 1);
      else if (pointed !== undefined && pointed > 0 && pointed !== depth.value) pickUp(slot, pointed);
      else cancel();
      return;
    }
    // a place it may go plays the move; any other asks the engine, which says why not (the cards stay held)
    dropOn(from, slot, depth.value, !destinations.value.includes(slot));
  }

  /** The stock, clicked: a card held is put back, and the stock's next card is turned onto the waste. */
  function turnStock(): void {
    selected.value = null;
    depth.value = 1;
    focus.value = STOCK;
    // Chequers' talon only refills rows, by itself: a click says so
    if (game.position.rules.talonRefills) {
      game.announce({ key: 'table.announce.talonRefills' });
      return;
    }
    if (game.position.stock.length === 0) {
      game.announce({ key: 'table.announce.stockEmpty' });
      return;
    }
    game.play(STOCK, WASTE);
  }

  /** Double-click: the card goes to its foundation when it can. */
  function sendHome(slot: Slot): boolean {
    game.finishPending();
    selected.value = null;
    depth.value = 1;
    if (isFoundationSlot(slot) || !hasMovableCard(slot)) return false;
    // the first foundation that takes it (Chequers: the Ace pile, else the King pile)
    const home = destinationsFrom(game.position, slot).find(isFoundationPile);
    if (home === undefined) return false;
    return game.play(slot, home).ok;
  }

  /**
   * Keys that name a pile (`1`-`0`, `a`-`d`, `h`, Chequers' `g`): the first picks up, the second
   * drops. `h` and `g` name the foundation, not a pile: the held card's pile of it, as the engine says.
   */
  function choosePile(pile: number): void {
    if (pile === ANY_DOWN_FOUNDATION && !namesFoundationPile(game.position.rules)) return;
    const slot = isAnyFoundation(pile)
      ? selectedCard.value === NO_CARD
        ? null
        : pileNamed(game.position, selectedCard.value, selected.value ?? -1, pile)
      : pile;
    if (slot === null) return;
    if (!isAnyFoundation(pile) && pile >= game.position.rows.length && pile < CELL_BASE) return;
    if (isSidePile(pile) && !slotsOf(game.position.rules).includes(pile)) return;
    focus.value = slot;
    activate(slot);
  }

  /** A press on the card `n` deep in `slot` (1: the exposed card) may become a drag of it and the cards on it. */
  function startDrag(slot: Slot, n = 1): boolean {
    game.finishPending();
    if (n < 1 || n > pickableDepth(slot)) return false;
    shaken.value = null;
    drag.value = { slot, card: cardAtDepth(slot, n), depth: n, dx: 0, dy: 0, moving: false };
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
      activate(d.slot, d.depth);
      return;
    }
    drag.value = null;
    // dropped on another pile: the engine plays it, or says why not while the cards glide back
    if (target !== null && target !== d.slot) {
      dropOn(d.slot, target, d.depth);
      return;
    }
    // off the table, or back on its own pile: it glides back
    selected.value = null;
    depth.value = 1;
    refused.value++;
  }

  /**
   * Arrow keys. Wings: up and down within a column, left and right between the wings and the centre.
   * A line or a grid: left and right along the top row or a line of rows, up and down between them.
   */
  function moveFocus(direction: 'up' | 'down' | 'left' | 'right'): void {
    const rules = game.position.rules;
    const columns = focusLines(rules);
    const across = rules.layout !== 'wings' ? { back: 'up', on: 'down' } : { back: 'left', on: 'right' };
    let col = columns.findIndex((c) => c.includes(focus.value));
    if (col < 0) col = 0;
    const column = columns[col]!;
    const i = Math.max(0, column.indexOf(focus.value));
    if (direction !== across.back && direction !== across.on) {
      const back = direction === 'up' || direction === 'left';
      const next = back ? (i + column.length - 1) % column.length : (i + 1) % column.length;
      focus.value = column[next]!;
      return;
    }
    const target = columns[direction === across.back ? Math.max(0, col - 1) : Math.min(columns.length - 1, col + 1)]!;
    // keep the same height: the n-th of n rows goes to the matching share of the other column
    const share = column.length > 1 ? i / (column.length - 1) : 0;
    focus.value = target[Math.round(share * (target.length - 1))]!;
  }

  /** A new deal or game shape: nothing is held, the focus goes to row 1. */
  function reset(): void {
    selected.value = null;
    depth.value = 1;
    drag.value = null;
    focus.value = 0;
    shaken.value = null;
  }

  return {
    selected,
    depth,
    selectedCard,
    drag,
    focus,
    refused,
    shaken,
    shakeOf,
    destinations,
    pickableDepth,
    liftedDepth,
    depthOf,
    isPickable,
    isLifted,
    activate,
    cancel,
    sendHome,
    choosePile,
    startDrag,
    moveDrag,
    endDrag,
    moveFocus,
    reset,
  };
});
