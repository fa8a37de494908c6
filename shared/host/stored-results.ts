// The statistics as both hosts store them (main's results.json, the browser's storage): the results
// kept one by one and the totals of those folded away at the cap. A store with some bad entries keeps
// the good ones; the bad are handed back to be kept apart and announced.
import * as v from 'valibot';
import { gameResult, gameResultSchema, resultTotalsSchema } from '../schemas/host';
import { isPlainObject, validator } from '../schemas/validate';
import type { Result } from '../engine/result';
import { EMPTY_TOTALS, foldResults } from './results-fold';
import type { GameResult, ResultTotals } from './types';

export interface StoredResults {
  readonly results: GameResult[];
  readonly totals: ResultTotals;
}

export const NO_RESULTS: StoredResults = { results: [], totals: EMPTY_TOTALS };

const whole = validator(v.strictObject({ results: v.array(gameResultSchema), totals: resultTotalsSchema }));
const totalsOnly = validator(resultTotalsSchema);

/** A valid store, folded to the cap (one written by an older version may hold more). */
export function validateStoredResults(data: unknown): Result<StoredResults, string> {
  const checked = whole(data);
  return checked.ok ? { ok: true, value: foldResults(checked.value.results, checked.value.totals) } : checked;
}

/** What could be kept of a store that did not validate whole. */
export interface SalvagedResults {
  readonly value: StoredResults;
  readonly rejected: readonly unknown[];
  /** Why the first refused entry was refused. */
  readonly reason: string;
}

/** Keeps every result that validates, and the totals if they do; null when it is not a store at all. */
export function salvageResults(data: unknown): SalvagedResults | null {
  if (!isPlainObject(data) || !Array.isArray(data.results)) return null;
  const kept: GameResult[] = [];
  const rejected: unknown[] = [];
  let reason = '';
  data.results.forEach((entry, i) => {
    const checked = gameResult(entry);
    if (checked.ok) kept.push(checked.value);
    else {
      rejected.push(entry);
      reason ||= `result ${i + 1}: ${checked.error}`;
    }
  });
  const t = totalsOnly(data.totals);
  if (!t.ok) {
    rejected.push({ totals: data.totals });
    reason ||= `the totals: ${t.error}`;
  }
  return { value: foldResults(kept, t.ok ? t.value : EMPTY_TOTALS), rejected, reason };
}
