// Folding the oldest results into totals at the cap (shared/host/results-fold.ts): for any results,
// recorded one by one with the fold after each as the hosts do, the statistics of the results kept
// plus the totals equal those of every result, for each game and over all; the top ten stay whole.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_IDS } from '../../../shared/engine';
import { EMPTY_TOTALS, foldResults } from '../../../shared/host/results-fold';
import type { GameResult, ResultTotals } from '../../../shared/host/types';
import { highScores } from '../../../shared/stats/high-scores';
import { chronological } from '../../../shared/stats/order';
import { summarize } from '../../../shared/stats/summary';
import { arbResult } from './fixtures';

/** Longer lists than the summary tests use, so that many results go past the top tens into the totals. */
const arbResults = fc.array(arbResult, { minLength: 40, maxLength: 200 });

function recordAll(results: readonly GameResult[], cap: number): { kept: GameResult[]; totals: ResultTotals } {
  let kept: GameResult[] = [];
  let totals = EMPTY_TOTALS;
  for (const r of results) ({ results: kept, totals } = foldResults([...kept, r], totals, cap));
  return { kept, totals };
}

describe('folding results at the cap', () => {
  it('keeps every statistic true and every top ten whole, for any results and any cap', () => {
    let folded = 0;
    fc.assert(
      fc.property(arbResults, fc.integer({ min: 1, max: 30 }), (unordered, cap) => {
        // the hosts record results as games end: oldest first
        const all = chronological(unordered);
        const { kept, totals } = recordAll(all, cap);
        folded += totals.all.played;
        expect(kept.length + totals.all.played).toBe(all.length);
        expect(kept.length).toBeLessThanOrEqual(Math.max(cap, 0) + GAME_IDS.length * 10);
        expect(summarize(kept, null, totals)).toEqual(summarize(all));
        for (const game of GAME_IDS) {
          expect(summarize(kept, game, totals)).toEqual(summarize(all, game));
          expect(highScores(kept, { game })).toEqual(highScores(all, { game }));
        }
      }),
      { numRuns: 300 },
    );
    // the property was about folding: many results went into totals
    expect(folded).toBeGreaterThan(1000);
  });

  it('changes nothing at or below the cap', () => {
    const r: GameResult = { game: 'citadel', deal: 1, won: true, score: 900, seconds: 60, moves: 70, finishedAt: '2026-11-30T10:00:00.000Z' };
    expect(foldResults([r, r], EMPTY_TOTALS, 2)).toEqual({ results: [r, r], totals: EMPTY_TOTALS });
  });
});
