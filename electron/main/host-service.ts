// The main-process side of the GameHost: what each IPC request does once its sender and payload have
// been checked. It holds the loaded state in memory, changes it at once (so concurrent requests all
// land, in order) and writes every change through the stores' queues.
import type { SavedGame } from '../../shared/formats/saved-game-types';
import { restoreSavedGame } from '../../shared/formats/saved-game';
import { resultFromSavedGame } from '../../shared/host/results';
import { foldResults } from '../../shared/host/results-fold';
import { NO_RESULTS, type StoredResults } from '../../shared/host/stored-results';
import type { HostNotice, Settings } from '../../shared/host/types';
import type { InvokeHandlers } from '../../shared/ipc/contract';
import { Notices } from './notices';
import type { SettingsStore } from './settings-store';
import type { VersionedFile } from './versioned-file';

export interface HostServiceDeps {
  readonly settings: SettingsStore;
  readonly results: VersionedFile<StoredResults>;
  readonly game: VersionedFile<SavedGame | null>;
  readonly now?: () => Date;
  /** Notices found before the service started (the settings file, for one). */
  readonly notices?: readonly HostNotice[];
  /** Where notices go; by default a queue that takeNotices empties. */
  readonly box?: Notices;
}

/** Every handler but the export, which needs Electron's save dialog (electron/main/export-file.ts). */
export interface HostService extends Omit<InvokeHandlers, 'exportFile'> {
  readonly settingsStore: SettingsStore;
  readonly notices: Notices;
}

/** Loads the results and the game in progress, then answers requests from memory and disk. */
export async function createHostService(deps: HostServiceDeps): Promise<HostService> {
  const now = deps.now ?? (() => new Date());
  const box = deps.box ?? new Notices();
  for (const n of deps.notices ?? []) box.push(n);

  const loadedResults = await deps.results.load();
  if (loadedResults.notice) box.push(loadedResults.notice);
  let stored: StoredResults = loadedResults.value;

  let loadedGame = await deps.game.load();
  if (loadedGame.notice) box.push(loadedGame.notice);
  if (loadedGame.value !== null) {
    // the file is well formed; it must also replay, or it could put an illegal position on the table
    const replay = restoreSavedGame(loadedGame.value);
    if (!replay.ok) {
      loadedGame = await deps.game.setAside('saved-game-rejected', `does not replay (${replay.error.message})`);
      if (loadedGame.notice) box.push(loadedGame.notice);
    }
  }
  let game: SavedGame | null = loadedGame.value;

  return {
    settingsStore: deps.settings,
    notices: box,
    loadGame: () => game,
    async saveGame(next) {
      const replay = restoreSavedGame(next);
      if (!replay.ok) {
        box.push({ kind: 'saved-game-rejected', message: `The game was not saved: ${replay.error.message}.` });
        throw new Error(`Game not saved: ${replay.error.message}`);
      }
      game = next;
      await deps.game.save(next);
    },
    async clearGame() {
      game = null;
      await deps.game.remove();
    },
    loadSettings: (): Settings => deps.settings.get(),
    async saveSettings(next) {
      const saved = deps.settings.set(next);
      await deps.settings.written?.();
      return saved;
    },
    loadResults: () => stored.results,
    loadResultTotals: () => stored.totals,
    async recordResult({ game: finished, won }) {
      const result = resultFromSavedGame(finished, won, now());
      if (!result.ok) {
        // as the browser host does: the player hears why a finished game did not count
        box.push({ kind: 'saved-game-rejected', message: `A finished game was not recorded: ${result.error}.` });
        return null;
      }
      // in memory first, before any await: three concurrent calls keep three results
      stored = foldResults([...stored.results, result.value], stored.totals);
      await deps.results.save(stored);
      return result.value;
    },
    async resetResults() {
      stored = NO_RESULTS;
      await deps.results.save(stored);
    },
    takeNotices: () => box.take(),
  };
}
