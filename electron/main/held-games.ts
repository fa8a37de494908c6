// Main's side of the held games (shared/host/held-games.ts says why and how a result is vouched for):
// the file that keeps them across a restart, the window's visibility that runs their clock, and the
// daily deal worked out in main itself, once per game and date.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GameId } from '../../shared/engine/games';
import { type Result } from '../../shared/engine/result';
import { type DailyDealOf, EMPTY_HELD_GAMES, HeldGames, type HeldGamesData, heldGamesData } from '../../shared/host/held-games';
import type { HostNotice } from '../../shared/host/types';
import { dailyDealNumber } from '../../shared/solver/services/daily';
import type { FileSystem } from './file-system';
import { type FileOptions, VersionedFile } from './versioned-file';
import { FILE_LIMITS } from '../../shared/ipc/limits';

export const HELD_GAMES_VERSION = 1;

export const HELD_GAMES_FILE = 'held-games.json';

export function heldGamesFile(fs: FileSystem, dir: string, options?: FileOptions): VersionedFile<HeldGamesData> {
  return new VersionedFile<HeldGamesData>(
    fs,
    {
      path: join(dir, HELD_GAMES_FILE),
      label: 'games in progress',
      version: HELD_GAMES_VERSION,
      migrations: {},
      validate: heldGamesData,
      fresh: () => EMPTY_HELD_GAMES,
      limits: FILE_LIMITS.heldGames,
    },
    options,
  );
}

/**
 * The daily deal in main's own thread, after the current IPC turn (setImmediate), so the request
 * that asks is answered first. It costs up to about a second of solver time on a slow day, once per
 * game and date (HeldGames caches it). A solver worker thread can be passed instead (HeldGamesOptions).
 */
export const dailyDealInMain: DailyDealOf = (game: GameId, date: string) =>
  new Promise<Result<number, string>>((resolve) => setImmediate(() => resolve(dailyDealNumber(game, date))));

export interface HeldGamesOptions {
  readonly file: VersionedFile<HeldGamesData>;
  readonly now?: () => Date;
  readonly clock?: () => number;
  readonly newId?: () => string;
  readonly dailyDeal?: DailyDealOf;
  /** Whether the window is shown at the start (it usually is not yet: it shows when ready). */
  readonly visible?: boolean;
  readonly log?: (message: string) => void;
}

export interface OpenedHeldGames {
  readonly games: HeldGames;
  readonly notice?: HostNotice;
  /** Resolves once the latest state is on disk (before the app quits). */
  flush(): Promise<void>;
}

/** Loads the held games and writes them back after every change, one write at a time, the latest last. */
export async function openHeldGames(options: HeldGamesOptions): Promise<OpenedHeldGames> {
  const loaded = await options.file.load();
  const log = options.log ?? ((message: string) => console.warn(message));
  let dirty = false;
  let writing: Promise<void> | null = null;
  const persist = (): void => {
    dirty = true;
    writing ??= (async () => {
      while (dirty) {
        dirty = false;
        await options.file.save(games.toData()).catch((error: unknown) => log(`The games in progress were not saved: ${String(error)}`));
      }
      writing = null;
    })();
  };
  const games: HeldGames = new HeldGames(
    {
      now: options.now ?? (() => new Date()),
      clock: options.clock ?? (() => performance.now()),
      newId: options.newId ?? randomUUID,
      dailyDeal: options.dailyDeal ?? dailyDealInMain,
      visible: options.visible ?? false,
      onChange: persist,
    },
    loaded.value,
  );
  return { games, ...(loaded.notice ? { notice: loaded.notice } : {}), flush: () => writing ?? Promise.resolve() };
}

/** What the visibility watch needs of a BrowserWindow. */
export interface VisibilityWindow {
  isVisible(): boolean;
  isMinimized(): boolean;
  on(event: 'show' | 'hide' | 'minimize' | 'restore' | 'closed', listener: () => void): unknown;
}

/** Tells `onChange` whether the window is shown (visible and not minimised) now and after each change. */
export function watchVisibility(win: VisibilityWindow, onChange: (visible: boolean) => void): void {
  const tell = (): void => onChange(win.isVisible() && !win.isMinimized());
  for (const event of ['show', 'hide', 'minimize', 'restore'] as const) win.on(event, tell);
  win.on('closed', () => onChange(false));
  tell();
}
