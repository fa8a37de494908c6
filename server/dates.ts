import { isDateString } from '../shared/solver/services/daily';
import { badRequest } from './http-error';

// Which calendar dates are "today" somewhere on Earth at an instant: local time runs from UTC-12
// (Baker Island) to UTC+14 (Kiribati), so at any moment two or three dates are current.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const EARLIEST_OFFSET_HOURS = -12;
export const LATEST_OFFSET_HOURS = 14;

const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export interface CurrentDates {
  readonly earliest: string;
  readonly latest: string;
}

export function currentDates(atMs: number): CurrentDates {
  return { earliest: utcDate(atMs + EARLIEST_OFFSET_HOURS * HOUR), latest: utcDate(atMs + LATEST_OFFSET_HOURS * HOUR) };
}

/** YYYY-MM-DD strings compare as dates. */
export function isCurrentSomewhere(date: string, atMs: number): boolean {
  const { earliest, latest } = currentDates(atMs);
  return earliest <= date && date <= latest;
}

/** All the dates current somewhere at `atMs`, earliest first. */
export function currentDateList(atMs: number): string[] {
  const { earliest, latest } = currentDates(atMs);
  const out: string[] = [];
  for (let t = Date.parse(`${earliest}T00:00:00Z`); utcDate(t) <= latest; t += DAY) out.push(utcDate(t));
  return out;
}

/** `date` days before (negative) or after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return utcDate(Date.parse(`${date}T00:00:00Z`) + days * DAY);
}

/** A date from a URL: a real calendar date or a 400. */
export function requireDate(date: string): string {
  if (!isDateString(date)) throw badRequest(`"${date}" is not a calendar date written YYYY-MM-DD`);
  return date;
}

/**
 * The dates whose daily deals the server keeps computed, most wanted first: the current dates, the
 * next one (tomorrow somewhere soon), then `historyDays` back from the earliest, newest first.
 */
export function dealDates(atMs: number, historyDays: number): string[] {
  const current = currentDateList(atMs);
  const out = [...current, addDays(current.at(-1)!, 1)];
  for (let d = 1; d <= historyDays; d++) out.push(addDays(current[0]!, -d));
  return out;
}
