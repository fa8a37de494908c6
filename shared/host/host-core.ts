// The host, written once for both: the Electron main process and the browser build each hand it their
// storage (storage.ts) and their clocks, and it answers every call of the service (service.ts). It
// holds the games it vouches for (held-games.ts), folds the results at the cap (results-fold.ts),
// gives the notices once (notices.ts), takes a daily deal's ticket and sends its win
// (shared/leaderboard/daily-lifecycle.ts), and keeps one replay policy: a saved game is replayed once
// where it enters the host (from storage at the start, from the table at each save and result), and
// nothing inside the host checks it again.
import { type VerifiedGame, verifyGame } from '../formats/saved-game';
import type { Leaderboard } from '../leaderboard/service';
import { DailyLifecycle } from '../leaderboard/daily-lifecycle';
import type { DailyOutcome } from '../leaderboard/outcome';
import { type DailyDealOf, HeldGames, type HeldGamesData } from './held-games';
import { Notices, Subscribers } from './notices';
import { foldResults } from './results-fold';
import type { CallHandlers } from './service';
import type { SettingsStore, Store } from './storage';
import { NO_RESULTS, type StoredResults } from './stored-results';
import type { ExportFile, ExportOutcome } from './types';

export interface HostCoreDeps {
  /**
   * The game in progress as its storage keeps it (JSON within its bounds; null when there is none):
   * the core checks and replays it, so the check is one for both hosts.
   */
  readonly game: Store<unknown>;
  readonly results: Store<StoredResults>;
  readonly held: Store<HeldGamesData>;
  readonly settings: SettingsStore;
  /** Where notices go (the caller may have pushed some already: a damaged settings file...). */
  readonly notices: Notices;
  /** The wall clock (today's date, when a result finished) and a monotonic one in ms (time played). */
  readonly now: () => Date;
  readonly clock: () => number;
  readonly newId: () => string;
  /** Works out the daily deal of a game and date (the solver, off the caller's thread). */
  readonly dailyDeal: DailyDealOf;
  /** Whether the window or page is shown at the start; held.setVisible tells of changes. */
  readonly visible: boolean;
  readonly leaderboard: {
    /** Whether the player opted in, with a usable server: nothing is sent before. */
    on(): boolean;
    /** The service (the browser loads it on first use). */
    service(): Leaderboard | Promise<Leaderboard>;
    /** The timer a busy server's ticket is asked again with (shared/leaderboard/daily-lifecycle.ts). */
    schedule(run: () => void, ms: number): () => void;
  };
  /** Saves a file where the player picks: a save dialog, or the browser's download. */
  readonly exportFile: (file: ExportFile) => Promise<ExportOutcome>;
  /** Where refused results are said besides the player's notice (main's console); nowhere by default. */
  readonly log?: (message: string) => void;
}

export interface HostCore extends CallHandlers {
  readonly held: HeldGames;
  readonly notices: Notices;
  /** What became of each daily deal won (main sends it to the window, the page to its handlers). */
  readonly outcomes: Subscribers<DailyOutcome>;
  /** The daily deals' tickets and results (tests wait on its `settled`). */
  readonly dailies: DailyLifecycle;
  /** Resolves once the held games' latest state is stored (before the app quits). */
  flush(): Promise<void>;
}

/** Loads what the storage keeps, then answers the service's calls from memory, writing every change through. */
export async function openHostCore(deps: HostCoreDeps): Promise<HostCore> {
  const { notices } = deps;
  const log = deps.log ?? (() => undefined);

  // the games held first: a damaged store of them must not cost the game in progress its id
  const heldLoaded = await deps.held.load();
  if (heldLoaded.notice) notices.push(heldLoaded.notice);
  const persistHeld = writeLatest(() => deps.held.save(held.toData()), (error) => log(`The games in progress were not saved: ${String(error)}`));
  const held: HeldGames = new HeldGames(
    { now: deps.now, clock: deps.clock, newId: deps.newId, dailyDeal: deps.dailyDeal, visible: deps.visible, onChange: persistHeld.write },
    heldLoaded.value,
  );

  let game = await loadGame(deps.game, notices);

  const resultsLoaded = await deps.results.load();
  if (resultsLoaded.notice) notices.push(resultsLoaded.notice);
  let stored: StoredResults = resultsLoaded.value;

  const outcomes = new Subscribers<DailyOutcome>();
  // a daily deal's ticket at its begin and its win sent are the host's, not the table's
  const dailies = new DailyLifecycle({ on: deps.leaderboard.on, service: deps.leaderboard.service, schedule: deps.leaderboard.schedule, tell: (o) => outcomes.tell(o) });
  // results won offline wait in the leaderboard's state: they go now, if the player opted in
  if (deps.leaderboard.on()) void Promise.resolve(deps.leaderboard.service()).then((l) => l.flush());

  return {
    held,
    notices,
    outcomes,
    dailies,
    flush: persistHeld.settled,
    loadGame: () => game,
    async saveGame(next) {
      // verified at the door: its replay is legal
      game = next;
      held.saved(next);
      await deps.game.save(next);
    },
    loadSettings: () => deps.settings.get(),
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
        // the player hears why a finished game did not count
        notices.push({ kind: 'saved-game-rejected', message: `A finished game was not recorded: ${vouched.error}.` });
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
    takeNotices: () => notices.take(),
    exportFile: (file) => deps.exportFile(file),
    leaderboardJoin: async () => (await deps.leaderboard.service()).join(),
    leaderboardBoard: async ({ game: g, date }) => (await deps.leaderboard.service()).board(g, date),
  };
}

/**
 * The stored game, verified once: damaged fields set it aside as a damaged file, and moves that do not
 * replay (an illegal position on the table otherwise) as a game refused.
 */
async function loadGame(store: Store<unknown>, notices: Notices): Promise<VerifiedGame | null> {
  const loaded = await store.load();
  if (loaded.notice) notices.push(loaded.notice);
  if (loaded.value === null) return null;
  const verified = verifyGame(loaded.value);
  if (verified.ok) return verified.value;
  const { code, message } = verified.error;
  const aside = code === 'illegal-move' ? await store.setAside('saved-game-rejected', `does not replay (${message})`) : await store.setAside('corrupt-file', `does not hold valid data (${message})`);
  if (aside.notice) notices.push(aside.notice);
  return null;
}

/** Writes the latest state, one write at a time: changes made during a write are written after it, once. */
function writeLatest(save: () => Promise<void>, failed: (error: unknown) => void): { write: () => void; settled: () => Promise<void> } {
  let dirty = false;
  let writing: Promise<void> | null = null;
  return {
    write: () => {
      dirty = true;
      writing ??= (async () => {
        while (dirty) {
          dirty = false;
          await save().catch(failed);
        }
        writing = null;
      })();
    },
    settled: () => writing ?? Promise.resolve(),
  };
}
