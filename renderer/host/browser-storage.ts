// The browser build's storage, as the host core's port (shared/host/storage.ts): localStorage keys
// instead of files. It keeps main's promises: what it reads back is checked by the same schemas and
// limits as a file from disk; a damaged entry is set aside under a backup key and announced, one
// notice for each; a results list with bad entries keeps the good ones; a write the storage refuses
// (quota) is announced at once, once, until one succeeds again, and never rejects: the page plays on.
import type { Result } from '../../shared/engine/result';
import type { Notices } from '../../shared/host/notices';
import type { Loaded, SettingsStore, Store } from '../../shared/host/storage';
import { NO_RESULTS, type StoredResults, salvageResults, validateStoredResults } from '../../shared/host/stored-results';
import type { HostNotice, Settings } from '../../shared/host/types';
import { parseBoundedJson } from '../../shared/ipc/json-scan';
import { type JsonLimits, FILE_LIMITS } from '../../shared/schemas/limits';
import { readSettings } from './browser-settings';

export const STORAGE_KEYS = {
  game: 'castle.game',
  settings: 'castle.settings',
  results: 'castle.results',
  held: 'castle.held',
  leaderboard: 'castle.leaderboard',
} as const;
export type StorageName = keyof typeof STORAGE_KEYS;

/** The part of the Web Storage API the host uses, so tests can hand it a Map-backed one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

const NAMES: Record<StorageName, string> = { game: 'saved game', settings: 'settings', results: 'statistics', held: 'games in progress', leaderboard: 'leaderboard account' };
/** The first words of the notice for a damaged entry, completed by the reason. */
const DAMAGED: Record<StorageName, string> = {
  game: 'The saved game could not be read',
  settings: 'The stored settings were damaged',
  results: 'The stored statistics were damaged',
  held: 'The stored games in progress were damaged',
  leaderboard: 'The stored leaderboard account was damaged',
};

/** The keys of one page's storage, each read and written with the player told of what goes wrong. */
export class BrowserStorage {
  /** Keys whose writes are failing: announced once, until one succeeds again. */
  private readonly failing = new Set<string>();
  private unreadable = false;

  constructor(
    private readonly store: KeyValueStore,
    private readonly notices: Notices,
  ) {}

  /** Reads a key; on storage failure (privacy mode) answers null and tells the player once. */
  read(name: StorageName): string | null {
    try {
      return this.store.getItem(STORAGE_KEYS[name]);
    } catch (e) {
      if (!this.unreadable) this.notices.push({ kind: 'unreadable-file', message: `The browser storage cannot be read (${String(e)}). You can play, but nothing is kept.` });
      this.unreadable = true;
      return null;
    }
  }

  /** Writes a key; true when the storage took it. A refusal (quota) is a notice at once. */
  write(key: string, value: string, what: string): boolean {
    try {
      this.store.setItem(key, value);
      this.failing.delete(key);
      return true;
    } catch (e) {
      if (!this.failing.has(key)) this.notices.push({ kind: 'write-failed', message: `Your ${what} could not be saved in the browser storage (${String(e)}). The version saved before is kept.` });
      this.failing.add(key);
      return false;
    }
  }

  keep(name: StorageName, value: unknown): boolean {
    return this.write(STORAGE_KEYS[name], JSON.stringify(value), NAMES[name]);
  }

  remove(name: StorageName): void {
    this.store.removeItem(STORAGE_KEYS[name]);
  }

  /** A damaged entry is kept under a backup key, so nothing is lost silently; the notice for it. */
  setAside(name: StorageName, text: string, why: string, kind: HostNotice['kind'] = 'corrupt-file'): HostNotice {
    const key = STORAGE_KEYS[name];
    const backup = `${key}.damaged`;
    if (this.write(backup, text, `damaged ${NAMES[name]}`)) {
      this.store.removeItem(key);
      return { kind, message: `${why} It was kept as ${backup}.`, backupPath: backup };
    }
    return { kind, message: `${why} It could not be copied aside, so it was left as it is.` };
  }

  /** The JSON of a key within the file limits of its kind: null when missing, a notice when set aside. */
  readJson(name: StorageName, limits: JsonLimits): { text: string; value: unknown } | null | HostNotice {
    const text = this.read(name);
    if (text === null) return null;
    const parsed = parseBoundedJson(text, limits);
    if (parsed.ok) return { text, value: parsed.value };
    return this.setAside(name, text, `${DAMAGED[name]} (${parsed.error}).`);
  }

  /** A stored value that must pass its check whole: a damaged one is set aside, and `fresh` used. */
  entry<T>(name: StorageName, limits: JsonLimits, check: (value: unknown) => Result<T, string>, fresh: T): Store<T> {
    return {
      load: async () => {
        const json = this.readJson(name, limits);
        if (json === null) return { value: fresh };
        if ('kind' in json) return { value: fresh, notice: json };
        const checked = check(json.value);
        return checked.ok ? { value: checked.value } : { value: fresh, notice: this.setAside(name, json.text, `${DAMAGED[name]} (${checked.error}).`) };
      },
      save: async (value) => void this.keep(name, value),
      setAside: async (kind, problem) => {
        const text = this.read(name);
        return { value: fresh, ...(text === null ? {} : { notice: this.setAside(name, text, `The stored ${NAMES[name]} ${problem}.`, kind) }) };
      },
    };
  }

  /** The statistics: a bare list (as written before the totals) is read as one; bad entries are kept apart, the good ones kept. */
  results(): Store<StoredResults> {
    return {
      load: async () => this.loadResults(),
      save: async (value) => void this.keep('results', value),
      setAside: async (kind, problem) => {
        const text = this.read('results');
        return { value: NO_RESULTS, ...(text === null ? {} : { notice: this.setAside('results', text, `The stored statistics ${problem}.`, kind) }) };
      },
    };
  }

  /** The settings, read on first use: each bad field at its default, the damaged entry kept apart. */
  settings(): SettingsStore {
    let current: Settings | null = null;
    return {
      get: () => (current ??= this.loadSettings()),
      set: (next) => {
        current = readSettings(next).settings;
        this.keep('settings', current);
        return current;
      },
    };
  }

  private loadResults(): Loaded<StoredResults> {
    const json = this.readJson('results', FILE_LIMITS.results);
    if (json === null) return { value: NO_RESULTS };
    if ('kind' in json) return { value: NO_RESULTS, notice: json };
    const data = Array.isArray(json.value) ? { results: json.value, totals: NO_RESULTS.totals } : json.value;
    const checked = validateStoredResults(data);
    if (checked.ok) return { value: checked.value };
    const salvaged = salvageResults(data);
    if (salvaged === null || salvaged.rejected.length === 0) return { value: NO_RESULTS, notice: this.setAside('results', json.text, `${DAMAGED.results} (${checked.error}).`) };
    const backup = `${STORAGE_KEYS.results}.damaged`;
    const count = salvaged.rejected.length;
    const entries = `${count} damaged ${count === 1 ? 'entry' : 'entries'} (${salvaged.reason})`;
    if (this.write(backup, JSON.stringify({ rejected: salvaged.rejected }), 'damaged statistics')) {
      this.keep('results', salvaged.value);
      return { value: salvaged.value, notice: { kind: 'entries-set-aside', message: `The stored statistics held ${entries}. They were kept as ${backup}; everything else was loaded.`, backupPath: backup } };
    }
    return { value: salvaged.value, notice: { kind: 'entries-set-aside', message: `The stored statistics held ${entries}; the rest was loaded.` } };
  }

  private loadSettings(): Settings {
    const json = this.readJson('settings', FILE_LIMITS.settings);
    if (json === null) return readSettings({}).settings;
    if ('kind' in json) {
      this.notices.push(json);
      return readSettings({}).settings;
    }
    const read = readSettings(json.value);
    if (!read.whole) {
      this.notices.push(this.setAside('settings', json.text, `${DAMAGED.settings}; what could be read was kept.`));
      this.keep('settings', read.settings);
    }
    return read.settings;
  }
}
