import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// A leaderboard server process as `npm run server` starts it (node, tsx, server/main.ts), on a free
// port, for the tests that need real processes (two on one database, a crash) and for the bench.

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Lines the server printed (stdout), for the loop-delay figures. */
  readonly lines: string[];
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>, nodeArgs: readonly string[] = []): Promise<ServerProcess> {
  // node itself (not npx), so that a signal to the child reaches the server
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => void (errors += d.toString()));
  const url = await new Promise<string>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`the server exited ${code}: ${errors}`)));
    let buffered = '';
    child.stdout!.on('data', (d: Buffer) => {
      buffered += d.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        const m = /^leaderboard on (http:\/\/[^/]+)\//.exec(line);
        if (m) ok(m[1]!);
      }
    });
  });
  child.removeAllListeners('exit');
  return {
    url,
    child,
    lines,
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null || child.signalCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}

/** Asks until the answer is not a 503 (a deal the keeper has not stored yet), as a client would. */
export async function untilServed(url: string, init?: RequestInit, tries = 600): Promise<Response> {
  for (let i = 0; ; i++) {
    const r = await fetch(url, init);
    if (r.status !== 503 || i >= tries) return r;
    await new Promise((ok) => setTimeout(ok, 100));
  }
}
