import Fastify, { type FastifyInstance, type FastifyReply, type preHandlerHookHandler } from 'fastify';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { ticketSigner } from './tickets';
import type { TicketKeys } from './ticket-keys';
import { dealStore, type DailyDeals } from './daily-deals';
import { playerAuth } from './auth';
import { boardCache } from './board-cache';
import { PGLITE_BATCHES, POOL_BATCHES, resultWriter, type WriterOptions } from './result-writer';
import { bearerSecret, hashSecret } from './secrets';
import { clientErrorAnswer, describeError, handleError } from './errors';
import { tooMany } from './http-error';
import { type Limit, rateCounter } from './rate-leases';
import { rekeyNicknames } from './nickname-rekey';
import { MIN_MS_PER_STEP } from './human-pace';
import type { ServerContext } from './context';
import { playerRoutes } from './routes/players';
import { DEAL_HISTORY_DAYS, dailyRoutes } from './routes/daily';
import { boardRoutes } from './routes/boards';
import { metaRoutes } from './routes/meta';
import { DEFAULT_WEB_ROOT, webRoutes } from './web';
import { securityHeaders } from './security-headers';
import { useValibot } from './valibot';
import { MAX_REQUEST_BODY_BYTES } from '../shared/schemas/limits';

// The leaderboard server: the API under /api/v1 and the browser build at /. buildApp brings the
// schema up to date (migrations), so a process that answers has the tables it needs. Everything a
// request depends on beyond itself is in the database (rate limits, used tickets, deals, boards), so
// any number of these processes behind a proxy answer as one.

export type { Limit } from './rate-leases';

export interface Limits {
  /** Every request, by client address (unknown routes and the web page too). */
  readonly perAddress: Limit;
  /** Requests as a player (tickets, results, the boards read with "you", the player's own routes). */
  readonly perPlayer: Limit;
  /** New players per address. */
  readonly newPlayers: Limit;
}

/** Which proxies tell the client's address (X-Forwarded-For): how many hops, or their addresses. */
export type TrustProxy = number | readonly string[] | false;

export interface AppOptions {
  readonly db: Database;
  /** The keys tickets are signed and read with (ticket-keys.ts). */
  readonly ticketKeys: TicketKeys;
  readonly now?: () => number;
  readonly webRoot?: string;
  /** false turns every limit off (a bench of the code alone). */
  readonly rateLimit?: Limits | false;
  /** How long a board's top may be served from this process's memory. */
  readonly boardTtlMs?: number;
  readonly deals?: DailyDeals;
  readonly dealHistoryDays?: number;
  /** The least time a person needs per step (human-pace.ts); 0 only for tests of other things. */
  readonly msPerStep?: number;
  readonly logger?: boolean;
  /** How verified results are batched; by default one statement at a time on PGlite, 4 on a pool. */
  readonly resultBatches?: WriterOptions;
  readonly trustProxy?: TrustProxy;
}

export const DEFAULT_LIMITS: Limits = {
  perAddress: { max: 600, windowMs: 60_000 },
  perPlayer: { max: 120, windowMs: 60_000 },
  newPlayers: { max: 20, windowMs: 3_600_000 },
};
/** A path echoed in a 404 is cut to this many characters. */
export const ECHO_MAX = 80;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const now = options.now ?? Date.now;
  await migrate(db);
  await rekeyNicknames(db);

  const trust = options.trustProxy ?? false;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    // a hop count trusts that many proxies nearest the server, each adding the address it saw
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust === false ? false : [...trust],
    // a URL the router cannot read (`/%`) is answered in the { error } shape too
    frameworkErrors: (error, _request, reply) => {
      const { status, reason } = describeError(error);
      void (reply as unknown as FastifyReply).code(status).send({ error: reason });
    },
    // a request the HTTP parser refuses gets the same { error } shape as the rest
    clientErrorHandler: (error, socket) => {
      if ((error as { code?: string }).code === 'ECONNRESET' || socket.destroyed) return;
      const { status, reason } = clientErrorAnswer((error as { code?: string }).code);
      const body = JSON.stringify({ error: reason });
      socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    },
  });
  // every schema is a shared valibot one: nothing is coerced, an unknown field is a 400 (valibot.ts)
  useValibot(app);
  app.setErrorHandler(handleError);
  // security headers on every answer, the page's Content-Security-Policy as a header (security-headers.ts)
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // JSON only: a text/plain body is a 415, not a string the schema then refuses
  app.removeContentTypeParser('text/plain');
  // an empty body that says it is JSON is no body (a client's POST of a ticket may send the header)
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => (body === '' ? done(null, undefined) : json(request, body as string, done)));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    reply.code(404).send({ error: `no route ${request.method.slice(0, 10)} ${path.length > ECHO_MAX ? `${path.slice(0, ECHO_MAX)}...` : path}` });
  });

  const playerLimit: preHandlerHookHandler[] = [];
  const newPlayerLimit: preHandlerHookHandler[] = [];
  const limits = options.rateLimit ?? DEFAULT_LIMITS;
  if (limits) {
    const counter = rateCounter(db, now);
    const limited = async (key: string, limit: Limit): Promise<void> => {
      const wait = await counter.take(key, limit);
      if (wait !== null) throw tooMany(wait);
    };
    // onRequest runs for every request, the unknown routes and the page included
    app.addHook('onRequest', async (request) => limited(`a:${request.ip}`, limits.perAddress));
    // keyed by the hash of the secret the request carries (a wrong secret is limited too, then 401)
    playerLimit.push(async (request) => {
      if (request.headers.authorization === undefined) return;
      await limited(`p:${hashSecret(bearerSecret(request.headers.authorization) ?? '')}`, limits.perPlayer);
    });
    newPlayerLimit.push(async (request) => limited(`n:${request.ip}`, limits.newPlayers));
  }

  const ctx: ServerContext = {
    db,
    now,
    signer: ticketSigner(options.ticketKeys),
    deals: options.deals ?? dealStore(db),
    dealHistoryDays: options.dealHistoryDays ?? DEAL_HISTORY_DAYS,
    msPerStep: options.msPerStep ?? MIN_MS_PER_STEP,
    auth: playerAuth(db),
    results: resultWriter(db, options.resultBatches ?? (db.engine === 'pglite' ? PGLITE_BATCHES : POOL_BATCHES)),
    boards: boardCache<string>(options.boardTtlMs ?? 1000, now),
    playerLimit,
    newPlayerLimit,
  };
  playerRoutes(app, ctx);
  dailyRoutes(app, ctx);
  boardRoutes(app, ctx);
  metaRoutes(app, ctx);
  webRoutes(app, options.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}
