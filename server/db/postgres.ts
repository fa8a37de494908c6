import pg from 'pg';
import { type Database, type Queryable, classifyError } from './database';

// A real PostgreSQL through a pool of `pg` connections. A connection that dies while idle (the server
// restarted) is dropped by the pool and a new one is opened on the next query, so the API recovers by
// itself when the database returns. Timeouts keep a request from waiting forever on a dead server.

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw classifyError(e);
  }
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: <T>(text: string, params: readonly unknown[] = [], name?: string) =>
      guarded(async () => (await client.query({ text, values: params as unknown[], ...(name === undefined ? {} : { name }) })).rows as T[]),
    exec: (script: string) => guarded(async () => void (await client.query(script))),
  };
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 3000, idleTimeoutMillis: 30_000, query_timeout: 10_000 });
  // An idle connection killed by the server emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  return {
    engine: 'postgres',
    ...queryable(pool),
    async transaction(fn) {
      const client = await guarded(() => pool.connect());
      try {
        await guarded(() => client.query('BEGIN'));
        const value = await fn(queryable(client));
        await guarded(() => client.query('COMMIT'));
        client.release();
        return value;
      } catch (e) {
        // a broken connection is destroyed rather than returned to the pool
        await client.query('ROLLBACK').then(
          () => client.release(),
          () => client.release(true),
        );
        throw e;
      }
    },
    close: () => pool.end(),
  };
}
