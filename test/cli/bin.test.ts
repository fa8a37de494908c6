import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatDealText } from '../../shared/formats';

// The real bin, as a player or a script runs it: a separate Node process through tsx.
const root = fileURLToPath(new URL('../..', import.meta.url));

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
});
