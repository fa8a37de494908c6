import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { GAMES, FIRST_GAME_IDS, type AnyGameId, type GameId } from '../../../shared/engine/games';
import { createPosition } from '../../../shared/engine/position';
import { dealPosition } from '../../../shared/engine/deal';
import { makeCard } from '../../../shared/engine/cards';
import { EngineDepthFirst, solveGeneric } from '../../../shared/solver/search/engine-depth-first';
import { boardPlays, mergeable, planFor, type Techniques } from '../../../shared/solver/plans';
import { EngineBestFirst } from '../../../shared/solver/search/engine-best-first';
import { createSolver, solve } from '../../../shared/solver/api/solve';
import { bruteForceWinnable } from './brute-force';
import { expectBruteForceVerdict } from './brute-force-check';
import { familyPosition, fewCardsPosition, narrowRules } from './positions';
import { lineWins } from './replay';

/**
 * On `game`'s rules, small positions (up to 4 cards of each suit not home) on the full table and on
 * a table of two or three rows: the generic search's verdict is brute force's and its lines win.
 * Returns how many won and lost positions were checked.
 */
function againstBruteForce(game: GameId, techniques: Partial<Techniques>, numRuns: number): { won: number; lost: number } {
  const solver = new EngineDepthFirst();
  const counts = { won: 0, lost: 0 };
  const narrow = narrowRules(game, GAMES[game].cells >= 2 ? 1 : GAMES[game].cells === 1 ? 2 : 3);
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 3 }).map((k) => k > 0),
      fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 4 }),
      fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 16, maxLength: 16 }),
      fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 16, maxLength: 16 }),
      (onNarrow, left, order, slots) => {
        const p = fewCardsPosition(game, left, order, slots, onNarrow ? narrow : GAMES[game]);
        expectBruteForceVerdict(p, () => solver.solve(p, { techniques }), counts, 200_000);
      },
    ),
    { numRuns, seed: 20261201 },
  );
  return counts;
}

describe('the engine depth-first search against brute force (first games, forced)', () => {
  it.each(FIRST_GAME_IDS)('%s: verdicts are brute force\'s on won and lost positions, and winning lines replay', (game) => {
    const counts = againstBruteForce(game, {}, 80);
    expect(counts.won, 'won positions checked').toBeGreaterThanOrEqual(15);
    expect(counts.lost, 'lost positions checked').toBeGreaterThanOrEqual(5);
  });

  it('keeps its verdicts with each technique switched off', () => {
    for (const off of ['safeAutoMoves', 'canonicalRows', 'moveOrdering'] as const) {
      for (const game of ['streets-and-alleys', 'fortress', 'masterpiece', 'exiled-kings', 'fastness'] as const) {
        const counts = againstBruteForce(game, { [off]: false }, 30);
        expect(counts.won + counts.lost).toBeGreaterThanOrEqual(20);
      }
    }
  });
});

/** The games of the family the fast solver is not proved for: the generic search's own. */
// Soother's sixteen piles that give back make every position of this test too big for brute force:
// its verdicts are checked on positions of its own, below
const NEW_GAME_IDS = (Object.keys(GAMES) as AnyGameId[]).filter((g) => !(FIRST_GAME_IDS as readonly string[]).includes(g) && g !== 'soother');

/** Cards out per foundation pile in the brute-force positions, by deck count: about 16 cards at most. */
const MAX_LEFT = { 1: 4, 2: 2, 3: 2, 4: 2 } as const;

describe('the engine depth-first search on Soother, against brute force', () => {
  // one row and a reserve of one (or none), the hearts of two piles out: the rest of the sixteen piles full
  it.each([1, 0])('a reserve of %i: verdicts are brute force\'s, depth first and best first, and winning lines replay', (reserve) => {
    const rules = { ...narrowRules('soother', 1), reserveSize: reserve };
    const solver = new EngineDepthFirst();
    const counts = { won: 0, lost: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 16, maxLength: 16 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 16, maxLength: 16 }),
        (a, b, order, slots) => {
          const left = new Array<number>(16).fill(0);
          left[0] = Math.max(a, b);
          left[4] = Math.min(a, b);
          const p = familyPosition(rules, 1, left, order, slots);
          const r = expectBruteForceVerdict(p, () => solver.solve(p), counts, 50_000);
          if (r) expect(solver.solve(p, { techniques: { multiDeckFinder: false } }).verdict).toBe(r.verdict);
        },
      ),
      { numRuns: 80, seed: 20261202 },
    );
    expect(counts.won, 'won positions checked').toBeGreaterThanOrEqual(30);
    expect(counts.lost, 'lost positions checked').toBeGreaterThanOrEqual(10);
  });
});

describe('the engine depth-first search on the new rules, against brute force', () => {
  it.each(NEW_GAME_IDS)('%s: verdicts are brute force\'s on won and lost positions (the finder\'s too in one-deck games), and winning lines replay', (game) => {
    const full = GAMES[game];
    // lost positions are rare on the full table of these forgiving rules: most are dealt on one or two rows
    const narrow = narrowRules(game, full.cells >= 1 || full.decks > 1 ? 1 : 2);
    const solver = new EngineDepthFirst();
    // one deck: the finder too, which takes over past half a large budget (engine-depth-first.ts)
    const finder = full.decks === 1 ? new EngineBestFirst() : null;
    const counts = { won: 0, lost: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }).map((k) => k > 0),
        fc.integer({ min: 1, max: 13 }),
        // cards out per foundation pile: fewer a pile where there are more piles (two to four decks)
        // (four where there is a stock, three with three decks, Zerline: a lost position comes of the waste's order, with more cards)
        fc.array(fc.integer({ min: 0, max: full.stock ? (full.decks === 2 ? 4 : 3) : MAX_LEFT[full.decks] }), { minLength: 4 * full.decks, maxLength: 4 * full.decks }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 16, maxLength: 16 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 16, maxLength: 16 }),
        (onNarrow, chosen, left, order, slots) => {
          const rules = onNarrow ? narrow : full;
          const p = familyPosition(rules, rules.foundationBase === 'chosen' ? chosen : 1, left, order, slots);
          const r = expectBruteForceVerdict(p, () => solver.solve(p), counts, 100_000);
          if (r && finder) {
            const f = finder.solve(p);
            expect(f.verdict).toBe(r.verdict);
            if (f.verdict === 'winnable') expect(lineWins(p, f.moves)).toBe(true);
          }
        },
      ),
      { numRuns: 100, seed: 20261201 },
    );
    expect(counts.won, 'won positions checked').toBeGreaterThanOrEqual(30);
    expect(counts.lost, 'lost positions checked').toBeGreaterThanOrEqual(15);
  });

  it('base by base or one search for every base: the same verdicts on deals of the chosen-base games', () => {
    const solver = new EngineDepthFirst();
    let both = 0;
    for (const game of NEW_GAME_IDS.filter((g) => GAMES[g].foundationBase === 'chosen')) {
      for (let n = 1; n <= 3; n++) {
        const p = dealPosition(game, n);
        const turns = solver.solve(p, { budget: 30_000 });
        const one = solver.solve(p, { budget: 30_000, techniques: { baseByBase: false } });
        for (const r of [turns, one]) if (r.verdict === 'winnable') expect(lineWins(p, r.moves)).toBe(true);
        if (turns.verdict === 'unknown' || one.verdict === 'unknown') continue;
        both++;
        expect(turns.verdict, `${game} #${n}`).toBe(one.verdict);
      }
    }
    expect(both).toBeGreaterThanOrEqual(3);
  });
});

describe('the merged search (suitMerging)', () => {
  it('is used where rows build by rank alone, and nowhere a suit decides a move other than home', () => {
    const merged = (Object.keys(GAMES) as AnyGameId[]).filter((g) => mergeable(GAMES[g]));
    // (Soother's foundations give back only cards at or below its suits' reach: merged-runs.ts)
    for (const g of ['penelopes-web', 'streets-and-alleys', 'lightweight', 'zerline', 'zerline-3-decks', 'soother'] as const) expect(merged).toContain(g);
    // in suit, suit-blind foundations, a chosen base, foundations that give back below a base (Castles End), cells, runs in suit
    for (const g of ['fortress', 'castle-of-indolence', 'selective-castle', 'castles-end', 'fastness', 'castle-mount'] as const) expect(merged).not.toContain(g);
  });

  it("Penelope's Web: merged from every rank above the foundations (margin 0), verdicts are brute force's and winning lines replay", () => {
    const solver = new EngineDepthFirst();
    const counts = { won: 0, lost: 0 };
    let reruns = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }).map((k) => k > 0),
        fc.integer({ min: 2, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 16, maxLength: 16 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 16, maxLength: 16 }),
        (onNarrow, rows, left, order, slots) => {
          const rules = onNarrow ? narrowRules('penelopes-web', rows) : GAMES['penelopes-web'];
          const p = familyPosition(rules, 1, left, order, slots);
          const r = expectBruteForceVerdict(p, () => solver.solve(p, { mergeMargin: 0 }), counts, 100_000);
          if (r && solver.mergedRuns > 1) reruns++;
          if (r) expect(solver.solve(p, { techniques: { suitMerging: false } }).verdict).toBe(r.verdict);
        },
      ),
      { numRuns: 300, seed: 20261203 },
    );
    expect(counts.won, 'won positions checked').toBeGreaterThanOrEqual(50);
    expect(counts.lost, 'lost positions checked').toBeGreaterThanOrEqual(50);
    // runs that ended with no moves left but were no proof, searched again with suits told apart
    expect(reruns).toBeGreaterThanOrEqual(10);
  });

  it('searches again, suits told apart, where a merged run ends with no moves left but is no proof: and wins', () => {
    // found by a random search against brute force: the first run (every card above its foundation
    // merged) ends with no moves left after some suit went home past its erase; taking that run's
    // word would call a won position lost
    const p = familyPosition(narrowRules('penelopes-web', 3), 1, [0, 3, 4, 4],
      [78, 52, 74, 48, 43, 61, 46, 95, 26, 57, 18, 99, 15, 95, 41, 17, 95, 77, 99, 71, 66, 29, 59, 10, 83, 77, 36, 58, 26, 96],
      [15, 14, 1, 1, 12, 13, 12, 1, 17, 0, 19, 2, 9, 8, 10, 19, 1, 15, 11, 10, 4, 10, 12, 5, 10, 8, 19, 8, 12, 9]);
    expect(bruteForceWinnable(p)).toBe(true);
    const solver = new EngineDepthFirst();
    const r = solver.solve(p, { mergeMargin: 0 });
    expect(solver.mergedRuns).toBe(2);
    expect(r.verdict).toBe('winnable');
    expect(lineWins(p, r.moves)).toBe(true);
  });

  it("Penelope's Web deals: the same verdicts merged and not, where both decide, and fewer positions merged", () => {
    const solver = new EngineDepthFirst();
    let both = 0;
    let merged = 0;
    let plain = 0;
    for (let n = 1; n <= 14; n++) {
      const p = dealPosition('penelopes-web', n);
      const m = solver.solve(p, { budget: 60_000 });
      const e = solver.solve(p, { budget: 60_000, techniques: { suitMerging: false } });
      for (const r of [m, e]) if (r.verdict === 'winnable') expect(lineWins(p, r.moves)).toBe(true);
      if (m.verdict === 'unknown' || e.verdict === 'unknown') continue;
      both++;
      merged += m.positions;
      plain += e.positions;
      expect(m.verdict, `deal ${n}`).toBe(e.verdict);
    }
    expect(both).toBeGreaterThanOrEqual(8);
    expect(merged).toBeLessThan(plain);
  });

  it('rejects a margin that is not a whole number', () => {
    const p = dealPosition('penelopes-web', 1);
    expect(() => new EngineDepthFirst().solve(p, { mergeMargin: -1 })).toThrow(RangeError);
    expect(() => new EngineDepthFirst().solve(p, { mergeMargin: 0.5 })).toThrow(RangeError);
  });
});

describe('the engine depth-first search against the fast solver', () => {
  it.each(FIRST_GAME_IDS)('%s deals from 1 on: the same verdict wherever both decide (two deals both decide, at least)', (game) => {
    const solver = createSolver();
    let both = 0;
    for (let n = 1; n <= 12 && both < 2; n++) {
      const p = dealPosition(game, n);
      const fast = solver.solve(p, { budget: 10_000 });
      const generic = solver.solve(p, { budget: 10_000, searcher: 'generic' });
      if (generic.verdict === 'winnable') expect(lineWins(p, generic.moves)).toBe(true);
      if (fast.verdict === 'unknown' || generic.verdict === 'unknown') continue;
      both++;
      expect(generic.verdict, `deal ${n}`).toBe(fast.verdict);
    }
    expect(both).toBeGreaterThanOrEqual(1);
  });
});

describe('the engine depth-first search', () => {
  const bc = GAMES['beleaguered-castle'];

  it('says a won position is winnable with no move to play', () => {
    const p = createPosition(bc, Array.from({ length: 8 }, () => []), [13, 13, 13, 13]);
    expect(solveGeneric(p)).toEqual({ verdict: 'winnable', moves: [], positions: 0 });
  });

  it('answers unknown when the budget runs out, and the same for the same budget', () => {
    const p = dealPosition('streets-and-alleys', 5);
    const small = solveGeneric(p, { budget: 50 });
    expect(small.verdict).toBe('unknown');
    expect(small.positions).toBe(50);
    expect(solveGeneric(p, { budget: 50 })).toEqual(small);
    expect(solveGeneric(p, { budget: 0 }).verdict).toBe('unknown');
  });

  it('rejects a budget that is not a whole number', () => {
    const p = dealPosition('beleaguered-castle', 1);
    expect(() => solveGeneric(p, { budget: -1 })).toThrow(RangeError);
    expect(() => solveGeneric(p, { budget: 1.5 })).toThrow(RangeError);
  });

  it('a solver held from one solve to the next answers as a fresh one', () => {
    const held = new EngineDepthFirst();
    for (const n of [3, 1, 3]) {
      const p = dealPosition('fortress', n);
      expect(held.solve(p, { budget: 30_000 })).toEqual(solveGeneric(p, { budget: 30_000 }));
    }
    expect(held.stats.knownLost).toBe(0);
    expect(held.stats.tableBytes).toBeGreaterThan(0);
  });

  it('proves a hand-made dead position lost: the King over its own Queen, nowhere to go', () => {
    // one row, no cells: hearts Q under K, nothing else left; the King can never move off
    const rules = narrowRules('beleaguered-castle', 1);
    const p = createPosition(rules, [[makeCard(0, 12), makeCard(0, 13)]], [11, 13, 13, 13]);
    expect(bruteForceWinnable(p)).toBe(false);
    expect(solveGeneric(p).verdict).toBe('unwinnable');
  });
});

describe('routing', () => {
  it('the fast solver plays the first games; every other game goes to the engine searches', () => {
    for (const game of FIRST_GAME_IDS) expect(boardPlays(GAMES[game])).toBe(true);
    const others = Object.values(GAMES).filter((r) => !(FIRST_GAME_IDS as readonly string[]).includes(r.id));
    expect(others.length).toBeGreaterThan(0);
    for (const rules of others) {
      expect(boardPlays(rules)).toBe(false);
      const p = dealPosition(rules.id, 7);
      expect(planFor(rules, 'verdict').space).toBe('engine');
      expect(solve(p, { budget: 5_000 })).toEqual(solve(p, { budget: 5_000, searcher: 'generic' }));
      expect(() => solve(p, { searcher: 'fast' })).toThrow(RangeError);
    }
  });

  it('a game the fast solver plays can be forced onto the engine searches', () => {
    const p = dealPosition('citadel', 2);
    expect(solve(p, { budget: 5_000, searcher: 'generic' })).toEqual(solveGeneric(p, { budget: 5_000 }));
  });
});
