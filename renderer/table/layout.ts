import type { Position } from '../../shared/engine/position';
import { NO_CARD, RANK_OF, SUIT_OF } from '../../shared/engine/cards';
import { CELL_BASE } from '../../shared/engine/moves';
import { INDEX_FRACTION } from '../cards/card-geometry';
import { type Slot, centreColumn, foundationSlot, leftColumn, rightColumn } from './slots';

// Where everything sits, in pixels, as a pure function of the position and the space available.
// Units are card widths: the table is drawn at one scale so it keeps its proportions at any size.

export const CARD_RATIO = 1.4;
/** Gap between piles, in card widths. */
const GAP = 0.12;
/**
 * Room a wing gives its row, in card widths: the exposed card plus the fanned ones. Five widths fit
 * 19 cards at the least fan step, more than any row can hold in play.
 */
const WING = 5;
/** Fan step of a short row (a third of the card and more shows, so a row reads at a glance), and the
 * least step that still shows a card's corner index. */
const FAN = 0.42;
export const MIN_FAN = INDEX_FRACTION;
/** Extra space above an auxiliary row, so a player sees it is set apart. */
const AUX_SEPARATION = 0.18;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface CardPlacement {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly slot: Slot;
  /** Index in its row (0 nearest the foundations); -1 off the rows. */
  readonly index: number;
  /** Whether it can be picked up: the exposed card of a row, or a card in a cell. */
  readonly exposed: boolean;
  /** Left-wing rows fan towards the left, so their cards show their right-hand edge. */
  readonly wing: 'left' | 'right' | 'centre';
}

export interface TableLayout {
  readonly width: number;
  readonly height: number;
  readonly cardW: number;
  readonly cardH: number;
  readonly slots: ReadonlyMap<Slot, Rect>;
  /** Indexed by card id. */
  readonly cards: readonly CardPlacement[];
}

/** Table size in card widths for a game's shape. */
export function tableUnits(position: Pick<Position, 'rules'>): { w: number; h: number } {
  const rules = position.rules;
  const perSide = Math.max(rules.leftRows, rules.rowLengths.length - rules.leftRows);
  const centre = 4 + rules.cells;
  const lines = Math.max(perSide, centre);
  const aux = rules.auxiliaryRows.length > 0 ? AUX_SEPARATION : 0;
  return { w: 2 * WING + 1 + 4 * GAP, h: lines * (CARD_RATIO + GAP) + GAP + aux };
}

/**
 * The table's frame: its size, the card size and every pile's place. It depends only on the game's
 * shape and the space available, so it stays the same object from move to move.
 */
export interface TableFrame {
  readonly width: number;
  readonly height: number;
  readonly cardW: number;
  readonly cardH: number;
  readonly slots: ReadonlyMap<Slot, Rect>;
  /** The wing each row fans out on. */
  readonly sides: ReadonlyMap<Slot, 'left' | 'right'>;
}

/** Lays out the piles of a game's shape in a box of `width` x `height` pixels, as large as fits. */
export function computeFrame(position: Pick<Position, 'rules'>, width: number, height: number): TableFrame {
  const rules = position.rules;
  const units = tableUnits(position);
  const w = Math.max(8, Math.min(width / units.w, height / units.h));
  const h = w * CARD_RATIO;
  const gap = GAP * w;
  const tableW = units.w * w;
  const tableH = units.h * w;
  const slots = new Map<Slot, Rect>();
  const sides = new Map<Slot, 'left' | 'right'>();

  const centreX = tableW / 2 - w / 2;
  const leftInner = centreX - gap; // right edge of the left wing
  const rightInner = centreX + w + gap;
  const wingLen = WING * w;

  const placeColumn = (column: Slot[], auxRows: readonly number[]): Map<Slot, number> => {
    const ys = new Map<Slot, number>();
    const auxCount = column.filter((s) => auxRows.includes(s)).length;
    const usable = tableH - gap - (auxCount > 0 ? AUX_SEPARATION * w : 0);
    const pitch = usable / column.length;
    column.forEach((slot, i) => {
      const extra = auxRows.includes(slot) ? AUX_SEPARATION * w : 0;
      ys.set(slot, gap + i * pitch + (pitch - gap - h) / 2 + extra);
    });
    return ys;
  };

  for (const [slot, y] of placeColumn(leftColumn(rules), rules.auxiliaryRows)) {
    slots.set(slot, { x: leftInner - wingLen, y, w: wingLen, h });
    sides.set(slot, 'left');
  }
  for (const [slot, y] of placeColumn(rightColumn(rules), rules.auxiliaryRows)) {
    slots.set(slot, { x: rightInner, y, w: wingLen, h });
    sides.set(slot, 'right');
  }
  for (const [slot, y] of placeColumn(centreColumn(rules), [])) slots.set(slot, { x: centreX, y, w, h });
  return { width: tableW, height: tableH, cardW: w, cardH: h, slots, sides };
}

/** Where every card of the position sits in a frame, indexed by card id. */
export function placeCards(position: Position, frame: TableFrame): CardPlacement[] {
  const w = frame.cardW;
  const cards: CardPlacement[] = new Array<CardPlacement>(52);
  for (const [slot, side] of frame.sides) {
    const rect = frame.slots.get(slot)!;
    const row = position.rows[slot] ?? [];
    const n = row.length;
    const fan = n > 1 ? Math.min(FAN * w, (rect.w - w) / (n - 1)) : 0;
    // the left wing's first card sits at its right end, next to the foundations
    const x0 = side === 'left' ? rect.x + rect.w - w : rect.x;
    const step = side === 'left' ? -fan : fan;
    for (let i = 0; i < n; i++) {
      cards[row[i]!] = { x: x0 + i * step, y: rect.y, z: 10 + i, slot, index: i, exposed: i === n - 1, wing: side };
    }
  }
  position.cells.forEach((card, c) => {
    if (card === NO_CARD) return;
    const r = frame.slots.get(CELL_BASE + c)!;
    cards[card] = { x: r.x, y: r.y, z: 10, slot: CELL_BASE + c, index: -1, exposed: true, wing: 'centre' };
  });
  for (let card = 0; card < 52; card++) {
    const suit = SUIT_OF[card]!;
    if (RANK_OF[card]! > position.foundations[suit]!) continue;
    const slot = foundationSlot(suit);
    const r = frame.slots.get(slot)!;
    cards[card] = { x: r.x, y: r.y, z: RANK_OF[card]!, slot, index: -1, exposed: false, wing: 'centre' };
  }
  return cards;
}

/** Lays the position out in a box of `width` x `height` pixels, as large as fits. */
export function computeLayout(position: Position, width: number, height: number): TableLayout {
  const frame = computeFrame(position, width, height);
  return { width: frame.width, height: frame.height, cardW: frame.cardW, cardH: frame.cardH, slots: frame.slots, cards: placeCards(position, frame) };
}

/** The slot whose rect contains a point (table coordinates), or null. */
export function slotAt(layout: TableLayout, x: number, y: number): Slot | null {
  for (const [slot, r] of layout.slots) {
    if (x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h) return slot;
  }
  return null;
}
