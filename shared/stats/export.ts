import type { ExportFile, GameResult } from '../host/types';
import { isLocalDate } from './dates';

// Exports of the recorded games, for a spreadsheet (CSV) or another program (JSON). The host or the
// browser's download saves the text; these only make it.

export const CSV_COLUMNS = ['game', 'deal', 'daily', 'won', 'score', 'seconds', 'moves', 'finishedAt'] as const;

/** What the host saves: the text, a proposed file name and its type. */
export type ResultsExport = ExportFile;

/** A field quoted as RFC 4180 asks: only when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
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
