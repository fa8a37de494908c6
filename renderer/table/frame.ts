import { INDEX_FRACTION } from '../cards/card-geometry';
import type { Slot } from './slots';

// What every table shape shares: its units, the frame it returns and the few helpers that size it.
// Lengths are in card widths until a frame scales them: the table keeps its proportions at any size.

export const CARD_RATIO = 1.4;
/** Gap between piles, in card widths. */
export const GAP = 0.12;
/** A line of written words on the table: a pile's name under it, the foundations' start and direction over them. */
export const CAPTION = 0.3;
/** The words of a caption, as a share of its line's height. */
export const CAPTION_FONT = 0.56;
/** The smallest caption text in pixels: small cards keep readable words (the line is the cards' own). */
export const MIN_CAPTION_FONT = 11;
/** Space between piles that each have a caption under them (the stock, the waste, the cells of a band). */
export const SIDE_GAP = 0.5;
/** Fan step of a short sideways row (a third of the card and more shows, so a row reads at a glance). */
export const FAN = 0.42;
/** The least sideways step that still shows a card's corner index. */
export const MIN_FAN = INDEX_FRACTION;
/**
 * A line's rows fan down. A short row steps half a card width; a long one closes up to the least
 * step that still shows the whole rank and most of the suit sign of each corner index (card-geometry:
 * the rank reaches 0.23 of the height, the suit sign 0.3).
 */
export const FAN_DOWN = 0.5;
export const MIN_FAN_DOWN = 0.36;
/** The smallest card the frame draws, in pixels: a thumbnail of a table still has its shape. */
const MIN_CARD_W = 1;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Words written on the table, in a place of their own that no pile or card covers. `pile`: the name
 * of a cell, a reserve, the stock, the waste or an auxiliary row, so it stays readable with a card on
 * it. `foundations`: where a group of foundations starts and which way it builds (or the chosen base).
 * `feeds`: which foundations a row plays to (Rittenhouse).
 */
export interface Caption {
  readonly kind: 'pile' | 'foundations' | 'feeds';
  /** The piles it speaks of: the named pile, the foundations of the group, the feeding row. */
  readonly slots: readonly Slot[];
  readonly rect: Rect;
}

/**
 * The table's frame: its size, the card size, every pile's place and its captions. It depends on the
 * game's shape, the space available and the options, so it stays the same object from move to move.
 */
export interface TableFrame {
  readonly width: number;
  readonly height: number;
  readonly cardW: number;
  readonly cardH: number;
  readonly slots: ReadonlyMap<Slot, Rect>;
  /** The way each row fans out: towards the left or right (wings, a grid, a reserve pile) or down (a line). */
  readonly sides: ReadonlyMap<Slot, 'left' | 'right' | 'down'>;
  readonly captions: readonly Caption[];
}

export interface FrameOptions {
  /** The card width the player chose, in pixels (setting cardSize): used when it fits, else the largest that does. Unset: as large as fits. */
  readonly cardWidth?: number;
  /** The longest row on the table: a line's rows make room for at least this many cards, each index readable. */
  readonly rowCards?: number;
}

/** The card width for a table `units` card widths in size in a box of `width` x `height` pixels. */
export function cardWidthFor(units: { readonly w: number; readonly h: number }, width: number, height: number, options: FrameOptions): number {
  const fit = Math.min(width / units.w, height / units.h);
  return Math.max(MIN_CARD_W, Math.min(fit, options.cardWidth ?? Infinity));
}

/** A caption's box centred on `centreX`, `w` wide, its top at `y` (all in pixels; `cardW` sets its height). */
export const captionAt = (centreX: number, y: number, w: number, cardW: number): Rect => ({ x: centreX - w / 2, y, w, h: CAPTION * cardW });

/**
 * Captions over runs of foundations that stand side by side in one line and share a key: one over a
 * game's four, one over each half of Rittenhouse's, one over each of Chequers' piles.
 */
export function foundationCaptions(piles: readonly Slot[], slots: ReadonlyMap<Slot, Rect>, key: (slot: Slot) => string, cardW: number, gap: number): Caption[] {
  const groups: Slot[][] = [];
  for (const slot of piles) {
    const last = groups.at(-1);
    const prev = last?.at(-1);
    const a = prev === undefined ? undefined : slots.get(prev)!;
    const b = slots.get(slot)!;
    const beside = a !== undefined && a.y === b.y && Math.abs(b.x - (a.x + a.w + gap)) < 1e-6;
    if (last && prev !== undefined && beside && key(prev) === key(slot)) last.push(slot);
    else groups.push([slot]);
  }
  return groups.map((group) => {
    const first = slots.get(group[0]!)!;
    const last = slots.get(group.at(-1)!)!;
    const w = last.x + last.w - first.x + gap;
    return { kind: 'foundations', slots: group, rect: captionAt(first.x + (last.x + last.w - first.x) / 2, first.y - CAPTION * cardW, w, cardW) };
  });
}
