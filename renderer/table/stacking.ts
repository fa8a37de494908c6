import type { CardPlacement } from './layout';
import { MAX_CARDS } from '../../shared/engine/cards';

/** Stacking order of the cards at rest starts here; a card being dragged and the lit piles sit above. */
export const STACK_BASE = 1000;
/** Above any card at rest: the lit destinations and the focused pile. */
export const OVER_CARDS_Z = 2_000_000;
/** Above everything on the table: the card in the player's hand. */
export const DRAG_Z = 3_000_000;

/**
 * The z-index of every card, kept as stable as the table allows: a card that moves goes on top of
 * everything (it was placed last, so it is the top of its pile) and every other card keeps its value.
 *
 * Why: the browser paints the cards in z order. Giving a moved card its pile's depth (10 + index)
 * moves it earlier in that order, and Chromium then repaints and re-rasterises every card painted
 * after it (traced in bench:ui: the whole table, once per move, in software rendering). A card that
 * only ever moves to the end of the order costs the redraw of its own two places.
 */
export class CardStacking {
  private readonly z = new Array<number>(MAX_CARDS).fill(0);
  private readonly slot = new Array<number>(MAX_CARDS).fill(-1);
  private readonly index = new Array<number>(MAX_CARDS).fill(-2);
  private next = STACK_BASE;

  /** Everything placed afresh (a new deal, another game): z follows each pile's own order. */
  reset(): void {
    this.slot.fill(-1);
    this.index.fill(-2);
    this.next = STACK_BASE;
  }

  /** The z of each card (by card id) for these placements; cards that moved since the last call go on top. */
  update(places: readonly (CardPlacement | undefined)[]): readonly number[] {
    const moved: CardPlacement[] = [];
    const movedIds: number[] = [];
    places.forEach((p, card) => {
      if (!p) return;
      if (this.slot[card] === -1) {
        // first sight: the pile's own depth, below every card that has moved
        this.z[card] = p.z;
      } else if (this.slot[card] !== p.slot || this.index[card] !== p.index) {
        moved.push(p);
        movedIds.push(card);
      }
      this.slot[card] = p.slot;
      this.index[card] = p.index;
    });
    // several cards moved at once (undo to a move, a restored game): deeper ones first
    const order = movedIds.map((card, i) => ({ card, depth: moved[i]!.z })).sort((a, b) => a.depth - b.depth);
    for (const { card } of order) this.z[card] = this.next++;
    this.repairPiles(places);
    return this.z;
  }

  /** Within each pile a card must lie above the one beneath it; any that does not goes on top, in pile order. */
  private repairPiles(places: readonly (CardPlacement | undefined)[]): void {
    const piles = new Map<number, { card: number; depth: number }[]>();
    places.forEach((p, card) => {
      if (!p) return;
      let pile = piles.get(p.slot);
      if (!pile) piles.set(p.slot, (pile = []));
      pile.push({ card, depth: p.z });
    });
    for (const pile of piles.values()) {
      pile.sort((a, b) => a.depth - b.depth);
      for (let i = 1; i < pile.length; i++) {
        const below = this.z[pile[i - 1]!.card]!;
        if (this.z[pile[i]!.card]! <= below) this.z[pile[i]!.card] = this.next++;
      }
    }
  }
}
