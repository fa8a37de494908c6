// The table controller without Vue or a DOM: the session's fakes (host, solver, clock), a deal
// solver that answers at once, and the sounds written down. It publishes one TableView per change:
// the session's view with the motion of moves that play by themselves and the deal's facts.
import { describe, expect, it } from 'vitest';
import { TableController, type TableView } from '../../../renderer/table/table-controller';
import type { DealSolver } from '../../../renderer/session/deal-facts';
import type { SessionSolver } from '../../../renderer/session/ports';
import { WATCH_STEP_MIN_MS } from '../../../renderer/table/motion-queue';
import { moveFrom, moveTo, type Move } from '../../../shared/engine/moves';
import { dealPosition } from '../../../shared/engine/deal';
import { solve } from '../../../shared/solver/api/solve';
import type { Rating } from '../../../shared/solver/services/difficulty';
import { FakeScheduler, fakeHost, fakeSettings, fakeSolver } from '../session/fakes';

const FORTRESS_5: readonly Move[] = solve(dealPosition('fortress', 5), { budget: 300_000 }).moves;
const RATING: Rating = { verdict: 'winnable', level: 4, measures: null, positions: 1 };

function table(solver: SessionSolver = fakeSolver()) {
  const scheduler = new FakeScheduler();
  const sounds: string[] = [];
  const views: TableView[] = [];
  const dealSolver: DealSolver = { rate: async () => RATING, par: async () => ({ par: 60, line: [], lowerBound: 60, positions: 1 }), dailyDeal: async () => 1 };
  const t = new TableController({
    session: { host: fakeHost(), solver: async () => solver, scheduler, settings: fakeSettings({ autoMoveSafe: false }), recorded: () => undefined, randomDeal: () => 42 },
    dealSolver: async () => dealSolver,
    sound: (name) => sounds.push(name),
    published: (view) => views.push(view),
  });
  return { t, scheduler, sounds, views };
}

const play = (t: TableController, moves: readonly Move[]): void => {
  for (const m of moves) expect(t.play(moveFrom(m), moveTo(m)).ok).toBe(true);
};

describe('table controller', () => {
  it('publishes one view per move: the session’s view with the table’s own fields', () => {
    const { t, views } = table();
    t.setAnimationMs(0);
    t.startDeal('fortress', 5);
    const before = views.length;
    play(t, FORTRESS_5.slice(0, 1));
    expect(views.length).toBe(before + 1);
    expect(t.view).toBe(views.at(-1));
    expect([t.view.board.moveCount, t.view.watching, t.view.animationMs]).toEqual([1, false, 0]);
  });

  it('a move taps; a win sounds once, after the tap of the move that made it', () => {
    const { t, sounds } = table();
    t.setAnimationMs(0);
    t.startDeal('fortress', 5);
    play(t, FORTRESS_5);
    expect(t.view.board.won).toBe(true);
    expect(sounds.filter((s) => s === 'win')).toHaveLength(1);
    expect(sounds.slice(-2)).toEqual(['place', 'win']);
  });

  it('auto-finish plays one flight after another; a new gesture plays the rest at once and snaps the table', () => {
    const { t, scheduler } = table();
    t.setAnimationMs(100);
    t.startDeal('fortress', 5);
    play(t, FORTRESS_5.slice(0, -4));
    scheduler.advance(1000);
    const start = t.view.board.moveCount;
    t.autoFinish();
    expect(t.view.board.moveCount).toBe(start + 1);
    scheduler.advance(60);
    expect(t.view.board.moveCount).toBe(start + 2);
    const snaps = t.view.snapCount;
    t.finishPending();
    expect(t.view.board.won).toBe(true);
    expect(t.view.snapCount).toBe(snaps + 1);
  });

  it('watching the solver counts down the moves left; stopping says so and plays no more', async () => {
    const line = FORTRESS_5.slice(1);
    const { t, scheduler } = table(fakeSolver({ winningLine: async () => ({ verdict: 'winnable', line, positions: 1 }) }));
    t.setAnimationMs(0);
    t.startDeal('fortress', 5);
    play(t, FORTRESS_5.slice(0, 1));
    await t.watchSolver();
    expect([t.view.watching, t.view.watchLeft, t.view.board.moveCount]).toEqual([true, line.length - 1, 2]);
    scheduler.advance(WATCH_STEP_MIN_MS);
    expect([t.view.watchLeft, t.view.board.moveCount]).toEqual([line.length - 2, 3]);
    t.stopWatching();
    expect([t.view.watching, t.view.watchLeft]).toEqual([false, 0]);
    expect(t.view.announcement).toEqual({ key: 'table.announce.watchStopped' });
    scheduler.advance(10 * WATCH_STEP_MIN_MS);
    expect(t.view.board.moveCount).toBe(3);
  });

  it('asks the deal’s facts once start-up is over, and says a daily deal’s difficulty once', async () => {
    const { t } = table();
    t.startDeal('fortress', 5);
    expect(t.view.rating).toEqual({ kind: 'none' });
    await t.init('?game=fortress&deal=5');
    await t.whenFactsKnown();
    expect(t.view.rating).toEqual({ kind: 'known', value: RATING });
    expect(t.view.par).toMatchObject({ kind: 'known', value: { par: 60 } });
    await t.dailyDeal('fortress', '2026-11-30');
    await t.whenFactsKnown();
    expect(t.view.announcement).toEqual({ key: 'difficulty.dailyAnnounce', params: { level: 4 } });
    // restarted, the same daily deal is not said again
    play(t, FORTRESS_5.slice(0, 1));
    t.restart();
    await t.whenFactsKnown();
    expect(t.view.announcement).toEqual({ key: 'table.announce.restarted' });
  });

  it('clearing the hint is an action: the hint leaves the next view', async () => {
    const { t } = table(fakeSolver({ analyse: async () => ({ verdict: 'winnable', hint: { move: FORTRESS_5[0]!, text: '' }, positions: 1 }) }));
    t.startDeal('fortress', 5);
    await t.whenIdle();
    t.showHint();
    expect(t.view.hint).toBe(FORTRESS_5[0]);
    t.clearHint();
    expect(t.view.hint).toBeNull();
  });
});
