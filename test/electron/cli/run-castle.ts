import { expect } from 'vitest';
import { runCli } from '../../../electron/cli/castle.ts';
import { fakeIo } from './fake-io';

/** Runs `castle ARGV` on a fake console and disk: the exit code and what it printed. */
export async function run(argv: string[], files: Record<string, string> = {}) {
  const io = fakeIo(files);
  const code = await runCli(argv, io);
  return { code, out: io.out, err: io.errors };
}

/** Bad input: exit 2, nothing on stdout, exactly one line on stderr that says why. */
export async function expectBadInput(argv: string[], reason: RegExp, files: Record<string, string> = {}) {
  const r = await run(argv, files);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(reason);
}
