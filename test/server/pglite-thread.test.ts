// server/db/pglite.ts: PGlite runs on a thread of its own, so a long query never holds the server's
// event loop; a transaction's statements run with nothing between them; PostgreSQL's refusals keep
// their SQLSTATE across the thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { DatabaseRefused, type Database } from '../../server/db/database';

describe('PGlite on its own thread', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(null);
    await db.exec('CREATE TABLE t (k int PRIMARY KEY, v int NOT NULL)');
  });
  afterAll(() => db.close());

  it('answers timers and other work while a long query runs', async () => {
    let done = false;
    const long = db.query<{ n: number }>('SELECT count(*)::int AS n FROM generate_series(1, 3000000)').then((rows) => ((done = true), rows));
    // on the server's own thread the query would run to its end before any timer: here timers keep firing
    let ticks = 0;
    while (!done && ticks < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      ticks++;
    }
    expect(await long).toEqual([{ n: 3_000_000 }]);
    expect(ticks).toBeGreaterThan(1);
  });

  it('keeps a transaction whole: a query sent meanwhile waits for its end; a failure rolls it back', async () => {
    const seen: number[] = [];
    const tx = db.transaction(async (q) => {
      await q.query('INSERT INTO t VALUES (1, 1)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await q.query('UPDATE t SET v = 2 WHERE k = 1');
    });
    const between = db.query<{ v: number }>('SELECT v FROM t WHERE k = 1').then((rows) => seen.push(rows[0]!.v));
    await Promise.all([tx, between]);
    expect(seen).toEqual([2]);
    await expect(
      db.transaction(async (q) => {
        await q.query('UPDATE t SET v = 3 WHERE k = 1');
        await q.query('INSERT INTO t VALUES (1, 9)');
      }),
    ).rejects.toBeInstanceOf(DatabaseRefused);
    expect(await db.query('SELECT v FROM t')).toEqual([{ v: 2 }]);
  });

  it('passes a refusal with its SQLSTATE and constraint, and a bad statement as an error', async () => {
    const refused = await db.query('INSERT INTO t VALUES (1, 5)').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DatabaseRefused);
    expect(refused).toMatchObject({ code: '23505', constraint: 't_pkey' });
    await expect(db.query('SELEC 1')).rejects.toThrow(/syntax error/);
  });
});
