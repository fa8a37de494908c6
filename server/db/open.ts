// Opens the database a target names: the engine's module is loaded only when it is used (PGlite's
// WebAssembly is not loaded by a server on PostgreSQL).
import type { Database } from './database';

/** Where the data lives: a PGlite folder, or a postgres:// URL. */
export type DatabaseTarget = { readonly engine: 'pglite'; readonly dataDir: string | null } | { readonly engine: 'postgres'; readonly url: string; readonly poolSize?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.engine === 'pglite') {
    const { openPglite } = await import('./pglite');
    return openPglite(target.dataDir);
  }
  const { openPostgres } = await import('./postgres');
  return openPostgres(target.url, target.poolSize ?? 8);
}
