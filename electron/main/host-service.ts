// The main-process side of the GameHost: what each IPC request does once its sender and payload have
// been checked. It holds the loaded state in memory, changes it at once (so concurrent requests all
// land, in order) and writes every change through the stores' queues.
import type { SavedGame } from '../../shared/formats/saved-game-types';
import { restoreSavedGame } from '../../shared/formats/saved-game';
import { HeldGames } from '../../shared/host/held-games';
import { foldResults } from '../../shared/host/results-fold';
import { NO_RESULTS, type StoredResults } from '../../shared/host/stored-results';
import type { HostNotice, Settings } from '../../shared/host/types';
import type { InvokeHandlers } from '../../shared/ipc/contract';
import { Notices } from './notices';
import type { SettingsStore } from './settings-store';
import type { VersionedFile } from './versioned-file';
import { NO_DAILY_DEALS } from './daily-deals';
import { desktopSetup, offLeaderboard } from './leaderboard';
import type { Leaderboard } from '../../shared/leaderboard/service';
import { DailyLifecycle } from '../../shared/leaderboard/daily-lifecycle';
import type { DailyOutcome } from '../../shared/leaderboard/outcome';

export interface HostServiceDeps {
  readonly settings: SettingsStore;
  readonly results: VersionedFile<StoredResults>;
  readonly game: VersionedFile<SavedGame | null>;
  readonly now?: () => Date;
  /** Notices found before the service started (the settings file, for one). */
  readonly notices?: readonly HostNotice[];
  /** The games main holds, whose results it vouches for (electron/main/held-games.ts opens them). */
  readonly heldGames?: HeldGames;
  /** Where refused results are said (a hostile or broken renderer); console.warn by default. */
  readonly log?: (message: string) => void;
  /** Where notices go; by default a queue that takeNotices empties. */
  readonly box?: Notices;
  /** The online leaderboard (electron/main/leaderboard.ts); off without one. */
  readonly leaderboard?: Leaderboard;
  /** Where what became of a won daily deal goes (the window); nowhere by default. */
  readonly tellOutcome?: (outcome: DailyOutcome) => void;
}

/** Every handler but the export, which needs Electron's save dialog (electron/main/export-file.ts). */
export interface HostService extends Omit<InvokeHandlers, 'exportFile'> {
  readonly settingsStore: SettingsStore;
  readonly heldGames: HeldGames;
  readonly notices: Notices;
  readonly leaderboard: Leaderboard;
  /** The daily deals' tickets and results, main's own doing (tests wait on its `settled`). */
  readonly dailies: DailyLifecycle;
}

/** Held games that last as long as the service (tests; the app passes the ones kept on disk). */
function inMemoryHeldGames(now: () => Date): HeldGames {
  return new HeldGames({ now, clock: () => performance.now(), newId: () => crypto.randomUUID(), dailyDeal: NO_DAILY_DEALS, visible: true });
}

/** Loads the results and the game in progress, then answers requests from memory and disk. */
export async function createHostService(deps: HostServiceDeps): Promise<HostService> {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message: string) => console.warn(message));
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
  const held = deps.heldGames ?? inMemoryHeldGames(now);
  const leaderboard = deps.leaderboard ?? offLeaderboard();
  // a daily deal's ticket at its begin and its win sent are main's, not the renderer's: the player opted in,
  // and the address main checks itself is usable
  const dailies = new DailyLifecycle({
    on: () => desktopSetup(deps.settings.get())?.ok === true,
    service: () => leaderboard,
    tell: deps.tellOutcome ?? (() => undefined),
  });

  return {
    settingsStore: deps.settings,
    heldGames: held,
    notices: box,
    leaderboard,
    dailies,
    // the payloads were checked at the door (shared/schemas/host.ts); the service checks the settings
    leaderboardJoin: () => leaderboard.join(),
    leaderboardBoard: ({ game, date }) => leaderboard.board(game, date),
    loadGame: () => game,
    async saveGame(next) {
      const replay = restoreSavedGame(next);
      if (!replay.ok) {
        box.push({ kind: 'saved-game-rejected', message: `The game was not saved: ${replay.error.message}.` });
        throw new Error(`Game not saved: ${replay.error.message}`);
      }
      game = next;
      held.saved(next);
      await deps.game.save(next);
    },
    loadSettings: (): Settings => deps.settings.get(),
    async saveSettings(next) {
      const saved = deps.settings.set(next);
      await deps.settings.written?.();
      return saved;
    },
    loadResults: () => stored.results,
    loadResultTotals: () => stored.totals,
    async beginGame(start) {
      const begun = await held.begin(start);
      if (!begun.ok) throw new Error(`Game not begun: ${begun.error}`);
      dailies.begun(begun.value);
      return begun.value;
    },
    heldGame: () => held.held(),
    async recordResult({ game: finished, won, claim }) {
      // synchronous up to the first await: fifty concurrent sends of one game find it finished once
      const vouched = held.finish(finished, won, claim);
      if (!vouched.ok) {
        log(`Result not recorded: ${vouched.error}`);
        // as the browser host does: the player hears why a finished game did not count
        box.push({ kind: 'saved-game-rejected', message: `A finished game was not recorded: ${vouched.error}.` });
        return null;
      }
      // in memory first, before any await: concurrent results all land, and a failed write is retried
      // with the next one (the result stays recorded, so its game is not released for a second send)
      stored = foldResults([...stored.results, vouched.value.result], stored.totals);
      // the result just vouched for, and the moves that replayed to it, are what the leaderboard gets
      dailies.finished(vouched.value);
      await deps.results.save(stored);
      return vouched.value.result;
    },
    async resetResults() {
      stored = NO_RESULTS;
      await deps.results.save(stored);
    },
    takeNotices: () => box.take(),
  };
}
