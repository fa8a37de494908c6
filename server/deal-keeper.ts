import type { GameId } from '../shared/engine/games';
import type { Queryable } from './db/database';
import type { DealPool } from './deal-pool';
import { type DailyDeals, storeDeal } from './daily-deals';
import { dealDates } from './dates';

// Keeps the daily deals of the dates the API serves computed ahead, in the database: today's first,
// then tomorrow's, then the history window's. Each process runs one; they share the work through
// claims (daily_deal_claims): a process claims a few missing deals at a time, computes them in its
// worker pool and stores them. A claim runs out after CLAIM_MS, so the deals a stopped process claimed
// are taken by another. A pass runs at start and every PASS_MS (a new date comes each day).

export const CLAIM_MS = 10 * 60_000;
export const PASS_MS = 5 * 60_000;

export interface KeeperOptions {
  readonly db: Queryable;
  readonly deals: DailyDeals;
  readonly pool: DealPool;
  readonly games: readonly GameId[];
  readonly historyDays: number;
  readonly now: () => number;
  /** Told of each deal stored, or of a failure (the server logs it). */
  readonly report?: (message: string) => void;
}

export interface DealKeeper {
  /** Computes and stores what is missing now; answers how many deals this process stored. */
  pass(): Promise<number>;
  /** Passes now and every PASS_MS until stop. */
  start(): void;
  /** No further pass; the one running ends once the pool is closed. */
  stop(): void;
}

const CLAIM = `
INSERT INTO daily_deal_claims AS c (game, day, until)
SELECT g, d, to_timestamp($3::float8 / 1000) FROM unnest($1::text[], $2::date[]) AS t(g, d)
ON CONFLICT (game, day) DO UPDATE SET until = excluded.until WHERE c.until < now()
RETURNING game, day::text AS date`;

export function dealKeeper(o: KeeperOptions): DealKeeper {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;
  // a deal the search could not find is not asked again by this process (it would fail again)
  const failed = new Set<string>();

  async function missing(): Promise<{ game: GameId; date: string }[]> {
    const dates = dealDates(o.now(), o.historyDays);
    const rows = await o.db.query<{ game: string; date: string }>('SELECT game, day::text AS date FROM daily_deals WHERE day = ANY($1::date[])', [dates]);
    const have = new Set(rows.map((r) => `${r.game}|${r.date}`));
    const out: { game: GameId; date: string }[] = [];
    for (const date of dates) for (const game of o.games) if (!have.has(`${game}|${date}`) && !failed.has(`${game}|${date}`)) out.push({ game, date });
    return out;
  }

  async function run(): Promise<number> {
    let stored = 0;
    for (;;) {
      if (stopped) return stored;
      const wanted = await missing();
      if (wanted.length === 0) return stored;
      // claim in the order wanted, a few at a time, so that today's deals come first
      let claimed: { game: GameId; date: string }[] = [];
      for (let at = 0; at < wanted.length && claimed.length === 0; at += o.pool.size * 4) {
        const chunk = wanted.slice(at, at + o.pool.size * 4);
        const rows = await o.db.query<{ game: GameId; date: string }>(CLAIM, [chunk.map((w) => w.game), chunk.map((w) => w.date), o.now() + CLAIM_MS]);
        const got = new Set(rows.map((r) => `${r.game}|${r.date}`));
        claimed = chunk.filter((w) => got.has(`${w.game}|${w.date}`)).slice(0, o.pool.size);
        // claims beyond the pool's size are given back at once
        const extra = rows.filter((r) => !claimed.some((w) => w.game === r.game && w.date === r.date));
        if (extra.length > 0) await o.db.query('DELETE FROM daily_deal_claims WHERE (game, day) IN (SELECT * FROM unnest($1::text[], $2::date[]))', [extra.map((r) => r.game), extra.map((r) => r.date)]);
      }
      // every missing deal is claimed by another process: its work, not ours
      if (claimed.length === 0) return stored;
      await Promise.all(
        claimed.map(async ({ game, date }) => {
          const r = await o.pool.compute(game, date);
          if (!r.ok) {
            if (!stopped) failed.add(`${game}|${date}`);
            o.report?.(`daily deal of ${game} ${date}: ${r.error}`);
            return;
          }
          await storeDeal(o.db, game, date, r.value);
          o.deals.remember(game, date, r.value);
          stored++;
        }),
      );
      await o.db.query('DELETE FROM daily_deal_claims WHERE (game, day) IN (SELECT * FROM unnest($1::text[], $2::date[]))', [claimed.map((c) => c.game), claimed.map((c) => c.date)]);
    }
  }

  function pass(): Promise<number> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  function next(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void pass()
        .catch((e: unknown) => o.report?.(`daily deals: ${e instanceof Error ? e.message : String(e)}`))
        .finally(next);
    }, PASS_MS);
    timer.unref();
  }

  return {
    pass,
    start() {
      void pass()
        .catch((e: unknown) => o.report?.(`daily deals: ${e instanceof Error ? e.message : String(e)}`))
        .finally(next);
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
