import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_IDS } from '../../../shared/engine';
import { summarize, chronological } from '../../../shared/stats';
import { NO_TOTALS } from '../../../shared/host/results-fold';
import { arbResults, result } from './fixtures';

const games = [
  result({ finishedAt: '2026-03-01T10:00:00Z', won: true, score: 1500, seconds: 300, moves: 90 }),
  result({ finishedAt: '2026-03-01T11:00:00Z', won: true, score: 1600, seconds: 200, moves: 110 }),
  result({ finishedAt: '2026-03-02T09:00:00Z', won: false, score: 120, seconds: 500, moves: 40 }),
  result({ finishedAt: '2026-03-03T09:00:00Z', won: true, score: 1400, seconds: 400, moves: 100 }),
  result({ finishedAt: '2026-03-03T10:00:00Z', game: 'fortress', won: false, score: 60, moves: 10 }),
];

describe('summarize', () => {
  it('counts one game', () => {
    expect(summarize(games, 'beleaguered-castle')).toEqual({
      played: 4,
      won: 3,
      wonWithoutHelp: 3,
      lost: 1,
      winRate: 0.75,
      currentStreak: 1,
      bestStreak: 2,
      bestScore: 1600,
      fastestWin: 200,
      averageWinSeconds: 300,
      averageMoves: 85,
      averageWinMoves: 100,
    });
  });

  it('counts all games together, in the order they finished', () => {
    const all = summarize([...games].reverse());
    expect(all.played).toBe(5);
    expect(all.currentStreak).toBe(0);
    expect(all.bestStreak).toBe(2);
    expect(all.averageMoves).toBe(70);
    // the mean of a win's moves leaves the lost games out: (90 + 110 + 100) / 3
    expect(all.averageWinMoves).toBe(100);
  });

  it('has no rates or bests before the first game or win', () => {
    expect(summarize([], 'citadel')).toEqual({
      played: 0,
      won: 0,
      wonWithoutHelp: 0,
      lost: 0,
      winRate: null,
      currentStreak: 0,
      bestStreak: 0,
      bestScore: null,
      fastestWin: null,
      averageWinSeconds: null,
      averageMoves: null,
      averageWinMoves: null,
    });
    const lostOnly = summarize(games, 'fortress');
    expect(lostOnly.fastestWin).toBeNull();
    expect(lostOnly.winRate).toBe(0);
    expect(lostOnly.bestScore).toBe(60);
  });

  it('averages the moves of wins with the wins folded away, or, in totals folded before their moves were kept, without them', () => {
    const castle = { ...NO_TOTALS, played: 4, won: 2, moves: 4 * 60, winMoves: 2 * 80 };
    const folded = (t: typeof castle | Omit<typeof castle, 'winMoves'>) => ({ inStreak: 0, all: t, byGame: { 'beleaguered-castle': t } });
    // (90 + 110 + 100 + 160) / 5, and (90 + 110 + 100 + 40 + 240) / 8
    expect(summarize(games, 'beleaguered-castle', folded(castle)).averageWinMoves).toBe(92);
    expect(summarize(games, 'beleaguered-castle', folded(castle)).averageMoves).toBe(72.5);
    const { winMoves: _unknown, ...before } = castle;
    expect(summarize(games, 'beleaguered-castle', folded(before)).averageWinMoves).toBe(100);
  });

  it('keeps a bad timestamp at the end instead of dropping the game', () => {
    const bad = result({ finishedAt: 'yesterday', won: true });
    expect(chronological([bad, ...games])).toEqual([...games, bad]);
  });
});

describe('summarize, for any results', () => {
  it('has won + lost = played, streaks within the wins, the current streak within the best', () => {
    fc.assert(
      fc.property(arbResults, fc.constantFrom(null, ...GAME_IDS), (rs, game) => {
        const s = summarize(rs, game);
        expect(s.won + s.lost).toBe(s.played);
        expect(s.bestStreak).toBeLessThanOrEqual(s.won);
        expect(s.currentStreak).toBeLessThanOrEqual(s.bestStreak);
        if (s.played > 0) expect(s.winRate).toBeCloseTo(s.won / s.played);
        if (s.fastestWin !== null) expect(s.fastestWin).toBeLessThanOrEqual(s.averageWinSeconds!);
      }),
    );
  });

  it('over all games adds up the games one by one', () => {
    fc.assert(
      fc.property(arbResults, (rs) => {
        const perGame = GAME_IDS.map((g) => summarize(rs, g));
        const all = summarize(rs);
        expect(perGame.reduce((n, s) => n + s.played, 0)).toBe(all.played);
        expect(perGame.reduce((n, s) => n + s.won, 0)).toBe(all.won);
      }),
    );
  });
});
