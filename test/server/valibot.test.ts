// server/valibot.ts: a route's shared valibot schemas check its request parts (a 400 naming the part
// and the field, nothing coerced) and shape its answer (a field the answer's schema does not name
// never leaves; an answer that does not fit is the server's 500, never sent).
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import * as v from 'valibot';
import { useValibot, type ValibotTypeProvider } from '../../server/valibot';
import { handleError } from '../../server/errors';

async function app(answer: unknown) {
  const server = Fastify();
  useValibot(server);
  server.setErrorHandler(handleError);
  server
    .withTypeProvider<ValibotTypeProvider>()
    .post('/x', { schema: { body: v.strictObject({ n: v.number() }), response: { 200: v.object({ id: v.number(), name: v.string() }) } } }, async (request) => {
      // typed from the body's schema: a number
      const n: number = request.body.n;
      const row = { id: n, name: 'Ada', secretHash: 'never sent' };
      return n === 0 ? (answer as typeof row) : row;
    });
  await server.ready();
  return server;
}

describe('the server on valibot schemas', () => {
  it('refuses a request part that does not fit, naming the part and the field, and coerces nothing', async () => {
    const server = await app(null);
    for (const [payload, reason] of [
      [{ n: '5' }, 'body: field "n": Invalid type: Expected number but received "5"'],
      [{ n: 5, extra: 1 }, 'body: field "extra": Invalid key: Expected never but received "extra"'],
      [{}, 'body: field "n": Invalid key: Expected "n" but received undefined'],
    ] as const) {
      const r = await server.inject({ method: 'POST', url: '/x', payload });
      expect([r.statusCode, r.json()]).toEqual([400, { error: reason }]);
    }
  });

  it('sends an answer through its schema: an unnamed field stays behind; an answer that does not fit is a 500', async () => {
    expect((await (await app(null)).inject({ method: 'POST', url: '/x', payload: { n: 5 } })).json()).toEqual({ id: 5, name: 'Ada' });
    const wrong = await (await app({ id: 'x', name: 'Ada' })).inject({ method: 'POST', url: '/x', payload: { n: 0 } });
    expect([wrong.statusCode, wrong.json()]).toEqual([500, { error: 'internal error' }]);
  });
});
