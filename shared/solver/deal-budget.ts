import { type AnyGameId, GAMES } from '../engine/games';

// How many positions New Game's solver may take to prove one candidate deal winnable (winnable-deal.ts);
// the rating asks its first question with the same budget (difficulty.ts).

export const WINNABLE_DEAL_BUDGET = 300_000;
/**
 * A candidate's budget in the games of two decks and more. Their search (generic-finder.ts) meets
 * nearly every win it finds within a few thousand positions and the rest seldom before 150 K (README),
 * while a candidate it cannot win runs the whole budget at about 70 K positions a second: the full
 * budget made New Game wait 5-20 s there.
 */
export const MULTI_DECK_DEAL_BUDGET = 20_000;
// (Castle Mount's and Palace's beams, beam-finder.ts, win there within 20 K as often as not, and win
// sooner per second of New Game than with 40 K: 3.7 candidates a deal, median 1.4 s, against 2.9 and 2.2 s.)

/** The positions a candidate of `game` may take before the next is tried. */
export const winnableDealBudget = (game: AnyGameId): number => (GAMES[game].decks > 1 ? MULTI_DECK_DEAL_BUDGET : WINNABLE_DEAL_BUDGET);
