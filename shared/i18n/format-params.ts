// A message's parameters as the player's language writes them, through Intl: numbers with the
// language's grouping and digits, and calendar dates (`YYYY-MM-DD`, the form the app keeps them in)
// as the language's medium date. Deal numbers and their bound are typed back by players (Open Deal),
// so they are written without grouping. Used by the renderer's message compiler and main's translate,
// so a number or a date reads the same everywhere.

/** Parameters that name something a player may type back: digits alone, no grouping. */
const TYPED_NUMBERS: ReadonlySet<string> = new Set(['deal', 'max']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, grouping: boolean): Intl.NumberFormat {
  const key = `${locale} ${grouping}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, { useGrouping: grouping, maximumFractionDigits: 2 })));
  return f;
}

/** A calendar date `YYYY-MM-DD` as the locale writes it (read as UTC, so no time zone moves the day). */
export function formatIsoDate(date: string, locale: string, style: 'medium' | 'long' = 'medium'): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (!ISO_DATE.test(date) || Number.isNaN(d.getTime())) return date;
  const key = `${locale} ${style}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' })));
  return f.format(d);
}

/** A number as the locale writes it: `1,234` in English, `1 234` in Swedish. */
export const formatCount = (n: number, locale: string): string => numberFormat(locale, true).format(n);

/** The parameter `name` with `value`, as `locale` writes it; anything but a number or a date as it is. */
export function formatParam(locale: string, name: string, value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return numberFormat(locale, !TYPED_NUMBERS.has(name)).format(value);
  if (typeof value === 'string' && name === 'date' && ISO_DATE.test(value)) return formatIsoDate(value, locale);
  return value;
}
