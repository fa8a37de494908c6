import type { GameRules } from '../../shared/engine/games';
import { RESERVE, foundationIndex } from '../../shared/engine/moves';
import { pileBuildsDown } from '../../shared/engine/position';
import { type Caption, type FrameOptions, type Rect, type TableFrame, CAPTION, CARD_RATIO, GAP, MIN_FAN_DOWN, SIDE_GAP, captionAt, cardWidthFor, foundationCaptions } from './frame';
import { reserveUnits } from './frame-wings';
import { type Slot, centreColumn, foundationSlots, isCellSlot, isSideSlot, lineTopLines, rowSlots, sideSlots } from './slots';

// Rows fanned down in a line (two lines where a game has more than twelve, as PySolFC lays out
// Palace), under a top line of cells and foundations; with two lines of rows the foundations stand in
// a block at either side instead, and where a stock, a waste and a reserve take the top line
// (Soother) in a block at the right, a suit a line. The rows take every pixel of height the window
// gives: they make room for their dealt cards and a run built on them at the least fan step, and the
// cards are as large as that allows.

/** The most rows a line holds: more go in two lines. */
const MAX_LINE_ROWS = 12;
/** Cards a row of a one-line table makes room for beyond its dealt ones, each index readable. */
const ROOM = 6;
/** The same with two lines of rows, where the room is shared between them (Palace). */
const ROOM_TWO_LINES = 1;
/** Space between the top piles (or their captions) and the rows. */
const TOP_ROW_GAP = 0.22;
/** Space between two lines of rows. */
const ROW_LINE_GAP = 0.3;
/** Room either side of a table whose stock stands at its edge: the stock's name is wider than it. */
const EDGE = SIDE_GAP / 2;
/** Lines of the foundations' block at the right of the rows: one a suit. */
const BLOCK_LINES = 4;
/** Extra space before the auxiliary rows of a line (Castle of Indolence's reserves), about a third of a card. */
const LINE_AUX_SEPARATION = 0.35;

/** The rows in lines of at most twelve, as even as they go: Palace's eighteen in two of nine. */
function rowLines(rules: GameRules): Slot[][] {
  const rows = rowSlots(rules);
  const count = Math.ceil(rows.length / MAX_LINE_ROWS);
  const per = Math.ceil(rows.length / count);
  return Array.from({ length: count }, (_, k) => rows.slice(k * per, (k + 1) * per));
}

/** Cards a row makes room for: its longest dealt row and a run built on it; an auxiliary row (it takes nothing) what it is dealt. */
export function rowRoom(rules: GameRules): number {
  const lengths = (aux: boolean) => rules.rowLengths.filter((_, r) => rules.auxiliaryRows.includes(r) === aux);
  const room = rowLines(rules).length > 1 ? ROOM_TWO_LINES : ROOM;
  return Math.max(Math.max(0, ...lengths(false)) + room, ...lengths(true));
}

/** Height of a row that holds `cards` at the least fan step, in card widths. */
const rowUnits = (cards: number): number => CARD_RATIO + (Math.max(1, cards) - 1) * MIN_FAN_DOWN;

/** A pile named by a caption under it: a cell or reserve, the stock, the waste, the reserve pile. */
const named = (slot: Slot): boolean => isCellSlot(slot) || isSideSlot(slot);

interface LineShape {
  readonly lines: Slot[][];
  /** The line of piles over the rows; none where the foundations stand at the sides. */
  readonly top: Slot[];
  /** Where the foundations stand when not in the top line: a block either side of the rows, or one at their right. */
  readonly blocks: 'none' | 'sides' | 'right';
  /** Width of the rows' line, and of the whole table, in card widths. */
  readonly rowsW: number;
  readonly w: number;
  /** Height over the rows, in card widths. */
  readonly topH: number;
  /** Whether a caption line lies between the top piles and the rows (names of cells, auxiliary rows, feeds). */
  readonly rowBand: boolean;
}

const auxGap = (rules: GameRules): number => (rules.auxiliaryRows.length > 0 ? LINE_AUX_SEPARATION : 0);
/** Foundation piles each side of two lines of rows: half of each suit's (Palace's two of four). */
const sideColumns = (rules: GameRules): number => Math.ceil(rules.decks / 2);

function shapeOf(rules: GameRules): LineShape {
  const lines = rowLines(rules);
  const per = lines[0]!.length;
  const rowsW = per * (1 + GAP) - GAP + auxGap(rules);
  if (lines.length > 1) {
    const block = sideColumns(rules) * (1 + GAP) - GAP;
    return { lines, top: [], blocks: 'sides', rowsW, w: 2 * GAP + 2 * (block + SIDE_GAP) + rowsW, topH: GAP + CAPTION, rowBand: false };
  }
  const side = sideSlots(rules);
  if (side.length > 0) {
    // the stock, the waste and the reserve over the rows, each named under it, the foundations'
    // block at their right: the top line is half as long and a line of piles lower than with the
    // foundations over the rows, so the cards are larger at every window size
    const topW = side.reduce((sum, slot, i) => sum + (slot === RESERVE ? reserveUnits(rules) : 1) + (i > 0 ? SIDE_GAP : 0), 0);
    const w = 2 * EDGE + Math.max(rowsW, topW) + SIDE_GAP + rightBlockW(rules);
    return { lines, top: side, blocks: 'right', rowsW, w, topH: GAP + CARD_RATIO + CAPTION + TOP_ROW_GAP, rowBand: false };
  }
  const top = lineTopLines(rules)[0]!;
  const rowBand = top.some(named) || rules.auxiliaryRows.length > 0 || rules.rowFeeds !== null;
  const topH = GAP + CAPTION + CARD_RATIO + (rowBand ? CAPTION : 0) + TOP_ROW_GAP;
  const topW = Math.max(per, top.length) * (1 + GAP) - GAP + auxGap(rules);
  return { lines, top, blocks: 'none', rowsW, w: 2 * GAP + Math.max(rowsW, topW), topH, rowBand };
}

const rightBlockW = (rules: GameRules): number => Math.ceil(foundationSlots(rules).length / BLOCK_LINES) * (1 + GAP) - GAP;
/** Height of that block with its caption over it, in card widths, from the table's top. */
const rightBlockH = (): number => GAP + CAPTION + BLOCK_LINES * (CARD_RATIO + GAP) - GAP;

/** Table size in card widths of a line game whose rows make room for `cards` (the game's own room at least). */
export function lineUnits(rules: GameRules, cards = 0): { w: number; h: number } {
  const shape = shapeOf(rules);
  const room = Math.max(rowRoom(rules), cards);
  const h = shape.topH + shape.lines.length * rowUnits(room) + (shape.lines.length - 1) * ROW_LINE_GAP + GAP;
  return { w: shape.w, h: shape.blocks === 'right' ? Math.max(h, rightBlockH() + GAP) : h };
}

export function lineFrame(rules: GameRules, width: number, height: number, options: FrameOptions): TableFrame {
  const shape = shapeOf(rules);
  const units = lineUnits(rules, options.rowCards);
  const w = cardWidthFor(units, width, height, options);
  const h = CARD_RATIO * w;
  const gap = GAP * w;
  const tableW = units.w * w;
  // the rows reach down as far as the window lets them: a long row keeps its step longer
  const tableH = Math.max(units.h * w, height);
  const slots = new Map<Slot, Rect>();
  const sides = new Map<Slot, 'right' | 'down'>();
  const captions: Caption[] = [];
  const down = (slot: Slot): string => (pileBuildsDown(rules, foundationIndex(slot)) ? 'down' : 'up');

  // the rows, each line centred
  const rowsTop = shape.topH * w;
  const lineCount = shape.lines.length;
  const rowH = (tableH - rowsTop - gap - (lineCount - 1) * ROW_LINE_GAP * w) / lineCount;
  const rowsLeft = shape.blocks === 'right' ? EDGE * w : tableW / 2 - (shape.rowsW * w) / 2;
  const firstAux = rules.auxiliaryRows.length > 0 ? Math.min(...rules.auxiliaryRows) : Infinity;
  shape.lines.forEach((line, k) =>
    line.forEach((slot, i) => {
      const x = rowsLeft + i * (w + gap) + (slot >= firstAux ? auxGap(rules) * w : 0);
      slots.set(slot, { x, y: rowsTop + k * (rowH + ROW_LINE_GAP * w), w, h: rowH });
      sides.set(slot, 'down');
    }),
  );

  if (shape.blocks === 'sides') placeSideBlocks(rules, w, rowsLeft, rowsTop, shape.rowsW * w, slots, captions);
  else if (shape.blocks === 'right') placeRightBlock(rules, w, rowsLeft, tableW, slots, sides, captions);
  else placeTopLine(rules, w, tableW, rowsLeft, slots);

  // captions: each group of foundations over it, each named pile under it
  const foundations = foundationSlots(rules);
  if (shape.blocks === 'none') captions.push(...foundationCaptions(foundations, slots, down, w, gap));
  for (const slot of slots.keys()) {
    if (!named(slot)) continue;
    const r = slots.get(slot)!;
    // named under its first card: a reserve pile's others fan out to the right of it
    captions.push({ kind: 'pile', slots: [slot], rect: captionAt(r.x + w / 2, r.y + r.h, w + (isSideSlot(slot) ? SIDE_GAP - GAP : GAP) * w, w) });
  }
  if (shape.rowBand) {
    const bandY = rowsTop - TOP_ROW_GAP * w - CAPTION * w;
    for (const row of rules.auxiliaryRows) {
      const r = slots.get(row)!;
      captions.push({ kind: 'pile', slots: [row], rect: captionAt(r.x + w / 2, bandY, w + gap, w) });
    }
    rules.rowFeeds?.forEach((_, row) => {
      const r = slots.get(row)!;
      captions.push({ kind: 'feeds', slots: [row], rect: captionAt(r.x + w / 2, bandY, w, w) });
    });
  }
  return { width: tableW, height: tableH, cardW: w, cardH: h, slots, sides, captions };
}

/**
 * One top line: the cells (or reserves) at its left, the foundations at its right; with no cells
 * the foundations are centred. Where a row feeds one pile alone (Rittenhouse) the pile stands over
 * it: the table shows which feeds which.
 */
function placeTopLine(rules: GameRules, w: number, tableW: number, rowsLeft: number, slots: Map<Slot, Rect>): void {
  const gap = GAP * w;
  const top = gap + CAPTION * w;
  const cells = centreColumn(rules).filter(isCellSlot);
  const foundations = foundationSlots(rules);
  const step = w + gap;
  const left = gap;
  cells.forEach((slot, i) => slots.set(slot, { x: left + i * step, y: top, w, h: w * CARD_RATIO }));
  const spanW = foundations.length * step - gap;
  const firstX = cells.length > 0 ? tableW - gap - spanW : tableW / 2 - spanW / 2;
  const feeder = (slot: Slot): number => rules.rowFeeds?.findIndex((piles) => piles.length === 1 && piles[0] === foundationIndex(slot)) ?? -1;
  foundations.forEach((slot, i) => {
    const row = feeder(slot);
    slots.set(slot, { x: row >= 0 ? slots.get(row)?.x ?? rowsLeft + row * step : firstX + i * step, y: top, w, h: w * CARD_RATIO });
  });
}

/**
 * A stock, a waste and a reserve (Soother): the three at the left over the rows, the reserve fanned to
 * the right; the foundations at the right of the rows, a suit a line, the block captioned over it.
 */
function placeRightBlock(rules: GameRules, w: number, rowsLeft: number, tableW: number, slots: Map<Slot, Rect>, sides: Map<Slot, 'right' | 'down'>, captions: Caption[]): void {
  const gap = GAP * w;
  const h = CARD_RATIO * w;
  let x = rowsLeft;
  for (const slot of sideSlots(rules)) {
    const sw = slot === RESERVE ? reserveUnits(rules) * w : w;
    slots.set(slot, { x, y: gap, w: sw, h });
    if (slot === RESERVE) sides.set(slot, 'right');
    x += sw + SIDE_GAP * w;
  }
  const foundations = foundationSlots(rules);
  const per = Math.ceil(foundations.length / BLOCK_LINES);
  const blockW = rightBlockW(rules) * w;
  const x0 = tableW - EDGE * w - blockW;
  const y0 = gap + CAPTION * w;
  foundations.forEach((slot, i) => slots.set(slot, { x: x0 + (i % per) * (w + gap), y: y0 + Math.floor(i / per) * (h + gap), w, h }));
  captions.push({ kind: 'foundations', slots: foundations, rect: captionAt(x0 + blockW / 2, gap, blockW + 2 * gap, w) });
}

/** Two lines of rows (Palace): the foundations in a block either side, a suit a line, each block captioned over it. */
function placeSideBlocks(rules: GameRules, w: number, rowsLeft: number, rowsTop: number, rowsW: number, slots: Map<Slot, Rect>, captions: Caption[]): void {
  const gap = GAP * w;
  const h = CARD_RATIO * w;
  const per = sideColumns(rules);
  const blockW = per * (w + gap) - gap;
  const foundations = foundationSlots(rules);
  // foundationSlots stands each suit's piles together: the first `per` of a suit left, the rest right
  const ofSuit = rules.decks;
  for (const [side, x0] of [[0, rowsLeft - SIDE_GAP * w - blockW], [1, rowsLeft + rowsW + SIDE_GAP * w]] as const) {
    const block: Slot[] = [];
    for (let suit = 0; suit < 4; suit++) {
      const piles = foundations.slice(suit * ofSuit, (suit + 1) * ofSuit);
      const mine = side === 0 ? piles.slice(0, per) : piles.slice(per);
      mine.forEach((slot, i) => slots.set(slot, { x: x0 + i * (w + gap), y: rowsTop + suit * (h + gap), w, h }));
      block.push(...mine);
    }
    captions.push({ kind: 'foundations', slots: block, rect: captionAt(x0 + blockW / 2, rowsTop - CAPTION * w, blockW + 2 * gap, w) });
  }
}
