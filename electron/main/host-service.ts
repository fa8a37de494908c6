// Main's host: the host core of shared/host over main's files. Everything a host does (held games,
// results, notices, the replay policy, the daily deals' leaderboard) is the core's; main supplies its
// files, its clocks, the solver thread for daily deals, the save dialog and the leaderboard's network.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { DailyDealOf, HeldGamesData } from '../../shared/host/held-games';
import { EMPTY_HELD_GAMES } from '../../shared/host/held-games';
import { type HostCore, openHostCore } from '../../shared/host/host-core';
import { Notices } from '../../shared/host/notices';
import { type SettingsStore, type Store, inMemory } from '../../shared/host/storage';
import type { StoredResults } from '../../shared/host/stored-results';
import type { ExportFile, ExportOutcome } from '../../shared/host/types';
import type { Leaderboard } from '../../shared/leaderboard/service';
import { NO_DAILY_DEALS } from './daily-deals';
import { desktopSetup, offLeaderboard, timers } from './leaderboard';

export interface HostServiceDeps {
  readonly settings: SettingsStore;
  readonly results: Store<StoredResults>;
  readonly game: Store<unknown>;
  /** The games main holds, whose results it vouches for (electron/main/held-games.ts heldGamesFile); in memory without one. */
  readonly held?: Store<HeldGamesData>;
  readonly now?: () => Date;
  /** A monotonic clock in ms for the time played (performance.now by default). */
  readonly clock?: () => number;
  readonly newId?: () => string;
  /** The daily deal off main's thread (daily-deals.ts workerDailyDeals); none without one. */
  readonly dailyDeal?: DailyDealOf;
  /** Whether the window is shown at the start (it usually is not yet: it shows when ready). */
  readonly visible?: boolean;
  /** Where notices go; by default a queue that takeNotices empties. */
  readonly notices?: Notices;
  /** Where refused results are said (a hostile or broken renderer); console.warn by default. */
  readonly log?: (message: string) => void;
  /** The online leaderboard (electron/main/leaderboard.ts); off without one. */
  readonly leaderboard?: Leaderboard;
  /** The timer a busy server's ticket is asked again with (tests fake it). */
  readonly schedule?: (run: () => void, ms: number) => () => void;
  /** The save dialog (electron/main/export-file.ts); without one an export is refused. */
  readonly exportFile?: (file: ExportFile) => Promise<ExportOutcome>;
}

export interface HostService extends HostCore {
  readonly settingsStore: SettingsStore;
  readonly leaderboard: Leaderboard;
}

const noExport = (): Promise<ExportOutcome> => Promise.reject(new Error('there is no save dialog here'));

/** Loads the held games, the game in progress and the results, then answers the service's calls. */
export async function createHostService(deps: HostServiceDeps): Promise<HostService> {
  const leaderboard = deps.leaderboard ?? offLeaderboard();
  const core = await openHostCore({
    game: deps.game,
    results: deps.results,
    held: deps.held ?? inMemory(EMPTY_HELD_GAMES),
    settings: deps.settings,
    notices: deps.notices ?? new Notices(),
    now: deps.now ?? (() => new Date()),
    clock: deps.clock ?? (() => performance.now()),
    newId: deps.newId ?? randomUUID,
    dailyDeal: deps.dailyDeal ?? NO_DAILY_DEALS,
    visible: deps.visible ?? true,
    // the player opted in, and the address main checks itself is usable
    leaderboard: { on: () => desktopSetup(deps.settings.get())?.ok === true, service: () => leaderboard, schedule: deps.schedule ?? timers },
    exportFile: deps.exportFile ?? noExport,
    log: deps.log ?? ((message: string) => console.warn(message)),
  });
  return { ...core, settingsStore: deps.settings, leaderboard };
}

