import { type GameRules, usesFirstRules } from '../engine/games';

// The fast solver (board.ts, solve.ts) is built around the first nine games: foundations from the
// Ace that never give a card back, single-card moves, building down any suit or up-or-down in suit
// without wrap, free cells. Its prunings (the dead-position test, safe moves to the foundations,
// merged suits) are proved for those rules only; any other game goes to the generic search. They are
// the rules the engine's fast move generator plays too (usesFirstRules); the solver adds one deck.

export function fastSolverPlays(rules: GameRules): boolean {
  return rules.decks === 1 && usesFirstRules(rules);
}
