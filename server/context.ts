import type { preHandlerHookHandler } from 'fastify';
import type { Database } from './db/database';
import type { TicketSigner } from './tickets';
import type { DailyDeals } from './daily-deals';
import type { Auth } from './auth';
import type { BoardCache } from './board-cache';
import type { ResultWriter } from './result-writer';

/** What the routes share, made once by buildApp. */
export interface ServerContext {
  readonly db: Database;
  /** Server time, ms since the epoch (tests pass a fixed clock). */
  readonly now: () => number;
  readonly signer: TicketSigner;
  readonly deals: DailyDeals;
  /** Past dates whose deals the server serves (and keeps computed). */
  readonly dealHistoryDays: number;
  /** The least time a person needs per step of a result (human-pace.ts). */
  readonly msPerStep: number;
  readonly auth: Auth;
  /** Where verified results go: batched into one statement per round trip. */
  readonly results: ResultWriter;
  /** Prepared JSON of the top of each board, by `game|date` or `game`. */
  readonly boards: BoardCache<string>;
  /** The per-player rate limit, for routes a player calls; none when limits are off. */
  readonly playerLimit: preHandlerHookHandler[];
  /** The limit of new players per address, for POST /players; none when limits are off. */
  readonly newPlayerLimit: preHandlerHookHandler[];
}
