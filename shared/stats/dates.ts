// Local calendar dates as `YYYY-MM-DD` strings. Statistics never read the machine's clock or time
// zone themselves: the caller passes today's date and a function from an ISO instant to a local
// date, so tests are deterministic and a player's days do not move when they travel.

/** Turns an ISO 8601 instant into the local date it fell on, or null when it is not a valid instant. */
export type LocalDateOf = (iso: string) => string | null;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * True for a real calendar date written `YYYY-MM-DD` (so `2026-02-30` is not one): the one date check
 * of the app. IPC payloads, saved games, results, the daily deal and the statistics all call it.
 */
export function isLocalDate(text: string): boolean {
  const m = DATE_PATTERN.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days in a month, month 1..12. */
/** The player's local date as YYYY-MM-DD. */
export function localDateString(d: Date): string {
  const pad = (n: number, w: number): string => String(n).padStart(w, '0');
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1, 2)}-${pad(d.getDate(), 2)}`;
}

export function daysInMonth(year: number, month: number): number {
  // by the leap-year rule, not Date.UTC, which reads years 0-99 as 1900-1999 (and 0000-02-29 is real)
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 ? (leap ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The `YYYY-MM-DD` of a Date's UTC fields: dates are computed in UTC so no local zone leaks in. */
function utcDateString(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Local dates at a fixed offset from UTC, in minutes east (Stockholm in winter: 60, Nairobi: 180). */
export function dateAtOffset(offsetMinutes: number): LocalDateOf {
  return (iso) => {
    const t = Date.parse(iso);
    if (Number.isNaN(t) || !Number.isFinite(offsetMinutes)) return null;
    return utcDateString(new Date(t + offsetMinutes * 60_000));
  };
}

/** Local dates in the zone of the machine running it, daylight saving included: for the renderer. */
export const systemLocalDate: LocalDateOf = (iso) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The date `days` later (or earlier, when negative). The input must be a valid local date. */
export function addDays(date: string, days: number): string {
  return utcDateString(new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY));
}

/** Day of the week, 0 = Monday ... 6 = Sunday (ISO order, as calendars in sw and sv start on Monday). */
export function isoWeekday(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** `YYYY-MM` of a month, month 1..12. */
export function monthKey(year: number, month: number): string {
  return `${pad(year, 4)}-${pad(month)}`;
}
