import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { GAMES, FIRST_GAME_IDS } from '../../../shared/engine/games';
import { EnginePar, engineMovesLeftBound } from '../../../shared/solver/spaces/engine-par';
import { aStar } from '../../../shared/solver/search/a-star';
import { findPar } from '../../../shared/solver/services/par';
import { bruteForceShortest } from './brute-force';
import { fewCardsPosition, narrowRules } from './positions';
import { lineWins } from './replay';

describe('the engine par search', () => {
  it.each(FIRST_GAME_IDS)('%s: the plain A* finds brute force\'s shortest line, or proves there is none', (game) => {
    const rules = narrowRules(game, GAMES[game].cells >= 2 ? 1 : GAMES[game].cells === 1 ? 2 : 3);
    let checked = 0;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 12, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 12, maxLength: 12 }),
        (left, order, slots) => {
          const p = fewCardsPosition(game, left, order, slots, rules);
          const truth = bruteForceShortest(p, 100_000);
          if (truth === 'too-big') return;
          checked++;
          const r = aStar(new EnginePar(p), 1, Infinity, 1_000_000, () => false);
          if (truth === null) {
            expect(r.line).toBeNull();
            expect(r.exhausted).toBe(true);
          } else {
            expect(r.line?.length).toBe(truth);
            expect(lineWins(p, r.line!)).toBe(true);
            expect(engineMovesLeftBound(p)).toBeLessThanOrEqual(truth);
          }
        },
      ),
      { numRuns: 25, seed: 20261201 },
    );
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  // one-deck games: fewCardsPosition deals one deck (the generic search's own tests cover more decks)
  it.each(Object.values(GAMES).filter((r) => !(FIRST_GAME_IDS as readonly string[]).includes(r.id) && r.decks === 1).map((r) => r.id))('findPar on %s (not the fast solver\'s): a line that wins, never shorter than its bound', (game) => {
    let won = 0;
    for (const seed of [1, 2, 3]) {
      const order = Array.from({ length: 16 }, (_, i) => (i * 7 * seed) % 17);
      const p = fewCardsPosition(game, [4, 4, 4, 4], order, order.map((k) => k + seed));
      const r = findPar(p, { budget: 20_000, timeLimitMs: Infinity });
      if (r.par === null) continue;
      won++;
      expect(lineWins(p, r.line)).toBe(true);
      expect(r.line.length).toBe(r.par);
      expect(r.lowerBound).toBeLessThanOrEqual(r.par);
      expect(r.lowerBound).toBeGreaterThanOrEqual(engineMovesLeftBound(p));
    }
    expect(won).toBeGreaterThanOrEqual(1);
  });
});
