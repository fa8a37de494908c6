import { type Card, NO_CARD, RANK_OF, SUIT_OF, DECK_SIZE, makeCard } from './cards';
import { type GameRules, usesFirstRules } from './games';

/**
 * A position of one game. Rows run from the card nearest the foundations (index 0) to the exposed
 * card (last). `foundations[suit]` is the NUMBER of cards on that suit's foundation (0..13), built
 * from `base` up (wrapping K to A where the game says so): read its top through `foundationTopRank`
 * and `foundationTopCard`, never as a rank. `cells` holds NO_CARD when empty.
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
  /**
   * The rank (1..13) every foundation starts from: 1 in Ace games; in games with a chosen base, 0
   * until the first card reaches a foundation, then that card's rank (moves keep it up to date).
   */
  base: number;
  /** Bit i set when row i is auxiliary (never takes a card). Derived from the rules once. */
  readonly auxMask: number;
  /** The rules use none of the family's newer move rules (`usesFirstRules`): the generator's fast path. */
  readonly firstRules: boolean;
}

/** The base a position of `rules` has when its foundations hold `foundations` and no base is named. */
function defaultBase(rules: GameRules): number {
  return rules.foundationBase === 'ace' ? 1 : 0;
}

export function createPosition(
  rules: GameRules,
  rows: readonly (readonly Card[])[],
  foundations: readonly number[] = [0, 0, 0, 0],
  cells: readonly Card[] = [],
  base: number = defaultBase(rules),
): Position {
  const cellArray: Card[] = Array.from({ length: rules.cells }, (_, i) => cells[i] ?? NO_CARD);
  let auxMask = 0;
  for (const r of rules.auxiliaryRows) auxMask |= 1 << r;
  return {
    rules,
    rows: rows.map((r) => r.slice()),
    foundations: [foundations[0] ?? 0, foundations[1] ?? 0, foundations[2] ?? 0, foundations[3] ?? 0],
    cells: cellArray,
    base,
    auxMask,
    firstRules: usesFirstRules(rules),
  };
}

export function clonePosition(p: Position): Position {
  return { rules: p.rules, rows: p.rows.map((r) => r.slice()), foundations: p.foundations.slice(), cells: p.cells.slice(), base: p.base, auxMask: p.auxMask, firstRules: p.firstRules };
}

export function positionsEqual(a: Position, b: Position): boolean {
  if (a.rules.id !== b.rules.id || a.rows.length !== b.rows.length || a.base !== b.base) return false;
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

/**
 * The rank of the `count`-th card (1-based) of a foundation built from `base`: base, base + 1, ...,
 * wrapping K to A (a foundation holds 13 cards, so without wrap the base is the Ace).
 */
export const foundationRankAt = (base: number, count: number): number => ((base + count - 2) % 13) + 1;

/** The rank of the top card of `suit`'s foundation, 0 when it is empty. */
export function foundationTopRank(p: Readonly<Position>, suit: number): number {
  const count = p.foundations[suit]!;
  return count === 0 ? 0 : foundationRankAt(p.base, count);
}

/** The top card of `suit`'s foundation, NO_CARD when it is empty. */
export function foundationTopCard(p: Readonly<Position>, suit: number): Card {
  const count = p.foundations[suit]!;
  return count === 0 ? NO_CARD : makeCard(suit, foundationRankAt(p.base, count));
}

/**
 * How far above the base `card`'s rank is, 0..12 (K to A counts on in wrapping foundations): the
 * card is the (offset + 1)-th of its foundation. With no base yet, the offset from the Ace.
 */
export function foundationOffset(p: Readonly<Position>, card: Card): number {
  return (RANK_OF[card]! - (p.base === 0 ? 1 : p.base) + 13) % 13;
}

/** Whether `card` lies on its suit's foundation. */
export function isOnFoundation(p: Readonly<Position>, card: Card): boolean {
  const count = p.foundations[SUIT_OF[card]!]!;
  return count > 0 && foundationOffset(p, card) < count;
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
  if (isOnFoundation(p, card)) return { kind: 'foundation' };
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
  for (let s = 0; s < 4; s++) for (let i = 1; i <= p.foundations[s]!; i++) seen[makeCard(s, foundationRankAt(p.base === 0 ? 1 : p.base, i))]!++;
  for (const c of p.cells) if (c !== NO_CARD) seen[c]!++;
  for (const row of p.rows) for (const c of row) seen[c]!++;
  return seen;
}
