// A daily deal's life on the online leaderboard, owned by the host alone (main in the desktop app, the
// browser host in the page), never coordinated by the renderer: when the host begins a daily deal it
// takes the deal's ticket, if the player opted in; when it records a win it has vouched for (moves
// replayed, its own clock), it sends that very result, unless help was taken; and it tells the table
// what became of it (outcome.ts).
import type { GameResult, HeldGame } from '../host/types';
import { tookHelp } from '../stats/ranked';
import type { Leaderboard } from './service';
import { MAX_OUTCOME_MESSAGE_CHARS } from '../schemas/limits';
import type { DailyOutcome } from './outcome';

export interface DailyLifecycleDeps {
  /** Whether the player opted in (the settings turn it on with a usable server): nothing is asked before. */
  on(): boolean;
  /** The leaderboard service (the browser host loads it on first use). */
  service(): Leaderboard | Promise<Leaderboard>;
  /** What became of a won daily deal, for the table. */
  tell(outcome: DailyOutcome): void;
  /** Runs `run` after `ms` (a timer the tests fake); answers a function that cancels it (as shared/leaderboard/queue.ts). */
  schedule(run: () => void, ms: number): () => void;
}

/** A busy server (a deal it has not computed yet: 503) is asked again this many times in all, */
export const TICKET_TRIES = 4;
/** waiting what its Retry-After says, but never longer than this between two tries. */
export const MAX_TICKET_WAIT_SECONDS = 60;


/** A result the host has vouched for, and the moves that replayed to it (shared/host/held-games.ts Vouched). */
export interface VouchedWin {
  readonly result: GameResult;
  readonly moves: string;
}

const cut = (message: string): string => (message.length <= MAX_OUTCOME_MESSAGE_CHARS ? message : `${message.slice(0, MAX_OUTCOME_MESSAGE_CHARS - 1)}…`);

export class DailyLifecycle {
  /** Tickets being taken, by game and date: a win that comes before the answer waits for it. */
  private readonly tickets = new Map<string, Promise<unknown>>();
  /** Tickets waiting to be asked again (the server was busy), by game and date: a win cancels its wait. */
  private readonly retries = new Map<string, () => void>();
  /** Every send still under way (tests, and a host that closes). */
  private sends: Promise<void> = Promise.resolve();

  constructor(private readonly deps: DailyLifecycleDeps) {}

  /** The host began a game: a daily deal takes its ticket (or keeps the one it has) while the player is opted in. */
  begun(held: HeldGame): void {
    if (held.daily === undefined || !this.deps.on()) return;
    this.retries.get(`${held.game}|${held.daily}`)?.();
    this.take(held.game, held.daily, 1);
  }

  /** Asks for the ticket; a busy server is asked again after its Retry-After, a few times, unless the game ends first. */
  private take(game: HeldGame['game'], daily: string, tries: number): void {
    const key = `${game}|${daily}`;
    this.retries.delete(key);
    // a ticket refused or not reached shows at the win: the service answers then that the deal had none
    const taking = Promise.resolve()
      .then(() => this.deps.service())
      .then((service) => service.ticket(game, daily))
      .then(
        (answer) => {
          if (answer.ok || answer.error.kind !== 'busy' || tries >= TICKET_TRIES) return;
          // a ticket taken after the win would time the game from then: the win cancels the wait
          const seconds = Math.min(Math.max(answer.error.retryAfter, 1), MAX_TICKET_WAIT_SECONDS);
          const cancel = this.deps.schedule(() => this.take(game, daily, tries + 1), seconds * 1000);
          this.retries.set(key, () => (cancel(), this.retries.delete(key)));
        },
        () => undefined,
      )
      .finally(() => {
        if (this.tickets.get(key) === taking) this.tickets.delete(key);
      });
    this.tickets.set(key, taking);
  }

  /** The host recorded a result: a won daily deal goes to the leaderboard, unless help was taken. */
  finished(win: VouchedWin): void {
    const { result } = win;
    if (!result.won || result.daily === undefined || !this.deps.on()) return;
    const day = { game: result.game, date: result.daily };
    this.retries.get(`${day.game}|${day.date}`)?.();
    if (result.help !== undefined && tookHelp(result.help)) return this.deps.tell({ kind: 'withHelp', ...day });
    this.deps.tell({ kind: 'sending', ...day });
    const sent = this.send(day, win.moves).then((outcome) => this.deps.tell(outcome));
    this.sends = Promise.all([this.sends, sent]).then(() => undefined);
  }

  /** Resolves once every ticket asked for and every result sent so far has its answer. */
  async settled(): Promise<void> {
    await Promise.all([...this.tickets.values(), this.sends]);
  }

  private async send(day: { readonly game: GameResult['game']; readonly date: string }, moves: string): Promise<DailyOutcome> {
    try {
      await this.tickets.get(`${day.game}|${day.date}`);
      const answer = await (await this.deps.service()).submit(day.game, day.date, moves);
      if (!answer.ok) return { kind: 'failed', ...day, message: cut(answer.error.message) };
      if (answer.value.status === 'queued') return { kind: 'queued', ...day };
      return { kind: 'ranked', ...day, rank: answer.value.ranked.rank, best: answer.value.ranked.best };
    } catch (e) {
      return { kind: 'failed', ...day, message: cut(e instanceof Error ? e.message : String(e)) };
    }
  }
}
