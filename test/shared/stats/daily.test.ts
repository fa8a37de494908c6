import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestDailyStreak, dailyCalendar, dailyStreak, recentDays, dateAtOffset, addDays } from '../../../shared/stats';
import { arbResults, result } from './fixtures';

const daily = (date: string, won: boolean, over: Partial<Parameters<typeof result>[0]> = {}) =>
  result({ daily: date, won, finishedAt: `${date}T18:00:00Z`, deal: 42, ...over });

describe('dailyCalendar', () => {
  const rs = [
    daily('2026-02-01', false, { score: 80 }),
    daily('2026-02-01', true, { score: 1500, seconds: 400 }),
    daily('2026-02-01', true, { score: 1500, seconds: 300 }),
    // the deal of 3 February, played on the 20th: it fills the 3rd
    daily('2026-02-03', true, { finishedAt: '2026-02-20T08:00:00Z', score: 1200 }),
    daily('2026-02-05', false, { score: 30 }),
    daily('2026-02-05', true, { game: 'citadel' }),
    daily('2026-03-01', true),
  ];

  it('marks played and won days with their best result', () => {
    const month = dailyCalendar(rs, 'beleaguered-castle', 2026, 2, '2026-02-10');
    if (!month.ok) throw new Error(month.error);
    expect(month.value.days).toHaveLength(28);
    // 1 February 2026 is a Sunday: six blanks before it in a week that starts on Monday
    expect(month.value.leadingBlanks).toBe(6);
    const [d1, d2, d3, , d5] = month.value.days;
    expect(d1).toMatchObject({ date: '2026-02-01', day: 1, plays: 3, won: true, isFuture: false });
    expect(d1!.best).toMatchObject({ score: 1500, seconds: 300 });
    expect(d2).toMatchObject({ plays: 0, won: false, best: null });
    expect(d3).toMatchObject({ plays: 1, won: true });
    expect(d5).toMatchObject({ plays: 1, won: false });
    expect(d5!.best!.score).toBe(30);
    expect(month.value.days[9]).toMatchObject({ isToday: true, isFuture: false });
    expect(month.value.days[10]).toMatchObject({ isToday: false, isFuture: true });
  });

  it('answers an error for a bad month or date', () => {
    expect(dailyCalendar(rs, 'citadel', 2026, 13, '2026-02-10')).toMatchObject({ ok: false });
    expect(dailyCalendar(rs, 'citadel', 2026, 0, '2026-02-10')).toMatchObject({ ok: false });
    expect(dailyCalendar(rs, 'citadel', 2026, 2, '2026-02-30')).toMatchObject({ ok: false });
    const leap = dailyCalendar([], 'citadel', 2028, 2, '2028-02-29');
    expect(leap.ok && leap.value.days.length).toBe(29);
  });
});

describe('dailyStreak', () => {
  const wins = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-05', '2026-05-06'].map((d) => daily(d, true));

  it('counts won days back from today, or from yesterday while today is not won yet', () => {
    expect(dailyStreak(wins, 'beleaguered-castle', '2026-05-06')).toBe(2);
    expect(dailyStreak(wins, 'beleaguered-castle', '2026-05-07')).toBe(2);
    expect(dailyStreak(wins, 'beleaguered-castle', '2026-05-08')).toBe(0);
    expect(dailyStreak(wins, 'citadel', '2026-05-06')).toBe(0);
    expect(dailyStreak(wins, null, '2026-05-06')).toBe(2);
  });

  it('is mended by winning the missed day later', () => {
    const mended = [...wins, daily('2026-05-04', true, { finishedAt: '2026-05-06T20:00:00Z' })];
    expect(dailyStreak(mended, 'beleaguered-castle', '2026-05-06')).toBe(6);
    expect(bestDailyStreak(mended, 'beleaguered-castle', '2026-05-06')).toBe(6);
  });

  it('is not made by losses, and is 0 for a bad date', () => {
    expect(dailyStreak([daily('2026-05-06', false)], null, '2026-05-06')).toBe(0);
    expect(dailyStreak(wins, null, 'today')).toBe(0);
  });

  it('never exceeds the best streak or the won daily days, for any results', () => {
    fc.assert(
      fc.property(arbResults, fc.integer({ min: 0, max: 100 }), (rs, offset) => {
        const today = addDays('2026-01-01', offset);
        const streak = dailyStreak(rs, null, today);
        const wonDays = new Set(rs.filter((r) => r.won && r.daily && r.daily <= today).map((r) => r.daily)).size;
        expect(streak).toBeLessThanOrEqual(bestDailyStreak(rs, null, today));
        expect(bestDailyStreak(rs, null, today)).toBeLessThanOrEqual(wonDays);
      }),
    );
  });
});

describe('recentDays', () => {
  it('counts the last 30 local dates, oldest first, in the given time zone', () => {
    const rs = [
      result({ finishedAt: '2026-06-29T23:30:00Z', won: true }), // 30 June in Nairobi (UTC+3)
      result({ finishedAt: '2026-06-30T10:00:00Z', won: false }),
      result({ finishedAt: '2026-05-31T20:00:00Z', won: true }), // 31 May, before the window
      result({ finishedAt: 'not a date', won: true }),
    ];
    const days = recentDays(rs, '2026-06-30', dateAtOffset(180));
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2026-06-01');
    expect(days[29]).toEqual({ date: '2026-06-30', played: 2, won: 1 });
    expect(days.reduce((n, d) => n + d.played, 0)).toBe(2);
    expect(recentDays(rs, '2026-06-30', dateAtOffset(0))[28]).toEqual({ date: '2026-06-29', played: 1, won: 1 });
  });

  it('has won within played on every day, for any results', () => {
    fc.assert(
      fc.property(arbResults, fc.integer({ min: -720, max: 840 }), (rs, offset) => {
        for (const d of recentDays(rs, '2026-03-15', dateAtOffset(offset), { game: null }))
          expect(d.won).toBeLessThanOrEqual(d.played);
      }),
    );
  });
});
