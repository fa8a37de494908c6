import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { type Result, ok, err } from '../shared/engine/result';
import { GAME_IDS, isGameId, type GameId } from '../shared/engine/games';
import type { DatabaseTarget } from './db/open';
import type { TrustProxy } from './app';
import { DEAL_HISTORY_DAYS } from './routes/daily';
import { MIN_MS_PER_STEP } from './human-pace';

// The server's settings from its environment, each checked: a wrong value stops the server with a
// reason rather than running it in a way nobody asked for (server/README.md lists them).

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly target: DatabaseTarget;
  /** PGlite's folder, and where the ticket key file is kept by default. */
  readonly dataDir: string;
  readonly ticketKeyEnv: string | undefined;
  readonly ticketKeyFile: string;
  readonly rateLimits: boolean;
  readonly trustProxy: TrustProxy;
  readonly webRoot: string | null;
  readonly logger: boolean;
  readonly dealWorkers: number;
  readonly dealGames: readonly GameId[];
  readonly dealHistoryDays: number;
  readonly msPerStep: number;
  /** Print the event loop's delay on SIGUSR2 (the bench reads it). */
  readonly loopDelay: boolean;
}

const MAX_HOPS = 10;
const CIDR = /^(.+)\/(\d{1,3})$/;

/** CASTLE_TRUST_PROXY: a hop count (1-10) or a comma-separated list of proxy addresses or CIDR ranges. */
export function parseTrustProxy(raw: string | undefined): Result<TrustProxy, string> {
  if (raw === undefined || raw === '' || raw === '0') return ok(false);
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return hops >= 1 && hops <= MAX_HOPS ? ok(hops) : err(`CASTLE_TRUST_PROXY: ${raw} hops? give 1 to ${MAX_HOPS}, or the proxies' addresses`);
  }
  const list = raw.split(',').map((s) => s.trim());
  for (const entry of list) {
    const m = CIDR.exec(entry);
    const address = m ? m[1]! : entry;
    const version = isIP(address);
    if (version === 0 || (m && Number(m[2]) > (version === 4 ? 32 : 128))) {
      return err(`CASTLE_TRUST_PROXY: "${entry}" is not an address or a CIDR range (trusting every sender of X-Forwarded-For is not offered: give a hop count or the proxies' addresses)`);
    }
  }
  return ok(list);
}

function whole(name: string, raw: string | undefined, fallback: number, min: number, max: number): Result<number, string> {
  if (raw === undefined || raw === '') return ok(fallback);
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= min && n <= max ? ok(n) : err(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
}

export function readConfig(env: Readonly<Record<string, string | undefined>>): Result<ServerConfig, string> {
  const url = env.DATABASE_URL;
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) return err(`DATABASE_URL must be a postgres:// URL`);
  const port = whole('PORT', env.PORT, 8787, 0, 65535);
  const pool = whole('PG_POOL_SIZE', env.PG_POOL_SIZE, 8, 1, 200);
  const workers = whole('CASTLE_DEAL_WORKERS', env.CASTLE_DEAL_WORKERS, 1, 0, 16);
  const history = whole('CASTLE_DEAL_HISTORY_DAYS', env.CASTLE_DEAL_HISTORY_DAYS, DEAL_HISTORY_DAYS, 0, 366);
  const pace = whole('CASTLE_MS_PER_STEP', env.CASTLE_MS_PER_STEP, MIN_MS_PER_STEP, 0, 500);
  const trust = parseTrustProxy(env.CASTLE_TRUST_PROXY);
  if (!port.ok) return port;
  if (!pool.ok) return pool;
  if (!workers.ok) return workers;
  if (!history.ok) return history;
  if (!pace.ok) return pace;
  if (!trust.ok) return trust;
  const games = (env.CASTLE_DEAL_GAMES ?? '').split(',').map((g) => g.trim()).filter((g) => g !== '');
  const unknown = games.find((g) => !isGameId(g));
  if (unknown !== undefined) return err(`CASTLE_DEAL_GAMES: "${unknown}" is not a game`);
  if (env.CASTLE_RATE_LIMITS !== undefined && env.CASTLE_RATE_LIMITS !== 'off' && env.CASTLE_RATE_LIMITS !== 'on') return err('CASTLE_RATE_LIMITS is "on" or "off"');
  const dataDir = resolve(env.CASTLE_DATA_DIR ?? 'server-data');
  return ok({
    port: port.value,
    host: env.HOST ?? '127.0.0.1',
    target: url ? { engine: 'postgres', url, poolSize: pool.value } : { engine: 'pglite', dataDir },
    dataDir,
    ticketKeyEnv: env.CASTLE_TICKET_KEY,
    ticketKeyFile: resolve(env.CASTLE_TICKET_KEY_FILE ?? `${dataDir}/ticket-keys`),
    rateLimits: env.CASTLE_RATE_LIMITS !== 'off',
    trustProxy: trust.value,
    webRoot: env.CASTLE_WEB_ROOT ? resolve(env.CASTLE_WEB_ROOT) : null,
    logger: env.LOG === '1',
    dealWorkers: workers.value,
    dealGames: games.length > 0 ? (games as GameId[]) : GAME_IDS,
    dealHistoryDays: history.value,
    msPerStep: pace.value,
    loopDelay: env.CASTLE_LOOP_DELAY === '1',
  });
}
