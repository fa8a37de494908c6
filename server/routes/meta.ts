import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { noQuerySchema } from '../../shared/leaderboard/requests';

// What the browser build reads to turn its leaderboard on (the same object the page gets inline, see
// web.ts), and a health check for a load balancer.

export const API_BASE = '/api/v1';

export interface ClientConfig {
  readonly leaderboard: { readonly enabled: true; readonly api: string };
}

export const CLIENT_CONFIG: ClientConfig = { leaderboard: { enabled: true, api: API_BASE } };

export function metaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/v1/config', { schema: { querystring: noQuerySchema } }, async () => CLIENT_CONFIG);
  app.get('/api/v1/health', { schema: { querystring: noQuerySchema } }, async () => {
    await ctx.db.query('SELECT 1');
    return { ok: true, database: ctx.db.engine };
  });
}
