// The leaderboard client with a fake fetch: each call's request, each answer checked, every failure a value.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SECONDS, MAX_RETRY_SECONDS, createLeaderboardClient, retryAfterSeconds } from '../../../shared/leaderboard/client';
import { MAX_ANSWER_BYTES } from '../../../shared/schemas/limits';
import { RANKED, SECRET, endlessBody, fakeFetch, happyServer } from './fake-server';

const API = 'https://castle.example.org/api/v1';

describe('the leaderboard client', () => {
  it('sends each call as the API documents it, with the secret only where a player asks', async () => {
    const { fetch, asked } = fakeFetch(API, happyServer());
    const c = createLeaderboardClient(API, fetch);
    expect(await c.register('Ada')).toEqual({ ok: true, value: { id: 1, nickname: 'Ada', secret: SECRET } });
    expect((await c.ticket(SECRET, 'citadel', '2026-12-01')).ok).toBe(true);
    expect(await c.result(SECRET, 'citadel', '2026-12-01', 'v1.t1', '3h 36')).toEqual({ ok: true, value: RANKED });
    expect((await c.board(null, 'citadel', '2026-12-01')).ok).toBe(true);
    expect((await c.allTime(SECRET, 'citadel')).ok).toBe(true);
    expect((await c.rename(SECRET, 'Lovelace')).ok).toBe(true);
    expect(asked.map((a) => `${a.method} ${a.path}`)).toEqual([
      'POST /players',
      'POST /daily/citadel/2026-12-01/tickets',
      'POST /daily/citadel/2026-12-01/results',
      'GET /daily/citadel/2026-12-01/leaderboard',
      'GET /games/citadel/all-time',
      'PATCH /players/me',
    ]);
    expect(asked.map((a) => a.headers.authorization)).toEqual([undefined, `Bearer ${SECRET}`, `Bearer ${SECRET}`, undefined, `Bearer ${SECRET}`, `Bearer ${SECRET}`]);
    expect(asked[0]!.body).toEqual({ nickname: 'Ada' });
    // a ticket has no body (and so no JSON content type); a result carries the ticket and the moves only
    expect(asked[1]!.body).toBeUndefined();
    expect(asked[1]!.headers['content-type']).toBeUndefined();
    expect(asked[2]!.body).toEqual({ ticket: 'v1.t1', moves: '3h 36' });
  });

  it('no network is `offline`; 429 and 503 are `busy` with the Retry-After; other statuses are refusals with the reason', async () => {
    const replies = ['offline', { status: 429, headers: { 'Retry-After': '17' }, body: { error: 'too many requests' } }, { status: 503, headers: { 'retry-after': '2' } }, { status: 409, body: { error: 'the ticket was used already\nsecond line' } }, { status: 422, text: '<html>' }, { status: 500, body: { error: 'oops' } }] as const;
    let i = 0;
    const { fetch } = fakeFetch(API, () => replies[i++]!);
    const c = createLeaderboardClient(API, fetch);
    const answers = [];
    for (let k = 0; k < replies.length; k++) answers.push(await c.result(SECRET, 'citadel', '2026-12-01', 't', ''));
    expect(answers.map((a) => (a.ok ? 'ok' : a.error))).toEqual([
      { kind: 'offline', message: 'the leaderboard server could not be reached (fetch failed)' },
      { kind: 'busy', status: 429, retryAfter: 17, message: 'too many requests' },
      { kind: 'busy', status: 503, retryAfter: 2, message: 'the server is busy' },
      { kind: 'refused', status: 409, message: 'the ticket was used already' },
      { kind: 'refused', status: 422, message: 'the server answered 422' },
      { kind: 'refused', status: 500, message: 'oops' },
    ]);
  });

  it('a 2xx answer that is not what the API says is `bad-answer`, never a value', async () => {
    const bodies = [{ text: 'not json' }, { body: { id: 1, nickname: 'Ada' } }, { body: { id: -1, nickname: 'Ada', secret: SECRET } }, { body: [] }, { text: `{"id":1,"nickname":"Ada","secret":"${'x'.repeat(70_000)}"}` }];
    let i = 0;
    const { fetch } = fakeFetch(API, () => ({ status: 201, ...bodies[i++]! }));
    const c = createLeaderboardClient(API, fetch);
    for (let k = 0; k < bodies.length; k++) {
      const a = await c.register('Ada');
      expect(a.ok ? 'ok' : a.error.kind).toBe('bad-answer');
    }
  });

  it('reads an answer no further than 64 KB: a 300 MB answer is cut off at the limit, never read whole', async () => {
    const MB = 1024 * 1024;
    for (const [status, error] of [
      [200, { kind: 'bad-answer', message: "the server's answer is larger than 64 KB: it was not read" }],
      [503, { kind: 'busy', status: 503, retryAfter: DEFAULT_RETRY_SECONDS, message: 'the server is busy' }],
      [404, { kind: 'refused', status: 404, message: 'the server answered 404' }],
    ] as const) {
      const huge = endlessBody(300 * MB);
      const c = createLeaderboardClient(API, async () => ({ status, headers: { get: () => null }, body: huge.body }));
      expect(await c.board(null, 'citadel', '2026-12-01')).toEqual({ ok: false, error });
      // one chunk past the limit is the most read; then the stream is cancelled (the connection closes)
      expect(huge.pulled()).toBeLessThanOrEqual(MAX_ANSWER_BYTES + 64 * 1024);
      expect(huge.cancelled()).toBe(true);
    }
    // a Content-Length over the limit is believed: not a byte is read
    const declared = endlessBody(300 * MB);
    const c = createLeaderboardClient(API, async () => ({ status: 200, headers: { get: (h: string) => (h === 'content-length' ? String(300 * MB) : null) }, body: declared.body }));
    expect(await c.board(null, 'citadel', '2026-12-01')).toMatchObject({ ok: false, error: { kind: 'bad-answer' } });
    expect(declared.pulled()).toBe(0);
    // an answer cut off mid-body is no answer: the result waits, as offline
    const broken = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new TypeError('terminated')) });
    const cut = createLeaderboardClient(API, async () => ({ status: 201, headers: { get: () => null }, body: broken }));
    expect(await cut.result(SECRET, 'citadel', '2026-12-01', 't', '')).toEqual({ ok: false, error: { kind: 'offline', message: 'the leaderboard server could not be reached (terminated)' } });
  });

  it('reads Retry-After as seconds or as a date, within bounds', () => {
    const now = Date.parse('2026-12-01T08:00:00Z');
    expect(retryAfterSeconds('5', now)).toBe(5);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('999999', now)).toBe(MAX_RETRY_SECONDS);
    expect(retryAfterSeconds('Tue, 01 Dec 2026 08:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds(null, now)).toBe(DEFAULT_RETRY_SECONDS);
    expect(retryAfterSeconds('soon', now)).toBe(DEFAULT_RETRY_SECONDS);
  });
});
