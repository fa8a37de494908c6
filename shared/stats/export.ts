import type { ExportFile, ExportMimeType, GameResult } from '../host/types';
import { isLocalDate } from './dates';

// Exports of the recorded games, for a spreadsheet (CSV) or another program (JSON). The host or the
// browser's download saves the text; these only make it.

export const CSV_COLUMNS = ['game', 'deal', 'daily', 'won', 'score', 'seconds', 'moves', 'finishedAt'] as const;

/** What the host saves: the text, a proposed file name and its type. */
export type ResultsExport = ExportFile;

/** What a spreadsheet may run as a formula: a cell that starts with = + - @, or a tab or CR (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as a spreadsheet reads it, minus sign and all: no formula, so it stays a number. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * A field quoted as RFC 4180 asks: only when it holds a comma, a quote or a line break; quotes doubled.
 * A cell that a spreadsheet would run as a formula (CSV injection) gets a `'` first, so it shows as
 * the text it is; a plain number, even a negative one, is left as it is.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The extension each export type is saved with. */
export const EXPORT_EXTENSIONS: Readonly<Record<ExportMimeType, string>> = { 'application/json': 'json', 'text/csv': 'csv' };

/**
 * A file name (or path) with the extension its type needs, so the file opens in the right program:
 * kept when it has it (in any case), the other export type's replaced (`stats.csv` for JSON is
 * `stats.json`), added otherwise (`results` is `results.json`, `my.stats` is `my.stats.json`).
 */
export function nameForType(name: string, mimeType: ExportMimeType): string {
  const wanted = EXPORT_EXTENSIONS[mimeType];
  const folder = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
  const dot = name.lastIndexOf('.');
  const extension = dot > folder ? name.slice(dot + 1).toLowerCase() : '';
  if (extension === wanted) return name;
  const ours = (Object.values(EXPORT_EXTENSIONS) as string[]).includes(extension);
  const base = ours || dot === name.length - 1 ? name.slice(0, dot) : name;
  return `${base}.${wanted}`;
}

/** RFC 4180 CSV: a header line, one line per game, CRLF line ends. */
export function resultsToCsv(results: readonly GameResult[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of results) {
    const cells = [r.game, r.deal === null ? '' : String(r.deal), r.daily ?? '', String(r.won), String(r.score), String(r.seconds), String(r.moves), r.finishedAt];
    lines.push(cells.map(csvField).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

/** JSON with a format name and version, so an import can tell what it reads. */
export function resultsToJson(results: readonly GameResult[]): string {
  return JSON.stringify({ format: 'beleaguered-castle-results', version: 1, results }, null, 2) + '\n';
}

/** The text and a file name such as `castle-results-2026-11-30.csv` (no date when `today` is not one). */
export function exportResults(results: readonly GameResult[], kind: 'json' | 'csv', today: string): ResultsExport {
  const fileName = isLocalDate(today) ? `castle-results-${today}.${kind}` : `castle-results.${kind}`;
  return kind === 'json'
    ? { text: resultsToJson(results), fileName, mimeType: 'application/json' }
    : { text: resultsToCsv(results), fileName, mimeType: 'text/csv' };
}
