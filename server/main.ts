import { resolve } from 'node:path';
import { openDatabase, type DatabaseTarget } from './db/database';
import { buildApp, DEFAULT_LIMITS } from './app';
import { currentDateList } from './dates';
import { pruneResults } from './queries';
import { GAME_IDS } from '../shared/engine/games';
import { dailyDeals } from './daily-deals';
import { DEFAULT_WEB_ROOT } from './web';

// `npm run server`: the leaderboard on 127.0.0.1:8787 with PGlite in ./server-data, or on the
// PostgreSQL of DATABASE_URL. Environment: PORT, HOST (127.0.0.1 unless told), CASTLE_DATA_DIR,
// DATABASE_URL, PG_POOL_SIZE, CASTLE_RATE_LIMITS=off, CASTLE_TRUST_PROXY=1, CASTLE_WEB_ROOT, LOG=1.

const env = process.env;
const port = Number(env.PORT ?? 8787);
const host = env.HOST ?? '127.0.0.1';
const url = env.DATABASE_URL;
if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) {
  console.error(`DATABASE_URL must be a postgres:// URL, not "${url}"`);
  process.exit(2);
}
const target: DatabaseTarget = url
  ? { engine: 'postgres', url, poolSize: Number(env.PG_POOL_SIZE ?? 8) }
  : { engine: 'pglite', dataDir: resolve(env.CASTLE_DATA_DIR ?? 'server-data') };

const db = await openDatabase(target);
const deals = dailyDeals();
const app = await buildApp({
  db,
  deals,
  webRoot: env.CASTLE_WEB_ROOT ? resolve(env.CASTLE_WEB_ROOT) : DEFAULT_WEB_ROOT,
  rateLimit: env.CASTLE_RATE_LIMITS === 'off' ? false : DEFAULT_LIMITS,
  trustProxy: env.CASTLE_TRUST_PROXY === '1',
  logger: env.LOG === '1',
});
await app.listen({ port, host });
console.log(`leaderboard on http://${host}:${port}/ with ${target.engine === 'pglite' ? `PGlite, data in ${target.dataDir}` : 'PostgreSQL'}`);

// Today's deals, before the first ticket asks for them (the solver may take a second for one).
for (const date of currentDateList(Date.now())) for (const game of GAME_IDS) deals.deal(game, date);

// Nonces of results older than any ticket still valid are not needed to refuse a second use.
const prune = setInterval(() => void pruneResults(db, 26).catch(() => {}), 3_600_000);
prune.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(prune);
    void app.close().then(() => db.close()).then(() => process.exit(0));
  });
}
