import type { GameHost, HostCommand } from '../../shared/host/host';
import type { ExportFile, ExportOutcome, GameResult, HostNotice, ResultTotals, Settings } from '../../shared/host/types';
import { serializeSavedGame, validateSavedGame, type SavedGame } from '../../shared/formats/saved-game';
import { type DailyDealOf, EMPTY_HELD_GAMES, HeldGames, type HeldGamesData, heldGamesData } from '../../shared/host/held-games';
import { loadSolver } from '../stores/solver-link';
import { foldResults } from '../../shared/host/results-fold';
import { NO_RESULTS, type StoredResults, salvageResults, validateStoredResults } from '../../shared/host/stored-results';
import { type JsonLimits, FILE_LIMITS } from '../../shared/schemas/limits';
import { parseBoundedJson } from '../../shared/ipc/json-scan';
import { readSettings } from './browser-settings';
import { downloadText } from './download';
import type { Result } from '../../shared/engine/result';
import type { FetchLike } from '../../shared/leaderboard/client';
import { leaderboardCalls } from '../../shared/leaderboard/host-calls';
import type { Leaderboard } from '../../shared/leaderboard/service';
import { DailyLifecycle } from '../../shared/leaderboard/daily-lifecycle';
import type { DailyOutcome } from '../../shared/leaderboard/outcome';
import { SERVER_CONFIG_ELEMENT_ID, leaderboardApiFrom } from '../../shared/leaderboard/server-config';

// The host of the browser build (`npm run web`): localStorage instead of files, no native menu. It
// keeps main's promises: what it reads back is checked by the same schemas and limits as a file from
// disk; a damaged entry is set aside under a backup key and announced, one notice for each; a results
// list with bad entries keeps the good ones; a write the storage refuses (quota) is announced at once.

export const STORAGE_KEYS = {
  game: 'castle.game',
  settings: 'castle.settings',
  results: 'castle.results',
  held: 'castle.held',
  leaderboard: 'castle.leaderboard',
} as const;

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

const NAMES: Record<keyof typeof STORAGE_KEYS, string> = { game: 'saved game', settings: 'settings', results: 'statistics', held: 'games in progress', leaderboard: 'leaderboard account' };
/** The first words of the notice for a damaged entry, completed by the reason. */
const DAMAGED: Record<keyof typeof STORAGE_KEYS, string> = { game: 'The saved game could not be read', settings: 'The stored settings were damaged', results: 'The stored statistics were damaged', held: 'The stored games in progress were damaged', leaderboard: 'The stored leaderboard account was damaged' };

export function createBrowserHost(store: KeyValueStore, now: () => Date = () => new Date(), download: Download = downloadText, options: BrowserHeldOptions = {}): GameHost {
  const waiting: HostNotice[] = [];
  const noticeHandlers = new Set<(n: HostNotice) => void>();
  const commandHandlers = new Set<(c: HostCommand) => void>();
  let asked = false;
  /** Like main (electron/main/notices.ts): queued until first asked for, then given as they happen. */
  const notify = (notice: HostNotice): void => {
    if (asked && noticeHandlers.size > 0) for (const h of noticeHandlers) h(notice);
    else waiting.push(notice);
  };
  /** Storage keys whose writes are failing: announced once, until one succeeds again. */
  const failing = new Set<string>();
  let unreadable = false;

  /** Reads a key; on storage failure (privacy mode) answers null and tells the player once. */
  const read = (key: string): string | null => {
    try {
      return store.getItem(key);
    } catch (e) {
      if (!unreadable) notify({ kind: 'unreadable-file', message: `The browser storage cannot be read (${String(e)}). You can play, but nothing is kept.` });
      unreadable = true;
      return null;
    }
  };
  /** Writes a key; true when the storage took it. A refusal (quota) is a notice at once. */
  const write = (key: string, value: string, what: string): boolean => {
    try {
      store.setItem(key, value);
      failing.delete(key);
      return true;
    } catch (e) {
      if (!failing.has(key)) notify({ kind: 'write-failed', message: `Your ${what} could not be saved in the browser storage (${String(e)}). The version saved before is kept.` });
      failing.add(key);
      return false;
    }
  };
  /** A damaged entry is kept under a backup key, so nothing is lost silently; one notice for it. */
  const setAside = (name: keyof typeof STORAGE_KEYS, text: string, why: string): void => {
    const key = STORAGE_KEYS[name];
    const backup = `${key}.damaged`;
    if (write(backup, text, `damaged ${NAMES[name]}`)) {
      store.removeItem(key);
      notify({ kind: 'corrupt-file', message: `${why} It was kept as ${backup}.`, backupPath: backup });
    } else notify({ kind: 'corrupt-file', message: `${why} It could not be copied aside, so it was left as it is.` });
  };
  /** The JSON of a key within the file limits of its kind, or null (missing, or set aside). */
  const readJson = (name: keyof typeof STORAGE_KEYS, limits: JsonLimits): { text: string; value: unknown } | null => {
    const text = read(STORAGE_KEYS[name]);
    if (text === null) return null;
    const parsed = parseBoundedJson(text, limits);
    if (parsed.ok) return { text, value: parsed.value };
    setAside(name, text, `${DAMAGED[name]} (${parsed.error}).`);
    return null;
  };

  let results: StoredResults | null = null;
  const saveResults = (next: StoredResults): void => {
    results = next;
    write(STORAGE_KEYS.results, JSON.stringify(next), NAMES.results);
  };
  /** The statistics, read once: a bare list (as written before the totals) is read as one. */
  const loadStored = (): StoredResults => {
    if (results) return results;
    const json = readJson('results', FILE_LIMITS.results);
    if (json === null) return (results = NO_RESULTS);
    const data = Array.isArray(json.value) ? { results: json.value, totals: NO_RESULTS.totals } : json.value;
    const checked = validateStoredResults(data);
    if (checked.ok) return (results = checked.value);
    const salvaged = salvageResults(data);
    if (salvaged === null || salvaged.rejected.length === 0) {
      setAside('results', json.text, `${DAMAGED.results} (${checked.error}).`);
      return (results = NO_RESULTS);
    }
    const backup = `${STORAGE_KEYS.results}.damaged`;
    const count = salvaged.rejected.length;
    if (write(backup, JSON.stringify({ rejected: salvaged.rejected }), 'damaged statistics')) {
      saveResults(salvaged.value);
      notify({ kind: 'entries-set-aside', message: `The stored statistics held ${count} damaged ${count === 1 ? 'entry' : 'entries'} (${salvaged.reason}). They were kept as ${backup}; everything else was loaded.`, backupPath: backup });
    } else {
      results = salvaged.value;
      notify({ kind: 'entries-set-aside', message: `The stored statistics held ${count} damaged ${count === 1 ? 'entry' : 'entries'} (${salvaged.reason}); the rest was loaded.` });
    }
    return salvaged.value;
  };

  // the same rules as main (shared/host/held-games.ts), kept in storage: a page cannot vouch against
  // a hostile page of its own origin, but an honest one records only what it held
  /** A stored value that must pass its check whole: a damaged one is set aside, and `empty` used. */
  const readChecked = <T>(name: 'held' | 'leaderboard', limits: JsonLimits, check: (value: unknown) => Result<T, string>, empty: T): T => {
    const json = readJson(name, limits);
    if (json === null) return empty;
    const checked = check(json.value);
    if (checked.ok) return checked.value;
    setAside(name, json.text, `${DAMAGED[name]} (${checked.error}).`);
    return empty;
  };
  const readHeld = (): HeldGamesData => readChecked('held', FILE_LIMITS.heldGames, heldGamesData, EMPTY_HELD_GAMES);
  const visibility = options.visibility ?? documentVisibility();
  const held: HeldGames = new HeldGames(
    {
      now,
      clock: options.clock ?? (() => performance.now()),
      newId: options.newId ?? (() => crypto.randomUUID()),
      dailyDeal: options.dailyDeal ?? solverDailyDeal,
      visible: visibility.visible,
      onChange: () => write(STORAGE_KEYS.held, JSON.stringify(held.toData()), NAMES.held),
    },
    readHeld(),
  );
  visibility.onChange((visible) => held.setVisible(visible));

  // the leaderboard: only on a page its server served, only once the player turned it on
  const leaderboardApi = options.leaderboardApi === undefined ? pageLeaderboardApi() : options.leaderboardApi;
  let settingsNow: Settings | null = null;
  /** The player's nickname when the player turned the leaderboard on, on a page its server served; else null. */
  const optedIn = (): string | null => {
    const l = settingsNow?.leaderboard;
    return leaderboardApi === null || !l?.enabled ? null : l.nickname;
  };
  // the service, its client and its stored state's schema load on the first leaderboard call: most
  // pages never make one, and none is made before the table is up
  let board: Promise<Leaderboard> | null = null;
  const leaderboard = (): Promise<Leaderboard> =>
    (board ??= Promise.all([import('../../shared/leaderboard/service'), import('../../shared/leaderboard/state')]).then(([service, state]) =>
      service.createLeaderboard({
        fetch: options.fetch ?? windowFetch,
        setup: () => {
          const api = leaderboardApi;
          const nickname = optedIn();
          return api === null || nickname === null ? null : { ok: true, value: { api, nickname } };
        },
        initial: readChecked('leaderboard', FILE_LIMITS.leaderboard, state.leaderboardState, state.EMPTY_LEADERBOARD_STATE),
        save: (saved) => void write(STORAGE_KEYS.leaderboard, JSON.stringify(saved), NAMES.leaderboard),
        schedule: options.schedule ?? windowTimer,
        now,
        notify: (message) => notify({ kind: 'saved-game-rejected', message }),
      }),
    ));
  // as main does (electron/main/host-service.ts): the ticket at the begin, the vouched win sent, here in the page
  const outcomeHandlers = new Set<(outcome: DailyOutcome) => void>();
  const dailies = new DailyLifecycle({
    on: () => optedIn() !== null,
    service: leaderboard,
    tell: (outcome) => {
      for (const h of outcomeHandlers) h(outcome);
    },
  });

  return {
    async beginGame(start) {
      const begun = await held.begin(start);
      if (!begun.ok) throw new Error(`Game not begun: ${begun.error}`);
      dailies.begun(begun.value);
      return begun.value;
    },
    async heldGame() {
      return held.held();
    },
    async loadGame(): Promise<SavedGame | null> {
      const json = readJson('game', FILE_LIMITS.savedGame);
      if (json === null) return null;
      const checked = validateSavedGame(json.value);
      if (checked.ok) return checked.value;
      setAside('game', json.text, `${DAMAGED.game} (${checked.error.message}).`);
      return null;
    },
    async saveGame(game: SavedGame): Promise<void> {
      held.saved(game);
      write(STORAGE_KEYS.game, serializeSavedGame(game), NAMES.game);
    },
    async loadSettings(): Promise<Settings> {
      const json = readJson('settings', FILE_LIMITS.settings);
      if (json === null) return (settingsNow = readSettings({}).settings);
      const read = readSettings(json.value);
      if (!read.whole) {
        setAside('settings', json.text, `${DAMAGED.settings}; what could be read was kept.`);
        write(STORAGE_KEYS.settings, JSON.stringify(read.settings), NAMES.settings);
      }
      settingsNow = read.settings;
      // results that waited since the last visit go now, once the settings say the leaderboard is on
      if (leaderboardApi !== null && settingsNow.leaderboard.enabled) void leaderboard().then((b) => b.flush());
      return read.settings;
    },
    async saveSettings(settings: Settings): Promise<Settings> {
      const clean = readSettings(settings).settings;
      write(STORAGE_KEYS.settings, JSON.stringify(clean), NAMES.settings);
      settingsNow = clean;
      return clean;
    },
    leaderboardPlace: () => (leaderboardApi === null ? 'none' : 'this-site'),
    ...leaderboardCalls(leaderboard),
    onLeaderboardOutcome(handler) {
      outcomeHandlers.add(handler);
      return () => outcomeHandlers.delete(handler);
    },
    async loadResults(): Promise<readonly GameResult[]> {
      return loadStored().results;
    },
    async loadResultTotals(): Promise<ResultTotals> {
      return loadStored().totals;
    },
    async recordResult(game, won, claim): Promise<GameResult | null> {
      const vouched = held.finish(game, won, claim);
      if (!vouched.ok) {
        notify({ kind: 'saved-game-rejected', message: `A finished game was not recorded: ${vouched.error}.` });
        return null;
      }
      const stored = loadStored();
      saveResults(foldResults([...stored.results, vouched.value.result], stored.totals));
      dailies.finished(vouched.value);
      return vouched.value.result;
    },
    async resetResults(): Promise<void> {
      results = NO_RESULTS;
      store.removeItem(STORAGE_KEYS.results);
    },
    async exportFile(file: ExportFile): Promise<ExportOutcome> {
      // a browser does not say where the download went, nor whether the player kept it
      download(file);
      return { saved: true };
    },
    async takeNotices(): Promise<readonly HostNotice[]> {
      asked = true;
      return waiting.splice(0, waiting.length);
    },
    onNotice(handler: (notice: HostNotice) => void): () => void {
      noticeHandlers.add(handler);
      return () => noticeHandlers.delete(handler);
    },
    setTableState(): void {
      // no native menu in a browser: the table's own buttons show what is enabled
    },
    onCommand(handler: (command: HostCommand) => void): () => void {
      commandHandlers.add(handler);
      return () => commandHandlers.delete(handler);
    },
  };
}
