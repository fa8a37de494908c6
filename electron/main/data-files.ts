// The versioned files main keeps in the user-data folder, with their formats and migrations.
import { join } from 'node:path';
import type { SavedGame } from '../../shared/formats/saved-game-types';
import type { GameResult } from '../../shared/host/types';
import { gameResults, savedGame } from '../../shared/ipc/payloads';
import type { FileSystem } from './file-system';
import { VersionedFile } from './versioned-file';

export const RESULTS_VERSION = 1;
export const GAME_VERSION = 1;

/** Version 0 is a bare JSON array of results, as written before files had an envelope. */
export const RESULTS_MIGRATIONS = {
  0: (data: unknown): unknown => {
    if (!Array.isArray(data)) throw new Error('the results are not a list');
    return data;
  },
};

/** Version 0 is a bare saved game (format 1 of shared/formats) without the envelope. */
export const GAME_MIGRATIONS = {
  0: (data: unknown): unknown => data,
};

export function resultsFile(fs: FileSystem, dir: string, now?: () => Date): VersionedFile<GameResult[]> {
  return new VersionedFile(
    fs,
    { path: join(dir, 'results.json'), label: 'statistics', version: RESULTS_VERSION, migrations: RESULTS_MIGRATIONS, validate: gameResults, fresh: () => [] },
    now,
  );
}

export function gameFile(fs: FileSystem, dir: string, now?: () => Date): VersionedFile<SavedGame | null> {
  return new VersionedFile<SavedGame | null>(
    fs,
    {
      path: join(dir, 'game-in-progress.json'),
      label: 'saved game',
      version: GAME_VERSION,
      migrations: GAME_MIGRATIONS,
      validate: (data) => (data === null ? { ok: true, value: null } : savedGame(data)),
      fresh: () => null,
    },
    now,
  );
}
