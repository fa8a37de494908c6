import { describe, it, expect } from 'vitest';
import { runCli, type CliIo } from '../../../electron/cli/castle.ts';
import { ok, err } from '../../../shared/engine/result';
import { formatPosition, parsePosition } from '../../../shared/formats/position-text';
import { GameRecord } from '../../../shared/engine/record';
import { playMoveText } from '../../../shared/formats/move-text';
import { dealPosition } from '../../../shared/engine/deal';

function fakeIo(files: Record<string, string> = {}) {
  const out: string[] = [];
  const errs: string[] = [];
  const io: CliIo = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void errs.push(t),
    readFile: (path) => (path in files ? ok(files[path]!) : err('no such file')),
  };
  return { io, out: () => out.join(''), errs: () => errs.join('') };
}

const WIN = formatPosition(dealPosition('beleaguered-castle', 4));
const LOST = formatPosition(dealPosition('beleaguered-castle', 1));

describe('castle solve', () => {
  it('solves a numbered deal; its moves replay with castle play notation and win', async () => {
    const f = fakeIo();
    expect(await runCli(['solve', '--game', 'beleaguered-castle', '--number', '4', '--json'], f.io)).toBe(0);
    const line = JSON.parse(f.out().trim()) as { verdict: string; moves: string; positions: number; ms: number };
    expect(line.verdict).toBe('winnable');
    expect(line.positions).toBeGreaterThan(0);
    const record = GameRecord.fromDeal('beleaguered-castle', 4);
    expect(playMoveText(record, line.moves).ok).toBe(true);
    expect(record.won).toBe(true);
  });

  it('answers several files in turn, one JSON line each', async () => {
    const f = fakeIo({ 'win.txt': WIN, 'lost.txt': LOST });
    expect(await runCli(['solve', '--game', 'beleaguered-castle', '--file', 'win.txt', '--file', 'lost.txt', '--json'], f.io)).toBe(0);
    const lines = f.out().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.file, l.verdict])).toEqual([
      ['win.txt', 'winnable'],
      ['lost.txt', 'unwinnable'],
    ]);
    expect(Object.keys(lines[1]!)).toEqual(['file', 'verdict', 'moves', 'positions', 'ms']);
    const start = parsePosition(WIN, 'beleaguered-castle');
    expect(start.ok).toBe(true);
  });

  it('takes several paths after one --file', async () => {
    const f = fakeIo({ 'win.txt': WIN, 'lost.txt': LOST });
    expect(await runCli(['solve', '--game', 'beleaguered-castle', '--file', 'win.txt', 'lost.txt', '--budget', '100000'], f.io)).toBe(0);
    expect(f.out()).toMatch(/win.txt: winnable[\s\S]*lost.txt: unwinnable/);
  });

  it('says unknown when the budget runs out', async () => {
    const f = fakeIo();
    expect(await runCli(['solve', '--game', 'beleaguered-castle', '--number', '3', '--budget', '5'], f.io)).toBe(0);
    expect(f.out()).toMatch(/unknown/);
  });

  it('says unknown with the positions searched when --time-limit runs out (Castle Mount #32 takes far longer)', async () => {
    const f = fakeIo();
    expect(await runCli(['solve', '--game', 'castle-mount', '--number', '32', '--time-limit', '1'], f.io)).toBe(0);
    expect(f.out()).toMatch(/^deal 32: unknown, the time limit of 1 s ran out \([1-9][0-9]* positions, [0-9]+ ms\)\n$/);
    const j = fakeIo();
    expect(await runCli(['solve', '--game', 'castle-mount', '--number', '32', '--time-limit', '0.2', '--json'], j.io)).toBe(0);
    expect(JSON.parse(j.out())).toMatchObject({ verdict: 'unknown', moves: '' });
  });

  it.each([
    [['--game', 'citadel', '--number', '1', '--time-limit', '0'], /bad --time-limit "0": it must be a number of seconds over 0/],
    [['--game', 'citadel', '--number', '1', '--time-limit', 'soon'], /bad --time-limit "soon"/],
    [['--game', 'citadel', '--number', '1', '--time-limit', '-3'], /--time-limit/],
    [['--game', 'chess', '--number', '1'], /unknown game "chess"/],
    [['--game', 'citadel', '--number', '1', '--budget', '0'], /bad --budget "0"/],
    [['--game', 'citadel', '--number', '1', '--budget', 'lots'], /bad --budget "lots"/],
    [['--game', 'citadel', '--number', 'x'], /bad deal number/],
    [['--game', 'citadel'], /missing --number N or --file PATH/],
    [['--game', 'citadel', '--number', '1', '--file', 'a'], /either --number or --file/],
    [['--game', 'beleaguered-castle', '--file', 'missing.txt'], /cannot read missing.txt: no such file/],
    [['--game', 'beleaguered-castle', '--file', 'bad.txt'], /bad.txt: /],
  ])('exits 2 with a reason for %j', async (args, reason) => {
    const f = fakeIo({ 'bad.txt': 'Foundations: H-A\n: 2H 2H\n' });
    expect(await runCli(['solve', ...args], f.io)).toBe(2);
    expect(f.errs()).toMatch(reason);
  });

  it('answers the good files even when one is bad, and exits 2', async () => {
    const f = fakeIo({ 'win.txt': WIN });
    expect(await runCli(['solve', '--game', 'beleaguered-castle', '--file', 'nope.txt', '--file', 'win.txt'], f.io)).toBe(2);
    expect(f.out()).toMatch(/win.txt: winnable/);
    expect(f.errs()).toMatch(/nope.txt/);
  });
});
