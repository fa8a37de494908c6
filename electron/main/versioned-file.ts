// A JSON file holding one value in a versioned envelope `{ "version": n, "data": ... }`. Loading
// counts the text's size first (the contract's limits), migrates old versions forward and validates
// the result. A file with some bad entries keeps the good ones: the bad are kept in a damaged file
// beside it and the player is told. A file that cannot be read, parsed, migrated or salvaged is renamed
// aside whole and reported, and the caller goes on with fresh state. Writes are queued, atomic, and
// a failed one is reported to the player (write-failures.ts). Nothing is ever lost without a word.
import { basename, dirname, extname, join } from 'node:path';
import type { Result } from '../../shared/engine/result';
import type { HostNotice } from '../../shared/host/types';
import type { Loaded, Store } from '../../shared/host/storage';

export type { Loaded };
import type { JsonLimits } from '../../shared/schemas/limits';
import { parseBoundedJson } from '../../shared/ipc/json-scan';
import { isPlainObject } from '../../shared/schemas/validate';
import { type AtomicOptions, WriteQueue, writeFileAtomic } from './atomic-file';
import { type FileSystem, errorText, isMissingFile } from './file-system';
import type { WriteFailures } from './write-failures';

/** Turns data of version `n` into data of version `n + 1`; may throw on data it cannot read. */
export type Migration = (data: unknown) => unknown;

/** What could be kept of data that did not validate whole: the good part and the entries refused. */
export interface Salvaged<T> {
  readonly value: T;
  readonly rejected: readonly unknown[];
  /** Why the first refused entry was refused. */
  readonly reason: string;
}

export interface VersionedFileSpec<T> {
  readonly path: string;
  /** What the file holds, for the player: "statistics", "saved game". */
  readonly label: string;
  readonly version: number;
  /** `migrations[n]` migrates version n to n + 1. Version 0 is a file without an envelope. */
  readonly migrations: Readonly<Record<number, Migration>>;
  readonly validate: (data: unknown) => Result<T, string>;
  readonly fresh: () => T;
  /** The size of the text accepted, from the contract (shared/schemas/limits.ts FILE_LIMITS). */
  readonly limits: JsonLimits;
  /** For a list: keeps the entries that validate when the whole does not; null when nothing can be kept. */
  readonly salvage?: (data: unknown) => Salvaged<T> | null;
  /** The file holds a secret (the leaderboard's): it and its backups are readable by their owner only (0600). */
  readonly secret?: boolean;
}

/** The permissions of a file that holds a secret. */
export const SECRET_FILE_MODE = 0o600;

export interface FileOptions {
  readonly now?: () => Date;
  /** Where a failed write is reported; without one, a failure only rejects the save. */
  readonly failures?: WriteFailures;
  readonly atomic?: AtomicOptions;
}

/** One value in a file: main's storage for the host core (shared/host/storage.ts). */
export class VersionedFile<T> implements Store<T> {
  private readonly queue = new WriteQueue();
  /** False after a damaged file could not be moved aside: then we must not write over it. */
  private writable = true;
  private readonly now: () => Date;

  constructor(
    private readonly fs: FileSystem,
    private readonly spec: VersionedFileSpec<T>,
    private readonly options: FileOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** How this file is written: the app's atomic options, and 0600 for a secret. */
  private get atomic(): AtomicOptions | undefined {
    return this.spec.secret ? { ...this.options.atomic, mode: SECRET_FILE_MODE } : this.options.atomic;
  }

  /** A secret's file that an older version wrote readable to all is made the owner's only (best effort). */
  private async tighten(path: string): Promise<void> {
    if (this.spec.secret) await this.fs.chmod(path, SECRET_FILE_MODE).catch(() => undefined);
  }

  get path(): string {
    return this.spec.path;
  }

  get label(): string {
    return this.spec.label;
  }

  async load(): Promise<Loaded<T>> {
    let text: string;
    try {
      text = await this.fs.readFile(this.spec.path, 'utf8');
    } catch (error) {
      if (isMissingFile(error)) return { value: this.spec.fresh() };
      return this.setAside('unreadable-file', `could not be read (${errorText(error)})`);
    }
    await this.tighten(this.spec.path);
    const json = parseBoundedJson(text, this.spec.limits);
    if (!json.ok) return this.setAside('corrupt-file', `is not valid (${json.error})`);
    const data = migrate(json.value, this.spec);
    if (!data.ok) return this.setAside('corrupt-file', data.error);
    const checked = this.spec.validate(data.value);
    if (checked.ok) return { value: checked.value };
    const salvaged = this.spec.salvage?.(data.value) ?? null;
    if (salvaged === null || salvaged.rejected.length === 0) return this.setAside('corrupt-file', `does not hold valid data (${checked.error})`);
    return this.keepApart(salvaged);
  }

  /** Replaces the file atomically with `value` at the current version, after the writes before it. */
  save(value: T): Promise<void> {
    const text = JSON.stringify({ version: this.spec.version, data: value });
    const write = (): Promise<void> =>
      this.queue.run(async () => {
        if (!this.writable) throw new Error(`the ${this.spec.label} file could not be moved aside, so it is not written over`);
        await writeFileAtomic(this.fs, this.spec.path, text, this.atomic);
      });
    return this.options.failures ? this.options.failures.track(this.spec.label, write) : write();
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
      await this.queue.run(() => this.fs.rename(this.spec.path, backupPath));
      await this.tighten(backupPath);
    } catch (error) {
      this.writable = false;
      const message = `Your ${label} file ${problem} and could not be moved aside (${errorText(error)}). It was left as it is at ${this.spec.path}; changes this session will not be saved over it.`;
      return { value: this.spec.fresh(), notice: { kind, message } };
    }
    const message = `Your ${label} file ${problem}. A copy was kept at ${backupPath}, and a fresh one was started.`;
    return { value: this.spec.fresh(), notice: { kind, message, backupPath } };
  }

  /** Writes the refused entries to a damaged file beside this one, then this file with the good ones. */
  private async keepApart(salvaged: Salvaged<T>): Promise<Loaded<T>> {
    const backupPath = backupPathFor(this.spec.path, this.now());
    const { label } = this.spec;
    const count = salvaged.rejected.length;
    const entries = `${count} damaged ${count === 1 ? 'entry' : 'entries'}`;
    try {
      await this.queue.run(() => writeFileAtomic(this.fs, backupPath, JSON.stringify({ rejected: salvaged.rejected }, null, 1), this.atomic));
    } catch (error) {
      // the bad entries live only in the file itself now: it must not be replaced this session
      this.writable = false;
      const message = `Your ${label} file held ${entries} (${salvaged.reason}); the rest was loaded. They could not be kept apart (${errorText(error)}), so the file is left as it is and changes this session are not saved over it.`;
      return { value: salvaged.value, notice: { kind: 'entries-set-aside', message } };
    }
    await this.save(salvaged.value).catch(() => undefined);
    const message = `Your ${label} file held ${entries} (${salvaged.reason}). They were kept at ${backupPath}; everything else was loaded.`;
    return { value: salvaged.value, notice: { kind: 'entries-set-aside', message, backupPath } };
  }
}

/** Reads the envelope and runs the migrations from its version to the current one. */
export function migrate(json: unknown, spec: Pick<VersionedFileSpec<unknown>, 'version' | 'migrations'>): Result<unknown, string> {
  let version = 0;
  let data: unknown = json;
  if (isPlainObject(json) && Object.hasOwn(json, 'version')) {
    const v = json.version;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return { ok: false, error: 'has a version that is not a whole number' };
    if (v > spec.version) return { ok: false, error: `was written by a newer version of the game (format ${v})` };
    if (!Object.hasOwn(json, 'data')) return { ok: false, error: 'has no data' };
    version = v;
    data = json.data;
  }
  for (; version < spec.version; version++) {
    const step = Object.hasOwn(spec.migrations, version) ? spec.migrations[version] : undefined;
    if (!step) return { ok: false, error: `is in format ${version}, which this version cannot read` };
    try {
      data = step(data);
    } catch (error) {
      return { ok: false, error: `could not be updated from format ${version} (${errorText(error)})` };
    }
  }
  return { ok: true, value: data };
}

/** Migrates, then validates: the value of a parsed file, or why it cannot be read. */
export function decode<T>(json: unknown, spec: Pick<VersionedFileSpec<T>, 'version' | 'migrations' | 'validate'>): Result<T, string> {
  const data = migrate(json, spec);
  if (!data.ok) return data;
  const checked = spec.validate(data.value);
  return checked.ok ? checked : { ok: false, error: `does not hold valid data (${checked.error})` };
}

/** `results.json` -> `results.damaged-2026-11-30T00-40-00-000Z.json`, beside the original. */
export function backupPathFor(path: string, when: Date): string {
  const ext = extname(path);
  const stamp = when.toISOString().replace(/[:.]/g, '-');
  return join(dirname(path), `${basename(path, ext)}.damaged-${stamp}${ext}`);
}
