// The games a host holds, so that it records only results it can vouch for (issue 12, items 1 and 11).
//
// Design. A renderer is not trusted: everything it sends could be made up. So the host keeps, for
// every game, what it decided itself when the game began:
//  - the origin: a numbered deal of the named game, the daily deal of a date (its number worked out
//    here, with shared/solver/daily.ts, once per game and date), or a position that is no numbered
//    deal (played, but its result is marked `unranked` and counts in no statistic, streak or score);
//  - an id (random, from the host) that the result must carry: a second result for it, or a result
//    for an id the host never gave, is refused;
//  - the time: the host's own clock runs while the window is shown (the visibility source is given),
//    from beginGame to the result, whether or not the renderer saves in between (a renderer that
//    holds back its saves cannot shorten it). The renderer's `elapsedSeconds` is never read for a result.
// A result is recorded only when the finished game's origin equals the held one and its moves replay
// (resultFromSavedGame) to what it claims. The help the renderer reports (hints, Undo to winnable,
// Watch the solver) cannot be checked: it only ever marks a result "with help", never better.
// The held games are plain data (toData/restore), so a host keeps them across a restart of the app.
//
// Limits the host cannot lift: a renderer may begin a game long after it showed the deal (the clock
// then runs from the begin), and a program that plays well is indistinguishable from a player.
import type { GameId } from '../engine/games';
import { type Result, err, ok } from '../engine/result';
import { formatPosition, parsePosition } from '../formats/position-text';
import type { SavedGame } from '../formats/saved-game-types';
import type { VerifiedGame } from '../formats/saved-game';
import { isLocalDate as isDateString, localDateString } from '../stats/dates';
import * as v from 'valibot';
import { gameIdSchema, heldGameIdSchema } from '../schemas/host';
import { MAX_FINISHED_IDS, MAX_OPEN_GAMES, MAX_POSITION_CHARS, MAX_SECONDS } from '../schemas/limits';
import { localDateSchema } from '../schemas/saved-game';
import { type Validator, integerIn, stringOf, validator } from '../schemas/validate';
import { MAX_DEAL_NUMBER } from '../engine/deal';
import { resultFromSavedGame } from './results';
import type { GameResult, GameStart, HeldGame, ResultClaim } from './types';

/** The first date of the daily calendar (its years run from 1). */
export const FIRST_DAILY_DATE = '0001-01-01';

/** Works out the daily deal of a game and date; may be slow (the solver), so it is asked once. */
export type DailyDealOf = (game: GameId, date: string) => Promise<Result<number, string>>;

export interface HeldGamesDeps {
  /** The wall clock: today's date for daily deals, and when a result finished. */
  readonly now: () => Date;
  /** A monotonic clock in milliseconds, for the time played. */
  readonly clock: () => number;
  readonly newId: () => string;
  readonly dailyDeal: DailyDealOf;
  /** Whether the window is shown now; setVisible tells of every change after. */
  readonly visible: boolean;
  /** Called after every change worth keeping (to write the held games to disk or storage). */
  readonly onChange?: () => void;
}

/** One held game as stored. */
export interface HeldGameData {
  readonly id: string;
  readonly game: GameId;
  readonly deal: number | null;
  readonly position?: string;
  readonly daily?: string;
  /** Always true now (the clock runs from the begin); files written before may say false. */
  readonly started: boolean;
  /** Milliseconds of shown time counted so far. */
  readonly ms: number;
}

export interface HeldGamesData {
  /** The game being played (its clock runs), or null. */
  readonly current: string | null;
  readonly games: readonly HeldGameData[];
  readonly finished: readonly string[];
}

export const EMPTY_HELD_GAMES: HeldGamesData = { current: null, games: [], finished: [] };

const heldGameDataSchema = v.strictObject({
  id: heldGameIdSchema,
  game: gameIdSchema,
  deal: v.nullable(integerIn(0, MAX_DEAL_NUMBER)),
  position: v.exactOptional(stringOf(MAX_POSITION_CHARS)),
  daily: v.exactOptional(localDateSchema),
  started: v.boolean(),
  ms: integerIn(0, MAX_SECONDS * 1000),
});

/** The stored held games: their shape and bounds (the positions are parsed again when used). */
export const heldGamesData: Validator<HeldGamesData> = validator(
  v.strictObject({
    current: v.nullable(heldGameIdSchema),
    games: v.pipe(v.array(heldGameDataSchema), v.maxLength(MAX_OPEN_GAMES)),
    finished: v.pipe(v.array(heldGameIdSchema), v.maxLength(MAX_FINISHED_IDS)),
  }),
);

interface Entry {
  readonly id: string;
  readonly game: GameId;
  readonly deal: number | null;
  /** The position in the canonical text (formatPosition), when the game began from one. */
  readonly position?: string;
  readonly daily?: string;
  ms: number;
  runningSince: number | null;
}

/** A result checked and about to be stored; `release` gives the game back if storing it failed. */
export interface Vouched {
  readonly result: GameResult;
  /** The moves that replayed to it (the saved game's notation): what a leaderboard is sent. */
  readonly moves: string;
  readonly release: () => void;
}

const canonicalPosition = (text: string, game: GameId): string | null => {
  const parsed = parsePosition(text, game);
  return parsed.ok ? formatPosition(parsed.value) : null;
};

export class HeldGames {
  private readonly games = new Map<string, Entry>();
  private readonly finished: string[] = [];
  private readonly dailies = new Map<string, Promise<Result<number, string>>>();
  private current: string | null = null;
  private visible: boolean;

  constructor(
    private readonly deps: HeldGamesDeps,
    data: HeldGamesData = EMPTY_HELD_GAMES,
  ) {
    this.visible = deps.visible;
    for (const g of data.games) {
      const position = g.position === undefined ? undefined : canonicalPosition(g.position, g.game);
      // a stored position that no longer parses, or a deal without its number, is not held again
      if (position === null || (g.deal === null) === (position === undefined)) continue;
      const { started: _started, ...kept } = g;
      this.games.set(g.id, { ...kept, ...(position !== undefined ? { position } : {}), runningSince: null });
    }
    this.finished.push(...data.finished);
    this.current = data.current !== null && this.games.has(data.current) ? data.current : null;
    this.update();
  }

  /** Holds a new game and makes it the one being played. */
  async begin(start: GameStart): Promise<Result<HeldGame, string>> {
    let origin: Pick<Entry, 'game' | 'deal' | 'position' | 'daily'>;
    if (start.kind === 'deal') origin = { game: start.game, deal: start.number };
    else if (start.kind === 'position') {
      const position = canonicalPosition(start.position, start.game);
      if (position === null) return err(`the position is not a ${start.game} position`);
      origin = { game: start.game, deal: null, position };
    } else {
      const today = localDateString(this.deps.now());
      if (!isDateString(start.date)) return err(`"${start.date}" is not a date of the calendar`);
      if (start.date > today) return err(`the daily deal of ${start.date} does not exist yet (today is ${today})`);
      if (start.date < FIRST_DAILY_DATE) return err(`the calendar starts on ${FIRST_DAILY_DATE}`);
      const number = await this.dailyDeal(start.game, start.date);
      if (!number.ok) return err(`the daily deal of ${start.date} could not be found: ${number.error}`);
      origin = { game: start.game, deal: number.value, daily: start.date };
    }
    // the clock runs from here: the host does not wait for a save to hear of the first move
    const entry: Entry = { id: this.deps.newId(), ...origin, ms: 0, runningSince: null };
    this.games.set(entry.id, entry);
    this.current = entry.id;
    this.dropOldest();
    this.update();
    this.changed();
    return ok(describeEntry(entry));
  }

  /** The game being played, if it is still held. */
  held(): HeldGame | null {
    const entry = this.current === null ? undefined : this.games.get(this.current);
    return entry ? describeEntry(entry) : null;
  }

  /** A game was saved (of the game being played, same origin): its time so far is kept. */
  saved(game: SavedGame): void {
    const entry = this.current === null ? undefined : this.games.get(this.current);
    if (!entry || originProblem(entry, game) !== null) return;
    // the time so far is written with every save, so a crash loses at most the time since the last move
    this.changed();
  }

  /** Checks a finished game (verified at the door) against the held one and makes its result, with the time measured here. */
  finish(game: VerifiedGame, won: boolean, claim: ResultClaim | undefined): Result<Vouched, string> {
    if (claim === undefined) return err('the result carries no game id: the game was never begun with the host');
    const entry = this.games.get(claim.id);
    if (!entry) {
      return err(this.finished.includes(claim.id) ? 'a result for this game was already recorded' : 'the host never issued this game id (or no longer holds it)');
    }
    const problem = originProblem(entry, game);
    if (problem !== null) return err(`the game's origin differs from the one the host holds: ${problem}`);
    if (game.moves.trim() === '') return err('a game without a move has no result');
    this.settle(entry);
    const seconds = Math.min(MAX_SECONDS, Math.floor(entry.ms / 1000));
    const made = resultFromSavedGame(game, won, this.deps.now(), seconds);
    if (!made.ok) return made;
    const result: GameResult = {
      ...made.value,
      deal: entry.deal,
      ...(entry.daily !== undefined ? { daily: entry.daily } : {}),
      ...(entry.deal === null ? { unranked: true as const } : {}),
      help: claim.help,
    };
    // finished at once (before any write), so a second result sent meanwhile is refused
    this.games.delete(entry.id);
    const wasCurrent = this.current === entry.id;
    if (wasCurrent) this.current = null;
    this.remember(entry.id);
    this.changed();
    const release = (): void => {
      this.games.set(entry.id, entry);
      if (wasCurrent && this.current === null) this.current = entry.id;
      const i = this.finished.indexOf(entry.id);
      if (i >= 0) this.finished.splice(i, 1);
      this.update();
      this.changed();
    };
    return ok({ result, moves: game.moves, release });
  }

  /** The window was shown (true) or hidden or minimised (false). */
  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    this.update();
    if (!visible) this.changed();
  }

  /** Seconds counted so far for a held game (for tests and the report of a result). */
  secondsOf(id: string): number | null {
    const entry = this.games.get(id);
    if (!entry) return null;
    this.settle(entry);
    return Math.floor(entry.ms / 1000);
  }

  toData(): HeldGamesData {
    const games = [...this.games.values()].map((e): HeldGameData => {
      this.settle(e);
      const { runningSince: _running, ...data } = e;
      return { ...data, started: true, ms: Math.min(MAX_SECONDS * 1000, Math.floor(e.ms)) };
    });
    return { current: this.current, games, finished: [...this.finished] };
  }

  /** The daily deal of a game and date, worked out once (a failure is not kept: it may be asked again). */
  private dailyDeal(game: GameId, date: string): Promise<Result<number, string>> {
    const key = `${game}|${date}`;
    let found = this.dailies.get(key);
    if (!found) {
      found = this.deps.dailyDeal(game, date).catch((error: unknown) => err(error instanceof Error ? error.message : String(error)));
      this.dailies.set(key, found);
      void found.then((r) => {
        if (!r.ok) this.dailies.delete(key);
      });
    }
    return found;
  }

  /** Starts or stops each clock: only the game being played runs, from its begin, while shown. */
  private update(): void {
    const t = this.deps.clock();
    for (const e of this.games.values()) {
      const run = e.id === this.current && this.visible;
      if (!run && e.runningSince !== null) {
        e.ms += Math.max(0, t - e.runningSince);
        e.runningSince = null;
      } else if (run && e.runningSince === null) e.runningSince = t;
    }
  }

  /** Adds the running stretch to the count, and goes on running from now. */
  private settle(e: Entry): void {
    if (e.runningSince === null) return;
    const t = this.deps.clock();
    e.ms += Math.max(0, t - e.runningSince);
    e.runningSince = t;
  }

  private dropOldest(): void {
    for (const id of this.games.keys()) {
      if (this.games.size <= MAX_OPEN_GAMES) return;
      if (id !== this.current) this.games.delete(id);
    }
  }

  private remember(id: string): void {
    this.finished.push(id);
    if (this.finished.length > MAX_FINISHED_IDS) this.finished.splice(0, this.finished.length - MAX_FINISHED_IDS);
  }

  private changed(): void {
    this.deps.onChange?.();
  }
}

function describeEntry(e: Entry): HeldGame {
  return { id: e.id, game: e.game, deal: e.deal, ...(e.daily !== undefined ? { daily: e.daily } : {}), unranked: e.deal === null };
}

/** Why a saved game is not of the held origin, or null when it is. */
function originProblem(e: Entry, game: SavedGame): string | null {
  if (game.game !== e.game) return `it is ${game.game}, the host holds ${e.game}`;
  if (game.deal !== e.deal) return `its deal is ${String(game.deal)}, the host holds ${String(e.deal)}`;
  if (game.daily !== e.daily) return game.daily === undefined ? `it is not the daily deal of ${e.daily}` : e.daily === undefined ? `it claims the daily deal of ${game.daily}, the host holds no daily deal` : `it claims the daily deal of ${game.daily}, the host holds ${e.daily}`;
  if (e.position !== undefined && (game.position === undefined || canonicalPosition(game.position, game.game) !== e.position)) return 'its starting position is not the one the host holds';
  return null;
}
