// `npm run bench:server`: autocannon against leaderboard server processes on 127.0.0.1, with every
// limit on and kept in the database (rate limits per address, per player and for new players), the
// bench standing in for a reverse proxy one hop away (each request carries an X-Forwarded-For from a
// pool of client addresses, CASTLE_TRUST_PROXY=127.0.0.1). On a real PostgreSQL (a throwaway cluster,
// durable settings, when the binaries exist) it runs one server process, then two on the same
// database side by side (the load split between them); then PGlite with one. For each: verified
// results (each a real winning line the server replays, one fresh ticket per request, made before the
// run), daily-board reads (the top 100), and board reads with the asking player's "you". Prints
// requests per second, p50 and p99, and the event loop's delay of each server process
// (monitorEventLoopDelay, read with SIGUSR2) during its cold start (the deal keeper computing the
// daily deals in its worker, players and tickets being made) and under load.
// `--seconds N` (10) a scenario; `--engine postgres|pglite` one engine; `--cpu-prof DIR` the first
// server's V8 CPU profile; `--sql-stats` pg_stat_statements' top statements.
// Goals (2 cores, load generator beside the server), one process: PostgreSQL >= 3,000 results/s with
// p99 <= 50 ms and >= 20,000 board reads/s with p99 <= 10 ms; PGlite >= 2,000 results/s; the event
// loop's delay p99 <= 20 ms and max <= 100 ms.
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { dailyDealNumber } from '../../shared/solver/services/daily';
import { dealPosition } from '../../shared/engine/deal';
import { solve } from '../../shared/solver/api/solve';
import { movesToText } from '../../shared/formats/move-text';
import type { GameId } from '../../shared/engine/games';
import { flag } from './bench-args';
import { pgBinDir, startCluster, type Cluster } from '../server/pg-cluster';
import { startServerProcess, untilServed, type ServerProcess } from '../server/server-process';
import { TEST_KEY_ENTRY } from '../server/test-deals';

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

/** A client address of the pool the bench's "proxy" forwards for: 5,000 of them, 10.0.0.0/16. */
const ADDRESSES = 5000;
const clientAddress = (i: number): string => `10.0.${Math.floor((i % ADDRESSES) / 250)}.${(i % 250) + 1}`;

async function startServer(env: Record<string, string>, profile: boolean): Promise<ServerProcess> {
  return startServerProcess(
    {
      // a folder of its own (the server makes it 0700); PGlite's is given in env
      CASTLE_DATA_DIR: env.CASTLE_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'castle-bench-data-')),
      CASTLE_TICKET_KEY: TEST_KEY_ENTRY,
      CASTLE_TRUST_PROXY: '127.0.0.1',
      CASTLE_LOOP_DELAY: '1',
      // the tickets are all made before the run, so results come faster than a person plays: the
      // floor is still computed for every result (its cost is in the figures), only not enforced
      CASTLE_MS_PER_STEP: '0',
      ...env,
    },
    profile && CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF_DIR] : [],
  );
}

/**
 * A Node process that does nothing but measure its own event loop's delay, as the servers do: what the
 * machine's other work alone does to a loop (on a shared machine, most of what the servers see).
 */
function idleControl(): Pick<ServerProcess, 'child' | 'lines'> & { ready: Promise<void> } {
  const script = `const h = require('node:perf_hooks').monitorEventLoopDelay({ resolution: 10 }); h.enable(); setInterval(() => {}, 1000);
process.on('SIGUSR2', () => { const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - 10) * 100) / 100); console.log('loop-delay ' + JSON.stringify({ p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) })); h.reset(); });
console.log('ready');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  // a SIGUSR2 before its handler is installed would end it: it is asked only once it said ready
  const ready = new Promise<void>((ok) => {
    child.stdout!.on('data', (d: Buffer) => {
      lines.push(...d.toString().split('\n').filter(Boolean));
      if (lines.includes('ready')) ok();
    });
  });
  child.unref();
  return { child, lines, ready };
}
const control = idleControl();

/** The event loop's delay since the last call (SIGUSR2 makes the server print it). */
async function loopDelay(server: Pick<ServerProcess, 'child' | 'lines'>): Promise<{ p50: number; p99: number; max: number }> {
  const seen = server.lines.length;
  server.child.kill('SIGUSR2');
  for (;;) {
    const line = server.lines.slice(seen).find((l) => l.startsWith('loop-delay '));
    if (line) return JSON.parse(line.slice('loop-delay '.length)) as { p50: number; p99: number; max: number };
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

const delayText = (d: { p50: number; p99: number; max: number }, idle: { p50: number; p99: number; max: number }): string =>
  `event loop delay p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms (goal p99 <= 20, max <= 100: ${d.p99 <= 20 && d.max <= 100 ? 'met' : 'not met'}; an idle Node process meanwhile: p50 ${idle.p50}, p99 ${idle.p99}, max ${idle.max} ms)`;
/** The server's loop delay and the idle control's over the same time. */
const delays = async (server: ServerProcess): Promise<string> => {
  const [d, idle] = await Promise.all([loopDelay(server), loopDelay(control)]);
  return delayText(d, idle);
};

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

async function postJson(url: string, body: unknown, client: string, secret?: string): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'x-forwarded-for': client, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(secret ? { authorization: `Bearer ${secret}` } : {}) };
  const r = await untilServed(url, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (r.status !== 201) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as Record<string, unknown>;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

// CPU time spent, from /proc: the figure a shared machine does not change much. Requests per second
// depend on the share of the 2 cores the bench gets; CPU ms per request say what it would do alone.
const TICK_MS = 10;
function cpuMsOf(pid: number, part: 'all' | 'kernel' | 'reaped' = 'all'): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // reaped: the children that exited, as their parent waited for them (cutime + cstime)
    if (part === 'reaped') return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
    return ((part === 'all' ? Number(fields[11]) : 0) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
/** The pids of a PostgreSQL cluster: the postmaster first, then its children (backends, writer, WAL). */
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
  servers: () => number[];
  database: () => number[];
}
function cpuNow(m: Meter): { server: number; serverKernel: number; database: number; generator: number } {
  const own = process.cpuUsage();
  const servers = m.servers();
  return {
    server: servers.reduce((a, p) => a + cpuMsOf(p), 0),
    serverKernel: servers.reduce((a, p) => a + cpuMsOf(p, 'kernel'), 0),
    // the backends that ended meanwhile (the pool closes idle connections) are counted in the
    // postmaster's reaped time, so their CPU is not lost from the sum when they go
    database: m.database().reduce((a, p, i) => a + cpuMsOf(p) + (i === 0 ? cpuMsOf(p, 'reaped') : 0), 0),
    generator: (own.user + own.system) / 1000,
  };
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
  // two cores for the three, and at most one core for each server process (one thread: PGlite's
  // queries run on it too)
  const processes = m.servers().length;
  const alone = Math.min(2000 / (s + d + g), (1000 * processes) / Math.max(s, 1e-6));
  return { r, perRequest: `CPU per request: server ${s.toFixed(2)} ms (${k.toFixed(2)} of it in the kernel), database ${d.toFixed(2)} ms, load generator ${g.toFixed(2)} ms: 2 idle cores would do about ${fmt(alone)}/s (each server process on at most one)` };
}

function report(label: string, scenario: string, r: CannonResult, goal: string): void {
  console.log(
    `${label.padEnd(14)} ${scenario.padEnd(26)} ${fmt(r.requests.average).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   2xx ${r['2xx']}  other ${r.non2xx}  errors ${r.errors}   ${goal}`,
  );
}

/** autocannon against each server with its share of the connections (and of `amount`), summed. */
async function cannon(servers: readonly ServerProcess[], options: { amount?: number; duration?: number; requests: (part: number) => CannonRequest[] }): Promise<CannonResult> {
  const parts = await Promise.all(
    servers.map((server, part) =>
      autocannon({
        url: server.url,
        connections: Math.floor(CONNECTIONS / servers.length),
        ...(options.amount === undefined ? {} : { amount: Math.floor(options.amount / servers.length) }),
        ...(options.duration === undefined ? {} : { duration: options.duration }),
        requests: options.requests(part),
      }),
    ),
  );
  return {
    requests: { average: parts.reduce((a, r) => a + r.requests.average, 0) },
    // the slower server's latencies: the figure a client behind the proxy may see
    latency: { p50: Math.max(...parts.map((r) => r.latency.p50)), p99: Math.max(...parts.map((r) => r.latency.p99)) },
    '2xx': parts.reduce((a, r) => a + r['2xx'], 0),
    non2xx: parts.reduce((a, r) => a + r.non2xx, 0),
    errors: parts.reduce((a, r) => a + r.errors, 0),
    timeouts: parts.reduce((a, r) => a + r.timeouts, 0),
  };
}

interface Setup {
  readonly players: string[];
}

/** Players (each from its own client address, as new players are limited per address). */
async function makePlayers(server: ServerProcess, count: number, prefix: string): Promise<string[]> {
  return pool(count, 20, async (i) => (await postJson(`${server.url}/api/v1/players`, { nickname: `${prefix} ${i}` }, clientAddress(i))).secret as string);
}

async function scenarios(engine: 'postgres' | 'pglite', label: string, servers: readonly ServerProcess[], setup: Setup, lines: Map<GameId, string>, countRows: () => Promise<number>, meter: Meter): Promise<void> {
  const expected = engine === 'postgres' ? 3000 : 2000;
  // one fresh ticket a request, and the run stops when they are used (autocannon's amount), so every
  // request counted is a result replayed and stored: half again what the goal needs
  const jobsNeeded = Math.ceil(expected * 1.5 * SECONDS);
  const { players } = setup;
  const started = Date.now();
  const jobs = await pool(jobsNeeded, 40, async (i) => {
    const secret = players[i % players.length]!;
    const game = GAMES[Math.floor(i / players.length) % GAMES.length]!;
    const client = clientAddress(i);
    const { ticket } = await postJson(`${servers[i % servers.length]!.url}/api/v1/daily/${game}/${DATE}/tickets`, undefined, client, secret);
    return { path: `/api/v1/daily/${game}/${DATE}/results`, headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, 'x-forwarded-for': client }, body: JSON.stringify({ ticket, moves: lines.get(game) }) };
  });
  console.log(`${label}: ${players.length} players, ${jobs.length} tickets made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const server of servers) await loopDelay(server);
  await loopDelay(control);

  const next = servers.map(() => 0);
  const share = (part: number) => jobs.filter((_, i) => i % servers.length === part);
  const shares = servers.map((_, part) => share(part));
  const { r: results, perRequest: resultsCpu } = await metered(meter, () =>
    cannon(servers, {
      amount: jobs.length,
      requests: (part) => [{ method: 'POST', path: '/', setupRequest: (req) => ({ ...req, ...shares[part]![next[part]!++ % shares[part]!.length]! }) }],
    }),
  );
  const stored = await countRows();
  report(label, 'verified results', results, `goal >= ${fmt(expected)}/s${engine === 'postgres' ? ', p99 <= 50 ms' : ''}`);
  console.log(`${label.padEnd(14)}   ${resultsCpu}`);
  console.log(`${label.padEnd(14)} results stored: ${stored} (answered 201: ${results['2xx']}; tickets used: ${next.reduce((a, n) => a + Math.min(n, jobs.length), 0)} of ${jobs.length})`);

  const board = `/api/v1/daily/${GAMES[0]}/${DATE}/leaderboard`;
  let a = 0;
  const { r: reads, perRequest: readsCpu } = await metered(meter, () =>
    cannon(servers, { duration: SECONDS, requests: () => [{ method: 'GET', path: board, setupRequest: (req) => ({ ...req, headers: { 'x-forwarded-for': clientAddress(a++) } }) }] }),
  );
  report(label, 'board reads (top 100)', reads, engine === 'postgres' ? 'goal >= 20,000/s, p99 <= 10 ms' : '');
  console.log(`${label.padEnd(14)}   ${readsCpu}`);
  let k = 0;
  const { r: yours, perRequest: yoursCpu } = await metered(meter, () =>
    cannon(servers, {
      duration: SECONDS,
      requests: () => [{ method: 'GET', path: board, setupRequest: (req) => ({ ...req, headers: { authorization: `Bearer ${players[k % players.length]}`, 'x-forwarded-for': clientAddress(k++) } }) }],
    }),
  );
  report(label, 'board reads with "you"', yours, '');
  console.log(`${label.padEnd(14)}   ${yoursCpu}`);
  const [idle, ...measured] = await Promise.all([control, ...servers].map((p) => loopDelay(p)));
  for (const [n, d] of measured.entries()) console.log(`${label.padEnd(14)} server ${n + 1} under load: ${delayText(d, idle!)}`);
}

/**
 * A cold start: a server on a fresh database, its deal keeper computing the daily deals of every game
 * in its worker, while the bench asks for today's deals (503 until stored) and makes its players.
 * Prints the event loop's delay over all of it, then stops that server: the load is measured on
 * processes without a keeper (CASTLE_DEAL_WORKERS=0), as API processes run once the deals are stored.
 */
async function coldStart(label: string, env: Record<string, string>): Promise<string[]> {
  const t0 = Date.now();
  await loopDelay(control);
  const server = await startServer(env, false);
  try {
    for (const game of GAMES) await untilServed(`${server.url}/api/v1/daily/${game}/${DATE}`, { headers: { 'x-forwarded-for': '10.1.0.1' } }, 36_000);
    const served = (Date.now() - t0) / 1000;
    const players = await makePlayers(server, 2000, 'bench');
    console.log(`${label.padEnd(14)} cold start: today's ${GAMES.length} deals served ${served.toFixed(1)} s after the start, ${players.length} players made by ${((Date.now() - t0) / 1000).toFixed(1)} s; ${await delays(server)}`);
    return players;
  } finally {
    await server.stop();
  }
}

async function printSqlStats(db: Database): Promise<void> {
  const rows = await db.query<{ calls: number; ms: number; mean: number; rows: number; query: string }>(
    `SELECT calls::int, total_exec_time::float8 AS ms, mean_exec_time::float8 AS mean, rows::int, query FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 14`,
  );
  console.log('postgres   statements by execution time (pg_stat_statements, whole run; those inside a function counted in it too):');
  for (const r of rows) console.log(`  ${fmt(r.ms).padStart(7)} ms  ${fmt(r.calls).padStart(7)} calls  ${r.mean.toFixed(3)} ms each  ${r.query.replace(/\s+/g, ' ').slice(0, 110)}`);
}

async function main(): Promise<void> {
  console.log(`bench:server on ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (the machine is shared: figures vary with other work)`);
  const lines = winningLines();
  await control.ready;
  console.log(`winning lines for ${DATE}: ${GAMES.map((g) => `${g} ${lines.get(g)!.split(' ').length} moves`).join(', ')}`);
  const api = { CASTLE_DEAL_WORKERS: '0' };

  const bin = ENGINE === 'pglite' ? null : pgBinDir();
  if (ENGINE === 'pglite') console.log('postgres: skipped (--engine pglite)');
  else if (bin === null) console.log('postgres: skipped, no binaries under /usr/lib/postgresql');
  else {
    let cluster: Cluster | null = null;
    const servers: ServerProcess[] = [];
    try {
      cluster = await startCluster(bin, ['max_connections=50', 'shared_buffers=128MB', ...(SQL_STATS ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'] : [])]);
      const env = { DATABASE_URL: cluster.url, PG_POOL_SIZE: '8' };
      const players = await coldStart('postgres', env);
      const db = await openDatabase({ engine: 'postgres', url: cluster.url, poolSize: 1 });
      const dataDir = cluster.dataDir;
      if (SQL_STATS) await db.exec('CREATE EXTENSION pg_stat_statements');
      const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM results'))[0]!.n;
      const meter = { servers: () => servers.map((s) => s.child.pid!), database: () => clusterPids(dataDir) };
      servers.push(await startServer({ ...env, ...api }, true));
      await scenarios('postgres', 'postgres x1', servers, { players }, lines, count, meter);
      // a second process on the same database, the load split between the two
      servers.push(await startServer({ ...env, ...api }, false));
      await scenarios('postgres', 'postgres x2', servers, { players }, lines, count, meter);
      if (SQL_STATS) await printSqlStats(db);
      await db.close();
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      cluster?.destroy();
    }
  }

  if (ENGINE === 'postgres') return;
  const dir = mkdtempSync(join(tmpdir(), 'castle-bench-pglite-'));
  const players = await coldStart('pglite', { CASTLE_DATA_DIR: dir });
  const server = await startServer({ CASTLE_DATA_DIR: dir, ...api }, ENGINE === 'pglite');
  try {
    // PGlite has one user, the server: the rows are counted once it has stopped
    await scenarios('pglite', 'pglite x1', [server], { players }, lines, async () => -1, { servers: () => [server.child.pid!], database: () => [] });
  } finally {
    await server.stop();
  }
  const db = await openDatabase({ engine: 'pglite', dataDir: dir });
  console.log(`pglite x1      results stored: ${(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM results'))[0]!.n} (after the server stopped)`);
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}

await main();
control.child.kill();
