import { CELL_BASE, RESERVE, STOCK, WASTE, foundationPile, isCellPile, isFoundationPile, isRowPile, isSidePile } from '../../shared/engine/moves';
import type { GameRules } from '../../shared/engine/games';
import { gameHasPile } from '../../shared/engine/game-piles';
import { foundationCount } from '../../shared/engine/position';

// A slot is one place on the table a player can point at: one of the engine's piles (move.ts), a
// row, a free cell or reserve, a foundation pile (64 + its index), the stock, the waste or the
// reserve pile. A move names its exact pile, so a slot and the pile of a move are the same number.

export type Slot = number;

export const isRowSlot = (s: Slot): boolean => s >= 0 && isRowPile(s);
export const isCellSlot = isCellPile;
/** The stock, the waste or the reserve pile (Zerline). */
export const isSideSlot = isSidePile;
export const isFoundationSlot = isFoundationPile;

/** The stock and its waste where the game has them (Chequers' talon alone), then the reserve pile where it has one. */
export const sideSlots = (rules: GameRules): Slot[] => [STOCK, WASTE, RESERVE].filter((pile) => gameHasPile(rules, pile));

/** How many columns the foundations of a wings table stand in: four piles to a column (Zerline's eight in two). */
export const foundationColumns = (rules: GameRules): number => Math.ceil(foundationCount(rules) / 4);

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

/** The foundation piles' slots, pile 1 first: each suit's piles side by side (H H C C ... with two decks). */
export function foundationSlots(rules: GameRules): Slot[] {
  const piles = Array.from({ length: foundationCount(rules) }, (_, i) => i);
  // piles that ignore suit stand in their own order
  if (rules.foundationSuit === 'any') return piles.map(foundationPile);
  // pile i holds suit i % 4: sorted by suit, then deck, a suit's piles stand together
  return piles.sort((a, b) => (a % 4) - (b % 4) || a - b).map(foundationPile);
}

/** Free cells (or reserves), then the foundations: the centre column of the wings, the top row of a line. */
export function centreColumn(rules: GameRules): Slot[] {
  const cells = Array.from({ length: rules.cells }, (_, i) => CELL_BASE + i);
  return [...cells, ...foundationSlots(rules)];
}

/** The centre of a wings table as the keyboard walks it: its column, then the stock, waste and reserve under the wings. */
const centreLine = (rules: GameRules): Slot[] => [...centreColumn(rules), ...sideSlots(rules)];

/**
 * The lines the arrow keys move along, in reading order. Wings: three columns (left wing, centre,
 * right wing), walked up and down, the left and right arrows going across. A line: the top row of
 * cells and foundations over the row of rows, walked left and right, up and down going across. A
 * grid: the talon and the foundations over each line of rows, walked as a line's.
 */
export function focusLines(rules: GameRules): Slot[][] {
  if (rules.layout === 'grid') return [[...sideSlots(rules), ...centreColumn(rules)], ...gridLines(rules)];
  return rules.layout === 'line' ? [...lineTopLines(rules), rowSlots(rules)] : [leftColumn(rules), centreLine(rules), rightColumn(rules)];
}

/**
 * The line over a line's rows, as the keyboard walks it: its cells (or reserves) and foundations;
 * where it has a stock, a waste and a reserve (Soother), those first, then its foundations' block at
 * the right of the rows, line by line.
 */
export function lineTopLines(rules: GameRules): Slot[][] {
  return [[...sideSlots(rules), ...centreColumn(rules)]];
}

/** A grid's rows, line by line from the top: `leftRows` rows to a line (Chequers' 5 x 5). */
export function gridLines(rules: GameRules): Slot[][] {
  const rows = rowSlots(rules);
  const lines: Slot[][] = [];
  for (let i = 0; i < rows.length; i += rules.leftRows) lines.push(rows.slice(i, i + rules.leftRows));
  return lines;
}
