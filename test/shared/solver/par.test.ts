import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { FIRST_GAME_IDS, MAIN_GAME_IDS, GAMES } from '../../../shared/engine/games';
// The family games the generic search plays have these checks in engine-depth-first.test.ts and
// engine-par.test.ts, on positions sized for that search (brute force over their spaces is slower).
import { dealPosition } from '../../../shared/engine/deal';
import { makeCard } from '../../../shared/engine/cards';
import { createPosition } from '../../../shared/engine/position';
import { lineWins } from '../../../shared/engine/moves';
import { findPar } from '../../../shared/solver/services/par';
import { movesLeftBound } from '../../../shared/solver/spaces/board-par';
import { Board } from '../../../shared/solver/spaces/board';
import { createSolver } from '../../../shared/solver/api/solve';
import { bruteForceShortest } from './brute-force';
import { fewCardsPosition, narrowRules } from './positions';

describe('findPar', () => {
  it('on deals of every main game: the par line wins, is no longer than the solver\'s shortened line, and never shorter than the lower bound', () => {
    const solver = createSolver();
    let rated = 0;
    for (const game of MAIN_GAME_IDS) {
      for (let n = 2; n <= 5; n++) {
        const p = dealPosition(game, n);
        const r = findPar(p, { budget: 20_000, solver, timeLimitMs: Infinity });
        if (r.par === null) {
          expect(r.line).toEqual([]);
          continue;
        }
        rated++;
        expect(lineWins(p, r.line), `${game} #${n}`).toBe(true);
        expect(r.line.length).toBe(r.par);
        expect(r.lowerBound, `${game} #${n}`).toBeLessThanOrEqual(r.par);
        expect(r.lowerBound).toBeGreaterThanOrEqual(movesLeftBound(new Board(p, true)));
      }
    }
    expect(rated, 'deals with a par, of 20').toBeGreaterThanOrEqual(8);
  }, 120_000);

  it('says a deal that cannot be won has no par', () => {
    const r = findPar(dealPosition('beleaguered-castle', 1), { budget: 1000 });
    expect(r).toMatchObject({ par: null, line: [], lowerBound: 0 });
  });

  it('counts every card not home once and a card over a lower one of its suit twice', () => {
    const h = (r: number): number => makeCard(0, r);
    const s = (r: number): number => makeCard(3, r);
    // four cards left; the king of hearts lies over its queen, so it moves twice
    const p = createPosition(GAMES['beleaguered-castle'], [[h(12), h(13)], [s(12)], [s(13)], [], [], [], [], []], [11, 13, 13, 11]);
    expect(movesLeftBound(new Board(p, true))).toBe(5);
    // and that is the shortest line: the king away, the queen home, the king home, the spades home
    const r = findPar(p, { timeLimitMs: Infinity });
    expect(bruteForceShortest(p)).toBe(5);
    expect(r).toMatchObject({ par: 5, lowerBound: 5 });
  });

  it('rejects a budget that is not a whole number, and a time limit that is not a number of ms', () => {
    expect(() => findPar(dealPosition('citadel', 2), { budget: -1 })).toThrow(RangeError);
    expect(() => findPar(dealPosition('citadel', 2), { timeLimitMs: Number.NaN })).toThrow(RangeError);
    expect(() => findPar(dealPosition('citadel', 2), { timeLimitMs: -5 })).toThrow(RangeError);
  });

  it('past its time limit keeps the best line found and a bound it proved, and searches no further', () => {
    const p = dealPosition('beleaguered-castle', 2);
    const solver = createSolver();
    const full = findPar(p, { budget: 20_000, solver, timeLimitMs: Infinity });
    // a clock that jumps a second at every look: the time is up at the first look of each search
    let t = 0;
    const late = findPar(p, { budget: 20_000, solver, timeLimitMs: 1500, clock: () => (t += 1000) });
    expect(late.par).not.toBeNull();
    expect(lineWins(p, late.line)).toBe(true);
    expect(late.line.length).toBe(late.par);
    expect(late.par!).toBeGreaterThanOrEqual(full.par!);
    expect(late.lowerBound).toBeGreaterThanOrEqual(movesLeftBound(new Board(p, true)));
    expect(late.lowerBound).toBeLessThanOrEqual(full.par!);
    expect(late.positions).toBeLessThan(full.positions);
  });

  it.each(FIRST_GAME_IDS)('%s: on positions small enough to search in full, par and its lower bound are the brute-force shortest line', (game) => {
    let checked = 0;
    fc.assert(
      fc.property(
        // free cells make the full search far larger: fewer cards there
        fc.array(fc.integer({ min: 1, max: GAMES[game].cells > 0 ? 2 : 3 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 12, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 12, maxLength: 12 }),
        (left, order, slots) => {
          const p = fewCardsPosition(game, left, order, slots, narrowRules(game, 4));
          const shortest = bruteForceShortest(p, 60_000);
          if (shortest === 'too-big') return;
          checked++;
          const r = findPar(p, { budget: 100_000, timeLimitMs: Infinity });
          expect(r.par).toBe(shortest);
          if (shortest === null) return;
          expect(lineWins(p, r.line)).toBe(true);
          expect(r.lowerBound).toBe(shortest);
        },
      ),
      { numRuns: 12, seed: 20261201 },
    );
    expect(checked, 'positions brute force searched in full, of 12').toBeGreaterThanOrEqual(10);
  }, 120_000);
});
