// Opening the user-data folder at start, so that the app always starts: stale temporary files of a
// killed write are removed, a folder that cannot be written is found (and said, once) before play, and
// settings that cannot be read nor moved aside fall back to the defaults in memory with a notice.
import { join } from 'node:path';
import { Notices } from '../../shared/host/notices';
import type { DailyDealOf } from '../../shared/host/held-games';
import type { ExportFile, ExportOutcome, HostNotice } from '../../shared/host/types';
import type { FetchLike } from '../../shared/leaderboard/client';
import type { DailyOutcome } from '../../shared/leaderboard/outcome';
import { type AtomicOptions, removeStaleTemps, writeFileAtomic } from './atomic-file';
import { DATA_FILES, gameFile, resultsFile } from './data-files';
import { type FileSystem, errorText } from './file-system';
import { HELD_GAMES_FILE, heldGamesFile } from './held-games';
import { type HostService, createHostService } from './host-service';
import { LEADERBOARD_FILE, leaderboardFile, nodeFetch, openLeaderboard } from './leaderboard';
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
  /** The save dialog (export-file.ts); without it an export is refused. */
  readonly exportFile?: (file: ExportFile) => Promise<ExportOutcome>;
}

export async function openData(fs: FileSystem, dir: string, options: OpenDataOptions = {}): Promise<OpenedData> {
  const notices = new Notices();
  if (options.send) notices.subscribe(options.send);
  const failures = new WriteFailures((n) => notices.push(n));
  const quiet: FileOptions = { ...(options.now ? { now: options.now } : {}), ...(options.atomic ? { atomic: options.atomic } : {}) };
  const fileOptions: FileOptions = { ...quiet, failures };

  await removeStaleTemps(fs, dir, [...DATA_FILES, HELD_GAMES_FILE, LEADERBOARD_FILE, PROBE_FILE]);
  await probeWritable(fs, dir, options.atomic).catch((error: unknown) => failures.folderNotWritable(error));

  let settings: SettingsStore;
  try {
    const opened = await openSettings(fs, dir, fileOptions);
    settings = opened.store;
    if (opened.notice) notices.push(opened.notice);
  } catch (error) {
    settings = memorySettings();
    notices.push({ kind: 'unreadable-file', message: `Your settings could not be opened (${errorText(error)}). The defaults are used for now.` });
  }

  // the window's place is not the player's data: a failure to keep it is logged, not announced
  const stateFile = windowStateFile(fs, dir, quiet);
  const state = await stateFile.load();
  if (state.notice) notices.push(state.notice);

  // the online leaderboard: off until the settings turn it on; its waiting results go when it answers
  const board = await openLeaderboard({
    file: leaderboardFile(fs, dir, fileOptions),
    settings: () => settings.get(),
    fetch: options.fetch ?? nodeFetch(),
    notify: (n) => notices.push(n),
    ...(options.now ? { now: options.now } : {}),
  });
  if (board.notice) notices.push(board.notice);

  const service = await createHostService({
    leaderboard: board.leaderboard,
    settings,
    results: resultsFile(fs, dir, fileOptions),
    game: gameFile(fs, dir, fileOptions),
    // the games main holds, whose results it vouches for; the window is not shown yet
    held: heldGamesFile(fs, dir, fileOptions),
    visible: false,
    notices,
    ...(options.now ? { now: options.now } : {}),
    ...(options.dailyDeal ? { dailyDeal: options.dailyDeal } : {}),
    ...(options.exportFile ? { exportFile: options.exportFile } : {}),
  });
  if (options.tellOutcome) service.outcomes.subscribe(options.tellOutcome);
  return { service, settings, windowState: state.value, saveWindowState: (s) => stateFile.save(s) };
}

async function probeWritable(fs: FileSystem, dir: string, atomic?: AtomicOptions): Promise<void> {
  const path = join(dir, PROBE_FILE);
  await writeFileAtomic(fs, path, 'castle', atomic);
  await fs.unlink(path);
}
