// The leaderboard service and its queue, with a fake fetch and fake timers: nothing sent while off,
// one registration, tickets kept per day, results that wait for the server (offline, 503, 429) and go
// after Retry-After or when the server answers, 409 on a resend counted as delivered, other refusals dropped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../shared/engine/result';
import { type LeaderboardSetup, createLeaderboard } from '../../../shared/leaderboard/service';
import { EMPTY_LEADERBOARD_STATE, type LeaderboardState, leaderboardState } from '../../../shared/leaderboard/state';
import { type Handler, RANKED, SECRET, fakeFetch, happyServer } from './fake-server';

const API = 'https://castle.example.org/api/v1';
const DAY = '2026-12-01';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-01T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function open(handler: Handler, o: { setup?: () => Result<LeaderboardSetup, string> | null; initial?: LeaderboardState } = {}) {
  const { fetch, asked } = fakeFetch(API, handler);
  const saved: LeaderboardState[] = [];
  const notices: string[] = [];
  const lb = createLeaderboard({
    fetch,
    setup: o.setup ?? (() => ({ ok: true, value: { api: API, nickname: 'Ada' } })),
    initial: o.initial ?? EMPTY_LEADERBOARD_STATE,
    save: (s) => void saved.push(s),
    schedule: (run, ms) => {
      const h = setTimeout(run, ms);
      return () => clearTimeout(h);
    },
    now: () => new Date(),
    notify: (m) => void notices.push(m),
  });
  return { lb, asked, saved, notices, last: () => saved.at(-1)! };
}

/** A server that answers `down` to results until `up()` is called, and as the happy one otherwise. */
function flakyResults(down: ReturnType<Handler>) {
  const happy = happyServer();
  let failing = true;
  const handler: Handler = (a) => (failing && a.path.endsWith('/results') ? down : happy(a));
  return { handler, up: () => void (failing = false) };
}

describe('the leaderboard service', () => {
  it('while off, every call answers `off` and nothing is sent', async () => {
    const { lb, asked } = open(happyServer(), { setup: () => null });
    expect(await lb.join()).toEqual({ ok: false, error: { kind: 'off', message: 'the online leaderboard is off' } });
    expect((await lb.ticket('citadel', DAY)).ok).toBe(false);
    expect((await lb.submit('citadel', DAY, '3h')).ok).toBe(false);
    expect((await lb.board('citadel', DAY)).ok).toBe(false);
    await lb.flush();
    expect(asked).toEqual([]);
  });

  it('registers once for calls at the same time, keeps the secret, and renames when the nickname changes', async () => {
    let nickname = 'Ada';
    const { lb, asked, last } = open(happyServer(), { setup: () => ({ ok: true, value: { api: API, nickname } }) });
    await Promise.all([lb.join(), lb.ticket('citadel', DAY), lb.ticket('fortress', DAY)]);
    expect(asked.filter((a) => a.path === '/players')).toHaveLength(1);
    expect(last().account).toEqual({ api: API, id: 1, nickname: 'Ada', secret: SECRET });
    expect(leaderboardState(last()).ok).toBe(true);
    nickname = 'Lovelace';
    expect(await lb.join()).toEqual({ ok: true, value: { nickname: 'Lovelace' } });
    expect(asked.at(-1)).toMatchObject({ method: 'PATCH', path: '/players/me', body: { nickname: 'Lovelace' } });
  });

  it('a nickname the server refuses is said, and no account is kept', async () => {
    const { lb, last, saved } = open((a) => (a.path === '/players' ? { status: 409, body: { error: 'the nickname "Ada" is taken' } } : happyServer()(a)));
    expect(await lb.join()).toEqual({ ok: false, error: { kind: 'refused', status: 409, message: 'the nickname "Ada" is taken' } });
    expect(saved.length === 0 || last().account === null).toBe(true);
  });

  it('keeps a day’s ticket for a restart of that daily deal, and sends the result with it', async () => {
    const { lb, asked } = open(happyServer());
    await lb.ticket('citadel', DAY);
    vi.advanceTimersByTime(60_000);
    await lb.ticket('citadel', DAY);
    expect(asked.filter((a) => a.path.endsWith('/tickets'))).toHaveLength(1);
    expect(await lb.submit('citadel', DAY, '3h 36')).toEqual({ ok: true, value: { status: 'ranked', ranked: RANKED } });
    expect(asked.at(-1)).toMatchObject({ path: `/daily/citadel/${DAY}/results`, body: { ticket: 'v1.t1', moves: '3h 36' } });
    // the ticket is used: a second win of the day needs a new one
    expect(await lb.submit('citadel', DAY, '3h 36')).toMatchObject({ ok: false, error: { kind: 'refused' } });
    await lb.ticket('citadel', DAY);
    expect(asked.filter((a) => a.path.endsWith('/tickets'))).toHaveLength(2);
  });

  it('a result the server cannot take now (503) waits, and goes after its Retry-After', async () => {
    const server = flakyResults({ status: 503, headers: { 'retry-after': '2' }, body: { error: 'the database is not answering' } });
    const { lb, asked, last } = open(server.handler);
    await lb.ticket('citadel', DAY);
    expect(await lb.submit('citadel', DAY, '3h')).toEqual({ ok: true, value: { status: 'queued', retryAfter: 2, reason: 'the database is not answering' } });
    expect(last().pending).toHaveLength(1);
    server.up();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(asked.filter((a) => a.path.endsWith('/results'))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.filter((a) => a.path.endsWith('/results'))).toHaveLength(2);
    expect(last().pending).toEqual([]);
  });

  it('offline, a result waits, and goes as soon as the server answers another call', async () => {
    const server = flakyResults('offline');
    const { lb, asked, last } = open(server.handler);
    await lb.ticket('citadel', DAY);
    expect(await lb.submit('citadel', DAY, '3h')).toMatchObject({ ok: true, value: { status: 'queued' } });
    server.up();
    await lb.board('citadel', DAY); // the server answered: the queue goes now, not in 30 seconds
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.filter((a) => a.path.endsWith('/results'))).toHaveLength(2);
    expect(last().pending).toEqual([]);
  });

  it('a 429 is waited out: the board answering does not send it before its Retry-After', async () => {
    const server = flakyResults({ status: 429, headers: { 'retry-after': '60' } });
    const { lb, asked } = open(server.handler);
    await lb.ticket('citadel', DAY);
    await lb.submit('citadel', DAY, '3h');
    server.up();
    await lb.board('citadel', DAY);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(asked.filter((a) => a.path.endsWith('/results'))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked.filter((a) => a.path.endsWith('/results'))).toHaveLength(2);
  });

  it('a waiting result answered 409 on its resend was delivered before; one answered 422 is dropped with a notice', async () => {
    const pending = (ticket: string) => ({ api: API, game: 'citadel' as const, date: DAY, ticket, moves: '3h', queuedAt: '2026-12-01T07:00:00.000Z' });
    const initial: LeaderboardState = { account: { api: API, id: 1, nickname: 'Ada', secret: SECRET }, tickets: [], pending: [pending('used'), pending('old')] };
    const { lb, last, notices } = open((a) => {
      const ticket = (a.body as { ticket?: string } | undefined)?.ticket;
      if (ticket === 'used') return { status: 409, body: { error: 'the ticket was used already' } };
      if (ticket === 'old') return { status: 422, body: { error: 'the ticket is over 24 hours old' } };
      return { status: 404 };
    }, { initial });
    await lb.flush();
    expect(last().pending).toEqual([]);
    expect(notices).toEqual([`Your win of the ${DAY} daily deal was not taken by the leaderboard: the ticket is over 24 hours old.`]);
  });

  it('a 401 forgets the account: the next call registers again', async () => {
    let known = false;
    const happy = happyServer();
    const { lb, asked } = open((a) => {
      if (a.path === '/players') known = true;
      if (!known && a.headers.authorization) return { status: 401, body: { error: 'unknown player' } };
      return happy(a);
    }, { initial: { account: { api: API, id: 9, nickname: 'Ada', secret: 'forgotten-by-the-server' }, tickets: [], pending: [] } });
    expect(await lb.ticket('citadel', DAY)).toMatchObject({ ok: false, error: { status: 401 } });
    expect((await lb.ticket('citadel', DAY)).ok).toBe(true);
    expect(asked.map((a) => a.path)).toEqual([`/daily/citadel/${DAY}/tickets`, '/players', `/daily/citadel/${DAY}/tickets`]);
  });

  it('a daily deal begun without a ticket is not sent: its time could not be the server’s', async () => {
    const { lb, asked } = open(happyServer());
    expect(await lb.submit('citadel', DAY, '3h')).toMatchObject({ ok: false, error: { kind: 'refused', message: expect.stringMatching(/without a ticket/) } });
    expect(asked).toEqual([]);
  });
});
