import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dailyDealNumber } from '../../shared/solver/services/daily';
import { CONFIG_ELEMENT_ID } from '../../server/web';
import type { Limits } from '../../server/app';
import { describeEngines, appOn, bearer, clockAt, json, newPlayer, openEngine, sendResult, suiteServer, ticketFor, winningLine, type Engine, HOOK_MS } from './harness';

// The API as a client sees it, on PGlite and (where installed) on a real PostgreSQL.

const NOON = '2026-12-01T12:00:00Z';
const DAY = '2026-12-01';
const BC = 'beleaguered-castle' as const;
// RULES.md: the best Beleaguered Castle score is 48 x 5 + 500 + 1,200, less a point per second
const bcScore = (seconds: number) => 48 * 5 + 500 + 1200 - seconds;

describeEngines('the API on %s', (name) => {
  const s = suiteServer(name, NOON);

  async function win(secret: string, seconds: number, game = BC, date = DAY) {
    const ticket = await ticketFor(s.app, secret, game, date);
    s.clock.advance(seconds * 1000);
    return sendResult(s.app, secret, game, date, { ticket, moves: winningLine(game, date) });
  }

  it('makes a player from a nickname, shows the secret once and keeps only its hash', async () => {
    const r = await s.app.inject({ method: 'POST', url: '/api/v1/players', payload: { nickname: '  Ada  ' } });
    expect(r.statusCode).toBe(201);
    const { id, secret, nickname } = json<{ id: number; secret: string; nickname: string }>(r);
    expect(nickname).toBe('Ada');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await s.engine.db.query<{ secret_hash: string }>('SELECT secret_hash FROM players WHERE id = $1', [id]);
    expect(rows[0]!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    const me = await s.app.inject({ method: 'GET', url: '/api/v1/players/me', headers: bearer(secret) });
    expect(json(me)).toEqual({ id, nickname: 'Ada' });
  });

  it('renames a player, and refuses a name another player has in any case', async () => {
    const ada = await newPlayer(s.app, 'Ada');
    await newPlayer(s.app, 'Grace');
    const renamed = await s.app.inject({ method: 'PATCH', url: '/api/v1/players/me', headers: bearer(ada.secret), payload: { nickname: 'Lovelace' } });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed)).toEqual({ id: ada.id, nickname: 'Lovelace' });
    const clash = await s.app.inject({ method: 'PATCH', url: '/api/v1/players/me', headers: bearer(ada.secret), payload: { nickname: 'GRACE' } });
    expect(clash.statusCode).toBe(409);
    expect(json(clash).error).toMatch(/taken/);
    const me = await s.app.inject({ method: 'GET', url: '/api/v1/players/me', headers: bearer(ada.secret) });
    expect(json(me).nickname).toBe('Lovelace');
  });

  it('takes a ticket request with no body, also one that says it is JSON', async () => {
    const ada = await newPlayer(s.app, 'Ada');
    const url = `/api/v1/daily/${BC}/${DAY}/tickets`;
    for (const headers of [bearer(ada.secret), { ...bearer(ada.secret), 'content-type': 'application/json' }]) {
      const r = await s.app.inject({ method: 'POST', url, headers });
      expect([r.statusCode, json(r).issuedAt]).toEqual([201, new Date(Date.parse(NOON)).toISOString()]);
    }
  });

  it('gives the daily deal the shared code computes', async () => {
    const r = await s.app.inject({ method: 'GET', url: `/api/v1/daily/citadel/${DAY}` });
    expect(r.statusCode).toBe(200);
    const deal = dailyDealNumber('citadel', DAY);
    expect(deal.ok && json(r)).toEqual({ game: 'citadel', date: DAY, deal: deal.ok ? deal.value : -1 });
  });

  it('replays a winning line and scores it with the time it measured from ticket to result', async () => {
    const ada = await newPlayer(s.app, 'Ada');
    const r = await win(ada.secret, 95);
    expect(r.statusCode).toBe(201);
    const moves = winningLine(BC, DAY).split(' ').length;
    expect(json(r)).toEqual({ score: bcScore(95), moves, seconds: 95, rank: 1, best: true });
  });

  it('ranks players by score and keeps each player\'s better result of the day', async () => {
    const ada = await newPlayer(s.app, 'Ada');
    const grace = await newPlayer(s.app, 'Grace');
    expect(json((await win(ada.secret, 100))).rank).toBe(1);
    expect(json((await win(grace.secret, 60))).rank).toBe(1);
    // Ada's slower second game changes nothing; her faster third one takes the lead
    const slower = json(await win(ada.secret, 200));
    expect(slower).toMatchObject({ seconds: 200, best: false, rank: 2 });
    const faster = json(await win(ada.secret, 30));
    expect(faster).toMatchObject({ seconds: 30, best: true, rank: 1 });

    const board = await s.app.inject({ method: 'GET', url: `/api/v1/daily/${BC}/${DAY}/leaderboard` });
    const moves = winningLine(BC, DAY).split(' ').length;
    expect(json(board)).toEqual({
      game: BC,
      date: DAY,
      entries: [
        { rank: 1, nickname: 'Ada', score: bcScore(30), moves, seconds: 30 },
        { rank: 2, nickname: 'Grace', score: bcScore(60), moves, seconds: 60 },
      ],
    });
    const mine = await s.app.inject({ method: 'GET', url: `/api/v1/daily/${BC}/${DAY}/leaderboard`, headers: bearer(grace.secret) });
    expect(json(mine).you).toEqual({ rank: 2, nickname: 'Grace', score: bcScore(60), moves, seconds: 60 });
    const nobody = await newPlayer(s.app, 'Nobody');
    const none = await s.app.inject({ method: 'GET', url: `/api/v1/daily/${BC}/${DAY}/leaderboard`, headers: bearer(nobody.secret) });
    expect(json(none).you).toBeNull();
    const rows = await s.engine.db.query<{ n: number }>('SELECT count(*)::int AS n FROM daily_best');
    expect(rows[0]!.n).toBe(2);
  });

  it('counts dailies won and the best run of consecutive days, all time per game', async () => {
    const ada = await newPlayer(s.app, 'Ada');
    const grace = await newPlayer(s.app, 'Grace');
    for (const [date, at] of [
      ['2026-12-01', '2026-12-01T12:00:00Z'],
      ['2026-12-02', '2026-12-02T12:00:00Z'],
      ['2026-12-04', '2026-12-04T12:00:00Z'],
    ] as const) {
      s.clock.set(at);
      expect((await win(ada.secret, 50, BC, date)).statusCode).toBe(201);
      // a second win of the same day is no second daily won
      expect((await win(ada.secret, 40, BC, date)).statusCode).toBe(201);
    }
    s.clock.set('2026-12-04T12:00:00Z');
    expect((await win(grace.secret, 50, BC, '2026-12-04')).statusCode).toBe(201);
    const board = await s.app.inject({ method: 'GET', url: `/api/v1/games/${BC}/all-time`, headers: bearer(grace.secret) });
    expect(json(board)).toEqual({
      game: BC,
      entries: [
        { rank: 1, nickname: 'Ada', wins: 3, bestStreak: 2 },
        { rank: 2, nickname: 'Grace', wins: 1, bestStreak: 1 },
      ],
      you: { rank: 2, nickname: 'Grace', wins: 1, bestStreak: 1 },
    });
  });

  it('answers its health and the configuration the browser build reads', async () => {
    expect(json(await s.app.inject({ method: 'GET', url: '/api/v1/health' }))).toEqual({ ok: true, database: name });
    expect(json(await s.app.inject({ method: 'GET', url: '/api/v1/config' }))).toEqual({ leaderboard: { enabled: true, api: '/api/v1' } });
  });
});

describe('the browser build at /', () => {
  let engine: Engine;
  let root: string;
  beforeAll(async () => {
    engine = await openEngine('pglite');
    root = mkdtempSync(join(tmpdir(), 'castle-web-'));
  }, HOOK_MS);
  afterAll(async () => {
    await engine?.close();
    rmSync(root, { recursive: true, force: true });
  }, HOOK_MS);

  it('says how to make the build when it is missing', async () => {
    const app = await appOn(engine.db, clockAt(NOON), { webRoot: join(root, 'absent') });
    const r = await app.inject({ method: 'GET', url: '/' });
    expect(r.statusCode).toBe(404);
    expect(r.body).toMatch(/npm run build:web/);
    await app.close();
  });

  it('serves the files with the leaderboard configuration inline, and nothing outside its folder', async () => {
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
    writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(root, '..', 'secret.txt'), 'no');
    const app = await appOn(engine.db, clockAt(NOON), { webRoot: root });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const inline = new RegExp(`<script type="application/json" id="${CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(page.body);
    expect(JSON.parse(inline![1]!)).toEqual({ leaderboard: { enabled: true, api: '/api/v1' } });
    const js = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect([js.statusCode, js.headers['content-type'], js.body]).toEqual([200, 'text/javascript; charset=utf-8', 'console.log(1)']);
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/nothing.js']) {
      const r = await app.inject({ method: 'GET', url });
      expect([url, r.statusCode]).toEqual([url, 404]);
    }
    const api = await app.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect([api.statusCode, json(api).error]).toEqual([404, 'no route GET /api/v1/nothing']);
    // a long unknown path is not echoed whole
    const long = await app.inject({ method: 'GET', url: `/api/v1/${'a'.repeat(3000)}` });
    expect([long.statusCode, long.body.length < 200]).toEqual([404, true]);
    await app.close();
  });
});

describe('rate limits, kept in the database', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await openEngine('pglite');
  }, HOOK_MS);
  afterAll(async () => engine?.close(), HOOK_MS);
  // each test's counters start from nothing (the tables exist once the first app has migrated)
  beforeEach(async () => {
    const app = await appOn(engine.db, clockAt(NOON));
    await app.close();
    await engine.db.exec('TRUNCATE rate_limits');
  }, HOOK_MS);
  const limits = (over: Partial<Limits>): Limits => ({ perAddress: { max: 100, windowMs: 60_000 }, perPlayer: { max: 100, windowMs: 60_000 }, newPlayers: { max: 100, windowMs: 3_600_000 }, ...over });

  it('answers 429 with Retry-After past the limit per address, unknown routes and the page included', async () => {
    const app = await appOn(engine.db, clockAt(NOON), { rateLimit: limits({ perAddress: { max: 3, windowMs: 60_000 } }), webRoot: join(tmpdir(), 'castle-no-web-build') });
    const codes: number[] = [];
    let last;
    for (const url of ['/api/v1/config', '/api/v1/nothing', '/', '/api/v1/config', `/api/v1/${'x'.repeat(3000)}`]) {
      last = await app.inject({ method: 'GET', url });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 404, 404, 429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(last!).error).toMatch(/too many requests/);
    // another address is not held back
    expect((await app.inject({ method: 'GET', url: '/api/v1/config', remoteAddress: '127.0.0.2' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers 429 past the limit per player, from any address, the boards read with "you" included', async () => {
    const app = await appOn(engine.db, clockAt(NOON), { rateLimit: limits({ perPlayer: { max: 3, windowMs: 60_000 } }) });
    const ada = await newPlayer(app, 'Ada');
    const urls = ['/api/v1/players/me', `/api/v1/daily/${BC}/${DAY}/leaderboard`, `/api/v1/games/${BC}/all-time`, `/api/v1/daily/${BC}/${DAY}/leaderboard`];
    const codes: number[] = [];
    for (const [i, url] of urls.entries()) codes.push((await app.inject({ method: 'GET', url, headers: bearer(ada.secret), remoteAddress: `127.0.1.${i}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // the board without "you" is not the player's: it is read
    expect((await app.inject({ method: 'GET', url: urls[1]! })).statusCode).toBe(200);
    await app.close();
  });

  it('makes at most the limit of new players per address an hour', async () => {
    const clock = clockAt(NOON);
    const app = await appOn(engine.db, clock, { rateLimit: limits({ newPlayers: { max: 2, windowMs: 3_600_000 } }) });
    const join = (nickname: string, remoteAddress = '127.0.2.1') => app.inject({ method: 'POST', url: '/api/v1/players', payload: { nickname }, remoteAddress });
    expect([(await join('Nia')).statusCode, (await join('Oto')).statusCode, (await join('Pia')).statusCode]).toEqual([201, 201, 429]);
    expect((await join('Pia', '127.0.2.2')).statusCode).toBe(201);
    clock.advance(3_600_000);
    expect((await join('Rua')).statusCode).toBe(201);
    await app.close();
  });
});
