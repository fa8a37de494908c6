import { type Card, MAX_CARDS, NO_CARD, makeCard } from './cards';
import type { Position } from './position';
import { BUILD_MISSES, PILE_COUNTS, stepIn } from './rule-set';
import { type Move, isFoundationPile, isRowPile, moveCard, moveTo } from './move';
import { checkMove } from './legal';
import { isAnyFoundation } from './resolve';
import type { RunMoveError } from './run-move';

// Why the engine refused a move, said as data the table turns into words. The move check's codes
// say which rule refused; "does not build" is said finer here (which part of the building rule the
// card misses, from the rule set's `miss` table), and a card that is not next on its foundation
// names the card that is (from its `nextRank` table).

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

/** Why move `m` is refused in position `p`, or null where it is legal. Pure: it changes nothing. */
export function explain(p: Readonly<Position>, m: Move): Refusal | null {
  const checked = checkMove(p as Position, m);
  return checked.ok ? null : explainRefusal(p, checked.error, moveCard(m), moveTo(m));
}

/**
 * Why `card`, moving to pile `to` (or "the foundation": resolve.ts), was refused with `error` in
 * position `p` (the position before the move). Pure: it reads the position and the game's rules, and changes nothing.
 */
export function explainRefusal(p: Readonly<Position>, error: RunMoveError, card: Card, to: number): Refusal {
  const plain = { card, to, onto: NO_CARD, need: NO_CARD };
  const row = error === 'does-not-build' && isRowPile(to) ? p.rows[to] : undefined;
  if (row && row.length > 0) {
    const onto = row[row.length - 1]!;
    return { ...plain, reason: buildMiss(p, onto, card), onto };
  }
  if (error === 'not-next-on-foundation') return { ...plain, reason: error, need: isFoundationPile(to) || isAnyFoundation(to) ? nextOnFoundation(p, card) : NO_CARD };
  return { ...plain, reason: error };
}

/** Which part of the building rule `card` misses on `onto`. */
function buildMiss(p: Readonly<Position>, onto: Card, card: Card): RefusalReason {
  const set = p.ruleSet;
  // the card builds on it by the rule: what refused it was the run's direction
  if (stepIn(set, onto, card) !== 0) return 'run-turns';
  return BUILD_MISSES[set.miss[onto * MAX_CARDS + card]!] as Exclude<(typeof BUILD_MISSES)[number], 'builds'>;
}

/** The card the one foundation of `card`'s suit takes next, or NO_CARD (several piles of the suit, a pile full, piles named). */
function nextOnFoundation(p: Readonly<Position>, card: Card): Card {
  const set = p.ruleSet;
  if (set.anySuit || set.piles > 4 || set.namedPiles || p.base === 0) return NO_CARD;
  const suit = set.firstPile[card]!;
  const rank = set.nextRank[p.base]![suit * PILE_COUNTS + p.foundations[suit]!]!;
  return rank === 0 ? NO_CARD : makeCard(suit, rank);
}
