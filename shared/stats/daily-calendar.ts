import type { GameId } from '../engine/games';
import { err, ok, type Result } from '../engine/result';
import type { GameResult } from '../host/types';
import { addDays, daysInMonth, isLocalDate, isoWeekday, monthKey } from './dates';
import { compareResults } from './high-scores';
import { isRanked } from './ranked';

export interface CalendarDay {
  readonly date: string;
  /** Day of the month, 1..31. */
  readonly day: number;
  readonly isToday: boolean;
  /** A day whose deal does not exist yet: it cannot be played. */
  readonly isFuture: boolean;
  /** Times that day's deal was played (on any date: a past day's deal played later counts here). */
  readonly plays: number;
  readonly won: boolean;
  /** The best game of that day's deal: a win before a loss, then as high scores rank. */
  readonly best: GameResult | null;
}

export interface CalendarMonth {
  readonly year: number;
  /** 1..12 */
  readonly month: number;
  /** Empty cells before day 1 in a week starting on Monday. */
  readonly leadingBlanks: number;
  readonly days: readonly CalendarDay[];
}

const isBetter = (a: GameResult, b: GameResult): boolean => (a.won !== b.won ? a.won : compareResults(a, b) < 0);

/** The daily deals of one game in one month: what the calendar shows. */
export function dailyCalendar(
  results: readonly GameResult[],
  game: GameId,
  year: number,
  month: number,
  today: string,
): Result<CalendarMonth, string> {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return err(`the year ${year} is not a calendar year`);
  if (!Number.isInteger(month) || month < 1 || month > 12) return err(`the month ${month} is not 1 to 12`);
  if (!isLocalDate(today)) return err(`today's date "${today}" is not YYYY-MM-DD`);
  const prefix = `${monthKey(year, month)}-`;
  const byDate = new Map<string, GameResult[]>();
  for (const r of results) {
    if (r.game !== game || r.daily === undefined || !isRanked(r) || !r.daily.startsWith(prefix)) continue;
    byDate.set(r.daily, [...(byDate.get(r.daily) ?? []), r]);
  }
  const days = Array.from({ length: daysInMonth(year, month) }, (_, i): CalendarDay => {
    const date = `${prefix}${String(i + 1).padStart(2, '0')}`;
    const plays = byDate.get(date) ?? [];
    const best = plays.reduce<GameResult | null>((b, r) => (b === null || isBetter(r, b) ? r : b), null);
    return {
      date,
      day: i + 1,
      isToday: date === today,
      isFuture: date > today,
      plays: plays.length,
      won: plays.some((r) => r.won),
      best,
    };
  });
  return ok({ year, month, leadingBlanks: isoWeekday(`${prefix}01`), days });
}

/** The dates (deal dates, not play dates) whose daily deal was won, of one game or of any (null). */
function wonDailyDates(results: readonly GameResult[], game: GameId | null): Set<string> {
  const dates = new Set<string>();
  for (const r of results) {
    if (r.won && r.daily !== undefined && isRanked(r) && isLocalDate(r.daily) && (game === null || r.game === game)) dates.add(r.daily);
  }
  return dates;
}

/**
 * The daily streak: consecutive days up to today whose daily deal is won. Today not yet won does not
 * break it (counting starts from yesterday then). The rule for past days, stated in `daily.streakRule`:
 * a day counts by the deal's date, not the day it was played, so winning a missed day's deal later
 * fills that day and can mend the streak. A date after today is ignored. 0 for a bad `today`.
 */
export function dailyStreak(results: readonly GameResult[], game: GameId | null, today: string): number {
  if (!isLocalDate(today)) return 0;
  const won = wonDailyDates(results, game);
  let day = won.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (won.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The longest run of consecutive won daily dates, up to today. */
export function bestDailyStreak(results: readonly GameResult[], game: GameId | null, today: string): number {
  if (!isLocalDate(today)) return 0;
  const won = [...wonDailyDates(results, game)].filter((d) => d <= today);
  const set = new Set(won);
  let best = 0;
  for (const date of won) {
    if (set.has(addDays(date, -1))) continue; // not the start of a run
    let length = 1;
    while (set.has(addDays(date, length))) length += 1;
    best = Math.max(best, length);
  }
  return best;
}
