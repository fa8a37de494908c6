// Atomic writes: a write cut short at any step leaves the previous version whole and no temporary
// file behind; a rename held up for a moment is retried; the folder is fsynced after the rename
// (not on Windows); temporary files a killed process left are removed at start; writes to one file
// land in the order they were asked for.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RENAME_BACKOFF_MS, WriteQueue, removeStaleTemps, writeFileAtomic } from '../../../electron/main/atomic-file';
import type { FileSystem } from '../../../electron/main/file-system';
import { type FailAt, failingFs, noWait, realFs, tempDir } from '../helpers';

describe('writeFileAtomic', () => {
  it('creates the folder and the file', async () => {
    const path = join(tempDir(), 'deep', 'er', 'results.json');
    await writeFileAtomic(realFs, path, '{"version":1}');
    expect(readFileSync(path, 'utf8')).toBe('{"version":1}');
  });

  it('replaces an existing file', async () => {
    const dir = tempDir();
    const path = join(dir, 'game.json');
    writeFileSync(path, 'old');
    await writeFileAtomic(realFs, path, 'new');
    expect(readFileSync(path, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['game.json']);
  });

  for (const at of ['open', 'write', 'sync', 'rename'] satisfies FailAt[]) {
    it(`keeps the previous version intact when the write fails at ${at}`, async () => {
      const dir = tempDir();
      const path = join(dir, 'results.json');
      writeFileSync(path, '{"version":1,"data":["previous"]}');
      await expect(writeFileAtomic(failingFs(at), path, '{"version":1,"data":["next and much longer"]}')).rejects.toThrow();
      expect(readFileSync(path, 'utf8')).toBe('{"version":1,"data":["previous"]}');
      // no half-written temporary file is left beside it
      expect(readdirSync(dir)).toEqual(['results.json']);
    });
  }
});

describe('renames held up, folder fsync and stale temporary files', () => {
  for (const code of ['EPERM', 'EBUSY', 'EACCES'] as const) {
    it(`retries a rename failing with ${code} with a growing wait, and then lands`, async () => {
      const dir = tempDir();
      const path = join(dir, 'results.json');
      writeFileSync(path, 'old');
      const fs = failingFs('rename', code, 3);
      const wait = noWait();
      await writeFileAtomic(fs, path, 'new', { delay: wait.delay });
      expect(readFileSync(path, 'utf8')).toBe('new');
      expect(wait.waited).toEqual(RENAME_BACKOFF_MS.slice(0, 3));
      expect(readdirSync(dir)).toEqual(['results.json']);
    });
  }

  it('gives up after its last retry, leaving the previous version and no temporary file', async () => {
    const dir = tempDir();
    const path = join(dir, 'results.json');
    writeFileSync(path, 'old');
    const wait = noWait();
    await expect(writeFileAtomic(failingFs('rename', 'EBUSY'), path, 'new', { delay: wait.delay })).rejects.toThrow(/EBUSY/);
    expect(wait.waited).toEqual([...RENAME_BACKOFF_MS]);
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['results.json']);
  });

  it('does not retry an error that will not pass (EIO)', async () => {
    const wait = noWait();
    await expect(writeFileAtomic(failingFs('rename', 'EIO'), join(tempDir(), 'a.json'), 'x', { delay: wait.delay })).rejects.toThrow(/EIO/);
    expect(wait.waited).toEqual([]);
  });

  it('fsyncs the folder after the rename, except on Windows', async () => {
    const opened: [string, string][] = [];
    const spy: FileSystem = { ...realFs, open: (path, flags) => (opened.push([path, flags]), realFs.open(path, flags)) };
    const dir = tempDir();
    await writeFileAtomic(spy, join(dir, 'a.json'), 'x', { platform: 'linux' });
    expect(opened.map(([, flags]) => flags)).toEqual(['wx', 'r']);
    expect(opened[1]![0]).toBe(dir);
    opened.length = 0;
    await writeFileAtomic(spy, join(dir, 'a.json'), 'y', { platform: 'win32' });
    expect(opened.map(([, flags]) => flags)).toEqual(['wx']);
  });

  it('removes the temporary files of a killed write at start, and nothing else', async () => {
    const dir = tempDir();
    for (const name of ['results.json', 'results.json.4242.7.tmp', 'settings.json.1.1.tmp', 'notes.txt.1.1.tmp', 'results.damaged-x.json']) writeFileSync(join(dir, name), 'x');
    const removed = await removeStaleTemps(realFs, dir, ['results.json', 'settings.json']);
    expect(removed.sort()).toEqual(['results.json.4242.7.tmp', 'settings.json.1.1.tmp']);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt.1.1.tmp', 'results.damaged-x.json', 'results.json']);
  });
});

describe('WriteQueue', () => {
  it('runs jobs one after another in order, and a failed job does not stop the next', async () => {
    const queue = new WriteQueue();
    const log: string[] = [];
    let release: () => void = () => undefined;
    const slow = queue.run(
      () =>
        new Promise<void>((resolve) => {
          log.push('slow start');
          release = () => {
            log.push('slow end');
            resolve();
          };
        }),
    );
    const failing = queue.run(async () => {
      log.push('failing');
      throw new Error('disk full');
    });
    const last = queue.run(async () => {
      log.push('last');
    });
    // the second job has not started while the first is still writing
    await Promise.resolve();
    expect(log).toEqual(['slow start']);
    release();
    await slow;
    await expect(failing).rejects.toThrow('disk full');
    await last;
    expect(log).toEqual(['slow start', 'slow end', 'failing', 'last']);
  });
});
