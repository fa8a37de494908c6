// Main's side of the online leaderboard: main makes every network call (the renderer's CSP stays
// closed), checks the server address itself, and keeps the player's secret, the tickets and the
// results waiting to be sent in leaderboard.json, so a result won offline survives a restart.
import { join } from 'node:path';
import { type Result, err, ok } from '../../shared/engine/result';
import type { HostNotice, Settings } from '../../shared/host/types';
import { FILE_LIMITS } from '../../shared/schemas/limits';
import { apiRootOf, checkServerAddress } from '../../shared/leaderboard/address';
import type { FetchLike } from '../../shared/leaderboard/client';
import { type Leaderboard, type LeaderboardSetup, createLeaderboard } from '../../shared/leaderboard/service';
import { EMPTY_LEADERBOARD_STATE, type LeaderboardState, leaderboardState } from '../../shared/leaderboard/state';
import type { FileSystem } from './file-system';
import { type FileOptions, VersionedFile } from './versioned-file';

export const LEADERBOARD_VERSION = 1;
export const LEADERBOARD_FILE = 'leaderboard.json';
/** A call that gets no answer in this time counts as offline (its result waits in the queue). */
export const LEADERBOARD_TIMEOUT_MS = 15_000;

export function leaderboardFile(fs: FileSystem, dir: string, options?: FileOptions): VersionedFile<LeaderboardState> {
  return new VersionedFile<LeaderboardState>(
    fs,
    {
      path: join(dir, LEADERBOARD_FILE),
      label: 'leaderboard',
      version: LEADERBOARD_VERSION,
      migrations: {},
      validate: leaderboardState,
      fresh: () => EMPTY_LEADERBOARD_STATE,
      limits: FILE_LIMITS.leaderboard,
      // the player's secret: the file is the player's alone (0600)
      secret: true,
    },
    options,
  );
}

/** Where the settings send results: null while off; an error for an address main refuses. */
export function desktopSetup(settings: Settings): Result<LeaderboardSetup, string> | null {
  const l = settings.leaderboard;
  if (!l.enabled) return null;
  if (l.server === null) return err('no leaderboard server address is set in Settings');
  // checked again here, whatever the settings file or the renderer said
  const address = checkServerAddress(l.server);
  if (!address.ok) return err(address.error);
  if (l.nickname === null) return err('no nickname is set in Settings');
  return ok({ api: apiRootOf(address.value), nickname: l.nickname });
}

/** Node's fetch, bounded in time, and never following a redirect (an https server could point elsewhere). */
export function nodeFetch(fetch: typeof globalThis.fetch = globalThis.fetch, timeoutMs = LEADERBOARD_TIMEOUT_MS): FetchLike {
  return (url, init) => fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
}

export interface LeaderboardOptions {
  readonly file: VersionedFile<LeaderboardState>;
  readonly settings: () => Settings;
  readonly fetch: FetchLike;
  /** A result the server will never take, for the player. */
  readonly notify: (notice: HostNotice) => void;
  readonly now?: () => Date;
  readonly schedule?: (run: () => void, ms: number) => () => void;
  readonly log?: (message: string) => void;
}

export interface OpenedLeaderboard {
  readonly leaderboard: Leaderboard;
  readonly notice?: HostNotice;
}

/** Node's timer as the leaderboard's queue and daily lifecycle take one. */
export const timers = (run: () => void, ms: number): (() => void) => {
  const handle = setTimeout(run, ms);
  handle.unref();
  return () => clearTimeout(handle);
};

/** Loads leaderboard.json (a damaged one is set aside with a notice) and the service over it. */
export async function openLeaderboard(options: LeaderboardOptions): Promise<OpenedLeaderboard> {
  const loaded = await options.file.load();
  const log = options.log ?? ((message: string) => console.warn(message));
  const leaderboard = createLeaderboard({
    fetch: options.fetch,
    setup: () => desktopSetup(options.settings()),
    initial: loaded.value,
    save: (state) => void options.file.save(state).catch((error: unknown) => log(`The leaderboard state was not saved: ${String(error)}`)),
    schedule: options.schedule ?? timers,
    now: options.now ?? (() => new Date()),
    notify: (message) => options.notify({ kind: 'saved-game-rejected', message }),
  });
  return loaded.notice ? { leaderboard, notice: loaded.notice } : { leaderboard };
}

/** A leaderboard that is always off: for a host service opened without one (tests, a folder that failed). */
export function offLeaderboard(): Leaderboard {
  return createLeaderboard({
    fetch: () => Promise.reject(new Error('no network here')),
    setup: () => null,
    initial: EMPTY_LEADERBOARD_STATE,
    save: () => undefined,
    schedule: () => () => undefined,
    now: () => new Date(),
    notify: () => undefined,
  });
}
