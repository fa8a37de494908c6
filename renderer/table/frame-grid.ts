import type { GameRules } from '../../shared/engine/games';
import { pileBuildsDown } from '../../shared/engine/position';
import { type Caption, type FrameOptions, type Rect, type TableFrame, CAPTION, CARD_RATIO, FAN, GAP, SIDE_GAP, captionAt, cardWidthFor, foundationCaptions } from './frame';
import { foundationIndex } from '../../shared/engine/moves';
import { type Slot, foundationSlots, gridLines, sideSlots } from './slots';

// A grid of rows fanned to the right (Chequers' 5 x 5) under a top line: the talon, then the
// foundations, the whole line centred; over each foundation where it starts and which way it goes.

/**
 * Room a grid's column gives its row, in card widths: the exposed card and five more at the full fan
 * step, nine at the least; so five rows side by side fit a 1280 x 800 window at about 70 px.
 */
const GRID_ROW = 3;
/** Space between the top line (and the talon's name under it) and the rows. */
const TOP_ROW_GAP = 0.22;

interface GridShape {
  readonly lines: Slot[][];
  readonly topW: number;
  readonly units: { readonly w: number; readonly h: number };
}

function shapeOf(rules: GameRules): GridShape {
  const lines = gridLines(rules);
  const columns = lines[0]!.length;
  const side = sideSlots(rules).length;
  const foundations = foundationSlots(rules).length;
  const topW = side * (1 + SIDE_GAP) + foundations * (1 + GAP) - GAP;
  const w = Math.max(columns * (GRID_ROW + GAP) + GAP, topW + 2 * GAP);
  const h = GAP + CAPTION + CARD_RATIO + (side > 0 ? CAPTION : 0) + TOP_ROW_GAP + lines.length * (CARD_RATIO + GAP);
  return { lines, topW, units: { w, h } };
}

export const gridUnits = (rules: GameRules): { w: number; h: number } => shapeOf(rules).units;

export function gridFrame(rules: GameRules, width: number, height: number, options: FrameOptions): TableFrame {
  const shape = shapeOf(rules);
  const w = cardWidthFor(shape.units, width, height, options);
  const h = CARD_RATIO * w;
  const gap = GAP * w;
  const tableW = shape.units.w * w;
  const slots = new Map<Slot, Rect>();
  const sides = new Map<Slot, 'right'>();
  const captions: Caption[] = [];
  const top = gap + CAPTION * w;
  let x = tableW / 2 - (shape.topW * w) / 2;
  for (const slot of sideSlots(rules)) {
    slots.set(slot, { x, y: top, w, h });
    captions.push({ kind: 'pile', slots: [slot], rect: captionAt(x + w / 2, top + h, w + (SIDE_GAP - GAP) * w, w) });
    x += w + SIDE_GAP * w;
  }
  const foundations = foundationSlots(rules);
  for (const slot of foundations) {
    slots.set(slot, { x, y: top, w, h });
    x += w + gap;
  }
  const down = (slot: Slot): string => (pileBuildsDown(rules, foundationIndex(slot)) ? 'down' : 'up');
  captions.push(...foundationCaptions(foundations, slots, down, w, gap));

  // each column's row starts so that its dealt cards stand in the column's middle, and runs to its end
  const columns = shape.lines[0]!.length;
  const pitch = (tableW - gap) / columns;
  const dealt = 1 + (Math.max(...rules.rowLengths) - 1) * FAN;
  const inset = Math.max(0, (GRID_ROW - dealt) / 2) * w;
  const rowsTop = top + h + (sideSlots(rules).length > 0 ? CAPTION * w : 0) + TOP_ROW_GAP * w;
  shape.lines.forEach((line, k) =>
    line.forEach((slot, i) => {
      const columnX = gap + i * pitch + (pitch - gap - GRID_ROW * w) / 2;
      slots.set(slot, { x: columnX + inset, y: rowsTop + k * (h + gap), w: GRID_ROW * w - inset, h });
      sides.set(slot, 'right');
    }),
  );
  return { width: tableW, height: shape.units.h * w, cardW: w, cardH: h, slots, sides, captions };
}
