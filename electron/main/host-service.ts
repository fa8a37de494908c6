// The main-process side of the GameHost: what each IPC request does once its sender and payload have
// been checked. It holds the loaded state and writes every change through the stores.
import type { SavedGame } from '../../shared/formats/saved-game-types';
import { restoreSavedGame } from '../../shared/formats/saved-game';
import { HeldGames } from '../../shared/host/held-games';
import type { GameResult, HostNotice, Settings } from '../../shared/host/types';
import type { InvokeHandlers } from '../../shared/ipc/contract';
import type { SettingsStore } from './settings-store';
import type { VersionedFile } from './versioned-file';
import { dailyDealInMain } from './held-games';

export interface HostServiceDeps {
  readonly settings: SettingsStore;
  readonly results: VersionedFile<GameResult[]>;
  readonly game: VersionedFile<SavedGame | null>;
  readonly now?: () => Date;
  /** Notices found before the service started (the settings file, for one). */
  readonly notices?: readonly HostNotice[];
  /** The games main holds, whose results it vouches for (electron/main/held-games.ts opens them). */
  readonly heldGames?: HeldGames;
  /** Where refused results are said (a hostile or broken renderer); console.warn by default. */
  readonly log?: (message: string) => void;
}

/** Every handler but the export, which needs Electron's save dialog (electron/main/export-file.ts). */
export interface HostService extends Omit<InvokeHandlers, 'exportFile'> {
  readonly settingsStore: SettingsStore;
  readonly heldGames: HeldGames;
}

/** Held games that last as long as the service (tests; the app passes the ones kept on disk). */
function inMemoryHeldGames(now: () => Date): HeldGames {
  return new HeldGames({ now, clock: () => performance.now(), newId: () => crypto.randomUUID(), dailyDeal: dailyDealInMain, visible: true });
}

/** Loads the results and the game in progress, then answers requests from memory and disk. */
export async function createHostService(deps: HostServiceDeps): Promise<HostService> {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message: string) => console.warn(message));
  const notices: HostNotice[] = [...(deps.notices ?? [])];

  const loadedResults = await deps.results.load();
  if (loadedResults.notice) notices.push(loadedResults.notice);
  let results: GameResult[] = loadedResults.value;

  let loadedGame = await deps.game.load();
  if (loadedGame.notice) notices.push(loadedGame.notice);
  if (loadedGame.value !== null) {
    // the file is well formed; it must also replay, or it could put an illegal position on the table
    const replay = restoreSavedGame(loadedGame.value);
    if (!replay.ok) {
      loadedGame = await deps.game.setAside('saved-game-rejected', `does not replay (${replay.error.message})`);
      if (loadedGame.notice) notices.push(loadedGame.notice);
    }
  }
  let game: SavedGame | null = loadedGame.value;
  const held = deps.heldGames ?? inMemoryHeldGames(now);

  return {
    settingsStore: deps.settings,
    heldGames: held,
    loadGame: () => game,
    async saveGame(next) {
      const replay = restoreSavedGame(next);
      if (!replay.ok) throw new Error(`Game not saved: ${replay.error.message}`);
      game = next;
      held.saved(next);
      await deps.game.save(next);
    },
    async clearGame() {
      game = null;
      await deps.game.remove();
    },
    loadSettings: (): Settings => deps.settings.get(),
    saveSettings: (next) => deps.settings.set(next),
    loadResults: () => results,
    async beginGame(start) {
      const begun = await held.begin(start);
      if (!begun.ok) throw new Error(`Game not begun: ${begun.error}`);
      return begun.value;
    },
    heldGame: () => held.held(),
    async recordResult({ game: finished, won, claim }) {
      const vouched = held.finish(finished, won, claim);
      if (!vouched.ok) {
        log(`Result not recorded: ${vouched.error}`);
        return null;
      }
      const next = [...results, vouched.value.result];
      try {
        await deps.results.save(next);
      } catch (error) {
        vouched.value.release();
        throw error;
      }
      results = next;
      return vouched.value.result;
    },
    async resetResults() {
      await deps.results.save([]);
      results = [];
    },
    takeNotices: () => notices.splice(0, notices.length),
  };
}
