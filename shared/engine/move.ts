import type { Card } from './cards';

// A move is one integer: card << 12 | from << 6 | to (20 bits: cards 0..207, piles 0..63). Piles are
// rows 0..31, free cells 32..58, the stock 60, the waste 61, the reserve 62 and the foundations 63:
// the card's suit says which suit, and the engine's order of each suit's piles (position.ts) says
// which pile of that suit. Where a suit has a pile up from the Ace and one down from the King and the
// player chooses (Chequers, `namesFoundationPile`), 63 is the suit's Ace pile and 59 its King pile. Turning the stock's card is a move from the stock to the waste. Carrying the card
// makes undo exact without looking at the position, and lets a record hold a move in four bytes.
// Hot code reads the fields with the same shifts inline: `m >>> 12`, `(m >>> 6) & 63`, `m & 63`.

export type Move = number;
export const CELL_BASE = 32;
export const FOUNDATION = 63;
/** The suit's foundation that builds down from the King, where a move names it (`namesFoundationPile`: Chequers). */
export const DOWN_FOUNDATION = 59;
/** The face-down stock: its one move turns its next card onto the waste (Zerline). */
export const STOCK = 60;
/** The waste the stock turns onto: its top card plays to rows and foundations. */
export const WASTE = 61;
/** The reserve pile (`reserveSize`): takes single cards from the rows (or any pile: `reserveFrom`), gives its top card. */
export const RESERVE = 62;
/** The most rows a game may have (25 in Chequers). */
export const MAX_ROWS = CELL_BASE;

export const makeMove = (card: Card, from: number, to: number): Move => (card << 12) | (from << 6) | to;
export const moveCard = (m: Move): Card => m >>> 12;
export const moveFrom = (m: Move): number => (m >>> 6) & 63;
export const moveTo = (m: Move): number => m & 63;
export const isRowPile = (p: number): boolean => p < CELL_BASE;
export const isCellPile = (p: number): boolean => p >= CELL_BASE && p < DOWN_FOUNDATION;
/** A foundation code: 63, or the King pile's 59 where moves name it. */
export const isFoundationPile = (p: number): boolean => p === FOUNDATION || p === DOWN_FOUNDATION;
/** The stock, the waste or the reserve: piles of their own, beside rows, cells and foundations. */
export const isSidePile = (p: number): boolean => p >= STOCK && p < FOUNDATION;

export type MoveError =
  | 'no-such-pile'
  | 'empty-source'
  | 'same-pile'
  | 'from-foundation'
  | 'cell-locked'
  | 'not-next-on-foundation'
  | 'does-not-build'
  | 'auxiliary-row'
  | 'empty-row-takes-king'
  | 'empty-row-takes-queen'
  /** the stock's card goes only to the waste, and the waste takes only the stock's card */
  | 'stock-to-waste'
  /** the talon's cards only fill emptied rows, by themselves (Chequers) */
  | 'talon-refills-only'
  /** the reserve takes cards from the rows only (Zerline) */
  | 'reserve-takes-from-rows'
  | 'reserve-full'
  | 'cell-occupied'
  | 'cell-to-cell'
  | 'wrong-card'
  /** rows and cells take nothing until a first card sets the base (Castles End) */
  | 'base-not-set'
  /** an empty foundation starts only with the base rank the first one set */
  | 'wrong-base'
  /** a reserve (cellKind 'reserve') only gives cards */
  | 'reserve-takes-nothing'
  /** the base card never leaves its foundation (foundationRelease 'above-base') */
  | 'foundation-keeps-base'
  /** the cards from the named one up are not a run that moves whole */
  | 'not-a-run'
  /** a run goes to a row only: a free cell or a foundation takes one card */
  | 'one-card-only'
  /** more than one foundation's top card could make this move: the move must name the card */
  | 'which-foundation'
  /** a foundation takes the card, but not from this row (rowFeeds: Rittenhouse) */
  | 'row-does-not-feed'
  /** play is compulsory and a foundation takes a row's card: that move comes first (Rittenhouse) */
  | 'compulsory-move-first';

export const MOVE_ERROR_TEXT: Readonly<Record<MoveError, string>> = {
  'no-such-pile': 'this game has no such pile',
  'empty-source': 'there is no card to move there',
  'same-pile': 'a card cannot move onto its own pile',
  'from-foundation': 'a card never leaves a foundation in this game',
  'cell-locked': 'the free cell opens only while an auxiliary row is empty',
  'not-next-on-foundation': 'the card is not the next one on its foundation',
  'does-not-build': 'the card does not build on that row',
  'auxiliary-row': 'an auxiliary row never takes a card',
  'empty-row-takes-king': 'only a King may fill an empty row',
  'empty-row-takes-queen': 'only a Queen may fill an empty row',
  'stock-to-waste': "the stock's card is turned onto the waste, and the waste takes no other card",
  'talon-refills-only': "the talon's cards only fill emptied rows, and do so by themselves",
  'reserve-takes-from-rows': 'the reserve takes a card from a row only',
  'reserve-full': 'the reserve is full',
  'cell-occupied': 'the free cell is taken',
  'cell-to-cell': 'a card in a free cell does not move to another free cell',
  'wrong-card': 'the move names a card that is not the exposed card of its pile',
  'base-not-set': 'the first card must go to a foundation: it sets the base rank',
  'wrong-base': 'an empty foundation starts only with the base rank the first foundation set',
  'reserve-takes-nothing': 'a reserve only gives cards and never takes one',
  'foundation-keeps-base': 'the base card stays on its foundation',
  'not-a-run': 'those cards do not form a run: each one building on the card under it, all one way',
  'one-card-only': 'a free cell or a foundation takes one card at a time',
  'which-foundation': 'more than one foundation could give a card there: name the card',
  'row-does-not-feed': 'this row does not feed the foundation that takes the card',
  'compulsory-move-first': 'a foundation takes an exposed card, and play is compulsory: that card goes home first',
};
