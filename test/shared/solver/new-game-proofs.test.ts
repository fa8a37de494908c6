// The share of deals New Game proves, which the Choose Game dialog shows, is a measured figure for
// every game (`npm run bench:newgame -- --write`), taken with the budget New Game gives that game now.
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../shared/engine/games';
import { gamePlan } from '../../../shared/solver/plans';
import { NEW_GAME_PROOFS } from '../../../shared/solver/new-game-proofs';

describe('New Game’s proofs', () => {
  it.each(GAME_IDS)('%s has its measured figure', (id) => {
    const p = NEW_GAME_PROOFS[id];
    expect(p, id).toBeDefined();
    expect(Number.isInteger(p.deals) && p.deals >= 100, 'deals measured').toBe(true);
    expect(Number.isInteger(p.proven) && p.proven >= 0 && p.proven <= p.deals, 'proven within deals').toBe(true);
    // a figure taken with another budget than New Game's is stale: measure again
    expect(p.budget, 'the budget New Game gives the game now').toBe(gamePlan(id, 'new-game').budget);
  });

  it('has no figure for a game that is not on the table', () => {
    expect(Object.keys(NEW_GAME_PROOFS).sort()).toEqual([...GAME_IDS].sort());
  });
});
