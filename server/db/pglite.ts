import { PGlite } from '@electric-sql/pglite';
import { type Database, type Queryable, classifyError } from './database';
import { secureDataDir } from '../data-dir';

// PGlite: PostgreSQL in WebAssembly on the caller's thread, one query at a time. `dataDir` null keeps
// the data in memory (tests); a folder persists it.

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw classifyError(e);
  }
}

function queryable(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    query: <T>(sql: string, params: readonly unknown[] = []) => guarded(async () => (await db.query<T>(sql, params as unknown[])).rows),
    exec: (script: string) => guarded(async () => void (await db.exec(script))),
  };
}

/**
 * PGlite has no autovacuum: without fresh statistics a board read goes from 0.5 ms to 30 ms. One table
 * at a time, in turn (each every 30 s or so): the whole database at once held the loop 175 ms.
 */
export const ANALYZE_EVERY_MS = 4_000;
const ANALYZED = ['daily_best', 'daily_score_counts', 'players', 'player_game_stats', 'results', 'daily_deal_claims', 'rate_limits'] as const;

/**
 * PGlite's WebAssembly file layer makes its files 0666 whatever the umask: the folder (0700) keeps
 * others out at every moment, and its files are brought to 0600 at open, this often, and at close.
 */
export const TIGHTEN_EVERY_MS = 60_000;

export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) secureDataDir(dataDir);
  const db = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir);
  const tighten = () => {
    if (dataDir === null) return;
    try {
      secureDataDir(dataDir);
    } catch {
      // a file PGlite removed meanwhile: the next round sees the folder as it is
    }
  };
  tighten();
  let next = 0;
  const analyze = setInterval(() => void db.exec(`ANALYZE ${ANALYZED[next++ % ANALYZED.length]}`).catch(() => {}), ANALYZE_EVERY_MS);
  analyze.unref();
  const tightening = setInterval(tighten, TIGHTEN_EVERY_MS);
  tightening.unref();
  return {
    engine: 'pglite',
    ...queryable(db),
    transaction: (fn) => guarded(() => db.transaction((tx) => fn(queryable(tx)))),
    close: async () => {
      clearInterval(analyze);
      clearInterval(tightening);
      await db.close();
      tighten();
    },
  };
}
