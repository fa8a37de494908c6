// Atomic replacement of a small file: write a temporary file beside it, fsync it, rename it over the
// old one, then fsync the folder so the rename itself survives a power cut. A crash or a full disk at
// any point leaves either the old or the new file whole; a temporary file left by a killed process is
// removed at the next start (removeStaleTemps).
//
// Why not `atomically` (which conf brings) or `write-file-atomic`: neither fsyncs the folder after the
// rename, neither removes a temporary file a killed process left (they clean up only in the process
// that made it), and both call node:fs directly, so the fault test could not make open, write, fsync
// or rename fail one at a time. What they do well (retrying a rename that a virus scanner holds up
// with EPERM, EBUSY or EACCES) is done here too, in a few lines.
import { basename, dirname, join } from 'node:path';
import { type FileSystem, errorCode } from './file-system';

export interface AtomicOptions {
  /** process.platform: the folder is not fsynced on Windows, which cannot open a folder for it. */
  readonly platform?: string;
  /** Waits between rename attempts; tests pass one that does not wait. */
  readonly delay?: (ms: number) => Promise<void>;
  /** The new file's permissions: 0o600 for a file holding a secret; by default 0o666 less the umask. */
  readonly mode?: number;
}

/** Rename errors a virus scanner or an indexer causes on Windows for a moment: worth a few retries. */
const TRANSIENT = new Set(['EPERM', 'EBUSY', 'EACCES']);
/** Waits before each retry, in milliseconds: about 1.5 s in all before the rename is given up. */
export const RENAME_BACKOFF_MS = [20, 60, 150, 400, 900] as const;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

let counter = 0;
/** `results.json.1234.5.tmp`: the file's name, the process id, a counter. */
const TEMP_NAME = /^(.+)\.\d+\.\d+\.tmp$/;

export async function writeFileAtomic(fs: FileSystem, path: string, data: string, options: AtomicOptions = {}): Promise<void> {
  await fs.mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${++counter}.tmp`;
  let renamed = false;
  try {
    // the temporary file is made with the final permissions: a secret is never readable to others, even for a moment
    const handle = await fs.open(temp, 'wx', options.mode ?? 0o666);
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await renameWithRetry(fs, temp, path, options.delay ?? wait);
    renamed = true;
  } finally {
    // a failed write must not leave half a file lying around
    if (!renamed) await fs.unlink(temp).catch(() => undefined);
  }
  if ((options.platform ?? process.platform) !== 'win32') await syncFolder(fs, dirname(path));
}

async function renameWithRetry(fs: FileSystem, from: string, to: string, delay: (ms: number) => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fs.rename(from, to);
    } catch (error) {
      const code = errorCode(error);
      if (code === undefined || !TRANSIENT.has(code) || attempt >= RENAME_BACKOFF_MS.length) throw error;
      await delay(RENAME_BACKOFF_MS[attempt]!);
    }
  }
}

/**
 * Flushes the folder's entry for the renamed file. Best effort: the new file is in place whatever
 * happens here, and some file systems cannot fsync a folder (EINVAL), so a failure is not an error.
 */
async function syncFolder(fs: FileSystem, dir: string): Promise<void> {
  try {
    const handle = await fs.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // the data is written; only its survival of a power cut in the next moments is less certain
  }
}

/**
 * Removes the temporary files a killed process left beside `names` (files of `dir`). Run at start,
 * before any write: the app holds a single-instance lock, so no other writer can own them.
 */
export async function removeStaleTemps(fs: FileSystem, dir: string, names: readonly string[]): Promise<string[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const entry of entries) {
    const owner = TEMP_NAME.exec(entry)?.[1];
    if (owner === undefined || !names.includes(owner)) continue;
    const path = join(dir, entry);
    await fs.unlink(path).then(
      () => removed.push(basename(path)),
      () => undefined,
    );
  }
  return removed;
}

/** Runs writes to one file one after another, so a slow earlier save never lands after a later one. */
export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const next = this.tail.then(job, job);
    this.tail = next.catch(() => undefined);
    return next;
  }
}
