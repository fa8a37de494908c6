// `npm run bench:server`: autocannon against a running leaderboard server on 127.0.0.1, on a real
// PostgreSQL (a throwaway cluster, durable settings, when the binaries exist) and on PGlite. For each:
// verified results (each a real winning line the server replays, one fresh ticket per request, made
// before the run), daily-board reads (the top 100), and board reads with the asking player's "you".
// Prints requests per second, p50 and p99. 50 connections, 10 s a scenario (`-- --seconds N`).
// `--engine postgres|pglite` runs one engine only; `--cpu-prof DIR` writes the server process's
// V8 CPU profile there (node --cpu-prof) when it stops, to see where a request's time goes;
// `--sql-stats` loads pg_stat_statements and prints the statements that took PostgreSQL's time.
// Goals (2 cores, load generator beside the server): PostgreSQL >= 3,000 results/s with p99 <= 50 ms
// and >= 8,000 board reads/s with p99 <= 30 ms; PGlite >= 500 results/s.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/database';
import { dailyDealNumber } from '../../shared/solver/services/daily';
import { dealPosition } from '../../shared/engine/deal';
import { solve } from '../../shared/solver/api/solve';
import { movesToText } from '../../shared/formats/move-text';
import type { GameId } from '../../shared/engine/games';
import { flag } from './bench-args';
import { freePort, pgBinDir, startCluster, type Cluster } from '../server/pg-cluster';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; p97_5?: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface CannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: CannonRequest) => CannonRequest;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: { url: string; connections: number; duration?: number; amount?: number; requests: CannonRequest[] }) => Promise<CannonResult>;

const SECONDS = Number(flag('seconds') ?? 10) || 10;
const ENGINE = flag('engine');
const CPU_PROF_DIR = flag('cpu-prof');
const SQL_STATS = process.argv.includes('--sql-stats');
const CONNECTIONS = 50;
const GAMES: GameId[] = ['beleaguered-castle', 'citadel', 'fortress', 'masterpiece'];
const ROOT = new URL('../../', import.meta.url).pathname;
const DATE = new Date().toISOString().slice(0, 10);

function winningLines(): Map<GameId, string> {
  const lines = new Map<GameId, string>();
  for (const game of GAMES) {
    const deal = dailyDealNumber(game, DATE);
    if (!deal.ok) throw new Error(deal.error);
    const s = solve(dealPosition(game, deal.value));
    if (s.verdict !== 'winnable') throw new Error(`no line for ${game}`);
    lines.set(game, movesToText(s.moves));
  }
  return lines;
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // node itself (not npx), so that killing the child stops the server
  const child = spawn(process.execPath, [...(CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF_DIR] : []), '--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', CASTLE_RATE_LIMITS: 'off' }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`server exited ${code}`)));
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('leaderboard on')) ok();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  // the server computes the day's deals right after it starts listening: wait for them
  await fetch(`${url}/api/v1/health`);
  return { url, child };
}

/** Runs `count` jobs with `parallel` in flight. */
async function pool<T>(count: number, parallel: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await job(i);
      }
    }),
  );
  return out;
}

async function postJson(url: string, body: unknown, secret?: string): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(secret ? { authorization: `Bearer ${secret}` } : {}) };
  const r = await fetch(url, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (r.status !== 201) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as Record<string, unknown>;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

// CPU time spent, from /proc: the figure a shared machine does not change much. Requests per second
// depend on the share of the 2 cores the bench gets; CPU ms per request say what it would do alone.
const TICK_MS = 10;
function cpuMsOf(pid: number, part: 'all' | 'kernel' = 'all'): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((part === 'all' ? Number(fields[11]) : 0) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
/** The pids of a PostgreSQL cluster: the postmaster and its children (backends, writer, WAL). */
function clusterPids(dataDir: string): number[] {
  const master = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const kids = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === master;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [master, ...kids];
}
interface Meter {
  server: number;
  database: () => number[];
}
function cpuNow(m: Meter): { server: number; serverKernel: number; database: number; generator: number } {
  const own = process.cpuUsage();
  return { server: cpuMsOf(m.server), serverKernel: cpuMsOf(m.server, 'kernel'), database: m.database().reduce((a, p) => a + cpuMsOf(p), 0), generator: (own.user + own.system) / 1000 };
}
async function metered<T extends { '2xx': number; non2xx: number }>(m: Meter, run: () => Promise<T>): Promise<{ r: T; perRequest: string }> {
  const before = cpuNow(m);
  const r = await run();
  const after = cpuNow(m);
  const n = Math.max(1, r['2xx'] + r.non2xx);
  const s = (after.server - before.server) / n;
  const k = (after.serverKernel - before.serverKernel) / n;
  const d = (after.database - before.database) / n;
  const g = (after.generator - before.generator) / n;
  const alone = 2000 / (s + d + g);
  return { r, perRequest: `CPU per request: server ${s.toFixed(2)} ms (${k.toFixed(2)} of it in the kernel), database ${d.toFixed(2)} ms, load generator ${g.toFixed(2)} ms: 2 idle cores would do about ${fmt(alone)}/s` };
}

function report(engine: string, scenario: string, r: CannonResult, goal: string): void {
  console.log(
    `${engine.padEnd(10)} ${scenario.padEnd(26)} ${fmt(r.requests.average).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   2xx ${r['2xx']}  other ${r.non2xx}  errors ${r.errors}   ${goal}`,
  );
}

async function scenarios(engine: 'postgres' | 'pglite', url: string, lines: Map<GameId, string>, countRows: () => Promise<number>, meter: Meter): Promise<void> {
  const expected = engine === 'postgres' ? 3000 : 500;
  // one fresh ticket a request, and the run stops when they are used (autocannon's amount), so every
  // request counted is a result replayed and stored: half again what the goal needs, at least 2,000 a second
  const jobsNeeded = Math.ceil(Math.max(expected * 1.5, 2000) * SECONDS);
  const playerCount = 1000;
  const players = await pool(playerCount, 20, async (i) => (await postJson(`${url}/api/v1/players`, { nickname: `bench ${i}` })).secret as string);
  const started = Date.now();
  const jobs = await pool(jobsNeeded, 40, async (i) => {
    const secret = players[i % playerCount]!;
    const game = GAMES[Math.floor(i / playerCount) % GAMES.length]!;
    const { ticket } = await postJson(`${url}/api/v1/daily/${game}/${DATE}/tickets`, undefined, secret);
    return { path: `/api/v1/daily/${game}/${DATE}/results`, headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` }, body: JSON.stringify({ ticket, moves: lines.get(game) }) };
  });
  console.log(`${engine}: ${playerCount} players, ${jobs.length} tickets made in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  let next = 0;
  const { r: results, perRequest: resultsCpu } = await metered(meter, () =>
    autocannon({
      url,
      connections: CONNECTIONS,
      amount: jobs.length,
      requests: [{ method: 'POST', path: '/', setupRequest: (req) => ({ ...req, ...jobs[next++ % jobs.length]! }) }],
    }),
  );
  const stored = await countRows();
  report(engine, 'verified results', results, `goal >= ${fmt(expected)}/s${engine === 'postgres' ? ', p99 <= 50 ms' : ''}`);
  console.log(`${engine.padEnd(10)}   ${resultsCpu}`);
  console.log(`${engine.padEnd(10)} results stored: ${stored} (answered 201: ${results['2xx']}; tickets used: ${Math.min(next, jobs.length)} of ${jobs.length})`);

  const board = `/api/v1/daily/${GAMES[0]}/${DATE}/leaderboard`;
  const { r: reads, perRequest: readsCpu } = await metered(meter, () => autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: [{ method: 'GET', path: board }] }));
  report(engine, 'board reads (top 100)', reads, engine === 'postgres' ? 'goal >= 8,000/s, p99 <= 30 ms' : '');
  console.log(`${engine.padEnd(10)}   ${readsCpu}`);
  let k = 0;
  const { r: yours, perRequest: yoursCpu } = await metered(meter, () =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ method: 'GET', path: board, setupRequest: (req) => ({ ...req, headers: { authorization: `Bearer ${players[k++ % playerCount]}` } }) }],
    }),
  );
  report(engine, 'board reads with "you"', yours, '');
  console.log(`${engine.padEnd(10)}   ${yoursCpu}`);
}

async function printSqlStats(db: Database): Promise<void> {
  const rows = await db.query<{ calls: number; ms: number; mean: number; rows: number; query: string }>(
    `SELECT calls::int, total_exec_time::float8 AS ms, mean_exec_time::float8 AS mean, rows::int, query FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 8`,
  );
  console.log('postgres   statements by execution time (pg_stat_statements, whole run):');
  for (const r of rows) console.log(`  ${fmt(r.ms).padStart(7)} ms  ${fmt(r.calls).padStart(7)} calls  ${r.mean.toFixed(3)} ms each  ${r.query.replace(/\s+/g, ' ').slice(0, 110)}`);
}

async function main(): Promise<void> {
  console.log(`bench:server on ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (the machine is shared: figures vary with other work)`);
  const lines = winningLines();
  console.log(`winning lines for ${DATE}: ${GAMES.map((g) => `${g} ${lines.get(g)!.split(' ').length} moves`).join(', ')}`);

  const bin = ENGINE === 'pglite' ? null : pgBinDir();
  if (ENGINE === 'pglite') console.log('postgres: skipped (--engine pglite)');
  else if (bin === null) console.log('postgres: skipped, no binaries under /usr/lib/postgresql');
  else {
    let cluster: Cluster | null = null;
    let child: ChildProcess | null = null;
    try {
      cluster = await startCluster(bin, ['max_connections=50', 'shared_buffers=128MB', ...(SQL_STATS ? ['shared_preload_libraries=pg_stat_statements'] : [])]);
      const server = await startServer({ DATABASE_URL: cluster.url, PG_POOL_SIZE: '8' });
      child = server.child;
      const db = await openDatabase({ engine: 'postgres', url: cluster.url, poolSize: 1 });
      const dataDir = cluster.dataDir;
      if (SQL_STATS) await db.exec('CREATE EXTENSION pg_stat_statements');
      await scenarios('postgres', server.url, lines, async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM results'))[0]!.n, { server: child.pid!, database: () => clusterPids(dataDir) });
      if (SQL_STATS) await printSqlStats(db);
      await db.close();
    } finally {
      child?.kill('SIGTERM');
      cluster?.destroy();
    }
  }

  if (ENGINE === 'postgres') return;
  const dir = mkdtempSync(join(tmpdir(), 'castle-bench-pglite-'));
  const server = await startServer({ CASTLE_DATA_DIR: dir });
  try {
    // PGlite has one user, the server: the rows are counted once it has stopped
    await scenarios('pglite', server.url, lines, async () => -1, { server: server.child.pid!, database: () => [] });
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((ok) => server.child.once('exit', ok));
  }
  const db = await openDatabase({ engine: 'pglite', dataDir: dir });
  console.log(`pglite     results stored: ${(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM results'))[0]!.n} (after the server stopped)`);
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}

await main();
