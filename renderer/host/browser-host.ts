import type { GameHost, HostCommand } from '../../shared/host/host';
import type { ExportFile, ExportOutcome, GameResult, HostNotice, Settings } from '../../shared/host/types';
import { parseSavedGame, serializeSavedGame, type SavedGame } from '../../shared/formats/saved-game';
import { type DailyDealOf, EMPTY_HELD_GAMES, HeldGames, type HeldGamesData, heldGamesData } from '../../shared/host/held-games';
import { loadSolver } from '../stores/solver-link';
import { sanitizeSettings } from './browser-settings';
import { downloadText } from './download';

// The host of the browser build (`npm run web`): localStorage instead of files, no native menu.
// What it reads back is checked like a file from disk: a damaged entry is set aside with a notice.

export const STORAGE_KEYS = {
  game: 'castle.game',
  settings: 'castle.settings',
  results: 'castle.results',
  held: 'castle.held',
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

function isResult(v: unknown): v is GameResult {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.game === 'string' &&
    (r.deal === null || typeof r.deal === 'number') &&
    typeof r.won === 'boolean' &&
    typeof r.score === 'number' &&
    typeof r.seconds === 'number' &&
    typeof r.moves === 'number' &&
    typeof r.finishedAt === 'string'
  );
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
}

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
  const notices: HostNotice[] = [];
  const handlers = new Set<(c: HostCommand) => void>();

  /** Reads a key; on storage failure (quota, privacy mode) answers null and tells the player once. */
  const read = (key: string): string | null => {
    try {
      return store.getItem(key);
    } catch (e) {
      notices.push({ kind: 'unreadable-file', message: `The browser storage cannot be read (${String(e)}).` });
      return null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      store.setItem(key, value);
    } catch (e) {
      notices.push({ kind: 'unreadable-file', message: `The browser storage cannot be written (${String(e)}).` });
    }
  };
  /** A damaged entry is kept under a backup key so nothing is lost silently. */
  const setAside = (key: string, text: string, why: string): void => {
    const backup = `${key}.damaged`;
    write(backup, text);
    store.removeItem(key);
    notices.push({ kind: 'corrupt-file', message: `${why} It was kept as ${backup}.`, backupPath: backup });
  };

  const readResults = (): GameResult[] => {
    const text = read(STORAGE_KEYS.results);
    if (text === null) return [];
    try {
      const list: unknown = JSON.parse(text);
      if (Array.isArray(list) && list.every(isResult)) return list;
    } catch {
      // fall through: damaged
    }
    setAside(STORAGE_KEYS.results, text, 'The stored statistics were damaged.');
    return [];
  };

  // the same rules as main (shared/host/held-games.ts), kept in storage: a page cannot vouch against
  // a hostile page of its own origin, but an honest one records only what it held
  const readHeld = (): HeldGamesData => {
    const text = read(STORAGE_KEYS.held);
    if (text === null) return EMPTY_HELD_GAMES;
    try {
      const checked = heldGamesData(JSON.parse(text));
      if (checked.ok) return checked.value;
    } catch {
      // fall through: damaged
    }
    setAside(STORAGE_KEYS.held, text, 'The stored games in progress were damaged.');
    return EMPTY_HELD_GAMES;
  };
  const visibility = options.visibility ?? documentVisibility();
  const held: HeldGames = new HeldGames(
    {
      now,
      clock: options.clock ?? (() => performance.now()),
      newId: options.newId ?? (() => crypto.randomUUID()),
      dailyDeal: options.dailyDeal ?? solverDailyDeal,
      visible: visibility.visible,
      onChange: () => write(STORAGE_KEYS.held, JSON.stringify(held.toData())),
    },
    readHeld(),
  );
  visibility.onChange((visible) => held.setVisible(visible));

  return {
    async beginGame(start) {
      const begun = await held.begin(start);
      if (!begun.ok) throw new Error(`Game not begun: ${begun.error}`);
      return begun.value;
    },
    async heldGame() {
      return held.held();
    },
    async loadGame(): Promise<SavedGame | null> {
      const text = read(STORAGE_KEYS.game);
      if (text === null) return null;
      const parsed = parseSavedGame(text);
      if (parsed.ok) return parsed.value;
      setAside(STORAGE_KEYS.game, text, `The saved game could not be read: ${parsed.error.message}.`);
      return null;
    },
    async saveGame(game: SavedGame): Promise<void> {
      held.saved(game);
      write(STORAGE_KEYS.game, serializeSavedGame(game));
    },
    async clearGame(): Promise<void> {
      store.removeItem(STORAGE_KEYS.game);
    },
    async loadSettings(): Promise<Settings> {
      const text = read(STORAGE_KEYS.settings);
      if (text === null) return sanitizeSettings({});
      try {
        return sanitizeSettings(JSON.parse(text));
      } catch {
        setAside(STORAGE_KEYS.settings, text, 'The stored settings were damaged.');
        return sanitizeSettings({});
      }
    },
    async saveSettings(settings: Settings): Promise<Settings> {
      const clean = sanitizeSettings(settings);
      write(STORAGE_KEYS.settings, JSON.stringify(clean));
      return clean;
    },
    async loadResults(): Promise<readonly GameResult[]> {
      return readResults();
    },
    async recordResult(game, won, claim): Promise<GameResult | null> {
      const vouched = held.finish(game, won, claim);
      if (!vouched.ok) {
        notices.push({ kind: 'saved-game-rejected', message: `A finished game was not recorded: ${vouched.error}.` });
        return null;
      }
      const list = readResults();
      list.push(vouched.value.result);
      write(STORAGE_KEYS.results, JSON.stringify(list));
      return vouched.value.result;
    },
    async resetResults(): Promise<void> {
      store.removeItem(STORAGE_KEYS.results);
    },
    async exportFile(file: ExportFile): Promise<ExportOutcome> {
      // a browser does not say where the download went, nor whether the player kept it
      download(file);
      return { saved: true };
    },
    async takeNotices(): Promise<readonly HostNotice[]> {
      return notices.splice(0, notices.length);
    },
    setTableState(): void {
      // no native menu in a browser: the table's own buttons show what is enabled
    },
    onCommand(handler: (command: HostCommand) => void): () => void {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}
