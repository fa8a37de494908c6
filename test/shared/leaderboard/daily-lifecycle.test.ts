// shared/leaderboard/daily-lifecycle.ts with a fake service: the host's own ticket and send, in order,
// and what it tells the table.
import { describe, expect, it } from 'vitest';
import { DailyLifecycle, MAX_TICKET_WAIT_SECONDS, TICKET_TRIES } from '../../../shared/leaderboard/daily-lifecycle';
import type { DailyOutcome } from '../../../shared/leaderboard/outcome';
import type { Leaderboard } from '../../../shared/leaderboard/service';
import { MAX_OUTCOME_MESSAGE_CHARS } from '../../../shared/schemas/limits';
import { NO_HELP, type GameResult, type HeldGame } from '../../../shared/host/types';

const DAY = '2026-12-01';
const HELD: HeldGame = { id: '00000000-0000-4000-8000-000000000001', game: 'citadel', deal: 7, daily: DAY, unranked: false };
const WON: GameResult = { game: 'citadel', deal: 7, daily: DAY, won: true, score: 1400, seconds: 95, moves: 40, finishedAt: '2026-12-01T12:00:00.000Z', help: NO_HELP };

/** A service whose ticket answers when the test says; every call is written down; `ticketAsked` resolves at the first ticket asked. */
function fakeService(submit: Leaderboard['submit'] = async () => ({ ok: true, value: { status: 'ranked', ranked: { score: 1400, moves: 40, seconds: 95, rank: 2, best: false } } })) {
  const calls: string[] = [];
  let answerTicket = (): void => undefined;
  let ticketAsked = (): void => undefined;
  const asked = new Promise<void>((resolve) => (ticketAsked = resolve));
  const service = {
    ticket: (game: string, date: string) => {
      calls.push(`ticket ${game} ${date}`);
      ticketAsked();
      return new Promise((resolve) => (answerTicket = () => (calls.push('ticket answered'), resolve({ ok: true, value: { issuedAt: '' } }))));
    },
    submit: (game: string, date: string, moves: string) => (calls.push(`submit ${game} ${date} ${moves}`), submit(game as never, date, moves)),
  } as unknown as Leaderboard;
  return { service, calls, answerTicket: () => answerTicket(), ticketAsked: asked };
}

/** A timer the test runs by hand: what is scheduled waits in `timers` until the test calls `run`. */
function fakeTimers() {
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const schedule = (callback: () => void, ms: number) => {
    // as a real timer: it fires once, and never once cancelled
    let fired = false;
    const t = { ms, cancelled: false, run: () => void (!fired && !t.cancelled && ((fired = true), callback())) };
    timers.push(t);
    return () => void (t.cancelled = true);
  };
  return { timers, schedule };
}

function lifecycle(on: boolean, service: Leaderboard | (() => never), clock = fakeTimers()) {
  const told: DailyOutcome[] = [];
  let asked = 0;
  const d = new DailyLifecycle({
    on: () => on,
    service: () => (asked++, typeof service === 'function' ? service() : service),
    schedule: clock.schedule,
    tell: (o) => told.push(o),
  });
  return { d, told, asked: () => asked, timers: clock.timers };
}

/** A service whose ticket answers 503 (the deal not computed yet) the first `busy` times, then a ticket. */
function busyService(busy: number, retryAfter: number) {
  let asked = 0;
  const submitted: string[] = [];
  const service = {
    ticket: async () =>
      ++asked <= busy
        ? { ok: false, error: { kind: 'busy', status: 503, retryAfter, message: 'the daily deal is being prepared' } }
        : { ok: true, value: { issuedAt: '' } },
    submit: async (_g: string, _d: string, moves: string) => (submitted.push(moves), { ok: false, error: { kind: 'refused', status: 0, message: 'this daily deal was begun without a ticket' } }),
  } as unknown as Leaderboard;
  return { service, asked: () => asked, submitted };
}

describe('a daily deal’s life, as the host owns it', () => {
  it('takes the ticket at the begin; a win that comes first waits for it, then sends the vouched moves', async () => {
    const fake = fakeService();
    const { d, told } = lifecycle(true, fake.service);
    d.begun(HELD);
    d.begun({ id: HELD.id, game: 'citadel', deal: 3, unranked: false }); // a numbered deal: no ticket
    d.finished({ result: WON, moves: '3h 36' });
    expect(told).toEqual([{ kind: 'sending', game: 'citadel', date: DAY }]);
    await fake.ticketAsked;
    expect(fake.calls).toEqual([`ticket citadel ${DAY}`]);
    // the send waits: the ticket is not answered yet
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls).toEqual([`ticket citadel ${DAY}`]);
    fake.answerTicket();
    await d.settled();
    expect(fake.calls).toEqual([`ticket citadel ${DAY}`, 'ticket answered', `submit citadel ${DAY} 3h 36`]);
    expect(told.at(-1)).toEqual({ kind: 'ranked', game: 'citadel', date: DAY, rank: 2, best: false });
  });

  it('sends nothing, and asks nothing of the service, while the player is not opted in; nor for a loss or a numbered deal', async () => {
    const off = lifecycle(false, () => {
      throw new Error('the service was asked');
    });
    off.d.begun(HELD);
    off.d.finished({ result: WON, moves: '3h' });
    expect(off.asked()).toBe(0);
    expect(off.told).toEqual([]);
    const fake = fakeService();
    const on = lifecycle(true, fake.service);
    on.d.finished({ result: { ...WON, won: false }, moves: '3h' });
    const { daily: _daily, ...numbered } = WON;
    on.d.finished({ result: numbered, moves: '3h' });
    await on.d.settled();
    expect(fake.calls).toEqual([]);
    expect(on.told).toEqual([]);
  });

  it('a win with help is told as such and never sent', async () => {
    const fake = fakeService();
    const { d, told } = lifecycle(true, fake.service);
    d.finished({ result: { ...WON, help: { ...NO_HELP, watchedSolver: true } }, moves: '3h' });
    await d.settled();
    expect(fake.calls).toEqual([]);
    expect(told).toEqual([{ kind: 'withHelp', game: 'citadel', date: DAY }]);
  });

  it('queued, refused, or a service that throws: each is told, a long reason cut to its bound', async () => {
    const outcomes: Awaited<ReturnType<Leaderboard['submit']>>[] = [
      { ok: true, value: { status: 'queued', retryAfter: 30, reason: 'offline' } },
      { ok: false, error: { kind: 'refused', status: 422, message: 'x'.repeat(2_000) } },
    ];
    for (const answer of outcomes) {
      const { d, told } = lifecycle(true, fakeService(async () => answer).service);
      d.finished({ result: WON, moves: '3h' });
      await d.settled();
      const last = told.at(-1)!;
      expect(last.kind).toBe(answer.ok ? 'queued' : 'failed');
      if (last.kind === 'failed') expect(last.message).toHaveLength(MAX_OUTCOME_MESSAGE_CHARS);
    }
    const broken = lifecycle(true, fakeService(() => Promise.reject(new Error('disk full'))).service);
    broken.d.finished({ result: WON, moves: '3h' });
    await broken.d.settled();
    expect(broken.told.at(-1)).toEqual({ kind: 'failed', game: 'citadel', date: DAY, message: 'disk full' });
  });

  it('a server still computing the deal (503) is asked for the ticket again after its Retry-After, a bounded number of times', async () => {
    const fake = busyService(2, 5);
    const { d, timers } = lifecycle(true, fake.service);
    d.begun(HELD);
    await d.settled();
    expect(fake.asked()).toBe(1);
    expect(timers.map((t) => t.ms)).toEqual([5_000]);
    timers[0]!.run();
    await d.settled();
    timers[1]!.run();
    await d.settled();
    expect(fake.asked()).toBe(3); // the third answer is a ticket: nothing more is scheduled
    expect(timers).toHaveLength(2);

    // a server busy for ever: TICKET_TRIES asks in all, each wait bounded
    const never = busyService(Number.POSITIVE_INFINITY, 3_600);
    const stuck = lifecycle(true, never.service);
    stuck.d.begun(HELD);
    for (let i = 0; i < TICKET_TRIES + 2; i++) {
      await stuck.d.settled();
      stuck.timers.at(-1)?.run();
    }
    await stuck.d.settled();
    expect(never.asked()).toBe(TICKET_TRIES);
    expect(stuck.timers.every((t) => t.ms === MAX_TICKET_WAIT_SECONDS * 1000)).toBe(true);
  });

  it('a win that comes while the ticket waits to be asked again cancels the wait: a ticket taken after the win would time the game from then', async () => {
    const fake = busyService(1, 30);
    const { d, timers, told } = lifecycle(true, fake.service);
    d.begun(HELD);
    await d.settled();
    expect(timers).toHaveLength(1);
    d.finished({ result: WON, moves: '3h' });
    await d.settled();
    expect(timers[0]!.cancelled).toBe(true);
    expect(fake.asked()).toBe(1);
    expect(fake.submitted).toEqual(['3h']);
    expect(told.at(-1)?.kind).toBe('failed');
  });
});
