import * as fs from 'node:fs';
import { Buffer } from 'node:buffer';
import { type Result, ok, err } from '../../shared/engine/result';
import type { CliIo } from './args';

// The real console and disk. A position file is a few hundred bytes; anything over MAX_INPUT_BYTES
// is refused before it is read, so a wrong path (a video) costs nothing, and anything that is not a
// regular file (a FIFO, a device, a socket) is refused at once: it is opened without blocking (a FIFO
// with no writer would wait for one forever) and never read.

/** The largest file a command reads: 1 MB (a board file is under 1 KB). */
export const MAX_INPUT_BYTES = 1024 * 1024;

/** The part of node:fs the reader uses; tests hand in one that counts what is read. */
export interface InputFs {
  openSync(path: string, flags: number): number;
  fstatSync(fd: number): { isFile(): boolean; isDirectory(): boolean; size: number };
  readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: null): number;
  closeSync(fd: number): void;
}

const CHUNK = 64 * 1024;
// O_NONBLOCK where the platform has it: open() of a FIFO then returns at once instead of waiting
const OPEN_FLAGS = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);

function describe(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

function tooBig(size: number | null, limit: number): string {
  const most = limit % MAX_INPUT_BYTES === 0 ? `${limit / MAX_INPUT_BYTES} MB` : `${limit} bytes`;
  return `${size === null ? 'it holds more than' : `it is ${size} bytes, more than`} the ${most} a position file may have`;
}

/**
 * A regular file's text, at most `limit` bytes: its size is looked at first, then it is read in
 * chunks (and refused as soon as it passes the limit, should it grow meanwhile).
 */
export function readInputFile(path: string, limit = MAX_INPUT_BYTES, io: InputFs = fs): Result<string, string> {
  let fd: number;
  try {
    fd = io.openSync(path, OPEN_FLAGS);
  } catch (e) {
    return err(describe(e));
  }
  try {
    const stat = io.fstatSync(fd);
    if (stat.isDirectory()) return err('it is a folder');
    if (!stat.isFile()) return err('it is not a regular file (a pipe, a device or a socket): give a position file');
    if (stat.size > limit) return err(tooBig(stat.size, limit));
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      // one byte past the limit is enough to know it is too much
      const chunk = Buffer.alloc(Math.min(CHUNK, limit + 1 - total));
      const n = io.readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > limit) return err(tooBig(null, limit));
    }
    return ok(Buffer.concat(chunks, total).toString('utf8'));
  } catch (e) {
    return err(describe(e));
  } finally {
    io.closeSync(fd);
  }
}

/** The real console and disk. */
export const nodeIo: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  readFile: (path) => readInputFile(path),
};

/** A stream that can fail with an error event: process.stdout, process.stderr. */
export interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * When the reader of our output goes away (`castle deal ... | head -1`), writing fails with EPIPE:
 * end at once and quietly, with exit 0, as the reader has all it wanted. Any other error stays loud.
 */
export function endQuietlyOnClosedPipe(streams: readonly ErrorEmitter[], exit: (code: number) => void): void {
  for (const stream of streams) {
    stream.on('error', (error) => {
      if ((error as { code?: unknown }).code === 'EPIPE') exit(0);
      else throw error;
    });
  }
}
