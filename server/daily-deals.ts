import type { GameId } from '../shared/engine/games';
import type { Queryable } from './db/database';

// The daily deal of a game and date, as the deal keeper computed it (in a worker thread, never on the
// event loop) and stored it in daily_deals: every process serves the same number. Known deals are
// kept in memory (a deal never changes); one not yet computed is null, which the routes answer 503.

const MAX_ENTRIES = 4096;

export interface DailyDeals {
  /** The deal when it has been computed, else null. */
  deal(game: GameId, date: string): Promise<number | null>;
  /** A deal just computed (by the keeper of this process). */
  remember(game: GameId, date: string, deal: number): void;
}

export function dealStore(db: Queryable): DailyDeals {
  const cache = new Map<string, number>();
  const remember = (game: string, date: string, deal: number): void => {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(`${game}|${date}`, deal);
  };
  return {
    async deal(game, date) {
      const hit = cache.get(`${game}|${date}`);
      if (hit !== undefined) return hit;
      const rows = await db.query<{ deal: number }>('SELECT deal::float8 AS deal FROM daily_deals WHERE game = $1 AND day = $2::date', [game, date], 'daily-deal');
      if (rows.length === 0) return null;
      remember(game, date, rows[0]!.deal);
      return rows[0]!.deal;
    },
    remember,
  };
}

/** Stores a computed deal; the first process to store one wins (they compute the same number). */
export async function storeDeal(db: Queryable, game: GameId, date: string, deal: number): Promise<void> {
  await db.query('INSERT INTO daily_deals (game, day, deal) VALUES ($1, $2::date, $3) ON CONFLICT (game, day) DO NOTHING', [game, date, deal]);
}
