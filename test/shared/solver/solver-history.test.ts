import { describe, expect, it } from 'vitest';
import { dealPosition } from '../../../shared/engine/deal';
import type { GameId } from '../../../shared/engine/games';
import { createSolver } from '../../../shared/solver/api/solve';

// A worker's solver serves solve after solve; its answers must not depend on what it solved before
// (the transposition table used to keep an earlier solve's size, and forgot positions by it).
describe('a solver that has solved other deals', () => {
  it.each([
    // Penelope's Web deal 6 at 300 K: a line of 30,205 moves from a fresh solver, 38,605 from one
    // that had solved deals 1..5, before every solve started its table at the same size
    ['penelopes-web', [18, 6, 7, 20]],
    ['beleaguered-castle', [1, 2, 3, 4, 5, 6, 7, 8]],
    // best first and the King-row test by default: the best-first store is kept between solves too
    ['exiled-kings', [260, 1, 2, 3, 4, 5]],
  ] as const)('%s: gives the verdict, positions and line a fresh solver gives, deal after deal', (game: GameId, deals: readonly number[]) => {
    const budget = 300_000;
    const used = createSolver();
    for (const d of deals) {
      const p = dealPosition(game, d);
      const fresh = createSolver().solve(p, { budget });
      const after = used.solve(p, { budget });
      expect({ deal: d, verdict: after.verdict, positions: after.positions, moves: after.moves }).toEqual({ deal: d, verdict: fresh.verdict, positions: fresh.positions, moves: fresh.moves });
    }
  });
});
