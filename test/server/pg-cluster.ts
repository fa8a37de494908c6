import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A throwaway PostgreSQL cluster for the tests and the bench: initdb in a temp folder, started with
// pg_ctl on a free port on 127.0.0.1. initdb refuses root, so as root the commands run as the
// postgres user (Debian's package makes it). Where the binaries are absent, pgBinDir() says null.

export function pgBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const last = versions.at(-1);
  return last === undefined ? null : join(base, last, 'bin');
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

function runPg(bin: string, args: string[]): void {
  if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', [bin, ...args].map(quote).join(' ')], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}

export interface Cluster {
  readonly url: string;
  readonly port: number;
  /** The data folder (postmaster.pid names the server's process). */
  readonly dataDir: string;
  /** Starts the server (again): pg_ctl waits until it accepts connections. */
  start(): void;
  /** Stops it fast: open connections are cut, as in an outage. */
  stop(): void;
  /** Stops it and deletes its folder. */
  destroy(): void;
}

/** `settings` are extra `-c name=value` server settings; tests pass fsync=off, the bench none. */
export async function startCluster(binDir: string, settings: readonly string[] = ['fsync=off']): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'castle-pg-'));
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const data = join(dir, 'data');
  const port = await freePort();
  runPg(join(binDir, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  let running = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir: data,
    start() {
      runPg(join(binDir, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '30', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${settings.map((x) => `-c ${x}`).join(' ')}`, 'start']);
      running = true;
    },
    stop() {
      if (!running) return;
      runPg(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      try {
        cluster.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  cluster.start();
  return cluster;
}
