import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { acceptNickname } from '../nickname';
import { createPlayer, playerById, renamePlayer } from '../queries';
import { hashSecret, newSecret } from '../secrets';
import { badRequest, conflict, unauthorized } from '../http-error';
import { nicknameRequestSchema, noQuerySchema } from '../../shared/leaderboard/requests';
import { playerSchema, registeredSchema } from '../../shared/leaderboard/answers';
import type { ValibotTypeProvider } from '../valibot';

// A nickname is all it asks: POST makes a player and shows the secret once; PATCH renames.

function nicknameOrThrow(raw: string) {
  const checked = acceptNickname(raw);
  if (!checked.ok) throw badRequest(checked.error);
  return checked.value;
}

const taken = (name: string) => conflict(`the nickname "${name}" is taken, or looks like one that is`);

export function playerRoutes(server: FastifyInstance, ctx: ServerContext): void {
  const app = server.withTypeProvider<ValibotTypeProvider>();
  app.post('/api/v1/players', { schema: { body: nicknameRequestSchema, querystring: noQuerySchema, response: { 201: registeredSchema } }, preHandler: ctx.newPlayerLimit }, async (request, reply) => {
    const nickname = nicknameOrThrow(request.body.nickname);
    const secret = newSecret();
    const id = await createPlayer(ctx.db, nickname.name, nickname.key, hashSecret(secret));
    if (id === 'taken') throw taken(nickname.name);
    return reply.code(201).send({ id, nickname: nickname.name, secret });
  });

  app.get('/api/v1/players/me', { schema: { querystring: noQuerySchema, response: { 200: playerSchema } }, preHandler: ctx.playerLimit }, async (request) => {
    const id = await ctx.auth.require(request);
    const player = await playerById(ctx.db, id);
    if (!player) throw unauthorized('no player has this secret');
    return player;
  });

  app.patch('/api/v1/players/me', { schema: { body: nicknameRequestSchema, querystring: noQuerySchema, response: { 200: playerSchema } }, preHandler: ctx.playerLimit }, async (request) => {
    const id = await ctx.auth.require(request);
    const nickname = nicknameOrThrow(request.body.nickname);
    if ((await renamePlayer(ctx.db, id, nickname.name, nickname.key)) === 'taken') throw taken(nickname.name);
    return { id, nickname: nickname.name };
  });
}
