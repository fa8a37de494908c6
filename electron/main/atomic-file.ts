// Atomic replacement of a small file: write a temporary file beside it, flush it to disk, then rename
// it over the old one. A crash or a full disk at any point leaves either the old or the new file whole.
import { dirname } from 'node:path';
import type { FileSystem } from './file-system';

let counter = 0;

export async function writeFileAtomic(fs: FileSystem, path: string, data: string): Promise<void> {
  await fs.mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${++counter}.tmp`;
  let renamed = false;
  try {
    const handle = await fs.open(temp, 'wx');
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path);
    renamed = true;
  } finally {
    // a failed write must not leave half a file lying around
    if (!renamed) await fs.unlink(temp).catch(() => undefined);
  }
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
