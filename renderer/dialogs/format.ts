import { formatClock } from '../table/format-time';

// How the dialogs write numbers, times and dates in the player's language.

/** `4:07`, or the dash for "none yet". */
export const formatSeconds = (seconds: number | null, none: string): string =>
  seconds === null ? none : formatClock(Math.round(seconds));

export const formatPercent = (rate: number | null, locale: string, none: string): string =>
  rate === null ? none : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);

export const formatNumber = (n: number | null, locale: string, none: string, digits = 0): string =>
  n === null ? none : new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);

/** A local date `YYYY-MM-DD` written for the locale (read as UTC so no zone moves the day). */
export function formatLocalDate(date: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: style === 'long' ? 'long' : 'medium', timeZone: 'UTC' }).format(d);
}

/** When a game finished, in the machine's zone. */
export function formatInstant(iso: string, locale: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d);
}

/** `November 2026` in the locale. */
export const formatMonth = (year: number, month: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));

/** Short weekday names from Monday, for the calendar's head. */
export function weekdayNames(locale: string): string[] {
  const monday = Date.UTC(2024, 0, 1); // a Monday
  const f = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(monday + i * 86_400_000)));
}
