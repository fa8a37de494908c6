import type { GameRules } from './games';

// The ranks a foundation pile holds, by count: the one formula the rule set's tables and the
// position's readers share.

/**
 * The rank of the `count`-th card (1-based) of a foundation built from `base`: base, base + 1, ...,
 * wrapping K to A (a foundation holds 13 cards, so without wrap the base is the Ace).
 */
export const foundationRankAt = (base: number, count: number): number => ((base + count - 2) % 13) + 1;

/** Whether foundation pile `pile` builds down from the King: the second half of the piles, where the rules say `half-down`. */
export const pileBuildsDown = (rules: Pick<GameRules, 'foundationDirection' | 'decks'>, pile: number): boolean =>
  rules.foundationDirection === 'half-down' && pile >= 2 * rules.decks;
