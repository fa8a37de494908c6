import { type Card, NO_CARD, RANK_OF, SUIT_OF, DECK_SIZE } from './cards';
import type { GameRules } from './games';

/**
 * A position of one game. Rows run from the card nearest the foundations (index 0) to the exposed
 * card (last). `foundations[suit]` is the top rank there (0 = none). `cells` holds NO_CARD when empty.
 *
 * Positions are mutable on purpose: the engine and the solver apply and undo moves in place, so a long
 * game or a deep search never copies a position per move. Callers that need a snapshot use
 * `clonePosition`.
 */
export interface Position {
  readonly rules: GameRules;
  readonly rows: Card[][];
  readonly foundations: number[];
  readonly cells: Card[];
  /** Bit i set when row i is auxiliary (never takes a card). Derived from the rules once. */
  readonly auxMask: number;
}

export function createPosition(
  rules: GameRules,
  rows: readonly (readonly Card[])[],
  foundations: readonly number[] = [0, 0, 0, 0],
  cells: readonly Card[] = [],
): Position {
  const cellArray: Card[] = Array.from({ length: rules.cells }, (_, i) => cells[i] ?? NO_CARD);
  let auxMask = 0;
  for (const r of rules.auxiliaryRows) auxMask |= 1 << r;
  return {
    rules,
    rows: rows.map((r) => r.slice()),
    foundations: [foundations[0] ?? 0, foundations[1] ?? 0, foundations[2] ?? 0, foundations[3] ?? 0],
    cells: cellArray,
    auxMask,
  };
}

export function clonePosition(p: Position): Position {
  return { rules: p.rules, rows: p.rows.map((r) => r.slice()), foundations: p.foundations.slice(), cells: p.cells.slice(), auxMask: p.auxMask };
}

export function positionsEqual(a: Position, b: Position): boolean {
  if (a.rules.id !== b.rules.id || a.rows.length !== b.rows.length) return false;
  for (let i = 0; i < 4; i++) if (a.foundations[i] !== b.foundations[i]) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  for (let i = 0; i < a.rows.length; i++) {
    const ra = a.rows[i]!;
    const rb = b.rows[i]!;
    if (ra.length !== rb.length) return false;
    for (let j = 0; j < ra.length; j++) if (ra[j] !== rb[j]) return false;
  }
  return true;
}

export function cardsOnFoundations(p: Position): number {
  return p.foundations[0]! + p.foundations[1]! + p.foundations[2]! + p.foundations[3]!;
}

export function isWon(p: Position): boolean {
  return cardsOnFoundations(p) === DECK_SIZE;
}

/** Where a card is: a row (with its index in the row), a cell, or the foundations. */
export type CardPlace =
  | { readonly kind: 'row'; readonly row: number; readonly index: number }
  | { readonly kind: 'cell'; readonly cell: number }
  | { readonly kind: 'foundation' };

export function findCard(p: Position, card: Card): CardPlace {
  if (p.foundations[SUIT_OF[card]!]! >= RANK_OF[card]!) return { kind: 'foundation' };
  for (let c = 0; c < p.cells.length; c++) if (p.cells[c] === card) return { kind: 'cell', cell: c };
  for (let r = 0; r < p.rows.length; r++) {
    const i = p.rows[r]!.indexOf(card);
    if (i >= 0) return { kind: 'row', row: r, index: i };
  }
  throw new Error(`card ${card} is nowhere: the position is corrupt`);
}

/** Every card of the deck exactly once: the invariant the property tests check after every move. */
export function countCards(p: Position): number[] {
  const seen = new Array<number>(DECK_SIZE).fill(0);
  for (let s = 0; s < 4; s++) for (let r = 1; r <= p.foundations[s]!; r++) seen[s * 13 + r - 1]!++;
  for (const c of p.cells) if (c !== NO_CARD) seen[c]!++;
  for (const row of p.rows) for (const c of row) seen[c]!++;
  return seen;
}
