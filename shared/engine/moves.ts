import { type Card, DECK_SIZE, NO_CARD, RANK_OF, SUIT_OF, KING, MAX_CARDS, isRed, makeCard } from './cards';
import { type Position, cardCount, cardsOnFoundations, clonePosition, foundationRankAt, foundationTopCard, freeCopy, isWon, markInPlay, pileRankAt } from './position';
import { type GameRules, hasCompulsoryMoves, namesFoundationPile } from './games';
import { type Result, ok, err } from './result';

const QUEEN = 12;

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

/** The card that would leave `pile`, or NO_CARD (a foundation's top depends on the suit: `foundationTopCard`). */
export function cardAt(p: Position, pile: number): Card {
  if (pile < CELL_BASE) {
    const row = p.rows[pile];
    return row && row.length > 0 ? row[row.length - 1]! : NO_CARD;
  }
  if (pile < STOCK) return p.cells[pile - CELL_BASE] ?? NO_CARD;
  if (pile < FOUNDATION) {
    const side = sidePile(p, pile);
    return side.length > 0 ? side[side.length - 1]! : NO_CARD;
  }
  return NO_CARD;
}

/** The cards of the stock, the waste or the reserve (`isSidePile`), playable card last. */
export const sidePile = (p: Position, pile: number): Card[] => (pile === STOCK ? p.stock : pile === WASTE ? p.waste : p.reserve);

export function cellsOpen(p: Position): boolean {
  if (p.rules.cellRelease === 'always') return true;
  for (let r = 0; r < p.rows.length; r++) if ((p.auxMask >> r) & 1 && p.rows[r]!.length === 0) return true;
  return false;
}

/** Rows and cells take nothing yet: the game's first move must set the base (Castles End). */
export const waitsForBase = (p: Position): boolean => p.base === 0 && p.rules.baseBeforeRows;

/**
 * The foundation pile that takes `card` now, or -1: the first pile of its suit whose next card it is
 * (so each suit's piles stay in descending order of count; where foundations ignore suit, the first
 * of all the piles, which then all stay in descending order). With no base yet, any card starts its
 * suit's first foundation (and sets the base); then an empty foundation takes the base rank only, and
 * each card the next rank up (K to A where the foundations wrap).
 */
export function homePile(p: Position, card: Card, from = -1): number {
  if (p.rules.rowFeeds !== null) return fedPile(p, card, from);
  if (namesFoundationPile(p.rules)) return takesCard(p, SUIT_OF[card]!, card) ? SUIT_OF[card]! : takesCard(p, downPile(card), card) ? downPile(card) : -1;
  const base = p.base;
  const anySuit = p.rules.foundationSuit === 'any';
  const suit = SUIT_OF[card]!;
  if (base === 0) return anySuit ? 0 : suit;
  const f = p.foundations;
  const rank = RANK_OF[card]!;
  const wrap = p.rules.foundationWrap;
  const step = anySuit ? 1 : 4;
  for (let i = anySuit ? 0 : suit; i < f.length; i += step) {
    const count = f[i]!;
    if (count >= 13 || (!wrap && base + count > 13)) continue;
    if (rank === foundationRankAt(base, count + 1)) return i;
  }
  return -1;
}

/**
 * `homePile` where rows feed given piles (Rittenhouse): the first pile of row `from`'s list whose
 * next card `card` is (any pile for `from` -1: whether the card can go home at all; none from a cell).
 * The piles build from the Ace up, or from the King down (`pileBuildsDown`), without wrap.
 */
function fedPile(p: Position, card: Card, from: number): number {
  const feeds = p.rules.rowFeeds!;
  if (from >= CELL_BASE) return -1;
  const f = p.foundations;
  const rank = RANK_OF[card]!;
  const any = SUIT_OF[card]!;
  const anySuit = p.rules.foundationSuit === 'any';
  const piles = from < 0 ? null : feeds[from]!;
  const n = piles === null ? f.length : piles.length;
  for (let k = 0; k < n; k++) {
    const i = piles === null ? k : piles[k]!;
    if (!anySuit && i % 4 !== any) continue;
    const count = f[i]!;
    if (count < 13 && rank === pileRankAt(p, i, count + 1)) return i;
  }
  return -1;
}

/**
 * The foundation code a move to or from foundation pile `pile` uses: DOWN_FOUNDATION for a King pile
 * where moves name the pile (`namesFoundationPile`: piles 4-7 of two decks), FOUNDATION elsewhere.
 */
export const foundationCodeOfPile = (rules: GameRules, pile: number): number => (namesFoundationPile(rules) && pile >= 4 ? DOWN_FOUNDATION : FOUNDATION);

/** The other pile of a suit where moves name the pile: its King pile for its Ace pile and back. */
export const otherNamedPile = (pile: number): number => (pile >= 4 ? pile - 4 : pile + 4);

/** The suit's pile that builds down from the King, where moves name it (`namesFoundationPile`: piles 4-7 of two decks). */
const downPile = (card: Card): number => SUIT_OF[card]! + 4;

/** Whether foundation pile `pile` takes `card` next (its suit is not asked). */
const takesCard = (p: Position, pile: number, card: Card): boolean => {
  const count = p.foundations[pile]!;
  return count < 13 && RANK_OF[card] === pileRankAt(p, pile, count + 1);
};

/**
 * The foundation pile a foundation code means for `card`: where moves name the pile, the suit's Ace
 * pile (FOUNDATION) or King pile (DOWN_FOUNDATION); elsewhere -1 (the engine's order decides).
 */
function namedPile(p: Position, card: Card, code: number): number {
  if (!namesFoundationPile(p.rules)) return -1;
  return code === DOWN_FOUNDATION ? downPile(card) : SUIT_OF[card]!;
}

/**
 * The foundation code a move of `card` home from `from` uses, or -1 when no foundation takes it:
 * FOUNDATION, or DOWN_FOUNDATION where moves name the pile and only the King pile takes it.
 */
export function homeCode(p: Position, card: Card, from = -1): number {
  const pile = homePile(p, card, from);
  if (pile < 0) return -1;
  return namesFoundationPile(p.rules) && pile >= 4 ? DOWN_FOUNDATION : FOUNDATION;
}

/** Whether `card` is the next card of a foundation of its suit (`homePile`), from pile `from` where rows feed given piles. */
export const canGoHome = (p: Position, card: Card, from = -1): boolean => homePile(p, card, from) >= 0;

/**
 * The move play compulsory makes next, or -1 (and always -1 where play is free): the first row, left
 * to right, whose exposed card a foundation it feeds takes (PySolFC's _fillOne, bc:741-747). While
 * there is one it is the only legal move.
 */
export function nextCompulsoryMove(p: Position): Move {
  const rows = p.rows;
  if (p.rules.talonRefills) {
    // the talon fills the first empty row with its next card (PySolFC's refill, bc:613-615)
    if (p.stock.length === 0) return -1;
    for (let r = 0; r < rows.length; r++) if (rows[r]!.length === 0) return makeMove(p.stock[p.stock.length - 1]!, STOCK, r);
    return -1;
  }
  if (!p.rules.compulsoryHome) return -1;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    if (row.length > 0 && homePile(p, row[row.length - 1]!, r) >= 0) return makeMove(row[row.length - 1]!, r, FOUNDATION);
  }
  return -1;
}

/** The compulsory moves due now, one after another, first first; `p` is left as it was. */
export function compulsoryMoves(p: Readonly<Position>): Move[] {
  return hasCompulsoryMoves(p.rules) ? playCompulsoryMoves(clonePosition(p as Position)) : [];
}

/** Plays every compulsory move in turn (`nextCompulsoryMove`); returns them, first first. */
export function playCompulsoryMoves(p: Position): Move[] {
  const played: Move[] = [];
  for (let m = nextCompulsoryMove(p); m >= 0; m = nextCompulsoryMove(p)) {
    applyMove(p, m);
    played.push(m);
  }
  return played;
}

/**
 * The foundation pile `card`'s face is the top of, or -1: the last such pile of its suit (the one a
 * card leaves, keeping each suit's piles in descending order of count; `homePile` undoes it).
 */
export function topPile(p: Readonly<Position>, card: Card): number {
  const f = p.foundations;
  const rank = RANK_OF[card]!;
  const anySuit = p.rules.foundationSuit === 'any';
  const step = anySuit ? 1 : 4;
  let found = -1;
  for (let i = anySuit ? 0 : SUIT_OF[card]!; i < f.length; i += step) {
    if (f[i]! > 0 && pileRankAt(p, i, f[i]!) === rank) found = i;
  }
  return found;
}

/**
 * How `card` builds on `top` by the game's rule: +1 one rank up, -1 one rank down, 0 not at all.
 * With `buildWrap` King and Ace are neighbours (an Ace on a King is one up, a King on an Ace one down).
 */
export function buildStep(rules: GameRules, top: Card, card: Card): number {
  const d = RANK_OF[card]! - RANK_OF[top]!;
  const step = d === 1 || (rules.buildWrap && d === -12) ? 1 : d === -1 || (rules.buildWrap && d === 12) ? -1 : 0;
  if (step === 0) return 0;
  switch (rules.build) {
    case 'down-any-suit':
      return step === -1 ? -1 : 0;
    case 'up-or-down-in-suit':
      return SUIT_OF[top] === SUIT_OF[card] ? step : 0;
    case 'up-or-down-alt-colour':
      return isRed(top) !== isRed(card) ? step : 0;
    case 'up-or-down-any-suit':
      return step;
  }
}

/** Whether `card` builds on `top` by the game's rule (a run is cards that each build on the one under). */
export const buildsOn = (rules: GameRules, top: Card, card: Card): boolean => buildStep(rules, top, card) !== 0;

/** Why row `r` does not take `card` (ignoring where it comes from), or null when it does. */
export function rowRefusal(p: Position, card: Card, r: number): MoveError | null {
  if ((p.auxMask >> r) & 1) return p.rules.auxiliaryKind === 'reserve' ? 'reserve-takes-nothing' : 'auxiliary-row';
  if (waitsForBase(p)) return 'base-not-set';
  const row = p.rows[r]!;
  if (row.length === 0) return emptyRowRefusal(p.rules, card);
  return buildsOn(p.rules, row[row.length - 1]!, card) ? null : 'does-not-build';
}

/** Why an empty row does not take `card`, or null when it does. */
function emptyRowRefusal(rules: GameRules, card: Card): MoveError | null {
  const takes = rules.emptyRowTakes;
  if (takes === 'any') return null;
  if (takes === 'king') return RANK_OF[card] === KING ? null : 'empty-row-takes-king';
  return RANK_OF[card] === QUEEN ? null : 'empty-row-takes-queen';
}

/** Whether `card` may be put on row `r` (ignores where it comes from). */
export const canPlaceOnRow = (p: Position, card: Card, r: number): boolean => rowRefusal(p, card, r) === null;

/**
 * The direction (+1 up, -1 down) of the run from `row[i]` to the row's exposed card, each card
 * building on the one under it and every step the same way; 0 when they are no such run, 2 for the
 * exposed card alone (a run of one goes either way).
 */
export function runDirection(rules: GameRules, row: readonly Card[], i: number): number {
  let dir = 2;
  const sameSuit = rules.groupMoves === 'same-suit';
  for (let j = i + 1; j < row.length; j++) {
    const step = sameSuit && SUIT_OF[row[j - 1]!] !== SUIT_OF[row[j]!] ? 0 : buildStep(rules, row[j - 1]!, row[j]!);
    if (step === 0 || (dir !== 2 && step !== dir)) return 0;
    dir = step;
  }
  return dir;
}

/** Checks a run move (games whose runs move whole): the cards from row `from`'s `index` up go to `to`. */
function checkGroup(p: Position, m: Move, from: number, index: number, to: number): Result<Move, MoveError> {
  if (from === to) return err('same-pile');
  if (!isRowPile(to)) return err('one-card-only');
  const row = p.rows[from]!;
  const dir = runDirection(p.rules, row, index);
  if (dir === 0) return err('not-a-run');
  const card = row[index]!;
  const refusal = rowRefusal(p, card, to);
  if (refusal !== null) return err(refusal);
  const target = p.rows[to]!;
  // the host's card and the run must make one run too: the same direction throughout
  if (target.length > 0 && buildStep(p.rules, target[target.length - 1]!, card) !== dir) return err('does-not-build');
  return ok(m);
}

/** Checks a move of a foundation's top card back into play. */
function checkFromFoundation(p: Position, m: Move, card: Card, from: number, to: number): Result<Move, MoveError> {
  const release = p.rules.foundationRelease;
  if (release === 'never') return err('from-foundation');
  if (isSidePile(to) && to !== RESERVE) return err(p.rules.talonRefills ? 'talon-refills-only' : 'stock-to-waste');
  if (card >= cardCount(p.rules)) return err('wrong-card');
  if (namesFoundationPile(p.rules)) return checkFromNamedPile(p, m, card, from, to);
  const anySuit = p.rules.foundationSuit === 'any';
  let any = false;
  for (let i = anySuit ? 0 : SUIT_OF[card]!; i < p.foundations.length; i += anySuit ? 1 : 4) any ||= p.foundations[i]! > 0;
  if (!any) return err('empty-source');
  const pile = topPile(p, card);
  if (pile < 0) return err('wrong-card');
  // with more decks the card coming back must be a copy not in play (`freeCopy`)
  if (p.rules.decks > 1 && freeCopy(p, card % DECK_SIZE) !== card) return err('wrong-card');
  if (release === 'above-base' && p.foundations[pile] === 1) return err('foundation-keeps-base');
  if (to === FOUNDATION) return err('same-pile');
  if (to === RESERVE) return reserveRefusal(p, FOUNDATION, m);
  if (isCellPile(to)) return cellRefusal(p, to);
  const refusal = rowRefusal(p, card, to);
  return refusal === null ? ok(m) : err(refusal);
}

/**
 * checkFromFoundation where the move names the pile (Chequers): the named pile's top card, back to a
 * row, or onto the suit's other foundation when that one takes it.
 */
function checkFromNamedPile(p: Position, m: Move, card: Card, from: number, to: number): Result<Move, MoveError> {
  const pile = namedPile(p, card, from);
  const count = p.foundations[pile]!;
  if (count === 0) return err('empty-source');
  if (pileRankAt(p, pile, count) !== RANK_OF[card]) return err('wrong-card');
  if (freeCopy(p, card % DECK_SIZE) !== card) return err('wrong-card');
  if (to === from) return err('same-pile');
  if (isFoundationPile(to)) return takesCard(p, namedPile(p, card, to), card) ? ok(m) : err('not-next-on-foundation');
  const refusal = rowRefusal(p, card, to);
  return refusal === null ? ok(m) : err(refusal);
}

/** Whether the reserve pile takes a card from pile `from` now, as the move or an error result. */
function reserveRefusal(p: Position, from: number, m: Move): Result<Move, MoveError> {
  if (from >= CELL_BASE && p.rules.reserveFrom === 'rows') return err('reserve-takes-from-rows');
  return p.reserve.length < p.rules.reserveSize ? ok(m) : err('reserve-full');
}

/** Why free cell `to` takes no card now, as an error result, or the move. */
function cellRefusal(p: Position, to: number, m: Move = 0): Result<Move, MoveError> {
  if (p.rules.cellKind === 'reserve') return err('reserve-takes-nothing');
  if (waitsForBase(p)) return err('base-not-set');
  return p.cells[to - CELL_BASE] === NO_CARD ? ok(m) : err('cell-occupied');
}

/**
 * Checks a move whose card is known and says why it is illegal. Where play is compulsory, a move that
 * is legal by itself waits while a compulsory one is due.
 */
export function checkMove(p: Position, m: Move): Result<Move, MoveError> {
  const checked = checkMoveItself(p, m);
  if (!checked.ok || !hasCompulsoryMoves(p.rules)) return checked;
  const forced = nextCompulsoryMove(p);
  return forced < 0 || forced === m ? checked : err('compulsory-move-first');
}

function checkMoveItself(p: Position, m: Move): Result<Move, MoveError> {
  const from = moveFrom(m);
  const to = moveTo(m);
  const card = moveCard(m);
  if (!pileExists(p, from) || !pileExists(p, to)) return err('no-such-pile');
  if (isFoundationPile(from)) {
    const checked = checkFromFoundation(p, m, card, from, to);
    return checked.ok ? ok(m) : checked;
  }
  // the talon only fills emptied rows, by itself: the move nextCompulsoryMove names (checkMove asks it)
  if (p.rules.talonRefills && (from === STOCK || to === STOCK)) return from === STOCK && nextCompulsoryMove(p) === m ? ok(m) : err('talon-refills-only');
  // the stock gives only to the waste, which takes only from the stock
  if (to === STOCK || (from === STOCK) !== (to === WASTE)) return err('stock-to-waste');
  const actual = cardAt(p, from);
  if (actual === NO_CARD) return err('empty-source');
  if (actual !== card) {
    const index = p.rules.groupMoves !== 'none' && isRowPile(from) ? p.rows[from]!.lastIndexOf(card) : -1;
    return index >= 0 ? checkGroup(p, m, from, index, to) : err('wrong-card');
  }
  if (from === to) return err('same-pile');
  if (from === STOCK) return ok(m);
  if (to === RESERVE) return reserveRefusal(p, from, m);
  if (isCellPile(from) && !cellsOpen(p)) return err('cell-locked');
  if (to === DOWN_FOUNDATION || (to === FOUNDATION && namesFoundationPile(p.rules))) return takesCard(p, namedPile(p, card, to), card) ? ok(m) : err('not-next-on-foundation');
  if (to === FOUNDATION) {
    if (canGoHome(p, card, from)) return ok(m);
    if (p.rules.rowFeeds !== null && canGoHome(p, card)) return err('row-does-not-feed');
    return p.rules.foundationBase === 'chosen' && p.foundations[SUIT_OF[card]!] === 0 ? err('wrong-base') : err('not-next-on-foundation');
  }
  if (isCellPile(to)) {
    if (isCellPile(from) && p.rules.cellKind === 'free') return err('cell-to-cell');
    return cellRefusal(p, to, m);
  }
  const refusal = rowRefusal(p, card, to);
  return refusal === null ? ok(m) : err(refusal);
}

/**
 * Builds and checks the move from pile `from` to pile `to`: the exposed card of a row or cell; from
 * the foundation (pile 15), the one foundation top that may go there. In games whose runs move
 * whole, when the exposed card alone may not go to row `to`, the longest run that may.
 */
export function resolveMove(p: Position, from: number, to: number): Result<Move, MoveError> {
  if (!pileExists(p, from) || !pileExists(p, to)) return err('no-such-pile');
  if (isFoundationPile(from)) return resolveFromFoundation(p, from, to);
  const card = cardAt(p, from);
  if (card === NO_CARD) return err('empty-source');
  const single = checkMove(p, makeMove(card, from, to));
  if (single.ok || p.rules.groupMoves === 'none' || !isRowPile(from) || !isRowPile(to)) return single;
  const row = p.rows[from]!;
  for (let i = 0; i < row.length - 1; i++) {
    const group = checkMove(p, makeMove(row[i]!, from, to));
    if (group.ok) return group;
  }
  return single;
}

function resolveFromFoundation(p: Position, from: number, to: number): Result<Move, MoveError> {
  let found: Move | null = null;
  let firstError: MoveError | null = null;
  // where moves name the pile, the code says which half: the Ace piles (0-3) or the King piles (4-7)
  const named = namesFoundationPile(p.rules);
  for (let pile = 0; pile < p.foundations.length; pile++) {
    if (named && pile >= 4 !== (from === DOWN_FOUNDATION)) continue;
    const top = foundationTopCard(p, pile);
    if (top === NO_CARD) continue;
    const checked = checkMove(p, makeMove(top, from, to));
    if (!checked.ok) firstError ??= checked.error;
    else if (checked.value === found) continue; // another pile of the same face: the same move
    else if (found !== null) return err('which-foundation');
    else found = checked.value;
  }
  if (found !== null) return ok(found);
  return err(p.rules.foundationRelease === 'never' ? 'from-foundation' : (firstError ?? 'empty-source'));
}

export function pileExists(p: Position, pile: number): boolean {
  if (pile === FOUNDATION) return true;
  if (pile === DOWN_FOUNDATION) return namesFoundationPile(p.rules);
  if (pile < CELL_BASE) return pile < p.rows.length;
  if (pile === STOCK) return p.rules.stock || p.rules.talonRefills;
  if (pile === WASTE) return p.rules.stock;
  if (pile === RESERVE) return p.rules.reserveSize > 0;
  return pile - CELL_BASE < p.cells.length;
}

/**
 * Writes every legal move into `out` and returns how many. Sources in pile order, each card's foundation
 * move before its row moves, then at most one move into the (interchangeable) free cells; then, in the
 * newer games, the foundations' top cards and the runs that move whole. No allocation: this is the hot
 * loop of playouts and the solver.
 */
export function generateMoves(p: Position, out: Move[] | Uint32Array): number {
  if (!p.firstRules) return generateFamilyMoves(p, out);
  let n = 0;
  const rows = p.rows;
  const nRows = rows.length;
  const cells = p.cells;
  const open = cells.length > 0 && cellsOpen(p);
  const found = p.foundations;
  const auxMask = p.auxMask;
  const anySuit = p.rules.build === 'down-any-suit';
  const anyInEmpty = p.rules.emptyRowTakes === 'any';
  // sources: rows, then cells
  const nSources = nRows + cells.length;
  for (let s = 0; s < nSources; s++) {
    let card: number;
    let from: number;
    if (s < nRows) {
      const row = rows[s]!;
      if (row.length === 0) continue;
      card = row[row.length - 1]!;
      from = s;
    } else {
      if (!open) break;
      card = cells[s - nRows]!;
      if (card === NO_CARD) continue;
      from = CELL_BASE + s - nRows;
    }
    const base = (card << 12) | (from << 6);
    const rank = RANK_OF[card]!;
    const suit = SUIT_OF[card]!;
    if (found[suit] === rank - 1) out[n++] = base | FOUNDATION;
    // canPlaceOnRow inlined with the rule lookups hoisted: this loop is the engine's hottest
    for (let r = 0; r < nRows; r++) {
      if (r === from || (auxMask >> r) & 1) continue;
      const row = rows[r]!;
      const len = row.length;
      if (len === 0) {
        if (anyInEmpty || rank === KING) out[n++] = base | r;
        continue;
      }
      const top = row[len - 1]!;
      const d = RANK_OF[top]! - rank;
      if (anySuit ? d === 1 : SUIT_OF[top] === suit && (d === 1 || d === -1)) out[n++] = base | r;
    }
    if (from < CELL_BASE) {
      for (let c = 0; c < cells.length; c++) {
        if (cells[c] === NO_CARD) {
          out[n++] = base | (CELL_BASE + c);
          break; // the free cells are interchangeable: one empty cell is enough
        }
      }
    }
  }
  return n;
}

/** Building rules as small numbers for the family generator's inner loop. */
const BUILD_CODE: Readonly<Record<GameRules['build'], number>> = {
  'down-any-suit': 0,
  'up-or-down-in-suit': 1,
  'up-or-down-alt-colour': 2,
  'up-or-down-any-suit': 3,
};
const RED_OF: readonly boolean[] = Array.from({ length: MAX_CARDS }, (_, c) => isRed(c));

/** buildStep with the rule as numbers: the same answers, without the record lookups. */
function stepOf(code: number, wrap: boolean, top: Card, card: Card): number {
  const d = RANK_OF[card]! - RANK_OF[top]!;
  const step = d === 1 || (wrap && d === -12) ? 1 : d === -1 || (wrap && d === 12) ? -1 : 0;
  if (step === 0) return 0;
  if (code === 0) return step === -1 ? -1 : 0;
  if (code === 1) return SUIT_OF[top] === SUIT_OF[card] ? step : 0;
  if (code === 2) return RED_OF[top] !== RED_OF[card] ? step : 0;
  return step;
}

/**
 * generateMoves for the rules of the newer games: chosen bases, wrap, foundations that give back,
 * runs that move whole, reserves. Sources as the first rules' path; then the foundations' top cards,
 * then the runs (their bottom card names them), deepest last.
 */
function generateFamilyMoves(p: Position, out: Move[] | Uint32Array): number {
  let n = 0;
  const rules = p.rules;
  if (hasCompulsoryMoves(rules)) {
    const forced = nextCompulsoryMove(p);
    if (forced >= 0) {
      out[0] = forced;
      return 1;
    }
  }
  const rows = p.rows;
  const nRows = rows.length;
  const cells = p.cells;
  const auxMask = p.auxMask;
  const code = BUILD_CODE[rules.build];
  const wrap = rules.buildWrap;
  const emptyRank = EMPTY_ROW_RANK[rules.emptyRowTakes];
  const reserveRoom = p.reserve.length < rules.reserveSize;
  const reserveAny = rules.reserveFrom === 'any';
  // while the base waits to be chosen (Castles End), rows and cells take nothing
  const locked = p.base === 0 && rules.baseBeforeRows;
  const freeCells = rules.cellKind === 'free' && !locked;
  const open = cells.length > 0 && cellsOpen(p);
  const found = p.foundations;
  const nSources = nRows + cells.length + found.length;
  const release = rules.foundationRelease;
  const multiDeck = rules.decks > 1;
  // where moves name the foundation pile (Chequers) each pile is its own source and destination
  const named = namesFoundationPile(rules);
  let masked = false;
  for (let s = 0; s < nSources; s++) {
    let card: number;
    let from: number;
    if (s < nRows) {
      const row = rows[s]!;
      if (row.length === 0) continue;
      card = row[row.length - 1]!;
      from = s;
    } else if (s < nRows + cells.length) {
      if (!open) continue;
      card = cells[s - nRows]!;
      if (card === NO_CARD) continue;
      from = CELL_BASE + s - nRows;
    } else {
      // a foundation's top card, where it may come back into play
      if (release === 'never') break;
      const pile = s - nRows - cells.length;
      if (found[pile]! < (release === 'above-base' ? 2 : 1)) continue;
      // the piles of a suit with the same count give the same card: one move
      if (!named && pile >= 4 && sameAsEarlierPile(found, pile)) continue;
      if (multiDeck) {
        // with more decks the card takes the id of a copy not in play (`freeCopy`): one scan a call
        if (!masked) markInPlay(p, IN_PLAY);
        masked = true;
        card = freeCopy(p, makeCard(pile % 4, pileRankAt(p, pile, found[pile]!)), IN_PLAY);
      } else card = foundationTopCard(p, pile);
      from = named && pile >= 4 ? DOWN_FOUNDATION : FOUNDATION;
    }
    const head = (card << 12) | (from << 6);
    if (named) {
      // each pile of the suit that takes the card is a move of its own: the player chooses
      if (from !== FOUNDATION && takesCard(p, SUIT_OF[card]!, card)) out[n++] = head | FOUNDATION;
      if (from !== DOWN_FOUNDATION && takesCard(p, downPile(card), card)) out[n++] = head | DOWN_FOUNDATION;
    } else if (from !== FOUNDATION && canGoHome(p, card, from)) out[n++] = head | FOUNDATION;
    if (locked) continue;
    const rank = RANK_OF[card]!;
    for (let r = 0; r < nRows; r++) {
      if (r === from || (auxMask >> r) & 1) continue;
      const row = rows[r]!;
      const len = row.length;
      if (len === 0) {
        if (emptyRank === 0 || rank === emptyRank) out[n++] = head | r;
      } else if (stepOf(code, wrap, row[len - 1]!, card) !== 0) out[n++] = head | r;
    }
    if (reserveRoom && (from < CELL_BASE || reserveAny)) out[n++] = head | RESERVE;
    if (freeCells && (from < CELL_BASE || from === FOUNDATION)) {
      for (let c = 0; c < cells.length; c++) {
        if (cells[c] === NO_CARD) {
          out[n++] = head | (CELL_BASE + c);
          break; // the free cells are interchangeable: one empty cell is enough
        }
      }
    }
  }
  if (rules.stock || rules.reserveSize > 0) n = sidePileMoves(p, out, n, emptyRank);
  if (rules.groupMoves !== 'none' && !locked) {
    const sameSuit = rules.groupMoves === 'same-suit';
    for (let s = 0; s < nRows; s++) {
      const row = rows[s]!;
      // runs of two cards or more, growing down from the exposed card while every step goes one way
      let dir = 0;
      for (let i = row.length - 2; i >= 0; i--) {
        const step = sameSuit && SUIT_OF[row[i]!] !== SUIT_OF[row[i + 1]!] ? 0 : stepOf(code, wrap, row[i]!, row[i + 1]!);
        if (step === 0 || (dir !== 0 && step !== dir)) break;
        dir = step;
        const card = row[i]!;
        const head = (card << 12) | (s << 6);
        const rank = RANK_OF[card]!;
        for (let r = 0; r < nRows; r++) {
          if (r === s || (auxMask >> r) & 1) continue;
          const target = rows[r]!;
          const len = target.length;
          if (len === 0) {
            if (emptyRank === 0 || rank === emptyRank) out[n++] = head | r;
          } else if (stepOf(code, wrap, target[len - 1]!, card) === dir) out[n++] = head | r;
        }
      }
    }
  }
  return n;
}

/** The cards in play, by id, for the family generator's foundation cards (markInPlay). */
const IN_PLAY = new Uint8Array(MAX_CARDS);

/** The one rank an empty row takes, 0 for any (stepOf's loops compare ranks). */
const EMPTY_ROW_RANK: Readonly<Record<GameRules['emptyRowTakes'], number>> = { any: 0, king: KING, queen: QUEEN };

/**
 * generateFamilyMoves' moves of the waste's and the reserve's top cards (home first, then the rows),
 * then turning the stock's card; from `n` in `out`, answering the new count.
 */
function sidePileMoves(p: Position, out: Move[] | Uint32Array, n: number, emptyRank: number): number {
  const rules = p.rules;
  const code = BUILD_CODE[rules.build];
  const rows = p.rows;
  for (const from of SIDE_SOURCES) {
    const pile = sidePile(p, from);
    if (pile.length === 0) continue;
    const card = pile[pile.length - 1]!;
    const head = (card << 12) | (from << 6);
    const home = homeCode(p, card, from);
    if (home >= 0) out[n++] = head | home;
    const rank = RANK_OF[card]!;
    for (let r = 0; r < rows.length; r++) {
      if ((p.auxMask >> r) & 1) continue;
      const row = rows[r]!;
      if (row.length === 0 ? emptyRank === 0 || rank === emptyRank : stepOf(code, rules.buildWrap, row[row.length - 1]!, card) !== 0) out[n++] = head | r;
    }
    // the waste's card to the reserve where it takes from any pile (Soother)
    if (from === WASTE && rules.reserveFrom === 'any' && p.reserve.length < rules.reserveSize) out[n++] = head | RESERVE;
  }
  if (p.stock.length > 0) out[n++] = (p.stock[p.stock.length - 1]! << 12) | (STOCK << 6) | WASTE;
  return n;
}
const SIDE_SOURCES = [WASTE, RESERVE] as const;

/** Whether an earlier foundation pile of `pile`'s suit holds as many cards (and so the same top). */
function sameAsEarlierPile(found: readonly number[], pile: number): boolean {
  for (let i = pile - 4; i >= 0; i -= 4) if (found[i] === found[pile]) return true;
  return false;
}

/** Legal moves as a fresh array: for callers outside the hot loop. */
export function legalMoves(p: Position): Move[] {
  const out: Move[] = [];
  generateMoves(p, out);
  return out;
}

export function hasLegalMove(p: Position): boolean {
  return generateMoves(p, SCRATCH) > 0;
}
const SCRATCH: Move[] = [];

/** Applies a legal move in place. Call `checkMove` first where the move is not known to be legal. */
export function applyMove(p: Position, m: Move): void {
  const card = m >>> 12;
  const from = (m >>> 6) & 63;
  const to = m & 63;
  const oneDeck = p.foundations.length === 4 && p.rules.foundationSuit === 'same';
  if (from < CELL_BASE) {
    const row = p.rows[from]!;
    if (row[row.length - 1] !== card) return moveRun(row, row.lastIndexOf(card), p.rows[to]!);
    row.pop();
  } else if (from === FOUNDATION) p.foundations[oneDeck ? SUIT_OF[card]! : leavingPile(p, card)]!--;
  else if (from === DOWN_FOUNDATION) p.foundations[downPile(card)]!--;
  else if (from < STOCK) p.cells[from - CELL_BASE] = NO_CARD;
  else sidePile(p, from).pop();
  if (to < CELL_BASE) p.rows[to]!.push(card);
  else if (to >= STOCK && to < FOUNDATION) sidePile(p, to).push(card);
  else if (to === DOWN_FOUNDATION) p.foundations[downPile(card)]!++;
  else if (to === FOUNDATION) {
    if (p.base === 0) p.base = RANK_OF[card]!; // the first foundation card sets every foundation's base
    if (p.rules.rowFeeds !== null) {
      const pile = homePile(p, card, from);
      p.homeOrder.push(pile);
      p.foundations[pile]!++;
    } else p.foundations[oneDeck || namesFoundationPile(p.rules) ? SUIT_OF[card]! : homePile(p, card)]!++;
  } else p.cells[to - CELL_BASE] = card;
}

/** The pile a card leaves by FOUNDATION: the suit's Ace pile where moves name the pile, else `topPile`. */
const leavingPile = (p: Position, card: Card): number => (namesFoundationPile(p.rules) ? SUIT_OF[card]! : topPile(p, card));

/** Moves the cards from `source[index]` up onto `target`, in order: a run that moves whole. */
function moveRun(source: Card[], index: number, target: Card[]): void {
  for (let j = index; j < source.length; j++) target.push(source[j]!);
  source.length = index;
}

/** Takes back a move that was the last one applied to `p`. */
export function undoMove(p: Position, m: Move): void {
  const card = m >>> 12;
  const from = (m >>> 6) & 63;
  const to = m & 63;
  const oneDeck = p.foundations.length === 4 && p.rules.foundationSuit === 'same';
  if (to < CELL_BASE) {
    const row = p.rows[to]!;
    // a run's bottom card lies under the rest of the run on its new row
    if (row[row.length - 1] !== card) return moveRun(row, row.lastIndexOf(card), p.rows[from]!);
    row.pop();
  } else if (to === FOUNDATION) {
    // where piles keep their places, the pile the card went to (several may show its rank)
    p.foundations[p.rules.rowFeeds !== null ? p.homeOrder.pop()! : oneDeck ? SUIT_OF[card]! : leavingPile(p, card)]!--;
    if (p.rules.foundationBase === 'chosen' && cardsOnFoundations(p) === 0) p.base = 0;
  } else if (to === DOWN_FOUNDATION) p.foundations[downPile(card)]!--;
  else if (to < STOCK) p.cells[to - CELL_BASE] = NO_CARD;
  else sidePile(p, to).pop();
  if (from < CELL_BASE) p.rows[from]!.push(card);
  else if (from === FOUNDATION) p.foundations[oneDeck || namesFoundationPile(p.rules) ? SUIT_OF[card]! : homePile(p, card)]!++;
  else if (from === DOWN_FOUNDATION) p.foundations[downPile(card)]!++;
  else if (from < STOCK) p.cells[from - CELL_BASE] = card;
  else sidePile(p, from).push(card);
}

/**
 * Where a move may go for one source pile: what the renderer lights up when a card is picked up.
 * `card` names the card taken: by default the exposed one; a card deeper in a row in games whose runs
 * move whole (the run from it up moves); a foundation's top card for pile 15.
 */
export function destinationsFrom(p: Position, from: number, card: Card = cardAt(p, from)): number[] {
  const out: number[] = [];
  if (card === NO_CARD) return out;
  for (const m of legalMoves(p)) if (moveFrom(m) === from && moveCard(m) === card) out.push(moveTo(m));
  // every empty cell is a destination for a player, not only the first one the generator lists
  if (out.some(isCellPile)) {
    for (let c = 0; c < p.cells.length; c++) {
      const pile = CELL_BASE + c;
      if (p.cells[c] === NO_CARD && !out.includes(pile)) out.push(pile);
    }
  }
  return out;
}


/** Whether `line`, played from `start` move by move with each move checked, is legal and ends won. */
export function lineWins(start: Readonly<Position>, line: readonly Move[]): boolean {
  const p = clonePosition(start as Position);
  for (const m of line) {
    if (!checkMove(p, m).ok) return false;
    applyMove(p, m);
  }
  return isWon(p);
}
