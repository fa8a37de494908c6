// One thin adapter over the two PostgreSQL engines the server runs on: PGlite (embedded, for a fresh
// checkout) and a real server through `pg`. Both run the same SQL; int8 is cast to int in the SQL so
// rows come back equal from both. A failure of the database itself (down, restarting, unreachable)
// becomes DatabaseUnavailable, which the error handler answers 503 with Retry-After.

export interface Queryable {
  /** `name` makes it a prepared statement where the engine keeps them (pg, per connection). */
  query<T>(sql: string, params?: readonly unknown[], name?: string): Promise<T[]>;
  /** Several statements separated by semicolons, no parameters (a migration file). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT on one connection; ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database could not do the work: the request may be retried later. */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
  constructor(override readonly cause: unknown) {
    super(`the database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** An error PostgreSQL reported about the statement itself (SQLSTATE), such as a unique violation. */
export class DatabaseRefused extends Error {
  override readonly name = 'DatabaseRefused';
  constructor(
    readonly code: string,
    readonly constraint: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

// SQLSTATE classes that say the statement was refused for what it asked, not for the server's state:
// integrity constraints (23) and data exceptions (22). Everything else (connection exceptions 08,
// operator intervention 57, insufficient resources 53, a socket error with no SQLSTATE) is an outage.
const REFUSED_CLASSES = new Set(['22', '23']);

export function classifyError(e: unknown): Error {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
  if (/^[0-9A-Z]{5}$/.test(code) && REFUSED_CLASSES.has(code.slice(0, 2))) {
    const constraint = (e as { constraint?: unknown }).constraint;
    return new DatabaseRefused(code, typeof constraint === 'string' ? constraint : undefined, (e as Error).message);
  }
  return new DatabaseUnavailable(e);
}

export const UNIQUE_VIOLATION = '23505';
