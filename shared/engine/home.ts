import { type Card, RANK_OF, SUIT_OF } from './cards';
import { type Position, pileRankAt } from './position';
import { PILE_COUNTS } from './rule-set';
import { CELL_BASE, FOUNDATION_BASE, STOCK } from './move';

// Which foundation pile takes a card, and which one gives it back, read off the rule set's
// `nextRank` table. Piles by their index in `foundations`; a move's pile is FOUNDATION_BASE + index
// (`homeTo`).

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

/** The suit's pile that builds down from the King, where moves name it (`namesFoundationPile`: piles 4-7 of two decks). */
export const downPile = (card: Card): number => SUIT_OF[card]! + 4;

/** The pile a move of `card` home from `from` goes to (FOUNDATION_BASE + `homePile`), or -1 when no foundation takes it. */
export function homeTo(p: Position, card: Card, from = -1): number {
  const pile = homePile(p, card, from);
  return pile < 0 ? -1 : FOUNDATION_BASE + pile;
}

/**
 * Whether move `m` goes to a foundation that builds up from its base: any foundation, but where the
 * player chooses a suit's pile (Chequers) its Ace pile only (the solvers' reach of each suit counts those).
 */
export function isUpFoundationMove(p: Position, m: number): boolean {
  const to = m & 127;
  return to >= FOUNDATION_BASE && to < STOCK && !(p.ruleSet.namedPiles && to >= FOUNDATION_BASE + 4);
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
