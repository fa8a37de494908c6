import { CELL_BASE, FOUNDATION } from '../../shared/engine/moves';
import type { GameRules } from '../../shared/engine/games';

// A slot is one place on the table a player can point at: a row (0..31), a free cell or reserve
// (32..) or one of the foundations (64 + suit; past every engine pile code). The engine has a single
// foundation pile (63), as a move's card says which one; the table shows four, so it needs its own ids.

export type Slot = number;
export const FOUNDATION_SLOT_BASE = 64;

export const isRowSlot = (s: Slot): boolean => s >= 0 && s < CELL_BASE;
export const isCellSlot = (s: Slot): boolean => s >= CELL_BASE && s < FOUNDATION;
export const isFoundationSlot = (s: Slot): boolean => s >= FOUNDATION_SLOT_BASE && s < FOUNDATION_SLOT_BASE + 4;
export const foundationSlot = (suit: number): Slot => FOUNDATION_SLOT_BASE + suit;

/** The engine pile a slot stands for. */
export const pileOfSlot = (s: Slot): number => (isFoundationSlot(s) ? FOUNDATION : s);

/** Every slot of a game, in reading order: the lines of its table, one after the other. */
export function slotsOf(rules: GameRules): Slot[] {
  return focusLines(rules).flat();
}

/** The rows of a game, row 1 first. */
export const rowSlots = (rules: GameRules): Slot[] => Array.from({ length: rules.rowLengths.length }, (_, i) => i);

export function leftColumn(rules: GameRules): Slot[] {
  return rowSlots(rules).slice(0, rules.leftRows);
}

export function rightColumn(rules: GameRules): Slot[] {
  return rowSlots(rules).slice(rules.leftRows);
}

/** Free cells (or reserves), then the four foundations: the centre column of the wings, the top row of a line. */
export function centreColumn(rules: GameRules): Slot[] {
  const cells = Array.from({ length: rules.cells }, (_, i) => CELL_BASE + i);
  return [...cells, ...[0, 1, 2, 3].map(foundationSlot)];
}

/**
 * The lines the arrow keys move along, in reading order. Wings: three columns (left wing, centre,
 * right wing), walked up and down, the left and right arrows going across. A line: the top row of
 * cells and foundations over the row of rows, walked left and right, up and down going across.
 */
export function focusLines(rules: GameRules): Slot[][] {
  return rules.layout === 'line' ? [centreColumn(rules), rowSlots(rules)] : [leftColumn(rules), centreColumn(rules), rightColumn(rules)];
}
