// Folding the oldest results into totals at the cap (shared/host/results-fold.ts): for any results,
// recorded one by one with the fold after each as the hosts do, the statistics of the results kept
// plus the totals equal those a plain reference computes from every result, for each game and over
// all; the top ten stay whole. The results are those a host vouches for: some with help, some begun
// from a position (unranked), which count in no statistic and leave no trace when folded away.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_IDS, type GameId } from '../../../shared/engine';
import { EMPTY_TOTALS, foldResults } from '../../../shared/host/results-fold';
import type { GameResult, HelpUsed, ResultTotals } from '../../../shared/host/types';
import { allWins, highScores } from '../../../shared/stats/high-scores';
import { chronological } from '../../../shared/stats/order';
import { summarize, type StatsSummary } from '../../../shared/stats/summary';
import { arbResult } from './fixtures';

const arbHelp: fc.Arbitrary<HelpUsed | undefined> = fc.option(
  fc.record({ hints: fc.constantFrom(0, 0, 1, 3), undoToWinnable: fc.boolean(), watchedSolver: fc.boolean() }),
  { nil: undefined },
);

/** A result as a host stores it: with the help reported (or none, from before it was kept), unranked when held from a position. */
const arbVouched: fc.Arbitrary<GameResult> = fc
  .record({ r: arbResult, help: arbHelp, fromPosition: fc.boolean() })
  .map(({ r, help, fromPosition }) => ({
    ...r,
    ...(help !== undefined ? { help } : {}),
    ...(fromPosition || r.deal === null ? { deal: null, unranked: true as const } : {}),
  }));

/** Longer lists than the summary tests use, so that many results go past the top tens into the totals. */
const arbResults = fc.array(arbVouched, { minLength: 40, maxLength: 200 });

function recordAll(results: readonly GameResult[], cap: number): { kept: GameResult[]; totals: ResultTotals } {
  let kept: GameResult[] = [];
  let totals = EMPTY_TOTALS;
  for (const r of results) ({ results: kept, totals } = foldResults([...kept, r], totals, cap));
  return { kept, totals };
}

// The rules, said again here so the reference does not lean on the code it checks.
/** Counted only when held from a numbered deal. */
const ranked = (r: GameResult): boolean => r.deal !== null && r.unranked !== true;
/** Any hint, Undo to winnable or Watch the solver is help; a result without `help` had none. */
const helped = (r: GameResult): boolean => r.help !== undefined && (r.help.hints > 0 || r.help.undoToWinnable || r.help.watchedSolver);

/** The statistics straight from the full list (oldest first), one result at a time. */
function reference(all: readonly GameResult[], game: GameId | null): StatsSummary {
  const mine = all.filter((r) => ranked(r) && (game === null || r.game === game));
  const wins = mine.filter((r) => r.won);
  let run = 0;
  let bestStreak = 0;
  for (const r of mine) {
    run = r.won ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  const total = (xs: readonly GameResult[], pick: (r: GameResult) => number): number => xs.reduce((a, r) => a + pick(r), 0);
  return {
    played: mine.length,
    won: wins.length,
    wonWithoutHelp: wins.filter((r) => !helped(r)).length,
    lost: mine.length - wins.length,
    winRate: mine.length === 0 ? null : wins.length / mine.length,
    currentStreak: run,
    bestStreak,
    bestScore: mine.length === 0 ? null : Math.max(...mine.map((r) => r.score)),
    fastestWin: wins.length === 0 ? null : Math.min(...wins.map((r) => r.seconds)),
    averageWinSeconds: wins.length === 0 ? null : total(wins, (r) => r.seconds) / wins.length,
    averageMoves: mine.length === 0 ? null : total(mine, (r) => r.moves) / mine.length,
    averageWinMoves: wins.length === 0 ? null : total(wins, (r) => r.moves) / wins.length,
  };
}

/** Whether `kept` is `all` with some left out, in the same order (nothing made up, nothing twice). */
function isSubsequence(kept: readonly GameResult[], all: readonly GameResult[]): boolean {
  let i = 0;
  for (const r of all) if (kept[i] === r) i++;
  return i === kept.length;
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
        // every ranked result is kept or in the totals; an unranked one folded away is gone
        expect(isSubsequence(kept, all)).toBe(true);
        expect(kept.filter(ranked).length + totals.all.played).toBe(all.filter(ranked).length);
        expect(kept.length).toBeLessThanOrEqual(Math.max(cap, 0) + GAME_IDS.length * 10);
        expect(summarize(all)).toEqual(reference(all, null));
        expect(summarize(kept, null, totals)).toEqual(reference(all, null));
        for (const game of GAME_IDS) {
          expect(summarize(kept, game, totals)).toEqual(reference(all, game));
          expect(highScores(kept, { game })).toEqual(highScores(all, { game }));
          expect(allWins(kept, { game })).toEqual(allWins(all, { game }));
        }
      }),
      { numRuns: 300 },
    );
    // the property was about folding: many results went into totals
    expect(folded).toBeGreaterThan(1000);
  });

  it('an unranked win holds no place in a top ten: the ranked wins of the table are kept', () => {
    const at = (minute: number): string => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
    const rankedWin: GameResult = { game: 'citadel', deal: 3, won: true, score: 400, seconds: 90, moves: 60, finishedAt: at(0) };
    const positions = Array.from({ length: 10 }, (_, i): GameResult => ({ game: 'citadel', deal: null, unranked: true, won: true, score: 1705, seconds: 0, moves: 1, finishedAt: at(1 + i) }));
    const losses = Array.from({ length: 5 }, (_, i): GameResult => ({ game: 'citadel', deal: 4 + i, won: false, score: 20, seconds: 30, moves: 9, finishedAt: at(20 + i) }));
    const all = [rankedWin, ...positions, ...losses];
    const { kept, totals } = recordAll(all, 3);
    expect(kept).toContain(rankedWin);
    expect(highScores(kept, { game: 'citadel' })).toEqual([{ rank: 1, result: rankedWin }]);
    expect(summarize(kept, 'citadel', totals)).toEqual(reference(all, 'citadel'));
  });

  it('changes nothing at or below the cap', () => {
    const r: GameResult = { game: 'citadel', deal: 1, won: true, score: 900, seconds: 60, moves: 70, finishedAt: '2026-11-30T10:00:00.000Z' };
    expect(foldResults([r, r], EMPTY_TOTALS, 2)).toEqual({ results: [r, r], totals: EMPTY_TOTALS });
  });
});
