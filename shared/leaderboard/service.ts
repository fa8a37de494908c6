// The leaderboard as a host offers it (main in the desktop app, the page in the browser build): it
// keeps the account and its secret, the tickets of daily deals begun and the results waiting, and
// makes every call through the pure client. The renderer never sees the secret. Nothing is sent
// while the player has not turned the leaderboard on (`setup()` answers null).
import type { GameId } from '../engine/games';
import { type Result, ok, err } from '../engine/result';
import type { BoardView, Ranked } from './answers';

export type { BoardView };
import { type Answer, DEFAULT_RETRY_SECONDS, type FetchLike, type LeaderboardClient, type LeaderboardError, createLeaderboardClient } from './client';
import { MAX_RESULT_MOVES_CHARS, MAX_TICKETS } from '../schemas/limits';
import { ResultQueue } from './queue';
import type { Account, HeldTicket, LeaderboardState, PendingResult } from './state';

/** Where the player's results go and under what name: from the settings (or the page's server). */
export interface LeaderboardSetup {
  readonly api: string;
  readonly nickname: string;
}

export interface LeaderboardDeps {
  readonly fetch: FetchLike;
  /** null while the leaderboard is off; an error when it is on but cannot be used (a bad address). */
  setup(): Result<LeaderboardSetup, string> | null;
  readonly initial: LeaderboardState;
  /** The state changed: the host keeps it (a queued write). */
  save(state: LeaderboardState): void;
  schedule(run: () => void, ms: number): () => void;
  now(): Date;
  /** Something the player must hear outside any call (a waiting result the server refused). */
  notify(message: string): void;
}

/** A won daily deal sent: ranked now, or waiting for the server (offline, 503, 429). */
export type SubmitOutcome = { readonly status: 'ranked'; readonly ranked: Ranked } | { readonly status: 'queued'; readonly retryAfter: number; readonly reason: string };

export interface Leaderboard {
  /** Registers the nickname (or renames the account) on the server: Settings calls it when turned on. */
  join(): Promise<Answer<{ readonly nickname: string }>>;
  /** Takes (or keeps) the ticket of a daily deal begun. */
  ticket(game: GameId, date: string): Promise<Answer<{ readonly issuedAt: string }>>;
  /** Sends a won daily deal with the ticket held for it. */
  submit(game: GameId, date: string, moves: string): Promise<Answer<SubmitOutcome>>;
  board(game: GameId, date: string): Promise<Answer<BoardView>>;
  /** Sends the waiting results now (at start). */
  flush(): Promise<void>;
  state(): LeaderboardState;
  stop(): void;
}

/** A ticket older than this is not reused: the server takes a result within 24 hours of its ticket. */
const TICKET_REUSE_MS = 23 * 3600 * 1000;

const off = (message: string): LeaderboardError => ({ kind: 'off', message });

export function createLeaderboard(deps: LeaderboardDeps): Leaderboard {
  let state: LeaderboardState = deps.initial;
  const clients = new Map<string, LeaderboardClient>();
  const clientOf = (api: string): LeaderboardClient => {
    let c = clients.get(api);
    if (!c) clients.set(api, (c = createLeaderboardClient(api, deps.fetch)));
    return c;
  };
  const keep = (next: Partial<LeaderboardState>): void => {
    state = { ...state, ...next };
    deps.save(state);
  };

  const queue = new ResultQueue(state.pending, {
    send: (item) => sendResult(item),
    changed: (pending) => keep({ pending: [...pending] }),
    schedule: deps.schedule,
    dropped: (item, reason) => deps.notify(`Your win of the ${item.date} daily deal was not taken by the leaderboard: ${reason}.`),
  });

  const current = (): Result<LeaderboardSetup, LeaderboardError> => {
    const setup = deps.setup();
    if (setup === null) return err(off('the online leaderboard is off'));
    return setup.ok ? setup : err(off(setup.error));
  };

  /** After any answer: a 401 forgets the account (the next call registers again), anything else wakes the queue. */
  const heard = <T>(answer: Answer<T>): Answer<T> => {
    if (!answer.ok && answer.error.kind === 'refused' && answer.error.status === 401) keep({ account: null });
    else if (answer.ok || answer.error.kind === 'refused') queue.serverAnswered();
    return answer;
  };

  // one registration at a time: two calls at once must not make two players
  let joining: Promise<Answer<Account>> | null = null;
  const account = (setup: LeaderboardSetup): Promise<Answer<Account>> => {
    joining ??= ensureAccount(setup).finally(() => {
      joining = null;
    });
    return joining;
  };
  async function ensureAccount(setup: LeaderboardSetup): Promise<Answer<Account>> {
    const held = state.account;
    const client = clientOf(setup.api);
    if (held !== null && held.api === setup.api) {
      if (held.nickname === setup.nickname) return ok(held);
      const renamed = heard(await client.rename(held.secret, setup.nickname));
      if (!renamed.ok) return renamed;
      const next = { ...held, nickname: renamed.value.nickname };
      keep({ account: next });
      return ok(next);
    }
    const made = heard(await client.register(setup.nickname));
    if (!made.ok) return made;
    const next: Account = { api: setup.api, id: made.value.id, nickname: made.value.nickname, secret: made.value.secret };
    keep({ account: next });
    return ok(next);
  }

  async function sendResult(item: PendingResult): Promise<Answer<Ranked>> {
    const setup = current();
    if (!setup.ok) return setup;
    if (setup.value.api !== item.api) return err({ kind: 'refused', status: 0, message: 'it was won for another leaderboard server' });
    const player = await account(setup.value);
    if (!player.ok) return player;
    return heard(await clientOf(item.api).result(player.value.secret, item.game, item.date, item.ticket, item.moves));
  }

  const ticketOf = (api: string, game: GameId, date: string): HeldTicket | undefined => state.tickets.find((t) => t.api === api && t.game === game && t.date === date);
  const withoutTicket = (t: HeldTicket | undefined): HeldTicket[] => state.tickets.filter((x) => x !== t);

  return {
    async join() {
      const setup = current();
      if (!setup.ok) return setup;
      const player = await account(setup.value);
      return player.ok ? ok({ nickname: player.value.nickname }) : player;
    },
    async ticket(game, date) {
      const setup = current();
      if (!setup.ok) return setup;
      const api = setup.value.api;
      const held = ticketOf(api, game, date);
      // a restarted daily keeps its ticket: the time on the board runs from the first start
      if (held && deps.now().getTime() - Date.parse(held.issuedAt) < TICKET_REUSE_MS) return ok({ issuedAt: held.issuedAt });
      const player = await account(setup.value);
      if (!player.ok) return player;
      const taken = heard(await clientOf(api).ticket(player.value.secret, game, date));
      if (!taken.ok) return taken;
      const next: HeldTicket = { api, game, date, ticket: taken.value.ticket, issuedAt: deps.now().toISOString() };
      keep({ tickets: [...withoutTicket(held), next].slice(-MAX_TICKETS) });
      return ok({ issuedAt: next.issuedAt });
    },
    async submit(game, date, moves) {
      const setup = current();
      if (!setup.ok) return setup;
      // the server's bound, and the bound of what the state keeps (a longer one would spoil the stored file)
      if (moves.length > MAX_RESULT_MOVES_CHARS) return err({ kind: 'refused', status: 0, message: `the game's moves are longer than the leaderboard takes (${MAX_RESULT_MOVES_CHARS} characters)` });
      const api = setup.value.api;
      const held = ticketOf(api, game, date);
      if (!held) return err({ kind: 'refused', status: 0, message: 'this daily deal was begun without a ticket (the leaderboard was off or could not be reached then)' });
      // the ticket is used by this result: a second win of the day takes a new one
      keep({ tickets: withoutTicket(held) });
      const item: PendingResult = { api, game, date, ticket: held.ticket, moves, queuedAt: deps.now().toISOString() };
      const sent = await sendResult(item);
      if (sent.ok) return ok({ status: 'ranked', ranked: sent.value });
      const e = sent.error;
      if (e.kind !== 'busy' && e.kind !== 'offline') return sent;
      queue.add(item);
      const retryAfter = e.kind === 'busy' ? e.retryAfter : DEFAULT_RETRY_SECONDS;
      queue.retryIn(retryAfter, e.kind === 'busy');
      return ok({ status: 'queued', retryAfter, reason: e.message });
    },
    async board(game, date) {
      const setup = current();
      if (!setup.ok) return setup;
      const api = setup.value.api;
      const secret = state.account?.api === api ? state.account.secret : null;
      const client = clientOf(api);
      const [board, allTime] = await Promise.all([client.board(secret, game, date), client.allTime(secret, game)]);
      heard(board);
      if (!board.ok) return board;
      if (!allTime.ok) return allTime;
      return ok({ board: board.value, allTime: allTime.value });
    },
    flush: () => queue.flush(),
    state: () => state,
    stop: () => queue.stop(),
  };
}
