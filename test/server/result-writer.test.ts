import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { resultWriter, type WriterOptions } from '../../server/result-writer';
import { createPlayer, dailyBoard, type NewResult } from '../../server/queries';
import { sortKey } from '../../server/replay';
import { migrate } from '../../server/db/migrate';
import { DatabaseRefused, type Database, type Queryable } from '../../server/db/database';
import { describeEngines, HOOK_MS, emptyTables, openEngine, type Engine } from './harness';

// The result writer on each engine: results that wait go together in one statement, and each answer
// (fresh, best, rank) is what it would be had they gone one by one.

/** One turn of the event loop: the writer has sent what it held. */
const turn = () => new Promise<void>((done) => setImmediate(done));

const DAY = '2026-12-01';
const GAME = 'citadel';
const WIN = 52 * 5 + 500 + 1200;

describeEngines('the result writer on %s', (name) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await openEngine(name);
    await migrate(engine.db);
  }, HOOK_MS);
  afterAll(async () => engine?.close(), HOOK_MS);
  beforeEach(async () => emptyTables(engine.db), HOOK_MS);

  /** The database, counting the result statements and their sizes. */
  function counted(db: Database): { db: Queryable; batches: number[] } {
    const batches: number[] = [];
    return {
      batches,
      db: {
        query: (sql, params, statement) => {
          if (statement === 'record-results') batches.push((params![0] as unknown[]).length);
          return db.query(sql, params, statement);
        },
        exec: (script) => db.exec(script),
      },
    };
  }

  async function players(n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push((await createPlayer(engine.db, `p${i}`, `p${i}`, `hash${i}`)) as number);
    return ids;
  }

  let nonce = 0;
  function result(player: number, seconds: number, date = DAY): NewResult {
    const verified = { score: WIN - seconds, moves: 100, seconds };
    return { nonce: `n${nonce++}`, player, game: GAME, date, ...verified, sortKey: sortKey(verified) };
  }

  const writer = (db: Queryable, options: Partial<WriterOptions> = {}) => resultWriter(db, { maxInFlight: 1, maxBatch: 64, ...options });

  async function boardRanks(): Promise<Map<string, number>> {
    return new Map((await dailyBoard(engine.db, GAME, DAY)).map((e) => [e.nickname, e.rank]));
  }

  it('sends the results that wait while a statement runs in the next one, with the ranks of the board after it', async () => {
    const [a, b, c, d, e, f] = await players(6);
    const first = writer(engine.db);
    // on the board before: a 100 s, b 200 s, c 300 s
    for (const [p, s] of [[a!, 100], [b!, 200], [c!, 300]] as const) await first.record(result(p, s));

    const { db, batches } = counted(engine.db);
    const w = writer(db);
    // f goes alone; the others come while its statement runs and go together: b passes a, c gets
    // slower (kept at 300 s), d comes in last, e in second
    const alone = w.record(result(f!, 400));
    await turn();
    const sent = [result(b!, 50), result(c!, 500), result(d!, 600), result(e!, 80)];
    const answers = await Promise.all([alone, ...sent.map((r) => w.record(r))]);
    expect(batches).toEqual([1, 4]);
    expect(answers.map((x) => [x.fresh, x.best])).toEqual([
      [true, true],
      [true, true],
      [true, false],
      [true, true],
      [true, true],
    ]);
    const ranks = await boardRanks();
    expect([...ranks]).toEqual([
      ['p1', 1],
      ['p4', 2],
      ['p0', 3],
      ['p2', 4],
      ['p5', 5],
      ['p3', 6],
    ]);
    // the batch's ranks are the board's; f's was right when it went (d came in behind it later)
    expect(answers.slice(1).map((x) => x.rank)).toEqual([ranks.get('p1'), ranks.get('p2'), ranks.get('p3'), ranks.get('p4')]);
    expect(answers[0]!.rank).toBe(4);
  });

  it('sends the results of one turn of the event loop together, and one alone when it is alone', async () => {
    const [a, b] = await players(2);
    const { db, batches } = counted(engine.db);
    const w = writer(db, { maxInFlight: 4 });
    await Promise.all([w.record(result(a!, 100)), w.record(result(b!, 200))]);
    expect((await w.record(result(a!, 50, '2026-11-30'))).rank).toBe(1);
    expect(batches).toEqual([2, 1]);
  });

  it('keeps a second result of the same player and day out of a statement that holds the first', async () => {
    const [a, b] = await players(2);
    const { db, batches } = counted(engine.db);
    const w = writer(db, { maxInFlight: 2 });
    const slow = result(a!, 300);
    const fast = result(a!, 100);
    const [x, y, z] = await Promise.all([w.record(slow), w.record(fast), w.record(result(b!, 200))]);
    // the second result of a waits for the first statement, so it sees it: both best, then rank 1
    expect(batches).toEqual([2, 1]);
    expect([x.best, y.best, z.best]).toEqual([true, true, true]);
    expect(y.rank).toBe(1);
    const rows = await engine.db.query<{ player_id: number; seconds: number }>('SELECT player_id, seconds FROM daily_best ORDER BY player_id');
    expect(rows).toEqual([
      { player_id: a, seconds: 100 },
      { player_id: b, seconds: 200 },
    ]);
  });

  it('records a ticket once when it is sent twice at the same time', async () => {
    const [a] = await players(1);
    const w = writer(engine.db);
    const r = result(a!, 100);
    const answers = await Promise.all([w.record(result(a!, 500, '2026-11-30')), w.record(r), w.record({ ...r })]);
    expect(answers.map((x) => x.fresh)).toEqual([true, true, false]);
    const rows = await engine.db.query<{ n: number }>('SELECT count(*)::int AS n FROM results');
    expect(rows[0]!.n).toBe(2);
  });

  it('fails only the result the database refuses, when the others went in the same statement', async () => {
    const [a, b] = await players(2);
    const { db, batches } = counted(engine.db);
    const w = writer(db);
    const nobody = 999_999;
    const settled = await Promise.allSettled([w.record(result(a!, 100)), w.record(result(b!, 200)), w.record(result(nobody, 50)), w.record(result(a!, 90, '2026-11-30'))]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((settled[2] as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseRefused);
    // the four together (refused), then each alone
    expect(batches).toEqual([4, 1, 1, 1, 1]);
    const rows = await engine.db.query<{ n: number }>('SELECT count(*)::int AS n FROM results');
    expect(rows[0]!.n).toBe(3);
  });

  it('counts the all-time wins of first wins in a batch once per player and game', async () => {
    const [a, b] = await players(2);
    const w = writer(engine.db);
    await Promise.all([w.record(result(b!, 10, '2026-11-29')), w.record(result(a!, 100, '2026-11-30')), w.record(result(a!, 100)), w.record(result(b!, 100))]);
    const rows = await engine.db.query<{ player_id: number; wins: number; best_streak: number }>('SELECT player_id, wins, best_streak FROM player_game_stats ORDER BY player_id');
    expect(rows).toEqual([
      { player_id: a, wins: 2, best_streak: 2 },
      { player_id: b, wins: 2, best_streak: 1 },
    ]);
  });
});
