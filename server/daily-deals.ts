import type { GameId } from '../shared/engine/games';
import { dailyDealNumber } from '../shared/solver/services/daily';
import { type Result, ok } from '../shared/engine/result';

// The daily deal of a game and date, computed by the shared daily-deal code (the same number the app
// deals) and kept: the solver may need a second for one day, and every ticket and result asks again.
// The search runs on the event loop, so the routes only ask for the few dates they accept.

const MAX_ENTRIES = 4096;

export interface DailyDeals {
  deal(game: GameId, date: string): Result<number, string>;
}

export function dailyDeals(compute = dailyDealNumber): DailyDeals {
  const cache = new Map<string, number>();
  return {
    deal(game, date) {
      const key = `${game}|${date}`;
      const hit = cache.get(key);
      if (hit !== undefined) return ok(hit);
      const r = compute(game, date);
      if (!r.ok) return r;
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, r.value);
      return r;
    },
  };
}
