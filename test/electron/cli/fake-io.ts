import { ok, err } from '../../../shared/engine/result';
import type { CliIo } from '../../../electron/cli/args';

/** A console and disk in memory: what a command printed, and the files it may read. */
export function fakeIo(files: Record<string, string> = {}): CliIo & { out: string; errors: string } {
  const io = {
    out: '',
    errors: '',
    stdout(text: string) {
      io.out += text;
    },
    stderr(text: string) {
      io.errors += text;
    },
    readFile(path: string) {
      return Object.hasOwn(files, path) ? ok(files[path]!) : err('no such file');
    },
  };
  return io;
}
