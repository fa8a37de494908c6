// Games held from a position (unranked) are kept and counted nowhere; wins with help are told apart.
import { describe, expect, it } from 'vitest';
import { bestDailyStreak, bestPerDeal, dailyCalendar, dailyStreak, dateAtOffset, hadHelp, highScores, isRanked, recentDays, summarize } from '../../../shared/stats';
import { result } from './fixtures';

const help = (hints: number, undoToWinnable = false, watchedSolver = false) => ({ hints, undoToWinnable, watchedSolver });
const unranked = result({ finishedAt: '2026-03-01T10:00:00Z', deal: null, unranked: true, won: true, score: 1705, seconds: 0, moves: 1, daily: '2026-03-01' });
const legacyPosition = result({ finishedAt: '2026-03-01T11:00:00Z', deal: null, won: true, score: 1700, seconds: 5, moves: 1 });

describe('unranked games and help', () => {
  it('an unranked game, or one without a deal number, counts in no statistic, streak, table or chart', () => {
    const list = [unranked, legacyPosition];
    expect(list.map(isRanked)).toEqual([false, false]);
    expect(summarize(list)).toMatchObject({ played: 0, won: 0, bestScore: null, currentStreak: 0 });
    expect(highScores(list, { game: 'beleaguered-castle' })).toEqual([]);
    expect(highScores(list, { game: 'beleaguered-castle', daily: '2026-03-01' })).toEqual([]);
    expect(bestPerDeal(list)).toEqual([]);
    expect(dailyStreak(list, null, '2026-03-01')).toBe(0);
    expect(bestDailyStreak(list, null, '2026-03-01')).toBe(0);
    const march = dailyCalendar(list, 'beleaguered-castle', 2026, 3, '2026-03-31');
    expect(march.ok && march.value.days[0]).toMatchObject({ plays: 0, won: false, best: null });
    expect(recentDays(list, '2026-03-01', dateAtOffset(0), { days: 1 })).toEqual([{ date: '2026-03-01', played: 0, won: 0 }]);
  });

  it('counts wins without help beside all wins; a result from before help was kept has none', () => {
    const list = [
      result({ finishedAt: '2026-03-01T10:00:00Z', won: true, help: help(0) }),
      result({ finishedAt: '2026-03-01T11:00:00Z', won: true, help: help(2) }),
      result({ finishedAt: '2026-03-01T12:00:00Z', won: true, help: help(0, true) }),
      result({ finishedAt: '2026-03-01T13:00:00Z', won: true, help: help(0, false, true) }),
      result({ finishedAt: '2026-03-01T14:00:00Z', won: true }),
      result({ finishedAt: '2026-03-01T15:00:00Z', won: false, help: help(5) }),
    ];
    expect(list.map(hadHelp)).toEqual([false, true, true, true, false, true]);
    expect(summarize(list)).toMatchObject({ played: 6, won: 5, wonWithoutHelp: 2 });
  });
});
