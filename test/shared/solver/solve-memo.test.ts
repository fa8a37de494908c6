import { describe, it, expect } from 'vitest';
import { dealPosition } from '../../../shared/engine/deal';
import { clonePosition } from '../../../shared/engine/position';
import { applyMove } from '../../../shared/engine/moves';
import { createSolver } from '../../../shared/solver/api/solve';
import { SolveMemo, solveKey } from '../../../shared/solver/api/solve-memo';
import { rateDeal } from '../../../shared/solver/services/difficulty';
import { findWinnableDeal } from '../../../shared/solver/services/winnable-deal';

describe('the solver memo', () => {
  it('keys a question by the position and every option', () => {
    const p = dealPosition('citadel', 2);
    const q = clonePosition(p);
    const line = createSolver().solve(p).moves;
    expect(line.length).toBeGreaterThan(0);
    applyMove(q, line[0]!);
    const keys = new Set([
      solveKey(p, 20_000, {}),
      solveKey(q, 20_000, {}),
      solveKey(p, 30_000, {}),
      solveKey(p, 20_000, { techniques: { suitMerging: false } }),
      solveKey(dealPosition('beleaguered-castle', 5), 20_000, {}),
    ]);
    expect(keys.size).toBe(5);
    expect(solveKey(clonePosition(p), 20_000, {})).toBe(solveKey(p, 20_000, {}));
  });

  it('keeps the newest answers, dropping the oldest past its size', () => {
    const memo = new SolveMemo<number>();
    for (let i = 0; i < 9; i++) memo.set(String(i), i);
    expect(memo.get('0')).toBeUndefined();
    expect(memo.get('8')).toBe(8);
    memo.set('1', 10); // set again: newest
    for (let i = 9; i < 16; i++) memo.set(String(i), i);
    expect(memo.get('1')).toBe(10);
    expect(memo.get('2')).toBeUndefined();
  });

  it.each(['streets-and-alleys', 'lightweight', 'rittenhouse'] as const)('%s: a question asked again gets the answer a fresh solver gives, and its own copy of the line', (game) => {
    const solver = createSolver();
    const p = dealPosition(game, 3);
    const first = solver.solve(p, { budget: 20_000 });
    first.moves.length = 0; // a caller that changes its line changes nobody else's
    const again = solver.solve(p, { budget: 20_000 });
    const fresh = createSolver().solve(p, { budget: 20_000 });
    expect(again).toEqual(fresh);
  });

  it('a rating after New Game is the rating a fresh solver gives', () => {
    const warm = createSolver();
    for (const game of ['beleaguered-castle', 'selective-castle', 'castle-of-indolence'] as const) {
      const deal = findWinnableDeal(game, 11, { solver: warm }).number;
      expect(rateDeal(game, deal, { solver: warm })).toEqual(rateDeal(game, deal, { solver: createSolver() }));
    }
  });
});
