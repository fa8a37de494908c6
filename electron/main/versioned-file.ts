// A JSON file holding one value in a versioned envelope `{ "version": n, "data": ... }`. Loading
// migrates old versions forward and validates the result; a file that cannot be read, parsed,
// migrated or validated is renamed aside as a backup and reported, and the caller goes on with fresh
// state. Nothing is ever wiped without the player being told where the old file went.
import { basename, dirname, extname, join } from 'node:path';
import type { Result } from '../../shared/engine/result';
import type { HostNotice } from '../../shared/host/types';
import { isPlainObject } from '../../shared/ipc/validate';
import { WriteQueue, writeFileAtomic } from './atomic-file';
import { type FileSystem, isMissingFile } from './file-system';

/** Turns data of version `n` into data of version `n + 1`; may throw on data it cannot read. */
export type Migration = (data: unknown) => unknown;

export interface VersionedFileSpec<T> {
  readonly path: string;
  /** What the file holds, for the player: "statistics", "saved game". */
  readonly label: string;
  readonly version: number;
  /** `migrations[n]` migrates version n to n + 1. Version 0 is a file without an envelope. */
  readonly migrations: Readonly<Record<number, Migration>>;
  readonly validate: (data: unknown) => Result<T, string>;
  readonly fresh: () => T;
}

export interface Loaded<T> {
  readonly value: T;
  /** Set when the file was damaged: what to tell the player. */
  readonly notice?: HostNotice;
}

export class VersionedFile<T> {
  private readonly queue = new WriteQueue();
  /** False after a damaged file could not be moved aside: then we must not write over it. */
  private writable = true;

  constructor(
    private readonly fs: FileSystem,
    private readonly spec: VersionedFileSpec<T>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get path(): string {
    return this.spec.path;
  }

  async load(): Promise<Loaded<T>> {
    let text: string;
    try {
      text = await this.fs.readFile(this.spec.path, 'utf8');
    } catch (error) {
      if (isMissingFile(error)) return { value: this.spec.fresh() };
      return this.setAside('unreadable-file', `could not be read (${errorText(error)})`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.setAside('corrupt-file', 'is not valid JSON');
    }
    const decoded = decode(json, this.spec);
    if (!decoded.ok) return this.setAside('corrupt-file', decoded.error);
    return { value: decoded.value };
  }

  /** Replaces the file atomically with `value` at the current version. */
  save(value: T): Promise<void> {
    const text = JSON.stringify({ version: this.spec.version, data: value });
    return this.queue.run(async () => {
      if (!this.writable) throw new Error(`The ${this.spec.label} file could not be moved aside, so it is not overwritten.`);
      await writeFileAtomic(this.fs, this.spec.path, text);
    });
  }

  async remove(): Promise<void> {
    await this.queue.run(async () => {
      if (!this.writable) return;
      await this.fs.unlink(this.spec.path).catch((error: unknown) => {
        if (!isMissingFile(error)) throw error;
      });
    });
  }

  /**
   * Moves the file aside as a backup and answers with fresh state and the notice for the player;
   * `problem` completes the sentence "Your <label> file ...".
   */
  async setAside(kind: HostNotice['kind'], problem: string): Promise<Loaded<T>> {
    const backupPath = backupPathFor(this.spec.path, this.now());
    const label = this.spec.label;
    try {
      await this.fs.rename(this.spec.path, backupPath);
    } catch (error) {
      this.writable = false;
      const message = `Your ${label} file ${problem} and could not be moved aside (${errorText(error)}). It was left as it is at ${this.spec.path}; changes this session will not be saved over it.`;
      return { value: this.spec.fresh(), notice: { kind, message } };
    }
    const message = `Your ${label} file ${problem}. A copy was kept at ${backupPath}, and a fresh one was started.`;
    return { value: this.spec.fresh(), notice: { kind, message, backupPath } };
  }
}

/** Reads the envelope, runs the migrations from its version to the current one, and validates. */
export function decode<T>(json: unknown, spec: Pick<VersionedFileSpec<T>, 'version' | 'migrations' | 'validate'>): Result<T, string> {
  let version = 0;
  let data: unknown = json;
  if (isPlainObject(json) && 'version' in json) {
    const v = json.version;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return { ok: false, error: 'has a version that is not a whole number' };
    if (v > spec.version) return { ok: false, error: `was written by a newer version of the game (format ${v})` };
    if (!('data' in json)) return { ok: false, error: 'has no data' };
    version = v;
    data = json.data;
  }
  for (; version < spec.version; version++) {
    const migrate = spec.migrations[version];
    if (!migrate) return { ok: false, error: `is in format ${version}, which this version cannot read` };
    try {
      data = migrate(data);
    } catch (error) {
      return { ok: false, error: `could not be updated from format ${version} (${errorText(error)})` };
    }
  }
  const checked = spec.validate(data);
  return checked.ok ? checked : { ok: false, error: `does not hold valid data (${checked.error})` };
}

/** `results.json` -> `results.damaged-2026-11-30T00-40-00-000Z.json`, beside the original. */
export function backupPathFor(path: string, when: Date): string {
  const ext = extname(path);
  const stamp = when.toISOString().replace(/[:.]/g, '-');
  return join(dirname(path), `${basename(path, ext)}.damaged-${stamp}${ext}`);
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
