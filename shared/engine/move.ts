import type { Card } from './cards';

// A move is one integer: card << 14 | from << 7 | to (22 bits: cards 0..207, piles 0..127). Piles are
// rows 0..31, free cells 32..63, the foundations 64 + k (k: the pile's index in the position's
// `foundations`, up to 32), then the stock 96, the waste 97 and the reserve 98. A foundation move
// names its exact pile, so a move says everything applying it needs and the table's slots are these
// piles. Turning the stock's card is a move from the stock to the waste. Carrying the card makes undo
// exact without looking at the position, and lets a record hold a move in four bytes (bit 30 free).
// Hot code reads the fields with the same shifts inline: `m >>> 14`, `(m >>> 7) & 127`, `m & 127`.

export type Move = number;
export const CELL_BASE = 32;
/** Foundation pile k is pile FOUNDATION_BASE + k. */
export const FOUNDATION_BASE = 64;
/** The face-down stock: its one move turns its next card onto the waste (Zerline). */
export const STOCK = 96;
/** The waste the stock turns onto: its top card plays to rows and foundations. */
export const WASTE = 97;
/** The reserve pile (`reserveSize`): takes single cards from the rows (or any pile: `reserveFrom`), gives its top card. */
export const RESERVE = 98;
/** The most rows a game may have (25 in Chequers). */
export const MAX_ROWS = CELL_BASE;

export const makeMove = (card: Card, from: number, to: number): Move => (card << 14) | (from << 7) | to;
export const moveCard = (m: Move): Card => m >>> 14;
export const moveFrom = (m: Move): number => (m >>> 7) & 127;
export const moveTo = (m: Move): number => m & 127;
export const isRowPile = (p: number): boolean => p < CELL_BASE;
export const isCellPile = (p: number): boolean => p >= CELL_BASE && p < FOUNDATION_BASE;
export const isFoundationPile = (p: number): boolean => p >= FOUNDATION_BASE && p < STOCK;
/** The stock, the waste or the reserve: piles of their own, beside rows, cells and foundations. */
export const isSidePile = (p: number): boolean => p >= STOCK && p <= RESERVE;
/** The pile number of foundation pile `k` (its index in `foundations`). */
export const foundationPile = (k: number): number => FOUNDATION_BASE + k;
/** The index in `foundations` of foundation pile `pile`. */
export const foundationIndex = (pile: number): number => pile - FOUNDATION_BASE;

export type MoveError =
  | 'no-such-pile'
  | 'empty-source'
  | 'same-pile'
  | 'from-foundation'
  | 'cell-locked'
  | 'not-next-on-foundation'
  /** the foundation pile holds another suit */
  | 'wrong-suit-foundation'
  /** a suit's piles fill in order: the card goes to (or leaves) the one of its twins the engine names (home.ts) */
  | 'twin-foundation'
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
  'wrong-suit-foundation': 'that foundation builds another suit',
  'twin-foundation': 'a suit\'s piles fill in order: the card goes to its first pile that takes it, and leaves its last',
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
