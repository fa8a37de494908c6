import Fastify, { type FastifyInstance, type preHandlerHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { sharedSecret } from './queries';
import { newTicketKey, ticketSigner } from './tickets';
import { dailyDeals, type DailyDeals } from './daily-deals';
import { playerAuth } from './auth';
import { boardCache } from './board-cache';
import { resultWriter, type WriterOptions } from './result-writer';
import { bearerSecret, hashSecret } from './secrets';
import { handleError } from './errors';
import { HttpError } from './http-error';
import type { ServerContext } from './context';
import { playerRoutes } from './routes/players';
import { dailyRoutes } from './routes/daily';
import { boardRoutes } from './routes/boards';
import { metaRoutes } from './routes/meta';
import { DEFAULT_WEB_ROOT, webRoutes } from './web';

// The leaderboard server: the API under /api/v1 and the browser build at /. buildApp brings the
// schema up to date (migrations), so a process that answers has the tables it needs.

export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

export interface AppOptions {
  readonly db: Database;
  readonly now?: () => number;
  readonly webRoot?: string;
  /** Per address (every route) and per player (routes a player calls); false turns both off. */
  readonly rateLimit?: { readonly perAddress: Limit; readonly perPlayer: Limit } | false;
  /** How long a board's top may be served from this process's memory. */
  readonly boardTtlMs?: number;
  readonly deals?: DailyDeals;
  readonly logger?: boolean;
  /** How verified results are batched; by default one statement at a time on PGlite, 4 on a pool. */
  readonly resultBatches?: WriterOptions;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  readonly trustProxy?: boolean;
}

export const DEFAULT_LIMITS = { perAddress: { max: 600, windowMs: 60_000 }, perPlayer: { max: 120, windowMs: 60_000 } } as const;
export const BODY_LIMIT_BYTES = 16 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const now = options.now ?? Date.now;
  await migrate(db);
  const key = Buffer.from(await sharedSecret(db, 'ticket-hmac-key', newTicketKey()), 'base64url');

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  app.setErrorHandler(handleError);
  // JSON only: a text/plain body is a 415, not a string the schema then refuses
  app.removeContentTypeParser('text/plain');
  // an empty body that says it is JSON is no body (a client's POST of a ticket may send the header)
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => (body === '' ? done(null, undefined) : json(request, body as string, done)));
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: `no route ${request.method} ${request.url.split('?')[0]}` }));

  const playerLimit: preHandlerHookHandler[] = [];
  const limits = options.rateLimit ?? DEFAULT_LIMITS;
  if (limits) {
    const tooMany = (seconds: number) => new HttpError(429, `too many requests: try again in ${seconds} s`);
    await app.register(rateLimit, {
      global: true,
      max: limits.perAddress.max,
      timeWindow: limits.perAddress.windowMs,
      errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000)),
    });
    // keyed by the hash of the secret the request carries (a wrong secret is limited too, then 401)
    const perPlayer = app.createRateLimit({
      max: limits.perPlayer.max,
      timeWindow: limits.perPlayer.windowMs,
      keyGenerator: (request) => `player:${hashSecret(bearerSecret(request.headers.authorization) ?? '')}`,
    });
    playerLimit.push(async (request, reply) => {
      if (request.headers.authorization === undefined) return;
      const limit = await perPlayer(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw tooMany(limit.ttlInSeconds);
      }
    });
  }

  const ctx: ServerContext = {
    db,
    now,
    signer: ticketSigner(key),
    deals: options.deals ?? dailyDeals(),
    auth: playerAuth(db),
    results: resultWriter(db, options.resultBatches ?? { maxInFlight: db.engine === 'pglite' ? 1 : 4, maxBatch: 64 }),
    boards: boardCache<string>(options.boardTtlMs ?? 1000, now),
    playerLimit,
  };
  playerRoutes(app, ctx);
  dailyRoutes(app, ctx);
  boardRoutes(app, ctx);
  metaRoutes(app, ctx);
  webRoutes(app, options.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
}
