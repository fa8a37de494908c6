import type { GameResult } from '../host/types';
import type { GameId } from '../engine/games';
import { addDays, type LocalDateOf } from './dates';
import { isRanked } from './ranked';

export interface DayCount {
  readonly date: string;
  readonly played: number;
  readonly won: number;
}

/**
 * Games played and won on each of the `days` local dates ending with `today`, oldest first: the
 * bars of the statistics chart. A game counts on the date it finished.
 */
export function recentDays(
  results: readonly GameResult[],
  today: string,
  localDateOf: LocalDateOf,
  options: { readonly days?: number; readonly game?: GameId | null } = {},
): DayCount[] {
  const days = Math.max(0, Math.floor(options.days ?? 30));
  const game = options.game ?? null;
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  const counts = new Map(dates.map((d) => [d, { played: 0, won: 0 }]));
  for (const r of results) {
    if (!isRanked(r) || (game !== null && r.game !== game)) continue;
    const date = localDateOf(r.finishedAt);
    const count = date === null ? undefined : counts.get(date);
    if (!count) continue;
    count.played += 1;
    if (r.won) count.won += 1;
  }
  return dates.map((date) => ({ date, ...counts.get(date)! }));
}
