import type { Position } from '../../shared/engine/position';
import { DECK_SIZE, NO_CARD, RANK_OF, SUIT_OF } from '../../shared/engine/cards';
import { cardCount, foundationTopRank, pileReaches } from '../../shared/engine/position';
import { CELL_BASE, WASTE, foundationIndex, foundationPile, sidePile } from '../../shared/engine/moves';
import { type Slot, isFoundationSlot, isSideSlot } from './slots';
import { type Caption, type FrameOptions, type Rect, type TableFrame, FAN, FAN_DOWN } from './frame';
import { wingsFrame, wingsUnits } from './frame-wings';
import { lineFrame, lineUnits } from './frame-line';
import { gridFrame, gridUnits } from './frame-grid';

// Where everything sits, in pixels, as a pure function of the position, the space available and the
// player's card size: the frame (frame-wings, frame-line, frame-grid: where the piles and their
// captions are), then each card's place in it.

export { CARD_RATIO, MIN_FAN, MIN_FAN_DOWN } from './frame';
export type { Caption, FrameOptions, Rect, TableFrame } from './frame';

/** The index of a foundation card under the top one: off the rows, and not to be picked up. */
export const BURIED = -2;

export interface CardPlacement {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly slot: Slot;
  /** Index in its row (0 nearest the foundations); -1 off the rows (a cell's card, a foundation's top), BURIED under a foundation's top. */
  readonly index: number;
  /** The top card of its pile: a row's exposed card, a cell's card, a foundation's top. */
  readonly exposed: boolean;
  /** Left-wing rows fan towards the left, so their cards show their right-hand edge; a line's rows fan down. */
  readonly wing: 'left' | 'right' | 'down' | 'centre';
}

export interface TableLayout {
  readonly width: number;
  readonly height: number;
  readonly cardW: number;
  readonly cardH: number;
  readonly slots: ReadonlyMap<Slot, Rect>;
  readonly captions: readonly Caption[];
  /** Indexed by card id. */
  readonly cards: readonly CardPlacement[];
}

/** Table size in card widths for a game's shape (a line's: with its rows' own room). */
export function tableUnits(position: Pick<Position, 'rules'>): { w: number; h: number } {
  const rules = position.rules;
  return rules.layout === 'wings' ? wingsUnits(rules) : rules.layout === 'grid' ? gridUnits(rules) : lineUnits(rules);
}

/**
 * Lays out the piles of a game's shape in a box of `width` x `height` pixels: the cards as large as
 * fits, or as the player chose where that fits. Any size works (the game picker draws thumbnails).
 */
export function computeFrame(position: Pick<Position, 'rules'>, width: number, height: number, options: FrameOptions = {}): TableFrame {
  const rules = position.rules;
  if (rules.layout === 'line') return lineFrame(rules, width, height, options);
  return rules.layout === 'grid' ? gridFrame(rules, width, height, options) : wingsFrame(rules, width, height, options);
}

/** The longest row of a position: a line's rows make room for it. */
export const longestRow = (position: Pick<Position, 'rows'>): number => Math.max(0, ...position.rows.map((row) => row.length));

/**
 * Where every card of the position sits in a frame, indexed by card id. `previous` (the last
 * placements of the same game) keeps each foundation card on the pile it was on: with more decks the
 * foundations hold counts, and two identical cards must not trade piles when a third arrives.
 */
export function placeCards(position: Position, frame: TableFrame, previous?: readonly (CardPlacement | undefined)[]): CardPlacement[] {
  const w = frame.cardW;
  const total = cardCount(position.rules);
  const cards: CardPlacement[] = new Array<CardPlacement>(total);
  const placed = new Array<boolean>(total).fill(false);
  for (const [slot, side] of frame.sides) {
    const rect = frame.slots.get(slot)!;
    const row = isSideSlot(slot) ? sidePile(position, slot) : (position.rows[slot] ?? []);
    const n = row.length;
    if (side === 'down') {
      const fan = n > 1 ? Math.min(FAN_DOWN * w, (rect.h - frame.cardH) / (n - 1)) : 0;
      for (let i = 0; i < n; i++) {
        cards[row[i]!] = { x: rect.x, y: rect.y + i * fan, z: 10 + i, slot, index: i, exposed: i === n - 1, wing: 'down' };
        placed[row[i]!] = true;
      }
      continue;
    }
    const fan = n > 1 ? Math.min(FAN * w, (rect.w - w) / (n - 1)) : 0;
    // the left wing's first card sits at its right end, next to the foundations
    const x0 = side === 'left' ? rect.x + rect.w - w : rect.x;
    const step = side === 'left' ? -fan : fan;
    // a reserve pile's cards under its top are seen, not picked up: off the rows, like a foundation's
    const onSidePile = isSideSlot(slot);
    for (let i = 0; i < n; i++) {
      const index = onSidePile ? (i === n - 1 ? -1 : BURIED) : i;
      cards[row[i]!] = { x: x0 + i * step, y: rect.y, z: 10 + i, slot, index, exposed: i === n - 1, wing: side };
      placed[row[i]!] = true;
    }
  }
  // the waste is squared, its top card over the rest; the stock's cards are face down and not drawn
  // at all (the table must not show their order: TableSlot draws the stock's back and its count)
  position.waste.forEach((card, i) => {
    const r = frame.slots.get(WASTE)!;
    const top = i === position.waste.length - 1;
    cards[card] = { x: r.x, y: r.y, z: 10 + i, slot: WASTE, index: top ? -1 : BURIED, exposed: top, wing: 'centre' };
    placed[card] = true;
  });
  for (const card of position.stock) placed[card] = true;
  position.cells.forEach((card, c) => {
    if (card === NO_CARD) return;
    const r = frame.slots.get(CELL_BASE + c)!;
    cards[card] = { x: r.x, y: r.y, z: 10, slot: CELL_BASE + c, index: -1, exposed: true, wing: 'centre' };
    placed[card] = true;
  });
  // every other card is on a foundation pile of its suit: the engine's counts say which faces each holds
  for (const [card, pile] of foundationPiles(position, placed, previous)) {
    const slot = foundationPile(pile);
    const r = frame.slots.get(slot)!;
    const top = foundationTopRank(position, pile) === RANK_OF[card];
    cards[card] = { x: r.x, y: r.y, z: top ? 14 : 1, slot, index: top ? -1 : BURIED, exposed: top, wing: 'centre' };
  }
  return cards;
}

/**
 * The foundation pile of every card not in a row or cell. One deck: its suit's pile. More decks: a
 * face lies on each pile of its suit that has reached it, and its copies off the rows are given to
 * those piles, each kept where `previous` had it, the rest in id order. Where foundations ignore suit,
 * a rank lies on each pile that has reached it, and that rank's cards of every suit are given out so.
 */
function foundationPiles(position: Position, placed: readonly boolean[], previous?: readonly (CardPlacement | undefined)[]): Map<number, number> {
  const out = new Map<number, number>();
  const decks = position.rules.decks;
  const anySuit = position.rules.foundationSuit === 'any';
  // the cards that share piles: one face (its copies), or one rank (every suit's copies)
  const groups = anySuit ? Array.from({ length: 13 }, (_, r) => [0, 1, 2, 3].map((s) => s * 13 + r)) : Array.from({ length: DECK_SIZE }, (_, face) => [face]);
  for (const faces of groups) {
    const piles: number[] = [];
    const first = anySuit ? 0 : SUIT_OF[faces[0]!]!;
    for (let pile = first; pile < position.foundations.length; pile += anySuit ? 1 : 4) if (pileReaches(position, pile, faces[0]!)) piles.push(pile);
    const rest: number[] = [];
    for (const face of faces) {
      for (let d = 0; d < decks; d++) {
        const card = face + d * DECK_SIZE;
        if (placed[card]) continue;
        const was = previous?.[card]?.slot;
        const at = was !== undefined && isFoundationSlot(was) ? piles.indexOf(foundationIndex(was)) : -1;
        if (at >= 0) {
          out.set(card, piles[at]!);
          piles.splice(at, 1);
        } else rest.push(card);
      }
    }
    rest.forEach((card, i) => out.set(card, piles[i] ?? first));
  }
  return out;
}

/** Lays the position out in a box of `width` x `height` pixels, its rows making room for the longest of them. */
export function computeLayout(position: Position, width: number, height: number, options: FrameOptions = {}): TableLayout {
  const frame = computeFrame(position, width, height, { rowCards: longestRow(position), ...options });
  return { width: frame.width, height: frame.height, cardW: frame.cardW, cardH: frame.cardH, slots: frame.slots, captions: frame.captions, cards: placeCards(position, frame) };
}

/** The slot whose rect contains a point (table coordinates), or null. */
export function slotAt(layout: TableLayout, x: number, y: number): Slot | null {
  for (const [slot, r] of layout.slots) {
    if (x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h) return slot;
  }
  return null;
}
