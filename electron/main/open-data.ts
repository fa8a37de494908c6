// Opening the user-data folder at start, so that the app always starts: stale temporary files of a
// killed write are removed, a folder that cannot be written is found (and said, once) before play, and
// settings that cannot be read nor moved aside fall back to the defaults in memory with a notice.
import { join } from 'node:path';
import type { HostNotice } from '../../shared/host/types';
import { type AtomicOptions, removeStaleTemps, writeFileAtomic } from './atomic-file';
import { DATA_FILES, gameFile, resultsFile } from './data-files';
import { type FileSystem, errorText } from './file-system';
import { HELD_GAMES_FILE, type OpenedHeldGames, heldGamesFile, openHeldGames } from './held-games';
import { type HostService, createHostService } from './host-service';
import { LEADERBOARD_FILE, leaderboardFile, nodeFetch, openLeaderboard } from './leaderboard';
import type { FetchLike } from '../../shared/leaderboard/client';
import type { DailyDealOf } from '../../shared/host/held-games';
import type { DailyOutcome } from '../../shared/leaderboard/outcome';
import { Notices } from './notices';
import { type SettingsStore, memorySettings, openSettings } from './settings-store';
import type { FileOptions } from './versioned-file';
import { type WindowState, windowStateFile } from './window-state';
import { WriteFailures } from './write-failures';

/** A file written and removed at start to learn whether the folder can be written at all. */
export const PROBE_FILE = '.castle-write-test';

export interface OpenedData {
  readonly service: HostService;
  readonly settings: SettingsStore;
  readonly windowState: WindowState | null;
  readonly saveWindowState: (state: WindowState) => Promise<void>;
  /** The games main holds (their clock runs while the window is shown; flush before quitting). */
  readonly held: OpenedHeldGames;
}

export interface OpenDataOptions {
  readonly now?: () => Date;
  readonly atomic?: AtomicOptions;
  /** Sends a notice to the window; false when there is none (it then waits for takeNotices). */
  readonly send?: (notice: HostNotice) => boolean;
  /** The leaderboard's network (Node's fetch by default; tests pass a fake). */
  readonly fetch?: FetchLike;
  /** The daily deal, worked out off main's thread (daily-deals.ts); without it a daily deal is refused. */
  readonly dailyDeal?: DailyDealOf;
  /** Where what became of a won daily deal on the leaderboard goes (the window). */
  readonly tellOutcome?: (outcome: DailyOutcome) => void;
}

export async function openData(fs: FileSystem, dir: string, options: OpenDataOptions = {}): Promise<OpenedData> {
  const box = new Notices(options.send);
  const failures = new WriteFailures((n) => box.push(n));
  const quiet: FileOptions = { ...(options.now ? { now: options.now } : {}), ...(options.atomic ? { atomic: options.atomic } : {}) };
  const fileOptions: FileOptions = { ...quiet, failures };

  await removeStaleTemps(fs, dir, [...DATA_FILES, HELD_GAMES_FILE, LEADERBOARD_FILE, PROBE_FILE]);
  await probeWritable(fs, dir, options.atomic).catch((error: unknown) => failures.folderNotWritable(error));

  const early: HostNotice[] = [];
  let settings: SettingsStore;
  try {
    const opened = await openSettings(fs, dir, fileOptions);
    settings = opened.store;
    if (opened.notice) early.push(opened.notice);
  } catch (error) {
    settings = memorySettings();
    early.push({ kind: 'unreadable-file', message: `Your settings could not be opened (${errorText(error)}). The defaults are used for now.` });
  }

  // the window's place is not the player's data: a failure to keep it is logged, not announced
  const stateFile = windowStateFile(fs, dir, quiet);
  const state = await stateFile.load();
  if (state.notice) early.push(state.notice);

  // the games main holds, whose results it vouches for
  const held = await openHeldGames({ file: heldGamesFile(fs, dir, fileOptions), ...(options.now ? { now: options.now } : {}), ...(options.dailyDeal ? { dailyDeal: options.dailyDeal } : {}) });
  if (held.notice) early.push(held.notice);

  // the online leaderboard: off until the settings turn it on; its waiting results go when it answers
  const board = await openLeaderboard({
    file: leaderboardFile(fs, dir, fileOptions),
    settings: () => settings.get(),
    fetch: options.fetch ?? nodeFetch(),
    notify: (n) => box.push(n),
    ...(options.now ? { now: options.now } : {}),
  });
  if (board.notice) early.push(board.notice);
  void board.leaderboard.flush();

  const service = await createHostService({
    leaderboard: board.leaderboard,
    settings,
    results: resultsFile(fs, dir, fileOptions),
    game: gameFile(fs, dir, fileOptions),
    notices: early,
    box,
    heldGames: held.games,
    ...(options.now ? { now: options.now } : {}),
    ...(options.tellOutcome ? { tellOutcome: options.tellOutcome } : {}),
  });
  return { service, settings, windowState: state.value, saveWindowState: (s) => stateFile.save(s), held };
}

async function probeWritable(fs: FileSystem, dir: string, atomic?: AtomicOptions): Promise<void> {
  const path = join(dir, PROBE_FILE);
  await writeFileAtomic(fs, path, 'castle', atomic);
  await fs.unlink(path);
}
