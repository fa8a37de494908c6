import { CELL_BASE, FOUNDATION } from '../../shared/engine/moves';
import type { GameRules } from '../../shared/engine/games';

// A slot is one place on the table a player can point at: a row (0..9), a free cell (10..13) or one
// of the four foundations (16 + suit). The engine has a single foundation pile (15), as a move's card
// says which one; the table shows four, so it needs its own ids.

export type Slot = number;
export const FOUNDATION_SLOT_BASE = 16;

export const isRowSlot = (s: Slot): boolean => s >= 0 && s < CELL_BASE;
export const isCellSlot = (s: Slot): boolean => s >= CELL_BASE && s < FOUNDATION;
export const isFoundationSlot = (s: Slot): boolean => s >= FOUNDATION_SLOT_BASE && s < FOUNDATION_SLOT_BASE + 4;
export const foundationSlot = (suit: number): Slot => FOUNDATION_SLOT_BASE + suit;

/** The engine pile a slot stands for. */
export const pileOfSlot = (s: Slot): number => (isFoundationSlot(s) ? FOUNDATION : s);

/** Every slot of a game, in reading order: left wing, centre column, right wing. */
export function slotsOf(rules: GameRules): Slot[] {
  return [...leftColumn(rules), ...centreColumn(rules), ...rightColumn(rules)];
}

export function leftColumn(rules: GameRules): Slot[] {
  return Array.from({ length: rules.leftRows }, (_, i) => i);
}

export function rightColumn(rules: GameRules): Slot[] {
  return Array.from({ length: rules.rowLengths.length - rules.leftRows }, (_, i) => rules.leftRows + i);
}

/** Free cells above the four foundations. */
export function centreColumn(rules: GameRules): Slot[] {
  const cells = Array.from({ length: rules.cells }, (_, i) => CELL_BASE + i);
  return [...cells, ...[0, 1, 2, 3].map(foundationSlot)];
}
