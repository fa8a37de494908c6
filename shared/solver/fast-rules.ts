import type { GameRules } from '../engine/games';

// The fast solver (board.ts, solve.ts) is built around the first nine games: foundations from the
// Ace that never give a card back, single-card moves, building down any suit or up-or-down in suit
// without wrap, free cells that start empty. Its prunings (the dead-position test, safe moves to the
// foundations, merged suits) are proved for those rules only; any other game goes to the generic
// search.

export function fastSolverPlays(rules: GameRules): boolean {
  return (
    rules.decks === 1 &&
    rules.foundationBase === 'ace' &&
    rules.foundationRelease === 'never' &&
    !rules.baseBeforeRows &&
    (rules.build === 'down-any-suit' || rules.build === 'up-or-down-in-suit') &&
    !rules.buildWrap &&
    rules.groupMoves === 'none' &&
    rules.cellKind === 'free' &&
    !rules.cellsDealt
  );
}
