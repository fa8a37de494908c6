// The session and the online leaderboard, over the browser host (which does in the page what main
// does in the desktop app): the session makes no leaderboard call of its own; the host takes a daily
// deal's ticket when it begins it and sends the win it vouched for; the link shows the host's word.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../../renderer/session/game-session';
import { LeaderboardLink, type LeaderboardStatus } from '../../../renderer/session/leaderboard-link';
import { createBrowserHost, memoryStore } from '../../../renderer/host/browser-host';
import { dealPosition } from '../../../shared/engine/deal';
import { moveFrom, moveTo } from '../../../shared/engine/moves';
import { ok } from '../../../shared/engine/result';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';
import { solve } from '../../../shared/solver/api/solve';
import { type Handler, RANKED, fakeFetch, happyServer } from '../../shared/leaderboard/fake-server';
import { FakeScheduler, fakeSettings, fakeSolver } from './fakes';
import { until } from '../../until';

const LINE = solve(dealPosition('fortress', 5), { budget: 300_000 }).moves;
const DAY = '2026-12-01';
const ON = { ...DEFAULT_SETTINGS, leaderboard: { enabled: true, server: null, nickname: 'Ada' } };

async function setup(enabled: boolean, handler: Handler = happyServer()) {
  const { fetch, asked, onAsk } = fakeFetch('/api/v1', handler);
  // the host works out the daily deal's number itself: deal 5, whose winning line the test plays
  const host = createBrowserHost(memoryStore(), () => new Date(2026, 11, 1, 12), () => undefined, { leaderboardApi: '/api/v1', fetch, dailyDeal: async () => ok(5) });
  await host.saveSettings(enabled ? ON : DEFAULT_SETTINGS);
  const link = new LeaderboardLink(() => host);
  link.listen();
  const s = new GameSession({
    host,
    solver: async () => fakeSolver({ dailyDeal: async () => 5, winningLine: async () => ({ verdict: 'winnable', positions: 1, line: LINE }) }),
    scheduler: new FakeScheduler(),
    settings: fakeSettings({ game: 'fortress' }),
    recorded: () => undefined,
    published: () => undefined,
    randomDeal: () => 5,
    leaderboard: link,
  });
  const win = async (): Promise<void> => {
    for (const m of LINE) expect(s.play(moveFrom(m), moveTo(m)).ok).toBe(true);
    await s.whenIdle();
  };
  const calls = () => asked.map((a) => `${a.method} ${a.path}`);
  /** Until the link says what became of the win: the host's word comes after the win's own work. */
  const heard = (kind: LeaderboardStatus['kind']) => until(() => link.status.kind === kind, (l) => link.onChange(l));
  return { s, link, asked, calls, win, heard, onAsk };
}

describe('the session’s leaderboard link', () => {
  it('a daily deal: the host takes its ticket at the begin, sends the win itself, and the panel hears the rank', async () => {
    const { s, link, asked, calls, win, heard, onAsk } = await setup(true);
    await s.dailyDeal('fortress', DAY);
    await until(() => asked.length === 2, onAsk);
    expect(calls()).toEqual(['POST /players', `POST /daily/fortress/${DAY}/tickets`]);
    await win();
    await heard('ranked');
    expect(calls().at(-1)).toBe(`POST /daily/fortress/${DAY}/results`);
    expect((asked.at(-1)!.body as { moves: string }).moves).toBe(s.movesText());
    expect(link.status).toEqual({ kind: 'ranked', game: 'fortress', date: DAY, rank: RANKED.rank, best: true });
    // a new daily deal clears what was said of the last one
    await s.dailyDeal('fortress', DAY);
    expect(link.status).toEqual({ kind: 'none' });
  });

  it('a result the host keeps for later, or one refused, is said as such', async () => {
    const happy = happyServer();
    const queued = await setup(true, (a) => (a.path.endsWith('/results') ? 'offline' : happy(a)));
    await queued.s.dailyDeal('fortress', DAY);
    await queued.win();
    await queued.heard('queued');
    expect(queued.link.status).toEqual({ kind: 'queued', game: 'fortress', date: DAY });
    const other = happyServer();
    const refused = await setup(true, (a) => (a.path.endsWith('/results') ? { status: 422, body: { error: '51 of 52 cards are home' } } : other(a)));
    await refused.s.dailyDeal('fortress', DAY);
    await refused.win();
    await refused.heard('failed');
    expect(refused.link.status).toEqual({ kind: 'failed', game: 'fortress', date: DAY, message: '51 of 52 cards are home' });
  });

  it('a daily won with a hint, or by watching the solver, is never sent: the panel says why', async () => {
    for (const help of ['hint', 'watch'] as const) {
      const { s, link, asked, calls, win, heard, onAsk } = await setup(true);
      await s.dailyDeal('fortress', DAY);
      if (help === 'hint') s.showHint();
      else expect(await s.watchLine()).toEqual(LINE);
      await win();
      await heard('withHelp');
      expect(link.status).toEqual({ kind: 'withHelp', game: 'fortress', date: DAY });
      // the ticket of the begin, taken while the game was played, and no result
      await until(() => asked.length === 2, onAsk);
      expect(calls()).toEqual(['POST /players', `POST /daily/fortress/${DAY}/tickets`]);
    }
  });

  it('a numbered deal sends nothing, and while off a daily sends nothing either', async () => {
    const numbered = await setup(true);
    numbered.s.startDeal('fortress', 5);
    await numbered.win();
    expect(numbered.calls()).toEqual([]);
    const off = await setup(false);
    await off.s.dailyDeal('fortress', DAY);
    await off.win();
    expect(off.calls()).toEqual([]);
    expect(off.link.status).toEqual({ kind: 'none' });
  });
});
