import type { Position } from '../../shared/engine/position';
import { DECK_SIZE, NO_CARD, RANK_OF, SUIT_OF } from '../../shared/engine/cards';
import type { GameRules } from '../../shared/engine/games';
import { cardCount, foundationTopRank, pileReaches } from '../../shared/engine/position';
import { CELL_BASE, RESERVE, WASTE, sidePile } from '../../shared/engine/moves';
import { INDEX_FRACTION } from '../cards/card-geometry';
import {
  type Slot,
  centreColumn,
  foundationColumns,
  foundationSlot,
  foundationSlots,
  gridLines,
  isCellSlot,
  isFoundationSlot,
  isSideSlot,
  leftColumn,
  lineTopLines,
  pileOfFoundationSlot,
  rightColumn,
  rowSlots,
  sideSlots,
} from './slots';

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
/** Extra space before the auxiliary rows of a line, between its columns (about a third of a card). */
const LINE_AUX_SEPARATION = 0.35;
/** The band over the wings' centre column where a chosen base rank is written. */
const BASE_BAND = 0.44;
/** Extra space between the wings and the stock, waste and reserve under them (Zerline). */
const SIDE_SEPARATION = 0.2;
/** Space between the waste and the reserve, in card widths. */
const SIDE_GAP = 0.5;
/** Space between a line's top row (cells, foundations) and its rows. */
const TOP_ROW_GAP = 0.22;
/**
 * A line's rows fan down. A short row steps half a card width; a long one closes up to the least
 * step that still shows the whole rank and most of the suit sign of each corner index (card-geometry:
 * the rank reaches 0.23 of the height, the suit sign 0.3).
 */
const FAN_DOWN = 0.5;
export const MIN_FAN_DOWN = 0.36;
/**
 * Cards a line's row is sized for at the least step: a dealt row of 6 with 12 built on it, the most
 * an in-suit row can hold. Longer rows (an alternate-colour row can in theory take more) close up further.
 */
export const LINE_CARDS = 18;
/**
 * Room a grid's row gives, in card widths (Chequers' 5 x 5): the exposed card and five more at the
 * full fan step, ten at the least; so five rows side by side fit a 1280 x 800 window at about 80 px.
 */
const GRID_ROW = 3;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

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
  readonly baseLabel: Rect | null;
  /** Indexed by card id. */
  readonly cards: readonly CardPlacement[];
}

/** Table size in card widths for a game's shape. */
export function tableUnits(position: Pick<Position, 'rules'>): { w: number; h: number } {
  const rules = position.rules;
  if (rules.layout === 'grid') {
    const lines = gridLines(rules);
    const columns = lines[0]!.length;
    const top = sideSlots(rules).length + foundationSlots(rules).length;
    return { w: Math.max(columns * GRID_ROW + (columns + 1) * GAP, top + (top + 2) * GAP), h: GAP + CARD_RATIO + TOP_ROW_GAP + lines.length * (CARD_RATIO + GAP) };
  }
  if (rules.layout === 'line' && sideSlots(rules).length > 0) {
    const top = sideLineTop(rules);
    return { w: Math.max(rowsWidth(rules), top.w + 2 * GAP), h: GAP + top.lines * (CARD_RATIO + GAP) + TOP_ROW_GAP + lineRowHeight() + GAP };
  }
  if (rules.layout === 'line') {
    const columns = lineColumns(rules);
    return { w: columns + (columns + 1) * GAP + lineAuxGap(rules), h: GAP + CARD_RATIO + TOP_ROW_GAP + lineRowHeight() + GAP };
  }
  const perSide = Math.max(rules.leftRows, rules.rowLengths.length - rules.leftRows);
  const centre = 4 + rules.cells;
  const lines = Math.max(perSide, centre);
  const aux = rules.auxiliaryRows.length > 0 ? AUX_SEPARATION : 0;
  const band = rules.foundationBase === 'chosen' ? BASE_BAND : 0;
  const columns = foundationColumns(rules);
  return { w: 2 * WING + columns + (3 + columns) * GAP, h: lines * (CARD_RATIO + GAP) + GAP + aux + band + sideBand(rules) };
}

/** The band under the wings that holds the stock, the waste and the reserve, in card widths (0 without them). */
const sideBand = (rules: GameRules): number => (sideSlots(rules).length > 0 ? CARD_RATIO + GAP + SIDE_SEPARATION : 0);

/** How wide the reserve pile is, in card widths: its cards fanned to the right. */
const reserveUnits = (rules: GameRules): number => 1 + Math.max(0, rules.reserveSize - 1) * FAN;

/** Width of a line of rows side by side, gaps around them, in card widths. */
const rowsWidth = (rules: GameRules): number => rules.rowLengths.length * (1 + GAP) + GAP;

/**
 * The top of a line with a stock, a waste and a reserve (Soother), in card widths: its lines
 * (lineTopLines), the side piles' block at their left (as wide as the widest line's), then the
 * foundations, so that each line's foundations stand under the other's.
 */
function sideLineTop(rules: GameRules): { lines: number; sideW: number; foundationsW: number; w: number } {
  const lines = lineTopLines(rules);
  const blockW = (piles: Slot[]): number => piles.reduce((sum, slot, i) => sum + (slot === RESERVE ? reserveUnits(rules) : 1) + (i > 0 ? GAP : 0), 0);
  const sideW = Math.max(...lines.map((line) => blockW(line.filter(isSideSlot))));
  const foundationsW = Math.max(...lines.map((line) => blockW(line.filter((slot) => !isSideSlot(slot)))));
  return { lines: lines.length, sideW, foundationsW, w: sideW + SIDE_GAP + foundationsW };
}

/** Height of a row of the line layout, in card widths: the exposed card and LINE_CARDS - 1 cards fanned down above it. */
const lineRowHeight = (): number => CARD_RATIO + (LINE_CARDS - 1) * MIN_FAN_DOWN;

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
  /** The way each row fans out: towards the left or right (wings) or down (a line). */
  readonly sides: ReadonlyMap<Slot, 'left' | 'right' | 'down'>;
  /** Where the chosen base rank is written, beside the foundations; null in games whose base is the Ace. */
  readonly baseLabel: Rect | null;
}

/** Lays out the piles of a game's shape in a box of `width` x `height` pixels, as large as fits. */
export function computeFrame(position: Pick<Position, 'rules'>, width: number, height: number): TableFrame {
  const units = tableUnits(position);
  const w = Math.max(8, Math.min(width / units.w, height / units.h));
  const rules = position.rules;
  if (rules.layout === 'line' && sideSlots(rules).length > 0) return sideLineFrame(rules, units, w);
  return rules.layout === 'line' ? lineFrame(rules, units, w) : rules.layout === 'grid' ? gridFrame(rules, units, w) : wingsFrame(rules, units, w);
}

/** A frame's lengths in pixels for cards `w` pixels wide: card height, gap, table size. */
const scaled = (units: { w: number; h: number }, w: number) => ({ h: w * CARD_RATIO, gap: GAP * w, tableW: units.w * w, tableH: units.h * w });

/** Extra space before a line's first auxiliary row (Castle of Indolence's reserves), in card widths. */
const lineAuxGap = (rules: GameRules): number => (rules.auxiliaryRows.length > 0 ? LINE_AUX_SEPARATION : 0);

/** Columns of a line: one per row, or more when the top row holds more piles. */
const lineColumns = (rules: GameRules): number => Math.max(rules.rowLengths.length, centreColumn(rules).length);

/** Two wings of rows fanned sideways, either side of a column of free cells and foundations. */
function wingsFrame(rules: GameRules, units: { w: number; h: number }, w: number): TableFrame {
  const { h, gap, tableW, tableH } = scaled(units, w);
  const slots = new Map<Slot, Rect>();
  const sides = new Map<Slot, 'left' | 'right'>();
  // a chosen base is written in a band over the centre column
  const band = rules.foundationBase === 'chosen' ? BASE_BAND * w : 0;

  // the foundations may stand in more than one column (Zerline's eight in two), four piles to a column
  const columns = foundationColumns(rules);
  const centreW = columns * w + (columns - 1) * gap;
  const centreX = tableW / 2 - centreW / 2;
  const leftInner = centreX - gap; // right edge of the left wing
  const rightInner = centreX + centreW + gap;
  const wingLen = WING * w;
  // the stock, the waste and the reserve lie in a band of their own under the wings
  const bottom = tableH - sideBand(rules) * w;

  const placeColumn = (column: Slot[], auxRows: readonly number[], top: number): Map<Slot, number> => {
    const ys = new Map<Slot, number>();
    const auxCount = column.filter((s) => auxRows.includes(s)).length;
    const usable = bottom - top - gap - (auxCount > 0 ? AUX_SEPARATION * w : 0);
    const pitch = usable / column.length;
    column.forEach((slot, i) => {
      const extra = auxRows.includes(slot) ? AUX_SEPARATION * w : 0;
      ys.set(slot, top + gap + i * pitch + (pitch - gap - h) / 2 + extra);
    });
    return ys;
  };

  for (const [slot, y] of placeColumn(leftColumn(rules), rules.auxiliaryRows, 0)) {
    slots.set(slot, { x: leftInner - wingLen, y, w: wingLen, h });
    sides.set(slot, 'left');
  }
  for (const [slot, y] of placeColumn(rightColumn(rules), rules.auxiliaryRows, 0)) {
    slots.set(slot, { x: rightInner, y, w: wingLen, h });
    sides.set(slot, 'right');
  }
  // the centre's lines: a cell each, then the foundations `columns` to a line, each line a suit
  const cells = centreColumn(rules).filter(isCellSlot);
  const foundations = foundationSlots(rules);
  const lines: Slot[][] = [...cells.map((c) => [c])];
  for (let i = 0; i < foundations.length; i += columns) lines.push(foundations.slice(i, i + columns));
  const lineYs = placeColumn(lines.map((_, i) => i), [], band);
  lines.forEach((line, i) => line.forEach((slot, k) => slots.set(slot, { x: centreX + k * (w + gap), y: lineYs.get(i)!, w, h })));
  const baseLabel = band > 0 ? { x: centreX - gap, y: gap / 2, w: centreW + 2 * gap, h: band } : null;
  placeSidePiles(rules, w, h, gap, tableW, bottom, slots, sides);
  return { width: tableW, height: tableH, cardW: w, cardH: h, slots, sides, baseLabel };
}

/**
 * The stock and the waste side by side, then the reserve fanned to the right, centred in the band
 * under the wings that starts at `top`.
 */
function placeSidePiles(rules: GameRules, w: number, h: number, gap: number, tableW: number, top: number, slots: Map<Slot, Rect>, sides: Map<Slot, 'left' | 'right'>): void {
  const piles = sideSlots(rules);
  if (piles.length === 0) return;
  const widthOf = (slot: Slot): number => (slot === RESERVE ? reserveUnits(rules) * w : w);
  const spaceAfter = (slot: Slot): number => (slot === WASTE ? SIDE_GAP * w : gap);
  const total = piles.reduce((sum, slot, i) => sum + widthOf(slot) + (i < piles.length - 1 ? spaceAfter(slot) : 0), 0);
  let x = tableW / 2 - total / 2;
  const y = top + SIDE_SEPARATION * w;
  for (const slot of piles) {
    slots.set(slot, { x, y, w: widthOf(slot), h });
    // the reserve fans to the right as a right wing's row does; the stock and the waste are squared
    if (slot === RESERVE) sides.set(slot, 'right');
    x += widthOf(slot) + spaceAfter(slot);
  }
}

/**
 * One line of rows fanned down, under a top row: the free cells (or reserves) at its left, the
 * foundations at its right, the base rank between them; with no cells the foundations are centred
 * and the base rank is written to their right.
 */
function lineFrame(rules: GameRules, units: { w: number; h: number }, w: number): TableFrame {
  const { h, gap, tableW, tableH } = scaled(units, w);
  const slots = new Map<Slot, Rect>();
  const sides = new Map<Slot, 'down'>();
  const columns = lineColumns(rules);
  const firstAux = rules.auxiliaryRows.length > 0 ? Math.min(...rules.auxiliaryRows) : Infinity;
  const rowX = (i: number): number => gap + i * (w + gap) + (i >= firstAux ? lineAuxGap(rules) * w : 0);
  // the gap before the auxiliary rows widens the table: a centred top row moves by half of it
  const cellsFirst = centreColumn(rules).some(isCellSlot);
  const topShift = cellsFirst ? 0 : (lineAuxGap(rules) * w) / 2;
  const columnX = (i: number): number => gap + i * (w + gap) + topShift;

  const cells = centreColumn(rules).filter(isCellSlot);
  cells.forEach((slot, i) => slots.set(slot, { x: columnX(i), y: gap, w, h }));
  const foundations = foundationSlots(rules);
  const piles = foundations.length;
  const firstFoundation = cells.length > 0 ? columns - piles : Math.floor((columns - piles) / 2);
  // where a row feeds one pile alone (Rittenhouse), the pile stands over it: the table shows who feeds whom
  const feeder = (slot: Slot): number => rules.rowFeeds?.findIndex((piles) => piles.length === 1 && piles[0] === pileOfFoundationSlot(slot)) ?? -1;
  foundations.forEach((slot, i) => {
    const row = feeder(slot);
    slots.set(slot, { x: row >= 0 ? rowX(row) : columnX(firstFoundation + i), y: gap, w, h });
  });

  const rowsTop = gap + h + TOP_ROW_GAP * w;
  const rowH = lineRowHeight() * w;
  for (const slot of rowSlots(rules)) {
    slots.set(slot, { x: rowX(slot), y: rowsTop, w, h: rowH });
    sides.set(slot, 'down');
  }

  let baseLabel: Rect | null = null;
  if (rules.foundationBase === 'chosen') {
    // the free span of the top row next to the foundations
    const from = cells.length > 0 ? columnX(cells.length) : columnX(firstFoundation + piles);
    const to = cells.length > 0 ? columnX(firstFoundation) - gap : tableW - gap;
    baseLabel = { x: from, y: gap, w: Math.max(w, to - from), h };
  }
  return { width: tableW, height: tableH, cardW: w, cardH: h, slots, sides, baseLabel };
}

/**
 * A line under a top of two lines (Soother): the stock and the waste, then the reserve fanned to the
 * right, at the left; the foundations, half a line, at the right; the rows centred under them.
 */
function sideLineFrame(rules: GameRules, units: { w: number; h: number }, w: number): TableFrame {
  const { h, gap, tableW, tableH } = scaled(units, w);
  const slots = new Map<Slot, Rect>();
  const sides = new Map<Slot, 'right' | 'down'>();
  const top = sideLineTop(rules);
  const left = tableW / 2 - (top.w * w) / 2;
  const foundationsX = left + (top.sideW + SIDE_GAP) * w;
  lineTopLines(rules).forEach((line, k) => {
    const y = gap + k * (h + gap);
    let sideX = left;
    let foundationX = foundationsX;
    for (const slot of line) {
      if (isSideSlot(slot)) {
        const sw = slot === RESERVE ? reserveUnits(rules) * w : w;
        slots.set(slot, { x: sideX, y, w: sw, h });
        if (slot === RESERVE) sides.set(slot, 'right');
        sideX += sw + gap;
      } else {
        slots.set(slot, { x: foundationX, y, w, h });
        foundationX += w + gap;
      }
    }
  });
  const rowsTop = gap + top.lines * (h + gap) + TOP_ROW_GAP * w;
  const rowsLeft = tableW / 2 - (rowsWidth(rules) * w) / 2;
  for (const slot of rowSlots(rules)) {
    slots.set(slot, { x: rowsLeft + gap + slot * (w + gap), y: rowsTop, w, h: lineRowHeight() * w });
    sides.set(slot, 'down');
  }
  return { width: tableW, height: tableH, cardW: w, cardH: h, slots, sides, baseLabel: null };
}

/**
 * A grid of rows fanned to the right (Chequers' 5 x 5) under a top row: the talon at its left, the
 * foundations centred.
 */
function gridFrame(rules: GameRules, units: { w: number; h: number }, w: number): TableFrame {
  const { h, gap, tableW, tableH } = scaled(units, w);
  const slots = new Map<Slot, Rect>();
  const sides = new Map<Slot, 'right'>();
  sideSlots(rules).forEach((slot, i) => slots.set(slot, { x: gap + i * (w + gap), y: gap, w, h }));
  const foundations = foundationSlots(rules);
  const spanW = foundations.length * w + (foundations.length - 1) * gap;
  foundations.forEach((slot, i) => slots.set(slot, { x: tableW / 2 - spanW / 2 + i * (w + gap), y: gap, w, h }));
  const lines = gridLines(rules);
  const rowW = GRID_ROW * w;
  // the grid's columns share the width left over: centred, a gap at least between them
  const columns = lines[0]!.length;
  const pitch = (tableW - gap) / columns;
  const rowsTop = gap + h + TOP_ROW_GAP * w;
  lines.forEach((line, k) =>
    line.forEach((slot, i) => {
      slots.set(slot, { x: gap + i * pitch + (pitch - gap - rowW) / 2, y: rowsTop + k * (h + gap), w: rowW, h });
      sides.set(slot, 'right');
    }),
  );
  return { width: tableW, height: tableH, cardW: w, cardH: h, slots, sides, baseLabel: null };
}

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
    const slot = foundationSlot(pile);
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
        const at = was !== undefined && isFoundationSlot(was) ? piles.indexOf(pileOfFoundationSlot(was)) : -1;
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

/** Lays the position out in a box of `width` x `height` pixels, as large as fits. */
export function computeLayout(position: Position, width: number, height: number): TableLayout {
  const frame = computeFrame(position, width, height);
  return { width: frame.width, height: frame.height, cardW: frame.cardW, cardH: frame.cardH, slots: frame.slots, baseLabel: frame.baseLabel, cards: placeCards(position, frame) };
}

/** The slot whose rect contains a point (table coordinates), or null. */
export function slotAt(layout: TableLayout, x: number, y: number): Slot | null {
  for (const [slot, r] of layout.slots) {
    if (x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h) return slot;
  }
  return null;
}
