import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { currentDateList } from '../../server/dates';
import { dailyDealNumber } from '../../shared/solver/services/daily';
import { HOOK_MS, PG_SKIPPED, requirePgBin, winningLine } from './harness';
import { startCluster, type Cluster } from './pg-cluster';
import { startServerProcess, untilServed, type ServerProcess } from './server-process';
import { TEST_KEY_ENTRY } from './test-deals';

// Two server processes behind one (imagined) proxy on one real PostgreSQL: they answer as one. A
// ticket taken at one is redeemed at the other, once; a rate limit counts the requests to both; both
// serve the same daily deal, computed once by their keepers; the board is the same. And a process
// killed (SIGKILL) in the middle of a burst of results loses none it acknowledged.

const BC = 'beleaguered-castle' as const;
const nonceOf = (ticket: string): string => JSON.parse(Buffer.from(ticket.split('.')[2]!, 'base64url').toString()).n;

describe.skipIf(PG_SKIPPED)('two server processes on one PostgreSQL', () => {
  let cluster: Cluster;
  let db: Database;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const today = currentDateList(Date.now()).at(-1)!;

  const env = () => ({
    DATABASE_URL: cluster.url,
    PG_POOL_SIZE: '4',
    CASTLE_DATA_DIR: dataDir,
    CASTLE_TICKET_KEY: TEST_KEY_ENTRY,
    // behind a proxy one hop away: the client address is the last X-Forwarded-For entry
    CASTLE_TRUST_PROXY: '1',
    CASTLE_DEAL_GAMES: BC,
    CASTLE_DEAL_HISTORY_DAYS: '0',
    // the test posts lines the moment it has tickets: the time floor is tested in attacks.test.ts
    CASTLE_MS_PER_STEP: '0',
  });

  beforeAll(async () => {
    cluster = await startCluster(requirePgBin());
    dataDir = mkdtempSync(join(tmpdir(), 'castle-procs-'));
    db = await openDatabase({ engine: 'postgres', url: cluster.url, poolSize: 2 });
    // one process first, so the two do not race through the migrations (migrations.test.ts covers that)
    a = await startServerProcess(env());
    b = await startServerProcess(env());
  }, HOOK_MS);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, HOOK_MS);

  const call = async (server: ServerProcess, method: string, path: string, options: { secret?: string; body?: unknown; client?: string } = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': options.client ?? '198.51.100.1' };
    if (options.secret) headers.authorization = `Bearer ${options.secret}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const r = await fetch(`${server.url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };
  const join_ = async (server: ServerProcess, nickname: string, client: string) => call(server, 'POST', '/api/v1/players', { body: { nickname }, client });

  it('serve the same daily deal, computed once by their keepers', async () => {
    const [fromA, fromB] = await Promise.all([a, b].map(async (s) => (await untilServed(`${s.url}/api/v1/daily/${BC}/${today}`)).json()));
    expect(fromA).toEqual(fromB);
    expect(fromA).toEqual({ game: BC, date: today, deal: (dailyDealNumber(BC, today) as { value: number }).value });
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM daily_deals WHERE game = $1 AND day = $2::date', [BC, today]);
    expect(rows[0]!.n).toBe(1);
  });

  it('redeem a ticket taken at one at the other, once', async () => {
    const ada = (await join_(a, 'Ada', '198.51.100.2')).body as { secret: string };
    const ticket = (await call(a, 'POST', `/api/v1/daily/${BC}/${today}/tickets`, { secret: ada.secret })).body.ticket as string;
    const result = { ticket, moves: winningLine(BC, today) };
    const path = `/api/v1/daily/${BC}/${today}/results`;
    expect((await call(b, 'POST', path, { secret: ada.secret, body: result })).status).toBe(201);
    expect((await call(a, 'POST', path, { secret: ada.secret, body: result })).status).toBe(409);
    expect((await call(b, 'POST', path, { secret: ada.secret, body: result })).status).toBe(409);
  });

  it('count a rate limit over the requests to both', async () => {
    // 20 new players an hour per address: asked alternately of the two, 20 are made in all
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await join_(i % 2 === 0 ? a : b, `Limit ${i}`, '198.51.100.3')).status);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.slice(20)).toEqual(Array(10).fill(429));
    // another client is not held back
    expect((await join_(b, 'Other client', '198.51.100.4')).status).toBe(201);
  });

  it('show the same board', async () => {
    const grace = (await join_(b, 'Grace', '198.51.100.5')).body as { secret: string };
    const ticket = (await call(b, 'POST', `/api/v1/daily/${BC}/${today}/tickets`, { secret: grace.secret })).body.ticket as string;
    expect((await call(a, 'POST', `/api/v1/daily/${BC}/${today}/results`, { secret: grace.secret, body: { ticket, moves: winningLine(BC, today) } })).status).toBe(201);
    const boards = await Promise.all([a, b].map(async (s) => (await call(s, 'GET', `/api/v1/daily/${BC}/${today}/leaderboard`)).body));
    expect(boards[0]).toEqual(boards[1]);
    expect((boards[0]!.entries as { nickname: string }[]).map((e) => e.nickname).sort()).toEqual(['Ada', 'Grace']);
  });

  it('lose no acknowledged result when one is killed mid-burst', async () => {
    const players: string[] = [];
    for (let i = 0; i < 8; i++) players.push(((await join_(a, `Burst ${i}`, `198.51.101.${i}`)).body as { secret: string }).secret);
    const jobs: { secret: string; ticket: string }[] = [];
    for (let round = 0; round < 25; round++) {
      for (const secret of players) jobs.push({ secret, ticket: (await call(a, 'POST', `/api/v1/daily/${BC}/${today}/tickets`, { secret })).body.ticket as string });
    }
    const moves = winningLine(BC, today);
    const acknowledged: string[] = [];
    let failed = 0;
    let killed = false;
    // eight clients send to B until it dies; B is killed once it has acknowledged 40 results
    await Promise.all(
      players.map(async (_, w) => {
        for (let i = w; i < jobs.length; i += players.length) {
          const job = jobs[i]!;
          try {
            const r = await call(b, 'POST', `/api/v1/daily/${BC}/${today}/results`, { secret: job.secret, body: { ticket: job.ticket, moves } });
            if (r.status === 201) acknowledged.push(nonceOf(job.ticket));
          } catch {
            failed++;
          }
          if (acknowledged.length >= 40 && !killed) {
            killed = true;
            b.child.kill('SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);
    expect(failed).toBeGreaterThan(0);
    const stored = new Set((await db.query<{ nonce: string }>('SELECT nonce FROM results')).map((r) => r.nonce));
    expect(acknowledged.filter((n) => !stored.has(n))).toEqual([]);
    // A still answers, and takes the results B never acknowledged
    const left = jobs.find((j) => !stored.has(nonceOf(j.ticket)))!;
    expect((await call(a, 'POST', `/api/v1/daily/${BC}/${today}/results`, { secret: left.secret, body: { ticket: left.ticket, moves } })).status).toBe(201);
  });
});
