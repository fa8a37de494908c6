import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

// Migrations are the plain .sql files of server/migrations, applied in the order of their names, each
// in its own transaction together with its row in schema_migrations. An advisory lock keeps two API
// processes starting at once from applying the same file twice.

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
const LOCK_ID = 4_711_2026;

export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f)).sort();
}

/** Applies the files not yet applied; answers their names. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  // under the lock too: two CREATE TABLE IF NOT EXISTS at once can both try to create it
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const applied: string[] = [];
  for (const name of await migrationFiles(dir)) {
    const script = await readFile(join(dir, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const seen = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations WHERE name = $1', [name]);
      if (seen[0]!.n > 0) return false;
      await tx.exec(script);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
