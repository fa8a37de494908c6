import { formatClock } from '../table/format-time';
import { formatIsoDate } from '../../shared/i18n/format-params';

// How the dialogs write numbers, times and dates in the player's language.

/** `4:07`, or the dash for "none yet". */
export const formatSeconds = (seconds: number | null, none: string): string =>
  seconds === null ? none : formatClock(Math.round(seconds));

export const formatPercent = (rate: number | null, locale: string, none: string): string =>
  rate === null ? none : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);

export const formatNumber = (n: number | null, locale: string, none: string, digits = 0): string =>
  n === null ? none : new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);

/**
 * A local date `YYYY-MM-DD` written for the locale, as every date the player reads is (medium: `Dec 6,
 * 2026`, `6 dec. 2026`); `long` only where a date is spoken whole (the calendar's days).
 */
export function formatLocalDate(date: string, locale: string, style: 'medium' | 'long' = 'medium'): string {
  return formatIsoDate(date, locale, style);
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
