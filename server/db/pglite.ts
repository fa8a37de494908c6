import { PGlite } from '@electric-sql/pglite';
import { type Database, type Queryable, classifyError } from './database';

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

/** PGlite has no autovacuum: without fresh statistics a board read goes from 0.5 ms to 30 ms. */
export const ANALYZE_EVERY_MS = 30_000;

export async function openPglite(dataDir: string | null): Promise<Database> {
  const db = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir);
  const analyze = setInterval(() => void db.exec('ANALYZE').catch(() => {}), ANALYZE_EVERY_MS);
  analyze.unref();
  return {
    engine: 'pglite',
    ...queryable(db),
    transaction: (fn) => guarded(() => db.transaction((tx) => fn(queryable(tx)))),
    close: () => {
      clearInterval(analyze);
      return db.close();
    },
  };
}
