import { beforeEach, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES as BODY_LIMIT_BYTES } from '../../shared/schemas/limits';
import { describeEngines, bearer, json, newPlayer, rowCounts, sendResult, suiteServer, ticketFor, winningLine, type Reply, HOOK_MS } from './harness';

// Every request the server must refuse: each gets a 4xx with a one-line reason and stores nothing.
// Score, time and deal are never taken from the client: sent along, they are refused.

const NOON = '2026-12-01T12:00:00Z';
const DAY = '2026-12-01';
const NEXT = '2026-12-02';
const BC = 'beleaguered-castle' as const;

describeEngines('forged and bad requests on %s', (name) => {
  const s = suiteServer(name, NOON);
  let ada: { id: number; secret: string };
  let grace: { id: number; secret: string };
  const line = () => winningLine(BC, DAY);

  beforeEach(async () => {
    ada = await newPlayer(s.app, 'Ada');
    grace = await newPlayer(s.app, 'Grace');
  }, HOOK_MS);

  /** Runs the request; expects the status, a one-line reason matching `reason`, and no row changed. */
  async function refused(request: () => Promise<Reply>, status: number, reason: RegExp): Promise<void> {
    const before = await rowCounts(s.engine.db);
    const r = await request();
    expect([r.statusCode, r.body]).toEqual([status, expect.any(String)]);
    const error = json<{ error: string }>(r).error;
    expect(error).toMatch(reason);
    expect(error).not.toMatch(/\n/);
    expect(await rowCounts(s.engine.db)).toEqual(before);
  }

  const post = (url: string, payload: unknown, secret = ada.secret, extra: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url, headers: { ...bearer(secret), ...extra }, payload: payload as string });

  it('refuses an unknown game and a date that is no calendar date', async () => {
    await refused(() => s.app.inject({ method: 'GET', url: `/api/v1/daily/solitaire/${DAY}` }), 404, /unknown game "solitaire"/);
    await refused(() => post(`/api/v1/daily/klondike/${DAY}/tickets`, undefined), 404, /unknown game/);
    await refused(() => s.app.inject({ method: 'GET', url: `/api/v1/daily/${BC}/2026-02-30/leaderboard` }), 400, /not a calendar date/);
    await refused(() => post(`/api/v1/daily/${BC}/2026-13-01/tickets`, undefined), 400, /not a calendar date/);
    await refused(() => s.app.inject({ method: 'GET', url: `/api/v1/daily/${BC}/today` }), 400, /not a calendar date/);
    await refused(() => s.app.inject({ method: 'GET', url: `/api/v1/daily/${BC}/2020-01-01` }), 422, /gives the daily deals of/);
  });

  it('refuses a ticket for a date that is not today anywhere on Earth', async () => {
    await refused(() => post(`/api/v1/daily/${BC}/2026-11-30/tickets`, undefined), 422, /not today anywhere/);
    await refused(() => post(`/api/v1/daily/${BC}/2026-12-03/tickets`, undefined), 422, /not today anywhere/);
    // at 12:00 UTC it is already 2 December in Kiribati (UTC+14)
    expect((await post(`/api/v1/daily/${BC}/${NEXT}/tickets`, undefined)).statusCode).toBe(201);
  });

  it('refuses requests without a player or with an unknown secret', async () => {
    await refused(() => s.app.inject({ method: 'POST', url: `/api/v1/daily/${BC}/${DAY}/tickets` }), 401, /Bearer SECRET/);
    await refused(() => post(`/api/v1/daily/${BC}/${DAY}/tickets`, undefined, 'A'.repeat(43)), 401, /no player has this secret/);
    await refused(() => s.app.inject({ method: 'PATCH', url: '/api/v1/players/me', headers: { authorization: 'Basic eDp5' }, payload: { nickname: 'x' } }), 401, /Bearer/);
  });

  it('refuses an unparsable move, an illegal move and a game that does not end won', async () => {
    const url = `/api/v1/daily/${BC}/${DAY}/results`;
    const moves = line().split(' ');
    await refused(async () => post(url, { ticket: await ticketFor(s.app, ada.secret, BC, DAY), moves: `${moves[0]} ##` }), 400, /move 2: .*"#" is not a pile/);
    // a move from row 1 onto row 1 is never legal
    await refused(async () => post(url, { ticket: await ticketFor(s.app, ada.secret, BC, DAY), moves: [...moves.slice(0, 3), '11', ...moves.slice(3)].join(' ') }), 422, /^move 4 \(11\)/);
    await refused(async () => post(url, { ticket: await ticketFor(s.app, ada.secret, BC, DAY), moves: moves.slice(0, -1).join(' ') }), 422, /do not win the game: 51 of 52/);
    await refused(async () => post(url, { ticket: await ticketFor(s.app, ada.secret, BC, DAY), moves: '' }), 422, /do not win/);
  });

  it("refuses another day's winning line", async () => {
    const ticket = await ticketFor(s.app, ada.secret, BC, DAY);
    await refused(() => sendResult(s.app, ada.secret, BC, DAY, { ticket, moves: winningLine(BC, NEXT) }), 422, /move \d+|do not win/);
  });

  it('refuses a ticket of another player, another day, another game, or one the server did not sign', async () => {
    const url = `/api/v1/daily/${BC}/${DAY}/results`;
    const adas = await ticketFor(s.app, ada.secret, BC, DAY);
    await refused(() => post(url, { ticket: adas, moves: line() }, grace.secret), 403, /another player/);
    const tomorrow = await ticketFor(s.app, ada.secret, BC, NEXT);
    await refused(() => post(url, { ticket: tomorrow, moves: line() }), 403, /for the deal of 2026-12-02, not of 2026-12-01/);
    const citadel = await ticketFor(s.app, ada.secret, 'citadel', DAY);
    await refused(() => post(url, { ticket: citadel, moves: line() }), 403, /for citadel, not beleaguered-castle/);
    // a payload rewritten to an earlier time (a faster game) no longer matches its signature
    const [v, id, payload, mac] = adas.split('.') as [string, string, string, string];
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const earlier = Buffer.from(JSON.stringify({ ...body, t: body.t - 600_000 })).toString('base64url');
    await refused(() => post(url, { ticket: `${v}.${id}.${earlier}.${mac}`, moves: line() }), 403, /not signed by this server/);
    // the same signature with padding appended: one encoding of each signature is taken
    await refused(() => post(url, { ticket: `${adas}==`, moves: line() }), 403, /not signed by this server/);
    await refused(() => post(url, { ticket: `${v}.other.${payload}.${mac}`, moves: line() }), 403, /a key this server no longer has/);
    await refused(() => post(url, { ticket: 'v2.t1.e30.AAAA', moves: line() }), 403, /not signed by this server/);
    await refused(() => post(url, { ticket: 'v1.e30.AAAA', moves: line() }), 403, /older key/);
    await refused(() => post(url, { ticket: 'ticket', moves: line() }), 403, /not one this server issues/);
  });

  it('refuses a ticket used twice, even with a better line', async () => {
    const ticket = await ticketFor(s.app, ada.secret, BC, DAY);
    s.clock.advance(100_000);
    expect((await sendResult(s.app, ada.secret, BC, DAY, { ticket, moves: line() })).statusCode).toBe(201);
    await refused(() => sendResult(s.app, ada.secret, BC, DAY, { ticket, moves: line() }), 409, /already used/);
  });

  it('refuses a result more than 24 hours after its ticket', async () => {
    const ticket = await ticketFor(s.app, ada.secret, BC, DAY);
    s.clock.advance(24 * 3_600_000 + 1000);
    await refused(() => sendResult(s.app, ada.secret, BC, DAY, { ticket, moves: line() }), 422, /more than 24 hours old/);
  });

  it('refuses a score, a time or a deal sent in the body, and computes its own', async () => {
    const url = `/api/v1/daily/${BC}/${DAY}/results`;
    for (const extra of [{ score: 9999 }, { seconds: 1 }, { deal: 1 }, { time: 0 }, { rank: 1 }]) {
      const ticket = await ticketFor(s.app, ada.secret, BC, DAY);
      await refused(() => post(url, { ticket, moves: line(), ...extra }), 400, /^body: field "[a-z]+": not a field of this request$/);
    }
    await refused(() => post(`/api/v1/daily/${BC}/${DAY}/tickets`, { issuedAt: 0 }), 400, /has no body/);
    const ticket = await ticketFor(s.app, ada.secret, BC, DAY);
    s.clock.advance(300_000);
    expect(json(await post(url, { ticket, moves: line() }))).toMatchObject({ score: 48 * 5 + 500 + 1200 - 300, seconds: 300 });
  });

  it('refuses values of the wrong type rather than coercing them, and bodies that are not JSON', async () => {
    await refused(() => s.app.inject({ method: 'POST', url: '/api/v1/players', payload: { nickname: 42 } }), 400, /^body: field "nickname": expected a string$/);
    const ticket = await ticketFor(s.app, ada.secret, BC, DAY);
    await refused(() => post(`/api/v1/daily/${BC}/${DAY}/results`, { ticket, moves: 12 }), 400, /^body: field "moves": expected a string$/);
    await refused(() => post(`/api/v1/daily/${BC}/${DAY}/results`, { ticket }), 400, /^body: field "moves": required$/);
    await refused(() => s.app.inject({ method: 'POST', url: '/api/v1/players', headers: { 'content-type': 'application/json' }, payload: '{"nickname":' }), 400, /not valid JSON/);
    await refused(() => s.app.inject({ method: 'POST', url: '/api/v1/players', headers: { 'content-type': 'text/plain' }, payload: 'Ada' }), 415, /application\/json/);
    await refused(() => s.app.inject({ method: 'GET', url: `/api/v1/daily/${BC}/${DAY}/leaderboard?limit=5` }), 400, /^querystring: field "limit": not a field of this request$/);
  });

  it('refuses a body over the size limit', async () => {
    const big = { nickname: 'x'.repeat(BODY_LIMIT_BYTES) };
    await refused(() => s.app.inject({ method: 'POST', url: '/api/v1/players', payload: big }), 413, /larger than the server accepts/);
    const ticket = await ticketFor(s.app, ada.secret, BC, DAY);
    await refused(() => post(`/api/v1/daily/${BC}/${DAY}/results`, { ticket, moves: '1h '.repeat(6000) }), 413, /larger/);
  });

  it('refuses nicknames that are empty, too long after NFC, hold controls, or clash in any case', async () => {
    const make = (nickname: string) => () => s.app.inject({ method: 'POST', url: '/api/v1/players', payload: { nickname } });
    await refused(make(''), 400, /empty/);
    await refused(make('   '), 400, /empty/);
    await refused(make('x'.repeat(25)), 400, /25 characters; at most 24/);
    await refused(make('é'.repeat(25)), 400, /25 characters/);
    await refused(make('Ada\u0000'), 400, /U\+0000/);
    await refused(make('a\u0007b'), 400, /U\+0007/);
    await refused(make('evil\u202Egnp.exe'), 400, /U\+202E/);
    await refused(make('\u2066Ada\u2069'), 400, /U\+2066/);
    await refused(make('ADA'), 409, /taken/);
    await refused(make('grace'), 409, /taken/);
    // 24 letters e with a combining accent are 48 code points, 24 characters after NFC
    expect((await make('e\u0301'.repeat(24))()).statusCode).toBe(201);
    expect((await make('Straße')()).statusCode).toBe(201);
    await refused(make('STRASSE'), 409, /taken/);
  });
});
