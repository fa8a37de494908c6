import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDealText } from '../../../shared/formats';

// The real bin, as a player or a script runs it: a separate Node process through tsx.
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** CPU seconds process `pid` has used (user and system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resolves once `done()` holds, looking every 50 ms. */
async function waitFor(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 50));
}

function castle(...args: string[]) {
  return spawnSync(process.execPath, ['electron/cli/castle.mjs', ...args], { cwd: root, encoding: 'utf8' });
}

describe('the castle bin', () => {
  it('deals Citadel #1 with exit code 0', () => {
    const r = castle('deal', '--game', 'citadel', '--number', '1');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(formatDealText('citadel', 1));
  });
  it('exits 2 with the reason on stderr for bad input', () => {
    const r = castle('deal', '--game', 'klondike', '--number', '1');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^castle: unknown game "klondike"/);
  });

  it('refuses a file over 1 MB with the reason, and escapes a file\'s escape sequences', () => {
    const dir = mkdtempSync(join(tmpdir(), 'castle-bin-'));
    const big = join(dir, 'big.txt');
    writeFileSync(big, '');
    truncateSync(big, 10 * 1024 * 1024);
    const r = castle('check', '--game', 'citadel', '--file', big);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`castle: cannot read ${big}: it is 10485760 bytes, more than the 1 MB a position file may have\n`);
    const evil = join(dir, 'evil.txt');
    writeFileSync(evil, 'Foundations: \u001b[2J\u001b]0;owned\u0007\n');
    const e = castle('check', '--game', 'citadel', '--file', evil);
    expect(e.status).toBe(2);
    expect(e.stderr).toContain('foundation \\x1b[2J\\x1b]0;owned\\x07 is not a suit and a rank');
    expect(e.stderr).not.toContain('\u001b');
  });

  it('ends at once on Ctrl-C (SIGINT) in the middle of a long solve', async () => {
    const child = spawn(process.execPath, ['electron/cli/castle.mjs', 'solve', '--game', 'castle-mount', '--number', '32', '--time-limit', '600'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
    // in the solve: the process has spent a second of CPU (starting takes well under that)
    await waitFor(() => cpuSeconds(child.pid!) >= 1);
    child.kill('SIGINT');
    const end = await ended;
    expect(end.signal).toBe('SIGINT');
    expect(stdout).toBe('');
  });

  it('ends quietly, exit 0, when the reader of its output has gone (castle deal | head -1)', async () => {
    const child = spawn(process.execPath, ['electron/cli/castle.mjs', 'deal', '--game', 'citadel', '--number', '1'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    // the reading end is closed before the bin has started: its first write meets a closed pipe
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
