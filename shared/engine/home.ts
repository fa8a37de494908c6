import { type Card, RANK_OF, SUIT_OF } from './cards';
import { type GameRules, namesFoundationPile } from './games';
import { type Position, pileRankAt } from './position';
import { PILE_COUNTS } from './rule-set';
import { CELL_BASE, DOWN_FOUNDATION, FOUNDATION } from './move';

// Which foundation pile takes a card, and which one gives it back, read off the rule set's
// `nextRank` table. Piles, not move codes: `homeCode` and `foundationCodeOfPile` turn a pile into
// the code a move carries.

/**
 * The foundation pile that takes `card` now, or -1: the first pile of its suit whose next card it is
 * (so each suit's piles stay in descending order of count; where foundations ignore suit, the first
 * of all the piles, which then all stay in descending order). With no base yet, any card starts its
 * suit's first foundation (and sets the base); then an empty foundation takes the base rank only, and
 * each card the next rank up (K to A where the foundations wrap). Where rows feed given piles, the
 * first pile of row `from`'s list (`fedPile`); where moves name the pile, the suit's Ace pile first.
 */
export function homePile(p: Position, card: Card, from = -1): number {
  const set = p.ruleSet;
  if (set.feeds !== null) return fedPile(p, card, from);
  if (set.namedPiles) return takesCard(p, SUIT_OF[card]!, card) ? SUIT_OF[card]! : takesCard(p, downPile(card), card) ? downPile(card) : -1;
  const base = p.base;
  if (base === 0) return set.firstPile[card]!;
  const f = p.foundations;
  const next = set.nextRank[base]!;
  const rank = RANK_OF[card]!;
  for (let i = set.firstPile[card]!; i < f.length; i += set.pileStep) if (next[i * PILE_COUNTS + f[i]!] === rank) return i;
  return -1;
}

/**
 * `homePile` where rows feed given piles (Rittenhouse): the first pile of row `from`'s list whose
 * next card `card` is (any pile for `from` -1: whether the card can go home at all; none from a cell).
 */
function fedPile(p: Position, card: Card, from: number): number {
  if (from >= CELL_BASE) return -1;
  const set = p.ruleSet;
  const f = p.foundations;
  const next = set.nextRank[p.base]!;
  const rank = RANK_OF[card]!;
  const suit = SUIT_OF[card]!;
  const piles = from < 0 ? null : set.feeds![from]!;
  const n = piles === null ? f.length : piles.length;
  for (let k = 0; k < n; k++) {
    const i = piles === null ? k : piles[k]!;
    if (!set.anySuit && i % 4 !== suit) continue;
    if (next[i * PILE_COUNTS + f[i]!] === rank) return i;
  }
  return -1;
}

/** Whether foundation pile `pile` takes `card` next (its suit is not asked). */
export const takesCard = (p: Position, pile: number, card: Card): boolean => p.ruleSet.nextRank[p.base]![pile * PILE_COUNTS + p.foundations[pile]!] === RANK_OF[card];

/**
 * The foundation code a move to or from foundation pile `pile` uses: DOWN_FOUNDATION for a King pile
 * where moves name the pile (`namesFoundationPile`: piles 4-7 of two decks), FOUNDATION elsewhere.
 */
export const foundationCodeOfPile = (rules: GameRules, pile: number): number => (namesFoundationPile(rules) && pile >= 4 ? DOWN_FOUNDATION : FOUNDATION);

/** The other pile of a suit where moves name the pile: its King pile for its Ace pile and back. */
export const otherNamedPile = (pile: number): number => (pile >= 4 ? pile - 4 : pile + 4);

/** The suit's pile that builds down from the King, where moves name it (`namesFoundationPile`: piles 4-7 of two decks). */
export const downPile = (card: Card): number => SUIT_OF[card]! + 4;

/**
 * The foundation pile a foundation code means for `card`: where moves name the pile, the suit's Ace
 * pile (FOUNDATION) or King pile (DOWN_FOUNDATION); elsewhere -1 (the engine's order decides).
 */
export function namedPile(p: Position, card: Card, code: number): number {
  if (!p.ruleSet.namedPiles) return -1;
  return code === DOWN_FOUNDATION ? downPile(card) : SUIT_OF[card]!;
}

/**
 * The foundation code a move of `card` home from `from` uses, or -1 when no foundation takes it:
 * FOUNDATION, or DOWN_FOUNDATION where moves name the pile and only the King pile takes it.
 */
export function homeCode(p: Position, card: Card, from = -1): number {
  const pile = homePile(p, card, from);
  if (pile < 0) return -1;
  return p.ruleSet.namedPiles && pile >= 4 ? DOWN_FOUNDATION : FOUNDATION;
}

/** Whether `card` is the next card of a foundation of its suit (`homePile`), from pile `from` where rows feed given piles. */
export const canGoHome = (p: Position, card: Card, from = -1): boolean => homePile(p, card, from) >= 0;

/**
 * The foundation pile `card`'s face is the top of, or -1: the last such pile of its suit (the one a
 * card leaves, keeping each suit's piles in descending order of count; `homePile` undoes it).
 */
export function topPile(p: Readonly<Position>, card: Card): number {
  const set = p.ruleSet;
  const f = p.foundations;
  const rank = RANK_OF[card]!;
  let found = -1;
  for (let i = set.firstPile[card]!; i < f.length; i += set.pileStep) {
    if (f[i]! > 0 && pileRankAt(p, i, f[i]!) === rank) found = i;
  }
  return found;
}
