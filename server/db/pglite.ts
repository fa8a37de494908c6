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

export async function openPglite(dataDir: string | null): Promise<Database> {
  const db = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir);
  return {
    engine: 'pglite',
    ...queryable(db),
    transaction: (fn) => guarded(() => db.transaction((tx) => fn(queryable(tx)))),
    close: () => db.close(),
  };
}
