// Settings in electron-store (or its base library `conf` in tests), with a JSON schema and defaults.
// electron-store on its own either throws on a damaged file or, with clearInvalidConfig, replaces it
// silently; so before it opens the file we read it ourselves, migrate it, and set a damaged one aside.
import { join } from 'node:path';
import type { Schema } from 'conf';
import { GAME_IDS } from '../../shared/engine/games';
import { ANIMATION_SPEEDS, CARD_BACKS, DEFAULT_SETTINGS, LANGUAGES, THEMES, type HostNotice, type Settings } from '../../shared/host/types';
import { settings as validateSettings } from '../../shared/ipc/payloads';
import { isPlainObject } from '../../shared/ipc/validate';
import type { FileSystem } from './file-system';
import { VersionedFile, decode } from './versioned-file';

export const SETTINGS_VERSION = 1;
export const SETTINGS_FILE = 'settings';

/** What main needs from the settings, whichever library keeps them. */
export interface SettingsStore {
  get(): Settings;
  set(settings: Settings): Settings;
}

/** The part of electron-store's (and conf's) API used here. */
export interface ConfLike {
  get(key: 'data'): unknown;
  set(key: 'data', value: unknown): void;
}
export interface ConfOptions {
  readonly cwd: string;
  readonly name: string;
  readonly schema: Schema<Record<string, unknown>>;
  readonly defaults: Record<string, unknown>;
}
export type ConfFactory = (options: ConfOptions) => ConfLike;

/** The schema electron-store checks on every read and write, built from the same constant lists. */
export const SETTINGS_SCHEMA: Schema<Record<string, unknown>> = {
  version: { type: 'integer', minimum: 1 },
  data: {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(DEFAULT_SETTINGS),
    properties: {
      game: { enum: [...GAME_IDS] },
      winnableOnly: { type: 'boolean' },
      autoMoveSafe: { type: 'boolean' },
      animationSpeed: { enum: [...ANIMATION_SPEEDS] },
      fourColour: { type: 'boolean' },
      cardBack: { enum: [...CARD_BACKS] },
      theme: { enum: [...THEMES] },
      language: { enum: [...LANGUAGES, null] },
    },
  },
};

/**
 * Migrations of the settings file. Version 0 is the flat object of settings that came before the
 * envelope; fields it lacks take their defaults, and fields no longer known are dropped.
 */
export const SETTINGS_MIGRATIONS = {
  0: (data: unknown): unknown => {
    if (!isPlainObject(data)) throw new Error('the settings are not an object');
    const known = Object.fromEntries(Object.entries(data).filter(([key]) => key in DEFAULT_SETTINGS));
    return { ...DEFAULT_SETTINGS, ...known };
  },
};

export interface OpenedSettings {
  readonly store: SettingsStore;
  readonly notice?: HostNotice;
}

/** Checks, migrates or sets aside the settings file, then opens it through `factory`. */
export async function openSettings(fs: FileSystem, dir: string, factory: ConfFactory, now: () => Date = () => new Date()): Promise<OpenedSettings> {
  const path = join(dir, `${SETTINGS_FILE}.json`);
  const file = new VersionedFile<Settings>(
    fs,
    { path, label: 'settings', version: SETTINGS_VERSION, migrations: SETTINGS_MIGRATIONS, validate: validateSettings, fresh: () => DEFAULT_SETTINGS },
    now,
  );
  const loaded = await file.load();
  if (!loaded.notice && (await needsRewrite(fs, path))) await file.save(loaded.value);
  const conf = factory({ cwd: dir, name: SETTINGS_FILE, schema: SETTINGS_SCHEMA, defaults: { version: SETTINGS_VERSION, data: DEFAULT_SETTINGS } });
  const store: SettingsStore = {
    get() {
      const checked = validateSettings(conf.get('data'));
      return checked.ok ? checked.value : DEFAULT_SETTINGS;
    },
    set(next) {
      const checked = validateSettings(next);
      if (!checked.ok) throw new Error(`Settings refused: ${checked.error}`);
      conf.set('data', checked.value);
      return checked.value;
    },
  };
  return loaded.notice ? { store, notice: loaded.notice } : { store };
}

/** An existing file of an older version: write it back migrated before electron-store reads it. */
async function needsRewrite(fs: FileSystem, path: string): Promise<boolean> {
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(path, 'utf8'));
  } catch {
    return false;
  }
  const current = isPlainObject(json) && json.version === SETTINGS_VERSION;
  return !current && decode(json, { version: SETTINGS_VERSION, migrations: SETTINGS_MIGRATIONS, validate: validateSettings }).ok;
}
