// The versioned files main keeps in the user-data folder, with their formats, migrations and limits.
import { join } from 'node:path';
import { EMPTY_TOTALS } from '../../shared/host/results-fold';
import { NO_RESULTS, type StoredResults, salvageResults, validateStoredResults } from '../../shared/host/stored-results';
import { FILE_LIMITS } from '../../shared/schemas/limits';
import type { FileSystem } from './file-system';
import { type FileOptions, VersionedFile } from './versioned-file';

export const RESULTS_VERSION = 2;
export const GAME_VERSION = 1;

export type { StoredResults };

/** Version 0 is a bare JSON array of results; 1 the same array in the envelope; 2 adds the totals. */
export const RESULTS_MIGRATIONS = {
  0: (data: unknown): unknown => {
    if (!Array.isArray(data)) throw new Error('the results are not a list');
    return data;
  },
  1: (data: unknown): unknown => {
    if (!Array.isArray(data)) throw new Error('the results are not a list');
    return { results: data, totals: EMPTY_TOTALS };
  },
};

/** Version 0 is a bare saved game (format 1 of shared/formats) without the envelope. */
export const GAME_MIGRATIONS = {
  0: (data: unknown): unknown => data,
};

export function resultsFile(fs: FileSystem, dir: string, options?: FileOptions): VersionedFile<StoredResults> {
  return new VersionedFile<StoredResults>(
    fs,
    {
      path: join(dir, RESULTS_FILE),
      label: 'statistics',
      version: RESULTS_VERSION,
      migrations: RESULTS_MIGRATIONS,
      validate: validateStoredResults,
      salvage: salvageResults,
      fresh: () => NO_RESULTS,
      limits: FILE_LIMITS.results,
    },
    options,
  );
}

/** The game in progress as JSON: the host core checks and replays it (shared/host/host-core.ts). */
export function gameFile(fs: FileSystem, dir: string, options?: FileOptions): VersionedFile<unknown> {
  return new VersionedFile<unknown>(
    fs,
    {
      path: join(dir, GAME_FILE),
      label: 'saved game',
      version: GAME_VERSION,
      migrations: GAME_MIGRATIONS,
      validate: (data) => ({ ok: true, value: data }),
      fresh: () => null,
      limits: FILE_LIMITS.savedGame,
    },
    options,
  );
}

export const RESULTS_FILE = 'results.json';
export const GAME_FILE = 'game-in-progress.json';
export const SETTINGS_FILE_NAME = 'settings.json';
export const WINDOW_STATE_FILE = 'window-state.json';
/** Every file main writes in the user-data folder: their stale temporary files are removed at start. */
export const DATA_FILES = [RESULTS_FILE, GAME_FILE, SETTINGS_FILE_NAME, WINDOW_STATE_FILE] as const;
