import { Worker } from 'node:worker_threads';
import * as v from 'valibot';
import { type Database, type Queryable, DatabaseRefused, DatabaseUnavailable, classifyError } from './database';
import { type PgliteRequest, pgliteAnswerSchema } from './pglite-messages';
import { secureDataDir } from '../data-dir';

// PGlite: PostgreSQL in WebAssembly, one query at a time, on a worker thread of its own
// (pglite-thread-main.ts): a query run on the server's own thread would hold its event loop for as
// long as it runs (the loop's delay under load went to a p99 of 46 ms). This side sends the queries
// one at a time, so a transaction's statements follow each other with nothing between them. `dataDir`
// null keeps the data in memory (tests); a folder persists it.

const THREAD_URL = new URL('./pglite-thread.mjs', import.meta.url);

/**
 * PGlite has no autovacuum: without fresh statistics a board read goes from 0.5 ms to 30 ms. One table
 * at a time, in turn (each every 30 s or so), so that no one ANALYZE holds the queries up for long.
 */
export const ANALYZE_EVERY_MS = 4_000;
const ANALYZED = ['daily_best', 'daily_score_counts', 'players', 'player_game_stats', 'results', 'daily_deal_claims', 'rate_limits'] as const;

/**
 * PGlite's WebAssembly file layer makes its files 0666 whatever the umask: the folder (0700) keeps
 * others out at every moment, and its files are brought to 0600 at open, this often, and at close.
 */
export const TIGHTEN_EVERY_MS = 60_000;

/** A failure as the thread described it, made an error that classifyError reads as before. */
const errorOf = (f: { message: string; code?: string | undefined; constraint?: string | undefined }): Error => classifyError(Object.assign(new Error(f.message), f));
/** What a transaction's callback threw, classified once. */
const classified = (e: unknown): Error => (e instanceof DatabaseRefused || e instanceof DatabaseUnavailable ? e : classifyError(e));

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) secureDataDir(dataDir);
  const worker = new Worker(THREAD_URL, { workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let broken: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const fail = (e: Error): void => {
      broken ??= e;
      reject(e);
      for (const p of pending.values()) p.reject(new DatabaseUnavailable(e));
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PGlite's thread ended (exit code ${code})`)));
    worker.on('message', (message: unknown) => {
      const checked = v.safeParse(pgliteAnswerSchema, message);
      if (!checked.success) return fail(new Error("PGlite's thread sent something that is not an answer"));
      const answer = checked.output;
      if ('ready' in answer) return answer.ready ? resolve() : fail(errorOf(answer.error));
      const p = pending.get(answer.id);
      if (!p) return;
      pending.delete(answer.id);
      if (pending.size === 0) worker.unref();
      if ('error' in answer) p.reject(errorOf(answer.error));
      else p.resolve('rows' in answer ? answer.rows : undefined);
    });
  });
  // the thread keeps the process running only while a request waits for it: a server that stops
  // without closing its database is not kept alive by it
  worker.unref();

  type Request = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;
  const send = (request: Request): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (broken) return reject(new DatabaseUnavailable(broken));
      const id = ++nextId;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  const direct: Queryable = {
    query: <T>(sql: string, params: readonly unknown[] = []) => send({ op: 'query', sql, params }) as Promise<T[]>,
    exec: (script: string) => send({ op: 'exec', sql: script }).then(() => undefined),
  };

  // one request (or one transaction) at a time: nothing runs between a transaction's statements
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = tail.then(run, run);
    tail = turn.catch(() => undefined);
    return turn;
  };

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
  const analyze = setInterval(() => void inTurn(() => direct.exec(`ANALYZE ${ANALYZED[next++ % ANALYZED.length]}`)).catch(() => {}), ANALYZE_EVERY_MS);
  analyze.unref();
  const tightening = setInterval(tighten, TIGHTEN_EVERY_MS);
  tightening.unref();
  return {
    engine: 'pglite',
    query: (sql, params) => inTurn(() => direct.query(sql, params)),
    exec: (script) => inTurn(() => direct.exec(script)),
    transaction: (fn) =>
      inTurn(async () => {
        await direct.exec('BEGIN');
        try {
          const out = await fn(direct);
          await direct.exec('COMMIT');
          return out;
        } catch (e) {
          await direct.exec('ROLLBACK').catch(() => undefined);
          throw classified(e);
        }
      }),
    close: async () => {
      clearInterval(analyze);
      clearInterval(tightening);
      await inTurn(() => send({ op: 'close' })).catch(() => undefined);
      await worker.terminate();
      tighten();
    },
  };
}
