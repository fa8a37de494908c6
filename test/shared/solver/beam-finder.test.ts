import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ALL_GAME_IDS, GAMES } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { BeamFinder, beamSchedule } from '../../../shared/solver/search/beam-finder';
import { ANY_RUN_BEAMS, MULTI_DECK_DEAL_BUDGET, NARROW_BEAMS, WIDER_BEAMS, beamCounts, beamServes } from '../../../shared/solver/plans';
import { createSolver } from '../../../shared/solver/api/solve';
import { bruteForceWinnable } from './brute-force';
import { familyPosition, narrowRules } from './positions';
import { lineWins } from './replay';

// The beams of Castle Mount, Palace and Lightweight (beam-finder.ts): wins that replay, found within New Game's
// budget; the same answer every time; and no loss claimed unless the beam kept every position.

describe('the beam search', () => {
  it('serves Lightweight, Castle Mount and Palace, and no other game', () => {
    expect(ALL_GAME_IDS.filter((g) => beamServes(GAMES[g])).sort()).toEqual(['castle-mount', 'lightweight', 'palace']);
  });

  it.each([
    ['castle-mount', 4],
    ['castle-mount', 12],
    ['palace', 1],
    // any run moves whole, an empty row takes a King; the finder leaves #5 open at 2 M positions, wins #8 after 238 K
    ['lightweight', 5],
    ['lightweight', 8],
  ] as const)('%s #%i: won within New Game\'s budget, the line replays, and the same line comes again', (game, n) => {
    const p = dealPosition(game, n);
    const finder = new BeamFinder();
    const r = finder.solve(p, { budget: MULTI_DECK_DEAL_BUDGET });
    expect(r.verdict).toBe('winnable');
    expect(r.positions).toBeLessThanOrEqual(MULTI_DECK_DEAL_BUDGET);
    expect(lineWins(p, r.moves)).toBe(true);
    // the solve left the position given as it was, and a held finder answers as a fresh one
    expect(p).toEqual(dealPosition(game, n));
    expect(finder.solve(p, { budget: MULTI_DECK_DEAL_BUDGET })).toEqual(r);
    expect(new BeamFinder().solve(p, { budget: MULTI_DECK_DEAL_BUDGET })).toEqual(r);
  });

  it('keeps to its budget, and to its beams', () => {
    const p = dealPosition('castle-mount', 1);
    for (const budget of [0, 1, 777]) expect(new BeamFinder().solve(p, { budget })).toEqual({ verdict: 'unknown', moves: [], positions: budget });
    // each narrow beam of one position gives up at once, each wider one after its doubled attempt: not the budget
    const beams = beamSchedule(NARROW_BEAMS, WIDER_BEAMS, undefined, 1);
    expect(new BeamFinder().solve(p, { budget: 1_000_000, attempt: 1 }).positions).toBe(beams.reduce((n, b) => n + b.attempt, 0));
    expect(new BeamFinder().solve(p, { budget: 1_000_000, attempt: 1, wider: 0 }).positions).toBe(NARROW_BEAMS);
    // where any run moves whole: sixteen narrow beams, no wider one
    expect(new BeamFinder().solve(dealPosition('lightweight', 1), { budget: 1_000_000, attempt: 1 }).positions).toBe(ANY_RUN_BEAMS);
  });

  it('runs narrow beams of new seeds first, then beams twice as wide each time, with twice the attempt', () => {
    expect(beamCounts(GAMES['castle-mount'])).toEqual({ narrow: NARROW_BEAMS, wider: WIDER_BEAMS });
    expect(beamCounts(GAMES.palace)).toEqual({ narrow: NARROW_BEAMS, wider: WIDER_BEAMS });
    expect(beamCounts(GAMES.lightweight)).toEqual({ narrow: ANY_RUN_BEAMS, wider: 0 });
    const beams = beamSchedule(4, 3, 100, 30_000);
    expect(beams.map((b) => b.seed)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(beams.map((b) => b.width)).toEqual([100, 100, 100, 100, 200, 400, 800]);
    expect(beams.map((b) => b.attempt)).toEqual([30_000, 30_000, 30_000, 30_000, 60_000, 120_000, 240_000]);
  });

  it('wins with wider beams what the narrow ones leave: Castle Mount #7', () => {
    const p = dealPosition('castle-mount', 7);
    expect(new BeamFinder().solve(p, { budget: 1_000_000, wider: 0 }).verdict).toBe('unknown');
    const r = new BeamFinder().solve(p, { budget: 1_000_000 });
    expect(r.verdict).toBe('winnable');
    expect(lineWins(p, r.moves)).toBe(true);
  });

  // a beam as narrow as 2 drops positions at nearly every level: it may then say 'unknown', never 'unwinnable'
  it.each([2, 100])('on small positions (width %i) a win replays, and a loss is claimed only where brute force finds one', (width) => {
    const counts = { won: 0, lost: 0, open: 0 };
    const finder = new BeamFinder();
    for (const game of ['castle-mount', 'palace', 'lightweight'] as const) {
      const full = GAMES[game];
      fc.assert(
        fc.property(
          fc.boolean(),
          fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4 * full.decks, maxLength: 4 * full.decks }),
          fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 32, maxLength: 32 }),
          fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 32, maxLength: 32 }),
          (onNarrow, left, order, slots) => {
            const p = familyPosition(onNarrow ? narrowRules(game, 1) : full, 1, left, order, slots);
            const truth = bruteForceWinnable(p, 100_000);
            if (truth === 'too-big') return;
            const r = finder.solve(p, { budget: 200_000, width });
            if (r.verdict === 'winnable') {
              expect(truth).toBe(true);
              expect(lineWins(p, r.moves)).toBe(true);
              counts.won++;
            } else if (r.verdict === 'unwinnable') {
              expect(truth).toBe(false);
              counts.lost++;
            } else counts.open++;
          },
        ),
        { numRuns: 60, seed: 20261204 },
      );
    }
    expect(counts.won, 'won positions').toBeGreaterThanOrEqual(20);
    // the width of 100 keeps every position of most small ones, so proves their losses; 2 keeps few
    if (width === 100) expect(counts.lost, 'lost positions proved').toBeGreaterThanOrEqual(5);
  });

  it('says unknown, not unwinnable, when beams that dropped positions run out: Castle Mount #4, won at width 100, by narrow beams alone of widths 1, 2 and 5', () => {
    const p = dealPosition('castle-mount', 4);
    for (const width of [1, 2, 5]) {
      const r = new BeamFinder().solve(p, { budget: 200_000, width, wider: 0 });
      expect(r.verdict, `width ${width}`).toBe('unknown');
      // every beam ran out or stalled long before the budget
      expect(r.positions).toBeLessThan(200_000);
    }
  });

  it('through the solver: the beams first, the finder after them proves what they cannot', () => {
    const solver = createSolver();
    const won = solver.solve(dealPosition('castle-mount', 4), { budget: MULTI_DECK_DEAL_BUDGET });
    expect(won.verdict).toBe('winnable');
    expect(lineWins(dealPosition('castle-mount', 4), won.moves)).toBe(true);
    // without the beams the finder does not win it within the same budget
    expect(solver.solve(dealPosition('castle-mount', 4), { budget: MULTI_DECK_DEAL_BUDGET, techniques: { beam: false } }).verdict).toBe('unknown');
    // #1006: no beam wins it (it cannot be won); the finder proves that with the rest of the budget
    const lost = solver.solve(dealPosition('castle-mount', 1006), { budget: 200_000 });
    expect(lost.verdict).toBe('unwinnable');
    expect(lost.positions).toBeLessThanOrEqual(200_000);
  });
});
