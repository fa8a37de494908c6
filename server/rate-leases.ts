import type { Queryable } from './db/database';

// Rate limits kept in the database, so that any number of API processes count one client together.
// A counter per key and fixed window (rate_limits, migration 005). A process does not write every
// request: it takes a lease of requests from the shared counter (one statement for all the keys that
// need one in a turn of the event loop) and spends it in memory. A lease is a sixteenth of the limit
// (at least one request), so a small limit is counted request by request, exactly across processes,
// and a large one costs a statement every few dozen requests of a key. The counter only grows by what
// was leased: together the processes never let more than the limit through; a client whose requests
// spread over N processes may get up to N - 1 unspent leases fewer.

export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

export interface RateCounter {
  /** One request against `key`'s limit: null when it may go on, else the seconds until its window ends. */
  take(key: string, limit: Limit): Promise<number | null>;
}

interface Waiter {
  resolve(allowed: boolean): void;
  reject(e: unknown): void;
}

interface KeyState {
  readonly key: string;
  readonly windowEnd: number;
  readonly limit: Limit;
  tokens: number;
  /** The shared counter reached the limit in this window. */
  exhausted: boolean;
  /** Requests waiting for this key's next lease; the key is in the next statement when there are any. */
  waiters: Waiter[];
}

// the function of migration 009: the keys' counters upserted in key order, its plan kept
const LEASE = 'SELECT key, window_end::float8 AS "windowEnd", taken FROM take_rate_leases($1::text[], $2::bigint[], $3::int[])';

/** Requests a process takes from the shared counter at a time. */
export const leaseOf = (limit: Limit): number => Math.max(1, Math.floor(limit.max / 16));

export function rateCounter(db: Queryable, now: () => number): RateCounter {
  const states = new Map<string, KeyState>();
  let asking: KeyState[] = [];
  let scheduled = false;
  let inFlight = false;

  const secondsLeft = (s: KeyState): number => Math.max(1, Math.ceil((s.windowEnd - now()) / 1000));

  function stateOf(key: string, limit: Limit): KeyState {
    const t = now();
    const windowEnd = (Math.floor(t / limit.windowMs) + 1) * limit.windowMs;
    let s = states.get(key);
    if (s === undefined || s.windowEnd !== windowEnd) {
      s = { key, windowEnd, limit, tokens: 0, exhausted: false, waiters: [] };
      states.set(key, s);
    }
    return s;
  }

  async function flush(): Promise<void> {
    const batch = asking.map((s) => ({ s, waiters: s.waiters, want: Math.max(s.waiters.length, leaseOf(s.limit)) }));
    asking = [];
    for (const { s } of batch) s.waiters = [];
    let rows: { key: string; windowEnd: number; taken: number }[];
    try {
      rows = await db.query(LEASE, [batch.map((b) => b.s.key), batch.map((b) => b.s.windowEnd), batch.map((b) => b.want)], 'rate-lease');
    } catch (e) {
      for (const b of batch) for (const w of b.waiters) w.reject(e);
      return;
    }
    const taken = new Map(rows.map((r) => [`${r.key}|${r.windowEnd}`, r.taken]));
    for (const { s, waiters, want } of batch) {
      const total = taken.get(`${s.key}|${s.windowEnd}`) ?? Number.POSITIVE_INFINITY;
      const granted = Math.max(0, Math.min(want, s.limit.max - (total - want)));
      s.tokens += granted;
      if (granted < want) s.exhausted = true;
      for (const w of waiters) {
        if (s.tokens > 0) {
          s.tokens--;
          w.resolve(true);
        } else w.resolve(false);
      }
    }
  }

  function schedule(): void {
    if (scheduled || inFlight || asking.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      inFlight = true;
      void flush().finally(() => {
        inFlight = false;
        schedule();
      });
    });
  }

  // windows that ended are forgotten here; the database's rows are pruned by pruneRateLimits
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, s] of states) if (s.windowEnd <= t && s.waiters.length === 0) states.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    async take(key, limit) {
      const s = stateOf(key, limit);
      if (s.tokens > 0) {
        s.tokens--;
        return null;
      }
      if (s.exhausted) return secondsLeft(s);
      const allowed = await new Promise<boolean>((resolve, reject) => {
        if (s.waiters.length === 0) asking.push(s);
        s.waiters.push({ resolve, reject });
        schedule();
      });
      return allowed ? null : secondsLeft(s);
    },
  };
}

/** Counters of windows that ended before `beforeMs`. */
export async function pruneRateLimits(db: Queryable, beforeMs: number): Promise<number> {
  const rows = await db.query<{ n: number }>('WITH gone AS (DELETE FROM rate_limits WHERE window_end < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone', [beforeMs]);
  return rows[0]!.n;
}
