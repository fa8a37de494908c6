import type { GameRules } from '../../shared/engine/games';
import { RESERVE, CELL_BASE } from '../../shared/engine/moves';
import { foundationCount } from '../../shared/engine/position';
import { type Caption, type FrameOptions, type Rect, type TableFrame, CAPTION, CARD_RATIO, FAN, GAP, SIDE_GAP, captionAt, cardWidthFor } from './frame';
import { type Slot, foundationColumns, foundationSlots, leftColumn, rightColumn, sideSlots } from './slots';

// Two wings of rows fanned sideways, either side of a column of foundations, each line of the column
// level with a line of rows. Over them a caption line (the foundations' start, or the chosen base);
// under them, where the game has them, a band of piles each named under it: the stock, the waste and
// the reserve (Zerline). Cells stand in the column under the foundations
// where a line is left for them (Masterpiece), else in a column of their own at the foundations'
// right, in the last lines (Siegecraft, Stronghold, Fastness): a band would cost a line of height.

/** Room a wing gives its row, in card widths: the exposed card and 18 more at the least fan step, more than play can build. */
const WING = 5;
/** Space between the wings and the band of piles under them, in card widths. */
const BAND_SEPARATION = 0.2;
/** The widest a wing may move off centre to balance rows of unequal length, in card widths. */
const MAX_SHIFT = 0.5;

/** How wide the reserve pile is, in card widths: its cards fanned to the right. */
export const reserveUnits = (rules: GameRules): number => 1 + Math.max(0, rules.reserveSize - 1) * FAN;

interface WingsShape {
  /** Lines of rows in the taller wing. */
  readonly lines: number;
  /** Lines of the centre column the foundations take, and the line the first of them stands level with (half lines centre them). */
  readonly foundationLines: number;
  readonly foundationStart: number;
  /** Cells standing in the centre column, in its last lines (Masterpiece's, between its auxiliary rows). */
  readonly columnCells: readonly Slot[];
  /** Cells standing in a column of their own right of the foundations, in its last lines (Siegecraft's). */
  readonly besideCells: readonly Slot[];
  /** The piles of the band under the wings: the stock, the waste and the reserve. */
  readonly band: readonly Slot[];
  /** The lines with an auxiliary row or a cell: a caption line lies over each. */
  readonly captionLines: readonly number[];
  /** How far the centre column stands right of the table's middle, in card widths: a longer left wing pushes it right. */
  readonly shift: number;
  readonly units: { readonly w: number; readonly h: number };
}

function shapeOf(rules: GameRules): WingsShape {
  const left = leftColumn(rules);
  const right = rightColumn(rules);
  const lines = Math.max(left.length, right.length);
  const columns = foundationColumns(rules);
  const foundationLines = Math.ceil(foundationCount(rules) / columns);
  const cells = Array.from({ length: rules.cells }, (_, i) => CELL_BASE + i);
  // a cell stands in the column only where a line is left for it: otherwise the foundations would
  // no longer stand level with the rows
  const inColumn = cells.length > 0 && foundationLines + cells.length <= lines;
  const columnCells = inColumn ? cells : [];
  const besideCells = inColumn ? [] : cells;
  const foundationStart = inColumn ? 0 : (lines - foundationLines) / 2;
  const band = sideSlots(rules);
  const lineOf = (column: Slot[]) => (slot: Slot) => column.indexOf(slot);
  const auxLines = rules.auxiliaryRows.map((row) => Math.max(lineOf(left)(row), lineOf(right)(row)));
  const cellLines = cells.map((_, i) => lines - cells.length + i);
  const captionLines = [...new Set([...auxLines, ...cellLines])].sort((a, b) => a - b);
  const centreColumns = columns + (besideCells.length > 0 ? 1 : 0);
  // rows dealt longer on one side (Streets and Alleys' 7 against 6) reach further: the whole moves
  // over by half the difference, so the dealt table stands in the middle
  const dealt = (column: Slot[]) => Math.max(0, ...column.filter((r) => !rules.auxiliaryRows.includes(r)).map((r) => rules.rowLengths[r]!));
  const shift = Math.max(-MAX_SHIFT, Math.min(MAX_SHIFT, ((dealt(left) - dealt(right)) * FAN) / 2));
  const bandW = band.reduce((sum, slot, i) => sum + (slot === RESERVE ? reserveUnits(rules) : 1) + (i > 0 ? SIDE_GAP : 0), 0);
  const w = Math.max(2 * WING + centreColumns + (3 + centreColumns) * GAP, bandW + 2 * GAP);
  const wingsH = lines * (CARD_RATIO + GAP) - GAP + captionLines.length * CAPTION;
  const bandH = band.length > 0 ? BAND_SEPARATION + CARD_RATIO + CAPTION : 0;
  return { lines, foundationLines, foundationStart, columnCells, besideCells, band, captionLines, shift, units: { w, h: GAP + CAPTION + wingsH + bandH + GAP } };
}

/** Table size in card widths of a wings game. */
export const wingsUnits = (rules: GameRules): { w: number; h: number } => shapeOf(rules).units;

export function wingsFrame(rules: GameRules, width: number, height: number, options: FrameOptions): TableFrame {
  const shape = shapeOf(rules);
  const w = cardWidthFor(shape.units, width, height, options);
  const h = w * CARD_RATIO;
  const gap = GAP * w;
  const tableW = shape.units.w * w;
  const tableH = shape.units.h * w;
  const slots = new Map<Slot, Rect>();
  const sides = new Map<Slot, 'left' | 'right'>();
  const captions: Caption[] = [];

  // line i of the wings (fractions stand between two lines), below the caption line over the foundations
  const lineY = (i: number): number => gap + CAPTION * w + i * (h + gap) + shape.captionLines.filter((line) => line <= i).length * CAPTION * w;
  const columns = foundationColumns(rules);
  const centreColumns = columns + (shape.besideCells.length > 0 ? 1 : 0);
  const centreW = centreColumns * w + (centreColumns - 1) * gap;
  const centreX = tableW / 2 - centreW / 2 + shape.shift * w;
  const centreMid = centreX + centreW / 2;

  // each wing runs from the table's edge to the centre column: the longer-dealt one has the longer room
  const placeWing = (column: Slot[], side: 'left' | 'right'): void => {
    const x0 = side === 'left' ? gap : centreX + centreW + gap;
    const x1 = side === 'left' ? centreX - gap : tableW - gap;
    column.forEach((slot, i) => {
      slots.set(slot, { x: x0, y: lineY(i), w: x1 - x0, h });
      sides.set(slot, side);
    });
  };
  placeWing(leftColumn(rules), 'left');
  placeWing(rightColumn(rules), 'right');

  // the foundations, `columns` to a line, each line a suit, level with the rows
  const foundations = foundationSlots(rules);
  foundations.forEach((slot, i) => {
    const line = shape.foundationStart + Math.floor(i / columns);
    slots.set(slot, { x: centreX + (i % columns) * (w + gap), y: lineY(line), w, h });
  });
  shape.columnCells.forEach((slot, i) => slots.set(slot, { x: centreMid - w / 2, y: lineY(shape.lines - shape.columnCells.length + i), w, h }));
  const besideX = centreX + columns * (w + gap);
  shape.besideCells.forEach((slot, i) => slots.set(slot, { x: besideX, y: lineY(shape.lines - shape.besideCells.length + i), w, h }));

  // the caption line over everything, over the foundations: their start and direction, or the chosen base
  const foundationsMid = centreX + (columns * w + (columns - 1) * gap) / 2;
  captions.push({ kind: 'foundations', slots: foundations, rect: captionAt(foundationsMid, gap, Math.min(tableW - 2 * gap, 6 * w), w) });
  // in the caption line over its line: an auxiliary row's name over its outer part, a cell's over it
  // and a little either side (over the column, where it stands in it)
  const captionY = (slot: Slot): number => slots.get(slot)!.y - CAPTION * w;
  for (const row of rules.auxiliaryRows) {
    const r = slots.get(row)!;
    const inner = 1.4 * w;
    const x = sides.get(row) === 'left' ? r.x : r.x + inner;
    captions.push({ kind: 'pile', slots: [row], rect: { x, y: captionY(row), w: r.w - inner, h: CAPTION * w } });
  }
  for (const cell of shape.columnCells) captions.push({ kind: 'pile', slots: [cell], rect: captionAt(centreMid, captionY(cell), centreW + 2.4 * w, w) });
  for (const cell of shape.besideCells) captions.push({ kind: 'pile', slots: [cell], rect: captionAt(besideX + w / 2, captionY(cell), 3 * w, w) });
  placeBand(rules, shape.band, w, centreMid, lineY(shape.lines - 1) + h + BAND_SEPARATION * w, slots, sides, captions);
  return { width: tableW, height: tableH, cardW: w, cardH: h, slots, sides, captions };
}

/** The band's piles side by side, centred under the centre column, each with its name under it. */
function placeBand(rules: GameRules, band: readonly Slot[], w: number, centreX: number, y: number, slots: Map<Slot, Rect>, sides: Map<Slot, 'left' | 'right'>, captions: Caption[]): void {
  const widthOf = (slot: Slot): number => (slot === RESERVE ? reserveUnits(rules) * w : w);
  const total = band.reduce((sum, slot, i) => sum + widthOf(slot) + (i > 0 ? SIDE_GAP * w : 0), 0);
  let x = centreX - total / 2;
  const h = CARD_RATIO * w;
  for (const slot of band) {
    const pw = widthOf(slot);
    slots.set(slot, { x, y, w: pw, h });
    // the reserve fans to the right as a right wing's row does; the others are squared
    if (slot === RESERVE) sides.set(slot, 'right');
    // named under its first card: a reserve's others fan out to the right of it
    captions.push({ kind: 'pile', slots: [slot], rect: captionAt(x + w / 2, y + h, w + (SIDE_GAP - GAP) * w, w) });
    x += pw + SIDE_GAP * w;
  }
}
