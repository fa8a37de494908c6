import { readFileSync } from 'node:fs';
import { ok, err } from '../../shared/engine/result';
import type { CliIo } from './args';

/** The real console and disk. */
export const nodeIo: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  readFile(path) {
    try {
      return ok(readFileSync(path, 'utf8'));
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      return err(code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : e instanceof Error ? e.message : String(e));
    }
  },
};
