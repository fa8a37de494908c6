import { type Card, DECK_SIZE, MAX_CARDS, NO_CARD, RANK_OF, SUIT_OF } from './cards';
import type { GameRules } from './games';
import { type Position, cardCount, clonePosition, freeCopy, isWon, pileRankAt } from './position';
import { compileRules } from './rule-set';
import { type Move, type MoveError, CELL_BASE, FOUNDATION_BASE, RESERVE, STOCK, WASTE, isCellPile, isFoundationPile, isRowPile, isSidePile, moveCard, moveFrom, moveTo } from './move';
import { cardAt, cellsOpen, pileExists, waitsForBase } from './piles';
import { homePile, takesCard, topPile } from './home';
import { nextCompulsoryMove } from './compulsory';
import { applyMove } from './apply';
import { type Result, ok, err } from './result';

// Whether a move is legal, and if not the rule that refuses it (a MoveError). The building rule, what
// an empty row takes and which foundation takes a card are read from the game's rule set.

/**
 * How `card` builds on `top` by the game's rule: +1 one rank up, -1 one down, 0 not at all.
 * With `buildWrap` King and Ace are neighbours (an Ace on a King is one up, a King on an Ace one down).
 */
export function buildStep(rules: GameRules, top: Card, card: Card): number {
  if (top < 0 || card < 0) return 0;
  return compileRules(rules).step[top * MAX_CARDS + card] ?? 0;
}

/** Whether `card` builds on `top` by the game's rule (a run is cards that each build on the one under). */
export const buildsOn = (rules: GameRules, top: Card, card: Card): boolean => buildStep(rules, top, card) !== 0;

/** Why row `r` does not take `card` (ignoring where it comes from), or null when it does. */
export function rowRefusal(p: Position, card: Card, r: number): MoveError | null {
  if ((p.auxMask >> r) & 1) return p.rules.auxiliaryKind === 'reserve' ? 'reserve-takes-nothing' : 'auxiliary-row';
  if (waitsForBase(p)) return 'base-not-set';
  const row = p.rows[r]!;
  const set = p.ruleSet;
  if (row.length === 0) return set.emptyTakes[card] === 1 ? null : p.rules.emptyRowTakes === 'king' ? 'empty-row-takes-king' : 'empty-row-takes-queen';
  return set.step[row[row.length - 1]! * MAX_CARDS + card] !== 0 ? null : 'does-not-build';
}

/** Whether `card` may be put on row `r` (ignores where it comes from). */
export const canPlaceOnRow = (p: Position, card: Card, r: number): boolean => rowRefusal(p, card, r) === null;

/**
 * The direction (+1 up, -1 down) of the run from `row[i]` to the row's exposed card, each card
 * building on the one under it and every step the same way; 0 when they are no such run, 2 for the
 * exposed card alone (a run of one goes either way).
 */
export function runDirection(rules: GameRules, row: readonly Card[], i: number): number {
  const runStep = compileRules(rules).runStep;
  let dir = 2;
  for (let j = i + 1; j < row.length; j++) {
    const step = runStep[row[j - 1]! * MAX_CARDS + row[j]!]!;
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
  if (target.length > 0 && p.ruleSet.step[target[target.length - 1]! * MAX_CARDS + card] !== dir) return err('does-not-build');
  return ok(m);
}

/** Checks a move of foundation pile `from`'s top card: back into play, or (where moves name the pile) onto the suit's other pile. */
function checkFromFoundation(p: Position, m: Move, card: Card, from: number, to: number): Result<Move, MoveError> {
  const set = p.ruleSet;
  if (set.releaseFrom > 13) return err('from-foundation');
  if (isSidePile(to) && to !== RESERVE) return err(p.rules.talonRefills ? 'talon-refills-only' : 'stock-to-waste');
  if (card >= cardCount(p.rules)) return err('wrong-card');
  const pile = from - FOUNDATION_BASE;
  const count = p.foundations[pile]!;
  if (count === 0) return err('empty-source');
  if ((!set.anySuit && pile % 4 !== SUIT_OF[card]) || pileRankAt(p, pile, count) !== RANK_OF[card]) return err('wrong-card');
  // with more decks the card coming back must be a copy not in play (`freeCopy`)
  if (p.rules.decks > 1 && freeCopy(p, card % DECK_SIZE) !== card) return err('wrong-card');
  // where moves name the pile (Chequers) a card goes back to a row or onto its suit's other pile
  if (set.namedPiles) {
    if (to === from) return err('same-pile');
    if (isFoundationPile(to)) return checkToFoundation(p, m, card, from, to);
  } else {
    if (count < set.releaseFrom) return err('foundation-keeps-base');
    // a card leaves the last of its suit's piles that show it (`topPile`), so they stay in order
    if (pile !== topPile(p, card)) return err('twin-foundation');
    if (isFoundationPile(to)) return err('same-pile');
    if (to === RESERVE) return reserveRefusal(p, from, m);
    if (isCellPile(to)) return cellRefusal(p, to);
  }
  const refusal = rowRefusal(p, card, to);
  return refusal === null ? ok(m) : err(refusal);
}

/**
 * Checks a move of `card` onto foundation pile `to`: a pile of its suit (any pile where foundations
 * ignore suit) that takes it next and, where rows feed given piles, one that row `from` feeds. With
 * no base yet, the card starts its suit's first pile (`homePile`).
 */
function checkToFoundation(p: Position, m: Move, card: Card, from: number, to: number): Result<Move, MoveError> {
  const set = p.ruleSet;
  const pile = to - FOUNDATION_BASE;
  if (!set.anySuit && pile % 4 !== SUIT_OF[card]) return err('wrong-suit-foundation');
  const takes = p.base === 0 ? pile === set.firstPile[card] : takesCard(p, pile, card);
  if (!takes) return p.rules.foundationBase === 'chosen' && p.foundations[pile] === 0 ? err('wrong-base') : err('not-next-on-foundation');
  if (set.feeds !== null && (from >= CELL_BASE || !set.feeds[from]!.includes(pile))) return err('row-does-not-feed');
  // a twin of the pile the engine names (the same suit and count): each suit's piles fill in order
  if (!set.namedPiles && p.base !== 0 && pile !== homePile(p, card, from)) return err('twin-foundation');
  return ok(m);
}

/** Whether the reserve pile takes a card from pile `from` now, as the move or an error result. */
function reserveRefusal(p: Position, from: number, m: Move): Result<Move, MoveError> {
  if (from >= CELL_BASE && p.rules.reserveFrom === 'rows') return err('reserve-takes-from-rows');
  return p.reserve.length < p.rules.reserveSize ? ok(m) : err('reserve-full');
}

/** Why free cell `to` takes no card now, as an error result, or the move. */
function cellRefusal(p: Position, to: number, m: Move = 0): Result<Move, MoveError> {
  if (!p.ruleSet.freeCells) return err('reserve-takes-nothing');
  if (waitsForBase(p)) return err('base-not-set');
  return p.cells[to - CELL_BASE] === NO_CARD ? ok(m) : err('cell-occupied');
}

/**
 * Checks a move whose card is known and says why it is illegal. Where play is compulsory, a move that
 * is legal by itself waits while a compulsory one is due.
 */
export function checkMove(p: Position, m: Move): Result<Move, MoveError> {
  const checked = checkMoveItself(p, m);
  if (!checked.ok || !p.ruleSet.compulsory) return checked;
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
    const index = p.ruleSet.wholeRuns && isRowPile(from) ? p.rows[from]!.lastIndexOf(card) : -1;
    return index >= 0 ? checkGroup(p, m, from, index, to) : err('wrong-card');
  }
  if (from === to) return err('same-pile');
  if (from === STOCK) return ok(m);
  if (to === RESERVE) return reserveRefusal(p, from, m);
  if (isCellPile(from) && !cellsOpen(p)) return err('cell-locked');
  if (isFoundationPile(to)) return checkToFoundation(p, m, card, from, to);
  if (isCellPile(to)) {
    if (isCellPile(from) && p.ruleSet.freeCells) return err('cell-to-cell');
    return cellRefusal(p, to, m);
  }
  const refusal = rowRefusal(p, card, to);
  return refusal === null ? ok(m) : err(refusal);
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
