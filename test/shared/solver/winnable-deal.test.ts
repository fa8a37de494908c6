import { describe, it, expect } from 'vitest';
import { MAIN_GAME_IDS } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { findWinnableDeal, dealCandidates } from '../../../shared/solver/services/winnable-deal';
import { MULTI_DECK_DEAL_BUDGET, WINNABLE_DEAL_BUDGET, gamePlan } from '../../../shared/solver/plans';
import { lineWins } from '../../../shared/engine/moves';
import { solve } from '../../../shared/solver/api/solve';
import { rateDeal } from '../../../shared/solver/services/difficulty';

/** The first `n` candidates of a seed. */
function* dealCandidatesUpTo(seed: number, n: number): Generator<number> {
  if (n <= 0) return;
  let i = 0;
  for (const c of dealCandidates(seed)) {
    yield c;
    if (++i >= n) return;
  }
}

describe('findWinnableDeal', () => {
  it.each(MAIN_GAME_IDS)('%s: deals a number the solver proves winnable, the same every time', (game) => {
    const a = findWinnableDeal(game, 1234);
    expect(a.found).toBe(true);
    expect(solve(dealPosition(game, a.number), { budget: WINNABLE_DEAL_BUDGET }).verdict).toBe('winnable');
    expect(findWinnableDeal(game, 1234)).toEqual(a);
  });

  it('Lightweight (two decks): each candidate gets the smaller budget, and the deal dealt is won by a line that replays', () => {
    expect(gamePlan('lightweight', 'new-game').budget).toBe(MULTI_DECK_DEAL_BUDGET);
    expect(gamePlan('beleaguered-castle', 'new-game').budget).toBe(WINNABLE_DEAL_BUDGET);
    const a = findWinnableDeal('lightweight', 1234);
    expect(a.found).toBe(true);
    const start = dealPosition('lightweight', a.number);
    const r = solve(start, { budget: MULTI_DECK_DEAL_BUDGET });
    expect(r.verdict).toBe('winnable');
    expect(lineWins(start, r.moves)).toBe(true);
    expect(findWinnableDeal('lightweight', 1234)).toEqual(a);
    // a candidate the finder cannot win within the budget is passed over, never dealt as winnable
    for (const c of [...dealCandidatesUpTo(1234, a.tried - 1)]) expect(solve(dealPosition('lightweight', c), { budget: MULTI_DECK_DEAL_BUDGET }).verdict).not.toBe('winnable');
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

  it.each([1, 2, 3, 4, 5] as const)('with a level asked (%s), deals a winnable deal the rating puts at that level', (level) => {
    const r = findWinnableDeal('fortress', 3333, { level });
    expect(r).toMatchObject({ found: true, level });
    const rating = rateDeal('fortress', r.number);
    expect(rating.ok && rating.value.level).toBe(level);
    expect(findWinnableDeal('fortress', 3333, { level })).toEqual(r);
  });

  it('with a level none of the candidates has within the bound, deals the winnable one nearest to it', () => {
    // seed 1 of Citadel: the first winnable candidates, rated, and what one try of each level gives
    const first = findWinnableDeal('citadel', 11);
    const rating = rateDeal('citadel', first.number);
    if (!rating.ok || rating.value.level === null) throw new Error('expected a rated deal');
    const other = (rating.value.level === 5 ? 1 : 5) as 1 | 5;
    const r = findWinnableDeal('citadel', 11, { level: other, maxTries: first.tried });
    expect(r).toEqual({ number: first.number, tried: first.tried, found: false, level: rating.value.level });
  });

  it('with a level asked and no winnable candidate at all within the bound, says not found', () => {
    const r = findWinnableDeal('beleaguered-castle', 1, { level: 3, maxTries: 1 });
    expect(r.found).toBe(false);
  });
});
