import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ENGINE_NAMES, HOOK_MS, appOn, bearer, clockAt, json, newPlayer, openEngine, rowCounts, ticketFor, winningLine, type Engine } from './harness';

// 10,000 fuzzed bodies per route: the answer is never a 5xx, a 4xx carries a one-line reason, and
// nothing is stored but what a 2xx answered. Runs on PGlite (the same handlers run on both engines).

const RUNS = 10_000;
const NOON = '2026-12-01T12:00:00Z';
const DAY = '2026-12-01';
const BC = 'beleaguered-castle' as const;
const FUZZ_MS = 600_000;

type Body = { readonly raw: string } | { readonly value: unknown };

const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const jsonish = fc.jsonValue({ maxDepth: 3 });
/** Bodies shaped like the route's, with each field fuzzed, plus anything JSON, plus broken JSON. */
function bodies(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  const shaped = fc.record(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fc.oneof(v, jsonish)])), { requiredKeys: [] });
  const withExtra = fc.tuple(shaped, fc.dictionary(anyText, jsonish, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map((value) => ({ value })) },
    { weight: 2, arbitrary: withExtra.map((value) => ({ value })) },
    { weight: 2, arbitrary: jsonish.map((value) => ({ value })) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => ({ raw })) },
  );
}

describe.each(ENGINE_NAMES.slice(0, 1))('fuzzed bodies on %s', (name) => {
  let engine: Engine;
  let app: FastifyInstance;
  let ada: { id: number; secret: string };
  let tickets: string[];
  const clock = clockAt(NOON);

  beforeAll(async () => {
    engine = await openEngine(name);
    app = await appOn(engine.db, clock);
    ada = await newPlayer(app, 'Ada');
    await newPlayer(app, 'Grace');
    tickets = [];
    for (let i = 0; i < 20; i++) tickets.push(await ticketFor(app, ada.secret, BC, DAY));
    clock.advance(120_000);
  }, HOOK_MS);
  afterAll(async () => {
    await app?.close();
    await engine?.close();
  }, HOOK_MS);

  /** Sends every body; answers the number of 2xx. Fails on a 5xx or a reason that is not one line. */
  async function fuzz(method: 'POST' | 'PATCH', url: string, arb: fc.Arbitrary<Body>, headers: Record<string, string> = {}): Promise<number> {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(arb, async (body) => {
        const payload = 'raw' in body ? body.raw : JSON.stringify(body.value);
        const r = await app.inject({ method, url, headers: { 'content-type': 'application/json', ...headers }, payload });
        if (r.statusCode >= 500) throw new Error(`${r.statusCode} for ${payload}: ${r.body}`);
        if (r.statusCode < 300) accepted++;
        else {
          const error = json<{ error: unknown }>(r).error;
          if (typeof error !== 'string' || error.includes('\n') || error === '') throw new Error(`no one-line reason for ${payload}: ${r.body}`);
        }
      }),
      { numRuns: RUNS, seed: 13 },
    );
    return accepted;
  }

  it('POST /api/v1/players', async () => {
    const before = await rowCounts(engine.db);
    const made = await fuzz('POST', '/api/v1/players', bodies({ nickname: fc.string({ unit: 'binary', maxLength: 30 }) }));
    // a fuzzed body that is a fine nickname makes a player, and only those do
    expect(await rowCounts(engine.db)).toEqual({ ...before, players: before.players + made });
  }, FUZZ_MS);

  it('PATCH /api/v1/players/me', async () => {
    const before = await rowCounts(engine.db);
    await fuzz('PATCH', '/api/v1/players/me', bodies({ nickname: fc.string({ unit: 'binary', maxLength: 30 }) }), bearer(ada.secret));
    expect(await rowCounts(engine.db)).toEqual(before);
  }, FUZZ_MS);

  it('POST /api/v1/daily/GAME/DATE/tickets', async () => {
    const before = await rowCounts(engine.db);
    await fuzz('POST', `/api/v1/daily/${BC}/${DAY}/tickets`, bodies({ score: fc.integer(), issuedAt: fc.integer() }), bearer(ada.secret));
    expect(await rowCounts(engine.db)).toEqual(before);
  }, FUZZ_MS);

  it('POST /api/v1/daily/GAME/DATE/results', async () => {
    const line = winningLine(BC, DAY).split(' ');
    const ticket = fc.oneof(
      fc.constantFrom(...tickets),
      fc.tuple(fc.constantFrom(...tickets), fc.nat(), fc.constantFrom('A', '_', '.', '-')).map(([t, i, c]) => t.slice(0, i % t.length) + c + t.slice((i % t.length) + 1)),
      anyText,
    );
    const token = fc.tuple(fc.constantFrom(...'1234567890abcdhHz '), fc.constantFrom(...'1234567890abcdhA')).map(([a, b]) => a + b);
    const moves = fc.oneof(
      fc.array(token, { maxLength: 60 }).map((ms) => ms.join(' ')),
      // the winning line with one move dropped, changed or swapped
      fc.tuple(fc.nat({ max: line.length - 1 }), token).map(([i, t]) => [...line.slice(0, i), t, ...line.slice(i + 1)].join(' ')),
      fc.nat({ max: line.length - 1 }).map((i) => [...line.slice(0, i), ...line.slice(i + 1)].join(' ')),
      anyText,
    );
    const before = await rowCounts(engine.db);
    const accepted = await fuzz('POST', `/api/v1/daily/${BC}/${DAY}/results`, bodies({ ticket, moves }), bearer(ada.secret));
    const after = await rowCounts(engine.db);
    expect(after.results).toBe(before.results + accepted);
    expect(after.best).toBe(accepted > 0 ? 1 : 0);
  }, FUZZ_MS);
});
