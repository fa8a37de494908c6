import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { buildApp, type AppOptions } from '../../server/app';
import { inlineDeals, testTicketKeys } from './test-deals';
import type { GameId } from '../../shared/engine/games';
import { dealPosition } from '../../shared/engine/deal';
import { solve } from '../../shared/solver/api/solve';
import { movesToText } from '../../shared/formats/move-text';
import { dailyDealNumber } from '../../shared/solver/services/daily';
import { pgBinDir, startCluster, type Cluster } from './pg-cluster';

// What the server tests share: the two engines (PGlite always, a real PostgreSQL where its binaries
// are), an app on a clock the test moves, players, tickets and winning lines of the daily deals.

export const pgBin = pgBinDir();
/** On CI (CI=true) PostgreSQL must be there: its tests then fail rather than vanish. */
export const PG_REQUIRED = process.env.CI === 'true';
/** PostgreSQL is missing and not required: its suites are registered as skipped, so the run counts them. */
export const PG_SKIPPED = pgBin === null && !PG_REQUIRED;
if (pgBin === null) console.log(`test/server: no PostgreSQL binaries under /usr/lib/postgresql: ${PG_REQUIRED ? 'CI=true, so the PostgreSQL runs fail' : 'the PostgreSQL runs are skipped (PGlite runs)'}`);

/** The PostgreSQL binaries, or the reason the tests that need them fail. */
export function requirePgBin(): string {
  if (pgBin === null) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql: install Debian\'s postgresql (CI does, in .ci/run)');
  return pgBin;
}

export interface Engine {
  readonly name: 'pglite' | 'postgres';
  readonly db: Database;
  /** The cluster behind a postgres engine, to stop and start it. */
  readonly cluster: Cluster | null;
  close(): Promise<void>;
}

export const ENGINE_NAMES = ['pglite', 'postgres'] as const;

/** `describe.each(ENGINE_NAMES)`, whose PostgreSQL suite is skipped (and counted skipped) where PG_SKIPPED. */
export function describeEngines(title: string, body: (name: Engine['name']) => void): void {
  for (const name of ENGINE_NAMES) describe.skipIf(name === 'postgres' && PG_SKIPPED)(title.replace('%s', name), () => body(name));
}

export async function openEngine(name: 'pglite' | 'postgres'): Promise<Engine> {
  if (name === 'pglite') {
    const db = await openDatabase({ engine: 'pglite', dataDir: null });
    return { name, db, cluster: null, close: () => db.close() };
  }
  const cluster = await startCluster(requirePgBin());
  const db = await openDatabase({ engine: 'postgres', url: cluster.url, poolSize: 4 });
  return {
    name,
    db,
    cluster,
    close: async () => {
      await db.close();
      cluster.destroy();
    },
  };
}

/** Empties every table but the shared keys, between tests. */
export async function emptyTables(db: Database): Promise<void> {
  await db.exec('TRUNCATE results, daily_best, daily_score_counts, player_game_stats, players RESTART IDENTITY CASCADE');
}

export interface RowCounts {
  readonly players: number;
  readonly results: number;
  readonly best: number;
  readonly stats: number;
}

export async function rowCounts(db: Database): Promise<RowCounts> {
  const rows = await db.query<RowCounts>(
    `SELECT (SELECT count(*) FROM players)::int AS players, (SELECT count(*) FROM results)::int AS results,
            (SELECT count(*) FROM daily_best)::int AS best, (SELECT count(*) FROM player_game_stats)::int AS stats`,
  );
  return rows[0]!;
}

export interface Clock {
  now(): number;
  set(iso: string): void;
  advance(ms: number): void;
}

export function clockAt(iso: string): Clock {
  let t = Date.parse(iso);
  return { now: () => t, set: (s) => void (t = Date.parse(s)), advance: (ms) => void (t += ms) };
}

/** An app on `db` and the test's clock; no rate limits and no time floor unless a test sets them. */
export async function appOn(db: Database, clock: Clock, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({ db, now: clock.now, rateLimit: false, deals: inlineDeals(db), ticketKeys: testTicketKeys(), msPerStep: 0, ...options });
}

export type Reply = LightMyRequestResponse;
export const json = <T = Record<string, unknown>>(r: Reply): T => JSON.parse(r.body) as T;
export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

export async function newPlayer(app: FastifyInstance, nickname: string): Promise<{ id: number; secret: string }> {
  const r = await app.inject({ method: 'POST', url: '/api/v1/players', payload: { nickname } });
  if (r.statusCode !== 201) throw new Error(`player ${nickname}: ${r.statusCode} ${r.body}`);
  return json(r);
}

export async function ticketFor(app: FastifyInstance, secret: string, game: GameId, date: string): Promise<string> {
  const r = await app.inject({ method: 'POST', url: `/api/v1/daily/${game}/${date}/tickets`, headers: bearer(secret) });
  if (r.statusCode !== 201) throw new Error(`ticket: ${r.statusCode} ${r.body}`);
  return json<{ ticket: string }>(r).ticket;
}

export function sendResult(app: FastifyInstance, secret: string, game: GameId, date: string, body: unknown): Promise<Reply> {
  return app.inject({ method: 'POST', url: `/api/v1/daily/${game}/${date}/results`, headers: bearer(secret), payload: body as Record<string, unknown> });
}

const lines = new Map<string, string>();

/** A winning line of the day's deal, in move notation, found by the solver. */
export function winningLine(game: GameId, date: string): string {
  const key = `${game}|${date}`;
  let line = lines.get(key);
  if (line === undefined) {
    const deal = dailyDealNumber(game, date);
    if (!deal.ok) throw new Error(deal.error);
    const solved = solve(dealPosition(game, deal.value));
    if (solved.verdict !== 'winnable') throw new Error(`the solver did not win ${key}`);
    line = movesToText(solved.moves);
    lines.set(key, line);
  }
  return line;
}

/** Starting PGlite (a second or two, more on a busy machine) or a cluster can outlast vitest's 10 s. */
export const HOOK_MS = 120_000;

export interface SuiteServer {
  readonly engine: Engine;
  readonly app: FastifyInstance;
  readonly clock: Clock;
}

/**
 * An engine and an app on a clock at `iso` for the tests of one describe: made before them, closed
 * after; with `fresh`, the tables are emptied and the clock set back to `iso` before each test.
 */
export function suiteServer(name: 'pglite' | 'postgres', iso: string, fresh = true): SuiteServer {
  const s = { clock: clockAt(iso) } as { engine: Engine; app: FastifyInstance; clock: Clock };
  beforeAll(async () => {
    s.engine = await openEngine(name);
    s.app = await appOn(s.engine.db, s.clock);
  }, HOOK_MS);
  afterAll(async () => {
    await s.app?.close();
    await s.engine?.close();
  }, HOOK_MS);
  if (fresh) {
    beforeEach(async () => {
      await emptyTables(s.engine.db);
      s.clock.set(iso);
    }, HOOK_MS);
  }
  return s;
}
