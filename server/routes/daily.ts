import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { GameId } from '../../shared/engine/games';
import { requireGame } from './games';
import { addDays, currentDates, isCurrentSomewhere, requireDate } from '../dates';
import { replayResult, sortKey } from '../replay';
import { humanFloorMs } from '../human-pace';
import { HttpError, badRequest, conflict, forbidden, unprocessable } from '../http-error';
import { dayParamsSchema, noBodySchema, noQuerySchema, resultRequestSchema } from '../../shared/leaderboard/requests';
import { dealAnswerSchema, rankedSchema, ticketSchema } from '../../shared/leaderboard/answers';
import type { ValibotTypeProvider } from '../valibot';

// The daily deal, its tickets and its results. A ticket is issued only for a date current somewhere
// on Earth; a result is accepted for that ticket's player, game and date, once, within a day of it,
// and only when the moves replayed from that day's deal win. Score and time are the server's.

/** Past dates whose deal the server keeps computed: a month back is what a calendar shows. */
export const DEAL_HISTORY_DAYS = 31;
/** How long a client waits to ask again for a deal the keeper has not computed yet. */
export const DEAL_RETRY_SECONDS = 5;
export const TICKET_LIFETIME_MS = 24 * 3_600_000;
/** Other API processes' clocks may run a little ahead: a ticket that new is accepted. */
export const CLOCK_SKEW_MS = 60_000;

function dayOf(params: { game: string; date: string }): { game: GameId; date: string } {
  return { game: requireGame(params.game), date: requireDate(params.date) };
}

/** A deal not computed yet: 503 with Retry-After, never a wait for the solver on the event loop. */
export class DealPending extends HttpError {
  constructor(game: GameId, date: string) {
    super(503, `the daily deal of ${game} for ${date} is still being computed: try again in ${DEAL_RETRY_SECONDS} s`, DEAL_RETRY_SECONDS);
  }
}

async function dealOrThrow(ctx: ServerContext, game: GameId, date: string): Promise<number> {
  const deal = await ctx.deals.deal(game, date);
  if (deal === null) throw new DealPending(game, date);
  return deal;
}

const secondsText = (ms: number): string => (ms / 1000).toFixed(1);

function notCurrent(date: string, at: number): string {
  const { earliest, latest } = currentDates(at);
  return `${date} is not today anywhere on Earth (the current dates are ${earliest} to ${latest})`;
}

export function dailyRoutes(server: FastifyInstance, ctx: ServerContext): void {
  const app = server.withTypeProvider<ValibotTypeProvider>();
  app.get('/api/v1/daily/:game/:date', { schema: { params: dayParamsSchema, querystring: noQuerySchema, response: { 200: dealAnswerSchema } } }, async (request) => {
    const { game, date } = dayOf(request.params);
    const { earliest, latest } = currentDates(ctx.now());
    const first = addDays(earliest, -ctx.dealHistoryDays);
    if (date < first || date > latest) throw unprocessable(`the server gives the daily deals of ${first} to ${latest}, not of ${date}`);
    return { game, date, deal: await dealOrThrow(ctx, game, date) };
  });

  app.post('/api/v1/daily/:game/:date/tickets', { schema: { params: dayParamsSchema, querystring: noQuerySchema, body: noBodySchema, response: { 201: ticketSchema } }, preHandler: ctx.playerLimit }, async (request, reply) => {
    const { game, date } = dayOf(request.params);
    const player = await ctx.auth.require(request);
    const now = ctx.now();
    if (!isCurrentSomewhere(date, now)) throw unprocessable(notCurrent(date, now));
    // a ticket only for a deal that can be played and replayed now
    await dealOrThrow(ctx, game, date);
    return reply.code(201).send({ ticket: ctx.signer.issue(player, game, date, now), issuedAt: new Date(now).toISOString() });
  });

  app.post(
    '/api/v1/daily/:game/:date/results',
    { schema: { params: dayParamsSchema, querystring: noQuerySchema, body: resultRequestSchema, response: { 201: rankedSchema } }, preHandler: ctx.playerLimit },
    async (request, reply) => {
      const { game, date } = dayOf(request.params);
      const player = await ctx.auth.require(request);
      const read = ctx.signer.read(request.body.ticket);
      if (!read.ok) throw forbidden(read.error);
      const ticket = read.value;
      if (ticket.player !== player) throw forbidden('the ticket was issued to another player');
      if (ticket.game !== game) throw forbidden(`the ticket is for ${ticket.game}, not ${game}`);
      if (ticket.date !== date) throw forbidden(`the ticket is for the deal of ${ticket.date}, not of ${date}`);
      const now = ctx.now();
      if (ticket.issuedAt > now + CLOCK_SKEW_MS) throw forbidden('the ticket was issued in the future');
      if (now - ticket.issuedAt > TICKET_LIFETIME_MS) throw unprocessable('the ticket is more than 24 hours old: take a new one');
      if (!isCurrentSomewhere(date, ticket.issuedAt)) throw unprocessable(notCurrent(date, ticket.issuedAt));
      const elapsedMs = Math.max(0, now - ticket.issuedAt);
      const replayed = replayResult(game, await dealOrThrow(ctx, game, date), request.body.moves, Math.floor(elapsedMs / 1000));
      if (!replayed.ok) {
        const e = replayed.error;
        throw e.kind === 'unparsable' ? badRequest(e.message) : unprocessable(e.message);
      }
      const { result: verified, steps } = replayed.value;
      const floorMs = humanFloorMs(steps, ctx.msPerStep);
      if (elapsedMs < floorMs) {
        throw unprocessable(
          `played in ${secondsText(elapsedMs)} s from the ticket: faster than a person can play these ${steps} steps (at least ${secondsText(floorMs)} s, ${ctx.msPerStep / 1000} s a step); nothing was stored`,
        );
      }
      const recorded = await ctx.results.record({ nonce: ticket.nonce, player, game, date, ...verified, sortKey: sortKey(verified) });
      if (!recorded.fresh) throw conflict('this ticket was already used: take a new one for another game');
      ctx.boards.drop(`${game}|${date}`);
      ctx.boards.drop(game);
      return reply.code(201).send({ ...verified, rank: recorded.rank, best: recorded.best });
    },
  );
}
