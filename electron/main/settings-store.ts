// Settings in a versioned file (versioned-file.ts), held in memory while the app runs.
//
// One owner for settings.json: this layer, not electron-store. electron-store (through conf) checks
// its JSON Schema with Ajv on every get and set, so a file damaged while the app runs made every get
// and set throw; a damaged file at start either throws or, with clearInvalidConfig, is replaced with
// no copy kept; and its writes could not be faulted in tests. Here settings get what every other file
// gets: one schema (shared/schemas/host.ts), migrations by version, a damaged file set aside with a
// notice, writes queued, atomic and reported when they fail. Memory is the truth while the app runs:
// get and set never touch the disk, so a file damaged meanwhile is never read, cannot make them
// throw, and is replaced whole by the next save.
import { join } from 'node:path';
import { DEFAULT_SETTINGS, type HostNotice, type Settings } from '../../shared/host/types';
import { FILE_LIMITS } from '../../shared/schemas/limits';
import { settings as validateSettings } from '../../shared/schemas/host';
import { isPlainObject } from '../../shared/schemas/validate';
import { SETTINGS_FILE_NAME } from './data-files';
import type { FileSystem } from './file-system';
import { type FileOptions, VersionedFile } from './versioned-file';

export const SETTINGS_VERSION = 2;

/** What main needs from the settings. */
export interface SettingsStore {
  get(): Settings;
  /** Validates and keeps `settings` (throws on invalid ones); the file is written after. */
  set(settings: Settings): Settings;
  /** Settles when the last change is on disk; rejects when it could not be written. */
  written?(): Promise<void>;
}

/**
 * Migrations of the settings file. Version 0 is the flat object of settings that came before the
 * envelope; fields it lacks take their defaults, and fields no longer known are dropped (own fields
 * only: `toString` or `__proto__` in a file are not settings).
 */
export const SETTINGS_MIGRATIONS = {
  0: (data: unknown): unknown => {
    if (!isPlainObject(data)) throw new Error('the settings are not an object');
    const known = Object.fromEntries(Object.entries(data).filter(([key]) => Object.hasOwn(DEFAULT_SETTINGS, key)));
    return { ...DEFAULT_SETTINGS, ...known };
  },
  /** Version 2 adds the online leaderboard, off. */
  1: (data: unknown): unknown => {
    if (!isPlainObject(data)) throw new Error('the settings are not an object');
    return { leaderboard: DEFAULT_SETTINGS.leaderboard, ...data };
  },
};

export interface OpenedSettings {
  readonly store: SettingsStore;
  readonly notice?: HostNotice;
}

export function settingsFile(fs: FileSystem, dir: string, options?: FileOptions): VersionedFile<Settings> {
  return new VersionedFile<Settings>(
    fs,
    {
      path: join(dir, SETTINGS_FILE_NAME),
      label: 'settings',
      version: SETTINGS_VERSION,
      migrations: SETTINGS_MIGRATIONS,
      validate: validateSettings,
      fresh: () => DEFAULT_SETTINGS,
      limits: FILE_LIMITS.settings,
    },
    options,
  );
}

/** Settings in memory only: when the file cannot be opened at all, the app still starts. */
export function memorySettings(initial: Settings = DEFAULT_SETTINGS): SettingsStore {
  let current = initial;
  return {
    get: () => current,
    set(next) {
      const checked = validateSettings(next);
      if (!checked.ok) throw new Error(`Settings refused: ${checked.error}`);
      current = checked.value;
      return current;
    },
  };
}

/** Loads (migrating, or setting aside a damaged file), then keeps the settings in memory. */
export async function openSettings(fs: FileSystem, dir: string, options?: FileOptions): Promise<OpenedSettings> {
  const file = settingsFile(fs, dir, options);
  const loaded = await file.load();
  const memory = memorySettings(loaded.value);
  let last: Promise<void> = Promise.resolve();
  if (!loaded.notice && (await olderVersion(fs, file.path))) last = file.save(loaded.value);
  const store: SettingsStore = {
    get: memory.get,
    set(next) {
      const saved = memory.set(next);
      last = file.save(saved);
      // the failure is reported by the file (options.failures); written() hands it to a caller who waits
      last.catch(() => undefined);
      return saved;
    },
    written: () => last,
  };
  return loaded.notice ? { store, notice: loaded.notice } : { store };
}

/** An existing file of an older version: written back migrated, so the next start reads it as is. */
async function olderVersion(fs: FileSystem, path: string): Promise<boolean> {
  try {
    const json: unknown = JSON.parse(await fs.readFile(path, 'utf8'));
    return !(isPlainObject(json) && json.version === SETTINGS_VERSION);
  } catch {
    return false;
  }
}
