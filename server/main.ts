import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from './db/open';
import { buildApp, DEFAULT_LIMITS } from './app';
import { readConfig } from './config';
import { privateUmask, secureDataDir } from './data-dir';
import { loadTicketKeys } from './ticket-keys';
import { pruneResults } from './queries';
import { pruneRateLimits } from './rate-leases';
import { dealStore } from './daily-deals';
import { dealPool } from './deal-pool';
import { dealKeeper } from './deal-keeper';
import { DEFAULT_WEB_ROOT } from './web';

// `npm run server`: the leaderboard on 127.0.0.1:8787 with PGlite in ./server-data, or on the
// PostgreSQL of DATABASE_URL. The environment it reads is in config.ts and server/README.md.

const stop = (reason: string): never => {
  console.error(reason);
  process.exit(2);
};

const read = readConfig(process.env);
if (!read.ok) stop(read.error);
const config = read.ok ? read.value : stop('unreachable');

privateUmask();
try {
  secureDataDir(config.dataDir);
} catch (e) {
  stop((e as Error).message);
}
const keys = loadTicketKeys(config.ticketKeyEnv, config.ticketKeyFile);
if (!keys.ok) stop(keys.error);

const db = await openDatabase(config.target);
const deals = dealStore(db);
const app = await buildApp({
  db,
  deals,
  ticketKeys: keys.ok ? keys.value : stop('unreachable'),
  webRoot: config.webRoot ?? DEFAULT_WEB_ROOT,
  rateLimit: config.rateLimits ? DEFAULT_LIMITS : false,
  trustProxy: config.trustProxy,
  dealHistoryDays: config.dealHistoryDays,
  msPerStep: config.msPerStep,
  logger: config.logger,
});
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`leaderboard on http://${config.host}:${port}/ with ${config.target.engine === 'pglite' ? `PGlite, data in ${config.dataDir}` : 'PostgreSQL'}`);

// The deals of today, tomorrow and the history window, in worker threads, never on this loop.
const pool = config.dealWorkers > 0 ? dealPool(config.dealWorkers) : null;
const keeper = pool && dealKeeper({ db, deals, pool, games: config.dealGames, historyDays: config.dealHistoryDays, now: Date.now, report: (m) => console.error(m) });
keeper?.start();

// Nonces of results older than any ticket still valid are not needed to refuse a second use; rate
// counters of ended windows are not needed at all.
const prune = setInterval(() => {
  void pruneResults(db, 26).catch(() => {});
  void pruneRateLimits(db, Date.now() - 60_000).catch(() => {});
}, 60_000);
prune.unref();

if (config.loopDelay) {
  // SIGUSR2 prints the event loop's delay since the last one, in ms, and starts again (bench:server).
  // The histogram holds the time between samples: the sampling interval is taken off.
  const RESOLUTION_MS = 10;
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
    console.log(`loop-delay ${JSON.stringify({ p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), samples: delay.count })}`);
    delay.reset();
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(prune);
    keeper?.stop();
    void app
      .close()
      .then(() => pool?.close())
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}
