import { GAMES } from '../../../shared/engine/games';
import { type Position, createPosition } from '../../../shared/engine/position';
import { RANK_OF } from '../../../shared/engine/cards';
import { formatPosition } from '../../../shared/formats/position-text';
import { SAVED_GAME_FORMAT, type SavedGame } from '../../../shared/formats/saved-game-types';
import { card } from './helpers';

/**
 * A whole Streets and Alleys position (all 52 cards) for the run tests of the table: row 1 ends with
 * the run 8H 7C, row 2 is empty, row 3 ends with 9D, so the run may go onto row 3 through row 2 (two
 * cards: (0 + 1) x 2^1). Every other card lies in rows 4-8 with the aces deepest, so no card can go
 * home on its own and the test's Undo meets only the run.
 */
export function streetsWithRun(): Position {
  const fixed = { 0: ['KS', '2H', '8H', '7C'], 2: ['3H', '9D'] } as const;
  const used = new Set<number>(Object.values(fixed).flat().map(card));
  const rest = Array.from({ length: 52 }, (_, c) => c)
    .filter((c) => !used.has(c))
    .sort((a, b) => RANK_OF[a]! - RANK_OF[b]! || a - b);
  const rows: number[][] = [fixed[0].map(card), [], fixed[2].map(card), [], [], [], [], []];
  rest.forEach((c, i) => rows[3 + (i % 5)]!.push(c));
  return createPosition(GAMES['streets-and-alleys'], rows);
}

/** The position as a saved game that has no move yet, as the table stores it. */
export function streetsWithRunSaved(): SavedGame {
  return { format: SAVED_GAME_FORMAT, game: 'streets-and-alleys', deal: null, position: formatPosition(streetsWithRun()), moves: '', elapsedSeconds: 0 };
}
