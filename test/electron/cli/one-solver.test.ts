import { describe, expect, it, vi } from 'vitest';
import { dealPosition } from '../../../shared/engine';
import { formatPosition } from '../../../shared/formats';
import { runCli } from '../../../electron/cli/castle.ts';
import { fakeIo } from './fake-io';

// A solver's table and stacks are kept from one solve to the next (shared/solver/solve.ts): a command
// holds one for all its work rather than growing a fresh one for each file or each question.
const made = vi.hoisted(() => ({ solvers: 0 }));
vi.mock('../../../shared/solver/api/solve', async (original) => {
  const real = await original<typeof import('../../../shared/solver/api/solve')>();
  return {
    ...real,
    createSolver: () => {
      made.solvers++;
      return real.createSolver();
    },
  };
});

const FILES = { a: formatPosition(dealPosition('fortress', 5)), b: formatPosition(dealPosition('fortress', 2)), c: formatPosition(dealPosition('fortress', 6)) };

describe('one solver per command', () => {
  it.each([
    ['solve, three files', ['solve', '--game', 'fortress', '--file', 'a', 'b', 'c']],
    ['solve --shortest, three files', ['solve', '--game', 'fortress', '--file', 'a', 'b', 'c', '--shortest']],
    ['rate: the rating and par', ['rate', '--game', 'fortress', '--file', 'a']],
  ])('%s', async (_name, argv) => {
    made.solvers = 0;
    const io = fakeIo(FILES);
    expect(await runCli(argv, io)).toBe(0);
    expect(io.out).toMatch(/winnable/);
    expect(made.solvers).toBe(1);
  });
});
