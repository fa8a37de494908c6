// The storage port of the host core (host-core.ts): what main's files (electron/main/versioned-file.ts)
// and the browser's storage (renderer/host/storage-entry.ts) each supply, and all they supply. How a
// value is kept, and how a failure to keep it is announced, is theirs; what is kept, when, and what is
// done with it is the core's, the same for both.
import type { HostNotice, Settings } from './types';

export interface Loaded<T> {
  readonly value: T;
  /** Set when the stored value was damaged: what to tell the player. */
  readonly notice?: HostNotice;
}

/** One value kept somewhere (a file, a storage key). */
export interface Store<T> {
  /** The value kept, or a fresh one when there is none; a damaged one is set aside first, with a notice. */
  load(): Promise<Loaded<T>>;
  /** Keeps `value` after the writes before it; rejects when it could not (where the storage says so). */
  save(value: T): Promise<void>;
  /** Sets the kept value aside whole as a backup and answers fresh state and the notice; `problem` completes "Your <label> ...". */
  setAside(kind: HostNotice['kind'], problem: string): Promise<Loaded<T>>;
}

/** The settings, held in memory while the host runs. */
export interface SettingsStore {
  get(): Settings;
  /** Keeps `settings` (already checked by the service's door); the storage is written after. */
  set(settings: Settings): Settings;
  /** Settles when the last change is stored; rejects when it could not be. */
  written?(): Promise<void>;
}

/** A value kept in memory only (a host without storage for it: tests, or a folder that could not be opened). */
export function inMemory<T>(fresh: T): Store<T> {
  let value = fresh;
  return {
    load: async () => ({ value }),
    save: async (next) => void (value = next),
    setAside: async () => ({ value: (value = fresh) }),
  };
}
