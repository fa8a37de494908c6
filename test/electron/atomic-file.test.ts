// Atomic writes: a write cut short at any step leaves the previous version whole and no temporary
// file behind; writes to one file land in the order they were asked for.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WriteQueue, writeFileAtomic } from '../../electron/main/atomic-file';
import { type FailAt, failingFs, realFs, tempDir } from './helpers';

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
