import { type Card, NO_CARD, SUIT_OF } from './cards';
import { type Position, foundationTopCard } from './position';
import { type Move, type MoveError, FOUNDATION_BASE, isFoundationPile, isRowPile, makeMove } from './move';
import { cardAt, pileExists } from './piles';
import { checkMove } from './legal';
import { downPile, homePile, topPile } from './home';
import { type Result, ok, err } from './result';

// A move named by its piles alone (a click, a key, the notation's "from to"): which card it moves and,
// where it names "the foundation" without saying which pile, which pile.

/**
 * "The foundation", not a pile: where a move names it, the card's own pile (`homePile`), and from it
 * the one foundation top card that may go where the move says (the notation's h). Where the player
 * chooses between a suit's two piles (Chequers, `namesFoundationPile`), the suit's Ace pile.
 */
export const ANY_FOUNDATION = 126;
/** Where the player chooses between a suit's two piles (Chequers), the suit's King pile (the notation's g). */
export const ANY_DOWN_FOUNDATION = 127;

/** Whether `target` says "the foundation" without naming its pile. */
export const isAnyFoundation = (target: number): boolean => target === ANY_FOUNDATION || target === ANY_DOWN_FOUNDATION;

/**
 * Builds and checks the move from pile `from` to pile `to` (either may be ANY_FOUNDATION, or
 * ANY_DOWN_FOUNDATION where moves name the pile): the exposed card of a row or cell; from a
 * foundation, the one top card that may go there. In games whose runs move whole, when the exposed
 * card alone may not go to row `to`, the longest run that may.
 */
export function resolveMove(p: Position, from: number, to: number): Result<Move, MoveError> {
  if (!targetExists(p, from) || !targetExists(p, to)) return err('no-such-pile');
  if (isAnyFoundation(from)) return resolveFromFoundation(p, from, to);
  if (isFoundationPile(from)) {
    const top = foundationTopCard(p, from - FOUNDATION_BASE);
    if (top === NO_CARD) return err(p.rules.foundationRelease === 'never' ? 'from-foundation' : 'empty-source');
    const source = twinNamed(p, top, from, -1, true);
    return checkMove(p, makeMove(top, source, pileNamed(p, top, source, to)));
  }
  const card = cardAt(p, from);
  if (card === NO_CARD) return err('empty-source');
  const single = checkMove(p, makeMove(card, from, pileNamed(p, card, from, to)));
  if (single.ok || !p.ruleSet.wholeRuns || !isRowPile(from) || !isRowPile(to)) return single;
  const row = p.rows[from]!;
  for (let i = 0; i < row.length - 1; i++) {
    const group = checkMove(p, makeMove(row[i]!, from, to));
    if (group.ok) return group;
  }
  return single;
}

/**
 * Checks the move of `card` (a face named by the notation: `h3:7S`, `36:7S`) from `from` to `to`,
 * either of which may be "the foundation": from it, the pile whose top the card is (`topPile`; where
 * moves name the pile, the suit's pile the code says), to it the card's pile (`pileNamed`).
 */
export function resolveCardMove(p: Position, card: Card, from: number, to: number): Result<Move, MoveError> {
  if (!targetExists(p, from) || !targetExists(p, to)) return err('no-such-pile');
  const source = isAnyFoundation(from) ? pileNamed(p, card, -1, from, true) : twinNamed(p, card, from, -1, true);
  return checkMove(p, makeMove(card, source, pileNamed(p, card, source, to)));
}

/** Whether the game has pile `target`, or the foundation it names without its pile. */
function targetExists(p: Position, target: number): boolean {
  if (target === ANY_FOUNDATION) return true;
  if (target === ANY_DOWN_FOUNDATION) return p.ruleSet.namedPiles;
  return pileExists(p, target);
}

/**
 * The pile a move of `card` from `from` to `to` names: `to` itself, or for "the foundation" the pile
 * the card goes to (where no pile takes it, the one whose refusal tells why: where rows feed given
 * piles one another row feeds, else the suit's first); `leaving`: the pile it comes from.
 */
export function pileNamed(p: Position, card: Card, from: number, to: number, leaving = false): number {
  if (!isAnyFoundation(to)) return twinNamed(p, card, to, from, leaving);
  if (p.ruleSet.namedPiles) return FOUNDATION_BASE + (to === ANY_DOWN_FOUNDATION ? downPile(card) : SUIT_OF[card]!);
  if (leaving) {
    const top = topPile(p, card);
    return FOUNDATION_BASE + (top >= 0 ? top : p.ruleSet.firstPile[card]!);
  }
  const pile = homePile(p, card, from);
  if (pile >= 0) return FOUNDATION_BASE + pile;
  const fed = p.ruleSet.feeds === null ? -1 : homePile(p, card);
  return FOUNDATION_BASE + (fed >= 0 ? fed : p.ruleSet.firstPile[card]!);
}

/**
 * A foundation pile touched by a click, a drag or a card named in the notation: where it is a twin of
 * the pile the engine names (the same suit and count, so the table shows the same top on both), that
 * pile, as each suit's piles fill in order: a card goes to the first that takes it and leaves the last
 * that shows it (home.ts). Where the player chooses the pile (Chequers) each pile is its own.
 */
function twinNamed(p: Position, card: Card, pile: number, from: number, leaving: boolean): number {
  if (!isFoundationPile(pile) || p.ruleSet.namedPiles || p.base === 0) return pile;
  const named = leaving ? topPile(p, card) : homePile(p, card, from);
  if (named < 0) return pile;
  const k = pile - FOUNDATION_BASE;
  const twin = p.foundations[k] === p.foundations[named] && (p.ruleSet.anySuit || k % 4 === named % 4);
  return twin ? FOUNDATION_BASE + named : pile;
}

function resolveFromFoundation(p: Position, from: number, to: number): Result<Move, MoveError> {
  let found: Move | null = null;
  let firstError: MoveError | null = null;
  // where moves name the pile, the code says which half: the Ace piles (0-3) or the King piles (4-7)
  const named = p.ruleSet.namedPiles;
  for (let pile = 0; pile < p.foundations.length; pile++) {
    if (named && pile >= 4 !== (from === ANY_DOWN_FOUNDATION)) continue;
    const top = foundationTopCard(p, pile);
    if (top === NO_CARD) continue;
    // piles of a suit with the same top give the same card: it leaves the last of them (`topPile`)
    const source = FOUNDATION_BASE + (named ? pile : topPile(p, top));
    const checked = checkMove(p, makeMove(top, source, pileNamed(p, top, source, to)));
    if (!checked.ok) firstError ??= checked.error;
    else if (checked.value === found) continue; // another pile of the same face: the same move
    else if (found !== null) return err('which-foundation');
    else found = checked.value;
  }
  if (found !== null) return ok(found);
  return err(p.rules.foundationRelease === 'never' ? 'from-foundation' : (firstError ?? 'empty-source'));
}
