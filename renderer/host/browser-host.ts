// The host of the browser build (`npm run web`): the host core of shared/host over the page's storage
// (browser-storage.ts), served through the same door as main's (shared/host/in-page.ts). What is
// particular to a page is here: its storage, its clocks and visibility, the solver worker that finds
// daily deals, the download that exports a file, and the leaderboard of the server that served it.
import type { GameHost } from '../../shared/host/host';
import { type DailyDealOf, EMPTY_HELD_GAMES, heldGamesData } from '../../shared/host/held-games';
import { openHostCore } from '../../shared/host/host-core';
import { servedInPage } from '../../shared/host/in-page';
import { Notices } from '../../shared/host/notices';
import type { ExportFile } from '../../shared/host/types';
import { ok } from '../../shared/engine/result';
import { FILE_LIMITS } from '../../shared/schemas/limits';
import type { FetchLike } from '../../shared/leaderboard/client';
import type { Leaderboard } from '../../shared/leaderboard/service';
import { SERVER_CONFIG_ELEMENT_ID, leaderboardApiFrom } from '../../shared/leaderboard/server-config';
import { loadSolver } from '../stores/solver-link';
import { BrowserStorage, type KeyValueStore } from './browser-storage';
import { downloadText } from './download';

export { STORAGE_KEYS, memoryStore, type KeyValueStore } from './browser-storage';

/** Hands a file to the browser, which saves it as a download (where the player's browser saves those). */
export type Download = (file: ExportFile) => void;

/** Whether the page is shown, and a way to hear when that changes (the document's visibility by default). */
export interface Visibility {
  readonly visible: boolean;
  onChange(listener: (visible: boolean) => void): void;
}

/** What the held games use besides storage; tests pass a fake clock, ids, daily deals and visibility. */
export interface BrowserHeldOptions {
  readonly clock?: () => number;
  readonly newId?: () => string;
  readonly dailyDeal?: DailyDealOf;
  readonly visibility?: Visibility;
  /** The leaderboard's API on this origin (`/api/v1`), or null for none; by default from the page. */
  readonly leaderboardApi?: string | null;
  readonly fetch?: FetchLike;
  readonly schedule?: (run: () => void, ms: number) => () => void;
}

/** The API the server named in the page (server/web.ts injects it), or null: then there is no leaderboard. */
const pageLeaderboardApi = (): string | null =>
  typeof document === 'undefined' ? null : leaderboardApiFrom(document.getElementById(SERVER_CONFIG_ELEMENT_ID)?.textContent);

const windowFetch: FetchLike = (url, init) => fetch(url, { ...init, credentials: 'omit', redirect: 'error' });
const windowTimer = (run: () => void, ms: number): (() => void) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

const documentVisibility = (): Visibility => {
  const shown = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';
  return {
    visible: shown(),
    onChange: (listener) => {
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', () => listener(shown()));
    },
  };
};

/** The daily deal from the page's solver worker; without one there is none (as the table says). */
const solverDailyDeal: DailyDealOf = async (game, date) => {
  const solver = await loadSolver();
  if (!solver) return { ok: false, error: 'no solver is available to find the daily deal' };
  return { ok: true, value: await solver.dailyDeal(game, date) };
};

export function createBrowserHost(store: KeyValueStore, now: () => Date = () => new Date(), download: Download = downloadText, options: BrowserHeldOptions = {}): GameHost {
  const notices = new Notices();
  const storage = new BrowserStorage(store, notices);
  const settings = storage.settings();

  // the leaderboard: only on a page its server served, only once the player turned it on
  const api = options.leaderboardApi === undefined ? pageLeaderboardApi() : options.leaderboardApi;
  /** The player's nickname when the player turned the leaderboard on, on a page its server served; else null. */
  const optedIn = (): string | null => {
    const l = settings.get().leaderboard;
    return api === null || !l.enabled ? null : l.nickname;
  };
  // the service, its client and its stored state's schema load on the first leaderboard call: most
  // pages never make one, and none is made before the table is up
  let board: Promise<Leaderboard> | null = null;
  const leaderboard = (): Promise<Leaderboard> =>
    (board ??= Promise.all([import('../../shared/leaderboard/service'), import('../../shared/leaderboard/state')]).then(async ([service, state]) => {
      const kept = await storage.entry('leaderboard', FILE_LIMITS.leaderboard, state.leaderboardState, state.EMPTY_LEADERBOARD_STATE).load();
      if (kept.notice) notices.push(kept.notice);
      return service.createLeaderboard({
        fetch: options.fetch ?? windowFetch,
        setup: () => {
          const nickname = optedIn();
          return api === null || nickname === null ? null : ok({ api, nickname });
        },
        initial: kept.value,
        save: (saved) => void storage.keep('leaderboard', saved),
        schedule: options.schedule ?? windowTimer,
        now,
        notify: (message) => notices.push({ kind: 'saved-game-rejected', message }),
      });
    }));

  const visibility = options.visibility ?? documentVisibility();
  const core = openHostCore({
    // the game as JSON: the host core checks and replays it
    game: storage.entry<unknown>('game', FILE_LIMITS.savedGame, ok, null),
    results: storage.results(),
    held: storage.entry('held', FILE_LIMITS.heldGames, heldGamesData, EMPTY_HELD_GAMES),
    settings,
    notices,
    now,
    clock: options.clock ?? (() => performance.now()),
    newId: options.newId ?? (() => crypto.randomUUID()),
    dailyDeal: options.dailyDeal ?? solverDailyDeal,
    visible: visibility.visible,
    leaderboard: { on: () => optedIn() !== null, service: leaderboard, schedule: options.schedule ?? windowTimer },
    exportFile: async (file) => {
      // a browser does not say where the download went, nor whether the player kept it
      download(file);
      return { saved: true };
    },
  });
  void core.then((c) => visibility.onChange((visible) => c.held.setVisible(visible)));
  return servedInPage(core, {
    leaderboardPlace: api === null ? 'none' : 'this-site',
    // no native menu in a browser: the table's own buttons show what is enabled
    sends: { setTableState: () => undefined },
  });
}

