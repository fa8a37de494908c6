import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { GAME_IDS, GAMES } from '../../../shared/engine/games';
import { boardPlays } from '../../../shared/solver/plans';
import { makeCard } from '../../../shared/engine/cards';
import { createPosition, clonePosition } from '../../../shared/engine/position';
import { applyMove } from '../../../shared/engine/moves';
import { dealPosition } from '../../../shared/engine/deal';
import { rateDeal, levelOf, difficultyScore, openMoves } from '../../../shared/solver/services/difficulty';
import { DIFFICULTY_BOUNDS } from '../../../shared/solver/services/difficulty-bounds';
import { createSolver } from '../../../shared/solver/api/solve';
import { bruteForceWinnable } from './brute-force';
import { fewCardsPosition, narrowRules } from './positions';

const H = 0, C = 1, D = 2, S = 3;
const card = makeCard;

describe('rateDeal', () => {
  it('gives bad input an error, not a rating', () => {
    expect(rateDeal('chess' as never, 1)).toMatchObject({ ok: false });
    expect(rateDeal('citadel', -1)).toMatchObject({ ok: false });
    expect(rateDeal('citadel', 2.5)).toMatchObject({ ok: false });
    expect(rateDeal('citadel', dealPosition('fortress', 3))).toMatchObject({ ok: false, error: expect.stringContaining('fortress') });
  });

  it('says a deal that cannot be won has no level', () => {
    const r = rateDeal('beleaguered-castle', 1);
    expect(r).toEqual({ ok: true, value: { verdict: 'unwinnable', level: null, measures: null, positions: expect.any(Number) } });
  });

  it('rates a deal the same by number and by position, and leaves the position as it was', () => {
    const p = dealPosition('citadel', 2);
    const before = clonePosition(p);
    const byPosition = rateDeal('citadel', p);
    expect(p).toEqual(before);
    expect(byPosition).toEqual(rateDeal('citadel', 2, { solver: createSolver() }));
    expect(byPosition.ok && byPosition.value.level).toBeGreaterThanOrEqual(1);
  });

  it('a position where every move keeps the game winnable: no losing share anywhere, only its few ways in count', () => {
    // two kings over their queens, empty rows around: whatever the player does, it can still win
    const p = createPosition(GAMES['beleaguered-castle'], [[card(H, 12), card(S, 13)], [card(S, 12), card(H, 13)], [], [], [], [], [], []], [11, 13, 13, 11]);
    const r = rateDeal('beleaguered-castle', p);
    if (!r.ok || !r.value.measures) throw new Error('expected a rating');
    const m = r.value.measures;
    expect(m.safeShare).toBe(1);
    expect(m.minShare).toBe(1);
    expect(m.waysIn).toBe(openMoves(p).length);
    expect(m.score).toBeCloseTo(2 / (1 + m.waysIn));
    expect(m.score).toBeCloseTo(difficultyScore(1, 1, m.waysIn));
    expect(r.value.level).toBe(levelOf('beleaguered-castle', m.score));
    // with one way in more it would score lower: a forgiving position with more choice is easier
    expect(difficultyScore(1, 1, m.waysIn + 1)).toBeLessThan(m.score);
  });

  it('a position with a trap scores higher than a forgiving one', () => {
    // three rows (found by a random search against brute force): of the three moves open, two lose
    // (the club queen or the club king anywhere but where the line puts it); one wins
    const trap = createPosition(narrowRules('beleaguered-castle', 3), [[card(H, 13), card(H, 12), card(C, 12)], [card(S, 13), card(C, 11), card(H, 11), card(C, 13)], [card(D, 13)]], [10, 10, 12, 12]);
    expect(openMoves(trap)).toHaveLength(3);
    const easy = createPosition(GAMES['beleaguered-castle'], [[card(H, 12), card(S, 13)], [card(S, 12), card(H, 13)], [], [], [], [], [], []], [11, 13, 13, 11]);
    const t = rateDeal('beleaguered-castle', trap);
    const e = rateDeal('beleaguered-castle', easy);
    if (!t.ok || !e.ok || !t.value.measures || !e.value.measures) throw new Error(`expected ratings: ${JSON.stringify([t, e])}`);
    expect(t.value.measures.waysIn).toBe(1);
    expect(t.value.measures.minShare).toBeCloseTo(1 / 3);
    expect(t.value.measures.score).toBeGreaterThan(e.value.measures.score);
    expect(t.value.level!).toBeGreaterThan(e.value.level!);
  });

  it.each(GAME_IDS)('%s: the level rises with the score, from 1 to 5 over the fixed bounds', (game) => {
    const bounds = DIFFICULTY_BOUNDS[game];
    expect([...bounds]).toEqual([...bounds].sort((a, b) => a - b));
    expect(levelOf(game, bounds[0] - 0.001)).toBe(1);
    expect(levelOf(game, bounds[0])).toBe(1);
    expect(levelOf(game, bounds[3] + 0.001)).toBe(5);
    for (let s = 0; s < 3; s += 0.05) expect(levelOf(game, s + 0.05)).toBeGreaterThanOrEqual(levelOf(game, s));
  });

  // Games whose foundations give cards back have spaces too large for brute force on every open move
  // within a test's time; their verdicts against brute force are in engine-depth-first.test.ts.
  const rateable = GAME_IDS.filter((g) => GAMES[g].foundationRelease === 'never');
  it.each(rateable)('%s: on small positions, the ways in are the open moves after which brute force still wins', (game) => {
    const rules = narrowRules(game, GAMES[game].cells >= 2 ? 2 : 3);
    let checked = 0;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 2, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 12, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 12, maxLength: 12 }),
        (left, order, slots) => {
          const p = fewCardsPosition(game, left, order, slots, rules);
          const moves = openMoves(p);
          if (moves.length === 0 || bruteForceWinnable(p, 100_000) !== true) return;
          const truth = moves.map((m) => {
            const q = clonePosition(p);
            applyMove(q, m);
            return bruteForceWinnable(q, 100_000);
          });
          if (truth.includes('too-big')) return;
          checked++;
          const r = rateDeal(game, p);
          if (!r.ok || !r.value.measures) throw new Error('expected a rating');
          const ways = truth.filter((t) => t === true).length;
          // the generic search may run out of the rating's per-move budget where the fast one does
          // not: such a move counts neither way, so there the ways in are a lower bound
          if (boardPlays(GAMES[game])) expect(r.value.measures.waysIn).toBe(ways);
          else expect(r.value.measures.waysIn).toBeLessThanOrEqual(ways);
        },
      ),
      { numRuns: 60, seed: 20261201 },
    );
    expect(checked, 'winnable positions with a choice, of 60').toBeGreaterThanOrEqual(10);
  });
});
