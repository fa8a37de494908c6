import { describe, it, expect } from 'vitest';
import { MAIN_GAME_IDS } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { findWinnableDeal, dealCandidates, WINNABLE_DEAL_BUDGET } from '../../../shared/solver/winnable-deal';
import { solve } from '../../../shared/solver/solve';

describe('findWinnableDeal', () => {
  it.each(MAIN_GAME_IDS)('%s: deals a number the solver proves winnable, the same every time', (game) => {
    const a = findWinnableDeal(game, 1234);
    expect(a.found).toBe(true);
    expect(solve(dealPosition(game, a.number), { budget: WINNABLE_DEAL_BUDGET }).verdict).toBe('winnable');
    expect(findWinnableDeal(game, 1234)).toEqual(a);
  });

  it('skips candidates it cannot prove winnable', () => {
    // deal 1 of Beleaguered Castle is lost from the start: the next candidate is dealt
    expect(solve(dealPosition('beleaguered-castle', 1)).verdict).toBe('unwinnable');
    const r = findWinnableDeal('beleaguered-castle', 1);
    expect(r.tried).toBeGreaterThan(1);
    expect(r.number).not.toBe(1);
  });

  it('draws its candidates from a fixed sequence that starts at the seed', () => {
    const take = (seed: number, n: number): number[] => {
      const out: number[] = [];
      for (const c of dealCandidates(seed)) {
        out.push(c);
        if (out.length === n) break;
      }
      return out;
    };
    const seq = take(99, 5);
    expect(seq[0]).toBe(99);
    expect(take(99, 5)).toEqual(seq);
    expect(new Set(seq).size).toBe(5);
  });

  it('gives up after maxTries and says so', () => {
    const r = findWinnableDeal('beleaguered-castle', 1, { maxTries: 1 });
    expect(r).toEqual({ number: 1, tried: 1, found: false });
  });
});
