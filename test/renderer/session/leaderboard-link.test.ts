// The session and the online leaderboard: a daily deal takes its ticket when it starts and sends its
// moves when it is won; other deals send nothing, and nothing goes while the leaderboard is off.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../../renderer/session/game-session';
import { LeaderboardLink, type LeaderboardLinkHost } from '../../../renderer/session/leaderboard-link';
import { dealPosition } from '../../../shared/engine/deal';
import { moveFrom, moveTo } from '../../../shared/engine/moves';
import { movesToText } from '../../../shared/formats/move-text';
import type { LeaderboardAnswers } from '../../../shared/leaderboard/host-calls';
import { solve } from '../../../shared/solver/api/solve';
import { FakeScheduler, fakeHost, fakeSettings, fakeSolver } from './fakes';

const LINE = solve(dealPosition('fortress', 5), { budget: 300_000 }).moves;
const RANKED = { score: 1500, moves: LINE.length, seconds: 60, rank: 3, best: true };

function setup(enabled: boolean, submit: LeaderboardAnswers['submit'] = { ok: true, value: { status: 'ranked', ranked: RANKED } }) {
  const calls: string[] = [];
  const host: LeaderboardLinkHost = {
    leaderboardTicket: async (game, date) => (calls.push(`ticket ${game} ${date}`), { ok: true, value: { issuedAt: '2026-12-01T08:00:00.000Z' } }),
    leaderboardSubmit: async (r) => (calls.push(`submit ${r.game} ${r.date} ${r.moves}`), submit),
  };
  const link = new LeaderboardLink(() => host, () => enabled);
  // the host answers the daily deal's number (as main does): deal 5, whose winning line the test plays
  const gameHost = fakeHost();
  gameHost.dailyOf = () => 5;
  const s = new GameSession({
    host: gameHost,
    solver: async () => fakeSolver({ dailyDeal: async () => 5 }),
    scheduler: new FakeScheduler(),
    settings: fakeSettings({ game: 'fortress' }),
    recorded: () => undefined,
    changed: () => undefined,
    randomDeal: () => 5,
    leaderboard: link,
  });
  const win = async (): Promise<void> => {
    for (const m of LINE) expect(s.play(moveFrom(m), moveTo(m)).ok).toBe(true);
    await link.settled();
    await Promise.resolve();
  };
  return { s, link, calls, win };
}

describe('the session’s leaderboard link', () => {
  it('a daily deal: a ticket at its start, its moves at the win, and the rank for the panel', async () => {
    const { s, link, calls, win } = setup(true);
    await s.dailyDeal('fortress', '2026-12-01');
    expect(calls).toEqual(['ticket fortress 2026-12-01']);
    await win();
    await s.whenIdle();
    expect(calls).toEqual(['ticket fortress 2026-12-01', `submit fortress 2026-12-01 ${movesToText(LINE)}`]);
    expect(link.status).toEqual({ kind: 'ranked', game: 'fortress', date: '2026-12-01', rank: 3, best: true });
  });

  it('a result the host keeps for later, or one refused, is said as such', async () => {
    const queued = setup(true, { ok: true, value: { status: 'queued', retryAfter: 30, reason: 'offline' } });
    await queued.s.dailyDeal('fortress', '2026-12-01');
    await queued.win();
    expect(queued.link.status).toEqual({ kind: 'queued', game: 'fortress', date: '2026-12-01' });
    const refused = setup(true, { ok: false, error: { kind: 'refused', status: 422, message: '51 of 52 cards are home' } });
    await refused.s.dailyDeal('fortress', '2026-12-01');
    await refused.win();
    expect(refused.link.status).toEqual({ kind: 'failed', game: 'fortress', date: '2026-12-01', message: '51 of 52 cards are home' });
  });

  it('a numbered deal sends nothing, and while off a daily sends nothing either', async () => {
    const numbered = setup(true);
    numbered.s.startDeal('fortress', 5);
    await numbered.win();
    expect(numbered.calls).toEqual([]);
    const off = setup(false);
    await off.s.dailyDeal('fortress', '2026-12-01');
    await off.win();
    expect(off.calls).toEqual([]);
    expect(off.link.status).toEqual({ kind: 'none' });
  });
});
