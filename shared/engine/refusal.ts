import { type Card, NO_CARD, RANK_OF, SUIT_OF, isRed, makeCard } from './cards';
import { type Position, pileRankAt } from './position';
import { namesFoundationPile } from './games';
import { FOUNDATION, buildStep, isRowPile } from './moves';
import type { RunMoveError } from './run-move';

// Why the engine refused a move, said as data the table turns into words. The move check's codes
// say which rule refused; "does not build" is said finer here (which part of the building rule the
// card misses), and a card that is not next on its foundation names the card that is.

/** A reason a player can be told: the move check's codes, `does-not-build` said finer where a row's card is involved. */
export type RefusalReason =
  | Exclude<RunMoveError, 'not-next-on-foundation'>
  /** rows build down by one (any suit), and the card is not one rank below the exposed card */
  | 'not-one-lower'
  /** rows build up or down by one, and the ranks are not next to each other */
  | 'not-next-rank'
  /** the ranks fit but rows build in suit */
  | 'not-same-suit'
  /** the ranks fit but rows build in alternate colours */
  | 'same-colour'
  /** the card fits the exposed card, but the run and the card it would go on run opposite ways */
  | 'run-turns'
  /** the card is not next on its foundation (`need`: the card that is, where one pile holds the suit) */
  | 'not-next-on-foundation';

export interface Refusal {
  readonly reason: RefusalReason;
  /** The card that would move (a run's bottom card). */
  readonly card: Card;
  /** The pile it would go to. */
  readonly to: number;
  /** The exposed card of row `to` it does not go on; NO_CARD when none is involved. */
  readonly onto: Card;
  /** The card its foundation takes next; NO_CARD when not one card (more piles of the suit, none left). */
  readonly need: Card;
}

/**
 * Why `card`, moving to pile `to`, was refused with `error` in position `p` (the position before the
 * move). Pure: it reads the position and the game's rules, and changes nothing.
 */
export function explainRefusal(p: Readonly<Position>, error: RunMoveError, card: Card, to: number): Refusal {
  const plain = { card, to, onto: NO_CARD, need: NO_CARD };
  const row = error === 'does-not-build' && isRowPile(to) ? p.rows[to] : undefined;
  if (row && row.length > 0) {
    const onto = row[row.length - 1]!;
    return { ...plain, reason: buildMiss(p, onto, card), onto };
  }
  if (error === 'not-next-on-foundation') return { ...plain, reason: error, need: to === FOUNDATION ? nextOnFoundation(p, card) : NO_CARD };
  return { ...plain, reason: error };
}

/** Which part of the building rule `card` misses on `onto`. */
function buildMiss(p: Readonly<Position>, onto: Card, card: Card): RefusalReason {
  const rules = p.rules;
  // the card builds on it by the rule: what refused it was the run's direction
  if (buildStep(rules, onto, card) !== 0) return 'run-turns';
  const d = RANK_OF[card]! - RANK_OF[onto]!;
  if (rules.build === 'down-any-suit') return 'not-one-lower';
  const next = Math.abs(d) === 1 || (rules.buildWrap && Math.abs(d) === 12);
  if (!next) return 'not-next-rank';
  if (rules.build === 'up-or-down-in-suit') return SUIT_OF[onto] === SUIT_OF[card] ? 'run-turns' : 'not-same-suit';
  if (rules.build === 'up-or-down-alt-colour') return isRed(onto) !== isRed(card) ? 'run-turns' : 'same-colour';
  return 'run-turns';
}

/** The card the one foundation of `card`'s suit takes next, or NO_CARD (several piles of the suit, a pile full, piles named). */
function nextOnFoundation(p: Readonly<Position>, card: Card): Card {
  const rules = p.rules;
  if (rules.foundationSuit === 'any' || rules.decks > 1 || namesFoundationPile(rules) || p.base === 0) return NO_CARD;
  const suit = SUIT_OF[card]!;
  const count = p.foundations[suit]!;
  if (count >= 13) return NO_CARD;
  return makeCard(suit, pileRankAt(p, suit, count + 1));
}
