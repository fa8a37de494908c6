// Turns a write that failed into a notice for the player, at once and without repeating itself: one
// notice when a file's writes start failing (and again only after one of them has succeeded), and
// one notice in all when the data folder cannot be written (the game plays on without saving).
import type { HostNotice } from '../../shared/host/types';
import { errorCode, errorText } from './file-system';

/** Errors that mean "this folder is not ours to write", not "this write went wrong". */
const NO_PERMISSION = new Set(['EACCES', 'EPERM', 'EROFS']);

export class WriteFailures {
  private readonly failing = new Set<string>();
  private notSaving = false;

  constructor(private readonly notify: (notice: HostNotice) => void) {}

  /** Runs a write of the file called `label`, telling the player when it fails; rethrows its error. */
  async track<T>(label: string, write: () => Promise<T>): Promise<T> {
    try {
      const done = await write();
      this.failing.delete(label);
      return done;
    } catch (error) {
      this.failed(label, error);
      throw error;
    }
  }

  failed(label: string, error: unknown): void {
    const code = errorCode(error);
    if (code !== undefined && NO_PERMISSION.has(code)) return this.folderNotWritable(error);
    if (this.failing.has(label) || this.notSaving) return;
    this.failing.add(label);
    this.notify({ kind: 'write-failed', message: `Your ${label} could not be saved (${errorText(error)}). The version saved before is kept.` });
  }

  /** The data folder cannot be written: said once, however many writes fail after. */
  folderNotWritable(error: unknown): void {
    if (this.notSaving) return;
    this.notSaving = true;
    this.notify({ kind: 'not-saving', message: `The game's data folder cannot be written (${errorText(error)}). You can play on, but nothing is saved until it can be.` });
  }
}
