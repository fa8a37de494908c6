import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { requireGame } from './games';
import { requireDate } from '../dates';
import { allTimeBoard, allTimeEntryOf, dailyBoard, dailyEntryOf } from '../queries';
import { dayParamsSchema, gameParamsSchema, noQuerySchema } from '../../shared/leaderboard/requests';
import type { ValibotTypeProvider } from '../valibot';

// The boards: a day's top 100 per game, and all time per game (dailies won, best daily streak). The
// top is prepared JSON from the board cache; "you" is read for the asking player on each request,
// within the player's rate limit.

/** `{"game":..,"entries":[..]` without its closing brace, so "you" can be added without parsing. */
const opened = (fields: Record<string, unknown>, entries: unknown[]): string => `${JSON.stringify(fields).slice(0, -1)},"entries":${JSON.stringify(entries)}`;

function sendBoard(reply: FastifyReply, top: string, you: unknown | undefined): FastifyReply {
  reply.type('application/json; charset=utf-8');
  return reply.send(you === undefined ? `${top}}` : `${top},"you":${JSON.stringify(you)}}`);
}

export function boardRoutes(server: FastifyInstance, ctx: ServerContext): void {
  const app = server.withTypeProvider<ValibotTypeProvider>();
  // the top is prepared JSON text, sent as it is: its shape is shared/leaderboard/answers.ts boardSchema and allTimeSchema
  app.get('/api/v1/daily/:game/:date/leaderboard', { schema: { params: dayParamsSchema, querystring: noQuerySchema }, preHandler: ctx.playerLimit }, async (request, reply) => {
    const game = requireGame(request.params.game);
    const date = requireDate(request.params.date);
    const player = await ctx.auth.optional(request);
    const top = await ctx.boards.get(`${game}|${date}`, async () => opened({ game, date }, await dailyBoard(ctx.db, game, date)));
    return sendBoard(reply, top, player === null ? undefined : await dailyEntryOf(ctx.db, game, date, player));
  });

  app.get('/api/v1/games/:game/all-time', { schema: { params: gameParamsSchema, querystring: noQuerySchema }, preHandler: ctx.playerLimit }, async (request, reply) => {
    const game = requireGame(request.params.game);
    const player = await ctx.auth.optional(request);
    const top = await ctx.boards.get(game, async () => opened({ game }, await allTimeBoard(ctx.db, game)));
    return sendBoard(reply, top, player === null ? undefined : await allTimeEntryOf(ctx.db, game, player));
  });
}
