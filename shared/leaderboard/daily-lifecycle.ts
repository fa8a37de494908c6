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
}

/** A result the host has vouched for, and the moves that replayed to it (shared/host/held-games.ts Vouched). */
export interface VouchedWin {
  readonly result: GameResult;
  readonly moves: string;
}

const cut = (message: string): string => (message.length <= MAX_OUTCOME_MESSAGE_CHARS ? message : `${message.slice(0, MAX_OUTCOME_MESSAGE_CHARS - 1)}…`);

export class DailyLifecycle {
  /** Tickets being taken, by game and date: a win that comes before the answer waits for it. */
  private readonly tickets = new Map<string, Promise<unknown>>();
  /** Every send still under way (tests, and a host that closes). */
  private sends: Promise<void> = Promise.resolve();

  constructor(private readonly deps: DailyLifecycleDeps) {}

  /** The host began a game: a daily deal takes its ticket (or keeps the one it has) while the player is opted in. */
  begun(held: HeldGame): void {
    if (held.daily === undefined || !this.deps.on()) return;
    const key = `${held.game}|${held.daily}`;
    const { game, daily } = held;
    // a ticket refused or not reached shows at the win: the service answers then that the deal had none
    const taking = Promise.resolve()
      .then(() => this.deps.service())
      .then((service) => service.ticket(game, daily))
      .catch(() => undefined)
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
