import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allWins, bestPerDeal, compareResults, highScoreRank, highScores, HIGH_SCORE_PLACES } from '../../../shared/stats';
import { arbResults, result } from './fixtures';

const day = (n: number): string => `2026-04-${String(n).padStart(2, '0')}T12:00:00Z`;

describe('highScores', () => {
  const wins = Array.from({ length: 12 }, (_, i) =>
    result({ finishedAt: day(i + 1), won: true, score: 1000 + (i % 6) * 100, seconds: 100 + i }),
  );

  it('keeps the ten best wins: score down, then time up', () => {
    const table = highScores(wins, { game: 'beleaguered-castle' });
    expect(table).toHaveLength(HIGH_SCORE_PLACES);
    expect(table.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(table.map((e) => [e.result.score, e.result.seconds])[0]).toEqual([1500, 105]);
    expect(table.map((e) => [e.result.score, e.result.seconds])[1]).toEqual([1500, 111]);
  });

  it('puts the earlier game first when score and time are equal', () => {
    const a = result({ finishedAt: day(2), won: true, score: 900 });
    const b = result({ finishedAt: day(1), won: true, score: 900 });
    expect(highScores([a, b], { game: 'beleaguered-castle' }).map((e) => e.result)).toEqual([b, a]);
  });

  it('leaves out losses, other games and other daily deals', () => {
    const rs = [
      result({ finishedAt: day(1), won: false, score: 200 }),
      result({ finishedAt: day(2), won: true, score: 1200, game: 'citadel' }),
      result({ finishedAt: day(3), won: true, score: 1300, daily: '2026-04-03' }),
      result({ finishedAt: day(4), won: true, score: 1100, daily: '2026-04-04' }),
    ];
    expect(highScores(rs, { game: 'beleaguered-castle' }).map((e) => e.result.score)).toEqual([1300, 1100]);
    expect(highScores(rs, { game: 'beleaguered-castle', daily: '2026-04-04' }).map((e) => e.result.score)).toEqual([1100]);
    expect(highScores(rs, { game: 'fortress' })).toEqual([]);
  });

  it('finds the rank of a given result, or null outside the ten', () => {
    const worst = wins.reduce((w, r) => (compareResults(r, w) > 0 ? r : w));
    const best = wins.reduce((w, r) => (compareResults(r, w) < 0 ? r : w));
    expect(highScoreRank(wins, { game: 'beleaguered-castle' }, best)).toBe(1);
    expect(highScoreRank(wins, { game: 'beleaguered-castle' }, worst)).toBeNull();
    expect(highScoreRank(wins, { game: 'beleaguered-castle' }, { ...best, finishedAt: day(30) })).toBeNull();
  });

  it('is sorted, at most ten long, and made of wins only, for any results', () => {
    fc.assert(
      fc.property(arbResults, (rs) => {
        const table = highScores(rs, { game: 'beleaguered-castle' });
        expect(table.length).toBeLessThanOrEqual(HIGH_SCORE_PLACES);
        table.forEach((e, i) => {
          expect(e.result.won).toBe(true);
          expect(highScoreRank(rs, { game: 'beleaguered-castle' }, e.result)).toBeLessThanOrEqual(i + 1);
          const next = table[i + 1];
          if (next) expect(compareResults(e.result, next.result)).toBeLessThanOrEqual(0);
        });
      }),
    );
  });
});

describe('wins with help', () => {
  const watched = { hints: 0, undoToWinnable: false, watchedSolver: true };
  // the solver played most of this one: the best score of all, and no place above a win without help
  const helped = result({ finishedAt: day(1), won: true, score: 1900, help: watched });
  const hinted = result({ finishedAt: day(2), won: true, score: 1500, help: { hints: 13, undoToWinnable: true, watchedSolver: false } });
  const own = result({ finishedAt: day(3), won: true, score: 1200 });
  // a result from before help was kept had none
  const older = result({ finishedAt: day(4), won: true, score: 1000 });
  const noneTaken = result({ finishedAt: day(5), won: true, score: 900, help: { hints: 0, undoToWinnable: false, watchedSolver: false } });
  const table = { game: 'beleaguered-castle' } as const;

  it('take no place in the high scores: the table lists the wins without help', () => {
    const rs = [helped, hinted, own, older, noneTaken];
    expect(highScores(rs, table).map((e) => [e.rank, e.result.score])).toEqual([
      [1, 1200],
      [2, 1000],
      [3, 900],
    ]);
    expect(highScoreRank(rs, table, helped)).toBeNull();
    expect(highScoreRank(rs, table, own)).toBe(1);
    expect(highScoreRank(rs, { ...table, daily: '2026-04-01' }, { ...helped, daily: '2026-04-01' })).toBeNull();
  });

  it('are shown, marked and without a place, among every win; the others keep their places', () => {
    const rs = [helped, hinted, own, older, noneTaken];
    expect(allWins(rs, table).map((e) => [e.rank, e.result.score, e.withHelp])).toEqual([
      [null, 1900, true],
      [null, 1500, true],
      [1, 1200, false],
      [2, 1000, false],
      [3, 900, false],
    ]);
  });

  it('every win without help has the same place in both views, for any results', () => {
    const arbHelped = arbResults.map((rs) => rs.map((r, i) => (i % 3 === 0 ? { ...r, help: watched } : r)));
    fc.assert(
      fc.property(arbHelped, (rs) => {
        const places = new Map(highScores(rs, table).map((e) => [e.result, e.rank]));
        const every = allWins(rs, table);
        expect(every.length).toBeLessThanOrEqual(HIGH_SCORE_PLACES);
        for (const e of every) {
          expect(e.withHelp).toBe(e.result.help?.watchedSolver === true);
          expect(e.rank).toBe(e.withHelp ? null : places.get(e.result));
        }
        for (const e of highScores(rs, table)) expect(e.result.help).toBeUndefined();
      }),
    );
  });
});

describe('bestPerDeal', () => {
  it('keeps a win over a higher-scoring loss, and counts the plays', () => {
    const rs = [
      result({ finishedAt: day(1), deal: 7, won: false, score: 200 }),
      result({ finishedAt: day(2), deal: 7, won: true, score: 150 + 500 }),
      result({ finishedAt: day(3), deal: 3, won: false, score: 40 }),
      result({ finishedAt: day(4), deal: null, won: true, score: 1900 }),
      result({ finishedAt: day(5), deal: 3, won: false, score: 45, game: 'citadel' }),
    ];
    const records = bestPerDeal(rs, 'beleaguered-castle');
    expect(records.map((d) => [d.deal, d.played, d.won, d.best.score])).toEqual([
      [3, 1, 0, 40],
      [7, 2, 1, 650],
    ]);
    expect(bestPerDeal(rs).map((d) => d.game)).toEqual(['beleaguered-castle', 'beleaguered-castle', 'citadel']);
  });

  it('has as many plays as numbered games, for any results', () => {
    fc.assert(
      fc.property(arbResults, (rs) => {
        const records = bestPerDeal(rs);
        expect(records.reduce((n, d) => n + d.played, 0)).toBe(rs.filter((r) => r.deal !== null).length);
        for (const d of records) expect(d.won).toBeLessThanOrEqual(d.played);
      }),
    );
  });
});
