import { type Card, NO_CARD, RANK_OF, SUIT_OF, DECK_SIZE, faceOf, makeCard } from './cards';
import type { GameRules } from './games';
import { foundationRankAt, pileBuildsDown } from './foundation-ranks';
import { type RuleSet, compileRules } from './rule-set';

export { foundationRankAt, pileBuildsDown };

/**
 * A position of one game. Rows run from the card nearest the foundations (index 0) to the exposed
 * card (last). `foundations[i]` is the NUMBER of cards on foundation pile i (0..13), 4 * decks piles,
 * pile i holding suit i % 4 (one deck: `foundations[suit]`), built from `base` up (wrapping K to A
 * where the game says so): read its top through `foundationTopRank` and `foundationTopCard`, never as
 * a rank. The piles of one suit are interchangeable, so the engine keeps each suit's piles in
 * descending order of count (a card goes onto the first pile of its suit that takes it and leaves from
 * the last whose top it is); a foundation move names the pile it chose (move.ts). Where rows feed
 * given piles (`rowFeeds`, Rittenhouse) the piles keep their places instead.
 * `cells` holds NO_CARD when empty.
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
  /** The game's rules compiled into the tables the move code reads (`compileRules`): the same object for every position of a game. */
  readonly ruleSet: RuleSet;
  /** The face-down stock where the game has one (`stock`), its next card last; else empty. */
  readonly stock: Card[];
  /** The waste the stock turns onto, its playable card last; else empty. */
  readonly waste: Card[];
  /** The reserve pile where the game has one (`reserveSize`), its playable card last; else empty. */
  readonly reserve: Card[];
}

/** The piles a position has beside its rows, cells and foundations (all empty in most games). */
export interface SidePiles {
  readonly stock?: readonly Card[];
  readonly waste?: readonly Card[];
  readonly reserve?: readonly Card[];
}

/** The base a position of `rules` has when its foundations hold `foundations` and no base is named. */
function defaultBase(rules: GameRules): number {
  return rules.foundationBase === 'ace' ? 1 : rules.foundationBase === 'king' ? 13 : 0;
}

export function createPosition(
  rules: GameRules,
  rows: readonly (readonly Card[])[],
  foundations: readonly number[] = [0, 0, 0, 0],
  cells: readonly Card[] = [],
  base: number = defaultBase(rules),
  side: SidePiles = {},
): Position {
  const cellArray: Card[] = Array.from({ length: rules.cells }, (_, i) => cells[i] ?? NO_CARD);
  let auxMask = 0;
  for (const r of rules.auxiliaryRows) auxMask |= 1 << r;
  return {
    rules,
    rows: rows.map((r) => r.slice()),
    foundations: Array.from({ length: foundationCount(rules) }, (_, i) => foundations[i] ?? 0),
    cells: cellArray,
    base,
    auxMask,
    ruleSet: compileRules(rules),
    stock: side.stock?.slice() ?? [],
    waste: side.waste?.slice() ?? [],
    reserve: side.reserve?.slice() ?? [],
  };
}

export function clonePosition(p: Position): Position {
  return {
    rules: p.rules,
    rows: p.rows.map((r) => r.slice()),
    foundations: p.foundations.slice(),
    cells: p.cells.slice(),
    base: p.base,
    auxMask: p.auxMask,
    ruleSet: p.ruleSet,
    stock: p.stock.slice(),
    waste: p.waste.slice(),
    reserve: p.reserve.slice(),
  };
}

/**
 * Whether two positions are the same for play: the same game, base, foundations, and the same faces
 * in every cell and row slot (with more decks a card of another deck with the same rank and suit is
 * the same card; with one deck faces are ids).
 */
export function positionsEqual(a: Position, b: Position): boolean {
  if (a.rules.id !== b.rules.id || a.rows.length !== b.rows.length || a.base !== b.base) return false;
  for (let i = 0; i < a.foundations.length; i++) if (a.foundations[i] !== b.foundations[i]) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i] && faceOrNone(a.cells[i]!) !== faceOrNone(b.cells[i]!)) return false;
  const piles = (p: Position): Card[][] => [...p.rows, p.stock, p.waste, p.reserve];
  const pa = piles(a);
  const pb = piles(b);
  for (let i = 0; i < pa.length; i++) {
    const ra = pa[i]!;
    const rb = pb[i]!;
    if (ra.length !== rb.length) return false;
    for (let j = 0; j < ra.length; j++) if (faceOf(ra[j]!) !== faceOf(rb[j]!)) return false;
  }
  return true;
}

const faceOrNone = (c: Card): number => (c === NO_CARD ? NO_CARD : faceOf(c));

/**
 * The rank of the `count`-th card (1-based) of foundation pile `pile`: `foundationRankAt` (from the
 * Ace while no base is chosen), or K, Q, ... on a pile that builds down.
 */
export const pileRankAt = (p: Readonly<Position>, pile: number, count: number): number =>
  pileBuildsDown(p.rules, pile) ? 14 - count : foundationRankAt(p.base === 0 ? 1 : p.base, count);

/** The pile whose cards lie face down while it holds any: Zerline's stock, Chequers' talon; 'none' once empty or in games without one. */
export type FaceDownPile = 'none' | 'stock' | 'talon';
export const FACE_DOWN_PILES = ['none', 'stock', 'talon'] as const satisfies readonly FaceDownPile[];
export const faceDownPile = (p: Readonly<Position>): FaceDownPile => (p.stock.length === 0 ? 'none' : p.rules.talonRefills ? 'talon' : 'stock');

/** The foundation piles of a game: four a deck, pile i holding suit i % 4 (or any suit: `foundationSuit`). */
export const foundationCount = (rules: GameRules): number => 4 * rules.decks;

/** The cards of a game: 52 a deck. */
export const cardCount = (rules: GameRules): number => DECK_SIZE * rules.decks;

/** The rank of the top card of foundation pile `pile` (one deck: the suit's), 0 when it is empty. */
export function foundationTopRank(p: Readonly<Position>, pile: number): number {
  const count = p.foundations[pile]!;
  return count === 0 ? 0 : pileRankAt(p, pile, count);
}

/**
 * The top card of foundation pile `pile` (one deck: the suit's), NO_CARD when it is empty. A pile
 * holds counts, not ids: with more decks this is the first deck's card of that face (where cards come
 * back into play, the first copy not in play: `freeCopy`). Where the
 * foundations ignore suit the pile knows only its rank, so this names suit pile % 4: such games never
 * give a foundation card back, and the table shows the card it saw arrive (layout.ts).
 */
export function foundationTopCard(p: Readonly<Position>, pile: number): Card {
  const count = p.foundations[pile]!;
  if (count === 0) return NO_CARD;
  const face = makeCard(pile % 4, pileRankAt(p, pile, count));
  // where a card comes back from a foundation with more decks (Soother), it takes a free copy's id
  return p.rules.decks > 1 && p.rules.foundationRelease !== 'never' ? freeCopy(p, face) : face;
}

/** Marks in `mask` (by card id) every card off the foundations: in a row, a cell, the stock, the waste or the reserve. */
export function markInPlay(p: Readonly<Position>, mask: Uint8Array): void {
  mask.fill(0);
  for (const row of p.rows) for (let i = 0; i < row.length; i++) mask[row[i]!] = 1;
  for (const c of p.cells) if (c !== NO_CARD) mask[c] = 1;
  for (const side of [p.stock, p.waste, p.reserve]) for (let i = 0; i < side.length; i++) mask[side[i]!] = 1;
}

/**
 * A card of `face` that lies on a foundation: the first deck's copy no row, cell or pile holds (the
 * foundations keep counts, so a card that comes back into play takes an id no other card in play has).
 * `mask` (from markInPlay) saves the scan where it is asked for many faces.
 */
export function freeCopy(p: Readonly<Position>, face: Card, mask?: Uint8Array): Card {
  const inPlay = mask ?? FREE_SCRATCH;
  if (mask === undefined) markInPlay(p, inPlay);
  for (let d = 0; d < p.rules.decks; d++) if (inPlay[face + DECK_SIZE * d] === 0) return face + DECK_SIZE * d;
  return face;
}
const FREE_SCRATCH = new Uint8Array(DECK_SIZE * 4);

/**
 * How far above the base `card`'s rank is, 0..12 (K to A counts on in wrapping foundations): the
 * card is the (offset + 1)-th of its foundation. With no base yet, the offset from the Ace.
 */
export function foundationOffset(p: Readonly<Position>, card: Card): number {
  return (RANK_OF[card]! - (p.base === 0 ? 1 : p.base) + 13) % 13;
}

/**
 * Whether a card of `card`'s face lies on a foundation of its suit (with more decks, on any of them:
 * the foundations keep counts, not ids).
 */
export function isOnFoundation(p: Readonly<Position>, card: Card): boolean {
  const f = p.foundations;
  const anySuit = p.rules.foundationSuit === 'any';
  for (let i = anySuit ? 0 : SUIT_OF[card]!; i < f.length; i += anySuit ? 1 : 4) if (pileReaches(p, i, card)) return true;
  return false;
}

/** Whether foundation pile `pile` has reached `card`'s rank (holds a card of that rank; suit not asked). */
export function pileReaches(p: Readonly<Position>, pile: number, card: Card): boolean {
  const count = p.foundations[pile]!;
  if (count === 0) return false;
  return pileBuildsDown(p.rules, pile) ? RANK_OF[card]! >= 14 - count : foundationOffset(p, card) < count;
}

export function cardsOnFoundations(p: Position): number {
  const f = p.foundations;
  if (f.length === 4) return f[0]! + f[1]! + f[2]! + f[3]!;
  let n = 0;
  for (let i = 0; i < f.length; i++) n += f[i]!;
  return n;
}

export function isWon(p: Position): boolean {
  return cardsOnFoundations(p) === cardCount(p.rules);
}

/** Where a card is: a row (with its index in the row), a cell, a side pile, or the foundations. */
export type CardPlace =
  | { readonly kind: 'row'; readonly row: number; readonly index: number }
  | { readonly kind: 'cell'; readonly cell: number }
  | { readonly kind: 'stock' | 'waste' | 'reserve'; readonly index: number }
  | { readonly kind: 'foundation' };

export function findCard(p: Position, card: Card): CardPlace {
  for (let c = 0; c < p.cells.length; c++) if (p.cells[c] === card) return { kind: 'cell', cell: c };
  for (const kind of ['stock', 'waste', 'reserve'] as const) {
    const index = p[kind].indexOf(card);
    if (index >= 0) return { kind, index };
  }
  for (let r = 0; r < p.rows.length; r++) {
    const i = p.rows[r]!.indexOf(card);
    if (i >= 0) return { kind: 'row', row: r, index: i };
  }
  if (isOnFoundation(p, card)) return { kind: 'foundation' };
  throw new Error(`card ${card} is nowhere: the position is corrupt`);
}

/**
 * How many cards of each face (index: the first deck's id, 0..51) the position holds: every face
 * exactly `decks` times is the invariant the property tests check after every move. The foundations
 * keep counts, so faces are what can be counted.
 */
export function countCards(p: Position): number[] {
  const seen = new Array<number>(DECK_SIZE).fill(0);
  for (const c of p.cells) if (c !== NO_CARD) seen[faceOf(c)]!++;
  for (const row of [...p.rows, p.stock, p.waste, p.reserve]) for (const c of row) seen[faceOf(c)]!++;
  const f = p.foundations;
  if (p.rules.foundationSuit === 'any') {
    // the piles hold ranks, not suits: each rank's cards at home fill the faces of that rank still
    // missing, and any more than those go to the first suit's face, so the count shows the excess
    const home = new Array<number>(14).fill(0);
    for (let pile = 0; pile < f.length; pile++) for (let i = 1; i <= f[pile]!; i++) home[pileRankAt(p, pile, i)]!++;
    for (let rank = 1; rank <= 13; rank++) {
      let left = home[rank]!;
      for (let suit = 0; suit < 4 && left > 0; suit++) {
        const face = makeCard(suit, rank);
        const fill = Math.min(left, Math.max(0, p.rules.decks - seen[face]!));
        seen[face]! += fill;
        left -= fill;
      }
      seen[makeCard(0, rank)]! += left;
    }
    return seen;
  }
  for (let pile = 0; pile < f.length; pile++) for (let i = 1; i <= f[pile]!; i++) seen[makeCard(pile % 4, pileRankAt(p, pile, i))]!++;
  return seen;
}

/** Each card id at most once in rows and cells (ids tell the decks' identical cards apart). */
export function idsUnique(p: Position): boolean {
  const ids = [...p.cells.filter((c) => c !== NO_CARD), ...p.rows.flat(), ...p.stock, ...p.waste, ...p.reserve];
  return new Set(ids).size === ids.length;
}
