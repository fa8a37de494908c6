// @vitest-environment happy-dom
// The deal's difficulty and par as the table shows them (status bar, end of game, Open Deal, the
// daily calendar, the daily deal's announcement), and the solver's line played back by the replay bar.
import { describe, it, expect, beforeEach } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import StatusBar from '../../../renderer/components/StatusBar.vue';
import EndOfGame from '../../../renderer/components/EndOfGame.vue';
import ReplayBar from '../../../renderer/components/ReplayBar.vue';
import OpenDealDialog from '../../../renderer/dialogs/OpenDealDialog.vue';
import DailyCalendar from '../../../renderer/dialogs/DailyCalendar.vue';
import SettingsDialog from '../../../renderer/dialogs/SettingsDialog.vue';
import { createAppI18n } from '../i18n';
import { useGameStore } from '../../../renderer/stores/game';
import { useReplayStore } from '../../../renderer/stores/replay';
import { setHost } from '../../../renderer/host';
import { createBrowserHost, memoryStore } from '../../../renderer/host/browser-host';
import { setDealSolver, setSolver, type DealSolver } from '../../../renderer/stores/solver-link';
import { DEFAULT_SETTINGS, type Language, type Settings } from '../../../shared/host/types';
import type { Rating, DifficultyLevel } from '../../../shared/solver/services/difficulty';
import type { ParAnswer } from '../../../shared/solver/services/worker-protocol';
import { findPar } from '../../../shared/solver/services/par';
import { solve } from '../../../shared/solver/api/solve';
import { dealPosition } from '../../../shared/engine/deal';
import { legalMoves, moveFrom, moveTo } from '../../../shared/engine/moves';
import { formatPosition } from '../../../shared/formats/position-text';
import { announcementText, type Translate } from '../../../renderer/table/names';
import { fakeSolver } from '../helpers';

const i18nT = createAppI18n('en').global.t as unknown as Translate;

const FORTRESS_5_PAR = findPar(dealPosition('fortress', 5));

const rated = (level: DifficultyLevel | null, verdict: Rating['verdict'] = 'winnable'): Rating => ({ verdict, level, measures: null, positions: 1 });

/** A deal solver that rates deal n at level n % 5 + 1 (deal 1 of any game cannot be won), and knows Fortress 5's real par. */
function fakeDealSolver(over: Partial<DealSolver> = {}): DealSolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    rate: async (d) => {
      asked.push(`rate ${d.game} ${d.deal ?? 'position'}`);
      if (d.deal === 1) return rated(null, 'unwinnable');
      return rated(((d.deal ?? 2) % 5) + 1 as DifficultyLevel);
    },
    par: async (d): Promise<ParAnswer> => {
      asked.push(`par ${d.game} ${d.deal ?? 'position'}`);
      if (d.game === 'fortress' && d.deal === 5) return FORTRESS_5_PAR;
      return { par: 70, line: [], lowerBound: 66, positions: 1 };
    },
    dailyDeal: async (_game, date) => (asked.push(`daily ${date}`), Number(date.slice(8, 10)) + 100),
    ...over,
  };
}

function table(dealSolver: DealSolver | null = fakeDealSolver(), lang: Language = 'en') {
  const pinia = createPinia();
  setActivePinia(pinia);
  setHost(createBrowserHost(memoryStore()));
  setSolver(null);
  setDealSolver(dealSolver);
  const game = useGameStore();
  game.setAnimationMs(0);
  return { pinia, game, i18n: createAppI18n(lang) };
}

async function ready(game: ReturnType<typeof useGameStore>): Promise<void> {
  await game.init('?game=fortress&deal=5');
  await game.whenFactsKnown();
}

const flush = () => new Promise<void>((r) => setTimeout(r, 0));

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('difficulty and par before the first move', () => {
  it('the status bar shows the level and "Par N", with the proved lower bound in its tooltip', async () => {
    const { pinia, game, i18n } = table();
    await game.init('?game=citadel&deal=8');
    await game.whenFactsKnown();
    const w = mount(StatusBar, { global: { plugins: [pinia, i18n] } });
    expect(w.get('[data-test=status-difficulty]').text()).toBe('Difficulty: Hard');
    const par = w.get('[data-test=status-par]');
    expect(par.text()).toMatch(/^Par 70/);
    expect(par.attributes('title')).toBe('The fewest moves the solver found; no line shorter than 66 moves exists.');
    expect(game.moveCount).toBe(0);
  });

  it('a par proved shortest says no shorter line exists; a deal that cannot be won says so and has no par', async () => {
    const proved = fakeDealSolver({ par: async () => ({ par: 61, line: [], lowerBound: 61, positions: 1 }) });
    const { pinia, game, i18n } = table(proved, 'sv');
    await game.init('?game=citadel&deal=9');
    await game.whenFactsKnown();
    const w = mount(StatusBar, { global: { plugins: [pinia, i18n] } });
    expect(w.get('[data-test=status-difficulty]').text()).toBe('Svårighet: Mycket svår');
    expect(w.get('[data-test=status-par]').attributes('title')).toBe('Det minsta antal drag lösaren hittade; ingen kortare lösning finns.');
    game.startDeal('beleaguered-castle', 1);
    await w.vm.$nextTick();
    // the last deal's level is gone at once, before this one's is known
    expect(w.find('[data-test=status-difficulty]').exists()).toBe(false);
    expect(w.find('[data-test=status-par]').exists()).toBe(false);
    await game.whenFactsKnown();
    await w.vm.$nextTick();
    expect(w.get('[data-test=status-difficulty]').text()).toBe('Svårighet: Går inte att vinna');
  });

  it('with no solver, nothing is shown', async () => {
    const { pinia, game, i18n } = table(null);
    await ready(game);
    const w = mount(StatusBar, { global: { plugins: [pinia, i18n] } });
    expect(w.find('[data-test=status-difficulty]').exists()).toBe(false);
    expect(w.find('[data-test=status-par]').exists()).toBe(false);
  });

  it('the daily deal’s difficulty is said once it is known', async () => {
    const { game } = table();
    // the browser host works out the daily deal with the table's solver: deal 12 here, rated Medium
    setSolver(fakeSolver({ dailyDeal: async () => 12 }));
    await game.init('');
    await game.dailyDeal('citadel', '2026-11-30');
    await game.whenFactsKnown();
    await flush();
    expect(game.dealNumber).toBe(12);
    expect(game.announcement).toEqual({ key: 'difficulty.dailyAnnounce', params: { level: 3 } });
    expect(announcementText(i18nT, game.announcement!)).toBe('Difficulty of the daily deal: Medium');
  });
});

describe('the end of a game and the solver’s line', () => {
  it('a win sets the moves beside par; the line plays back on its own record and the game comes back', async () => {
    const { pinia, game, i18n } = table();
    await ready(game);
    const moves = solve(dealPosition('fortress', 5), { budget: 300_000 }).moves;
    for (const m of moves) game.play(moveFrom(m), moveTo(m));
    const end = mount(EndOfGame, { global: { plugins: [pinia, i18n] }, attachTo: document.body });
    const bar = mount(ReplayBar, { global: { plugins: [pinia, i18n] }, attachTo: document.body });
    const over = moves.length - FORTRESS_5_PAR.par!;
    expect(end.get('[data-test=won-par]').text()).toBe(`Your moves: ${moves.length}, par ${FORTRESS_5_PAR.par}: ${over === 0 ? 'Par!' : `${over} over par`}`);
    await end.get('[data-test=show-line]').trigger('click');
    await bar.vm.$nextTick();
    const replay = useReplayStore();
    expect(replay.active).toBe(true);
    expect(end.find('[data-test=won]').exists()).toBe(false);
    expect(bar.get('[data-test=replay-step]').text()).toBe(`Move 0 of ${FORTRESS_5_PAR.par}`);
    expect(replay.view!.position).toEqual(dealPosition('fortress', 5));
    await bar.get('[data-test=replay-forward]').trigger('click');
    await bar.get('[data-test=replay]').trigger('keydown', { key: 'ArrowRight' });
    expect(bar.get('[data-test=replay-step]').text()).toBe(`Move 2 of ${FORTRESS_5_PAR.par}`);
    await bar.get('[data-test=replay]').trigger('keydown', { key: 'ArrowLeft' });
    expect(replay.index).toBe(1);
    await bar.get('[data-test=replay]').trigger('keydown', { key: ' ' });
    expect(bar.get('[data-test=replay-play]').attributes('aria-pressed')).toBe('true');
    await bar.get('[data-test=replay-play]').trigger('click');
    expect(bar.get('[data-test=replay-play]').attributes('aria-pressed')).toBe('false');
    // the game was never touched
    expect(game.moveCount).toBe(moves.length);
    expect(game.won).toBe(true);
    await bar.get('[data-test=replay]').trigger('keydown', { key: 'Escape' });
    expect(replay.active).toBe(false);
    expect(bar.find('[data-test=replay]').exists()).toBe(false);
    expect(end.find('[data-test=won]').exists()).toBe(true);
  });

  it('a new game ends the replay', async () => {
    const { pinia, game, i18n } = table();
    await ready(game);
    mount(ReplayBar, { global: { plugins: [pinia, i18n] } });
    const replay = useReplayStore();
    replay.open(game.origin, FORTRESS_5_PAR.line);
    expect(replay.active).toBe(true);
    game.startDeal('fortress', 6);
    await flush();
    expect(replay.active).toBe(false);
  });

  it('a game with no moves left offers the line; a par without a line offers no replay', async () => {
    const { pinia, game, i18n } = table();
    await ready(game);
    // Fortress 5 played into a corner: the first legal move each time, 14 moves until none is left
    for (let i = 0; i < 200 && !game.stuck && !game.won; i++) {
      const m = legalMoves(game.position)[0]!;
      game.play(moveFrom(m), moveTo(m));
    }
    expect(game.stuck).toBe(true);
    const stuck = mount(EndOfGame, { global: { plugins: [pinia, i18n] } });
    await stuck.get('[data-test=stuck] [data-test=show-line]').trigger('click');
    expect(useReplayStore().length).toBe(FORTRESS_5_PAR.par);
    const none = table(fakeDealSolver({ par: async () => ({ par: 40, line: [], lowerBound: 30, positions: 1 }) }));
    await ready(none.game);
    for (const m of solve(dealPosition('fortress', 5), { budget: 300_000 }).moves) none.game.play(moveFrom(m), moveTo(m));
    const end = mount(EndOfGame, { global: { plugins: [none.pinia, none.i18n] } });
    expect(end.get('[data-test=won-par]').text()).toMatch(/par 40: \d+ over par$/);
    expect(end.find('[data-test=show-line]').exists()).toBe(false);
  });

  it('a line the engine refuses opens no replay, and the player is told why', async () => {
    const bad = fakeDealSolver({ par: async () => ({ ...FORTRESS_5_PAR, line: [FORTRESS_5_PAR.line[0]!, FORTRESS_5_PAR.line[0]!] }) });
    const { pinia, game, i18n } = table(bad);
    await ready(game);
    for (const m of solve(dealPosition('fortress', 5), { budget: 300_000 }).moves) game.play(moveFrom(m), moveTo(m));
    const end = mount(EndOfGame, { global: { plugins: [pinia, i18n] } });
    await end.get('[data-test=show-line]').trigger('click');
    expect(useReplayStore().active).toBe(false);
    expect(game.notices).toEqual([{ key: 'replay.noLine', detail: expect.stringMatching(/^move 2 of the line cannot be played/) }]);
  });
});

describe('the dialogs', () => {
  it('Open Deal shows the level of the typed deal once it reads, and none for a text that does not', async () => {
    const solver = fakeDealSolver();
    const { pinia, game, i18n } = table(solver);
    await ready(game);
    const w = mount(OpenDealDialog, { props: { game: 'citadel' }, global: { plugins: [pinia, i18n] }, attachTo: document.body });
    await w.get('[data-test=text]').setValue('12');
    await flush();
    expect(w.get('[data-test=level]').text()).toBe('Difficulty: Medium');
    await w.get('[data-test=text]').setValue('twelve');
    await flush();
    expect(w.find('[data-test=level]').exists()).toBe(false);
    await w.get('[data-test=text]').setValue(formatPosition(dealPosition('citadel', 3)));
    await flush();
    // the fake rates a position as it rates deal 2
    expect(w.get('[data-test=level]').text()).toBe('Difficulty: Medium');
    expect(solver.asked).toContain('rate citadel position');
  });

  it('the daily calendar shows the level of each day up to today, asked day by day', async () => {
    const solver = fakeDealSolver();
    const { pinia, i18n } = table(solver);
    const w = mount(DailyCalendar, { props: { results: [], game: 'citadel', today: '2026-11-03' }, global: { plugins: [pinia, i18n] } });
    for (let i = 0; i < 10; i++) await flush();
    // day d's deal is 100 + d, its level (100 + d) % 5 + 1
    expect(w.get('[data-date="2026-11-02"] [data-test=day-level]').attributes('data-level')).toBe(String((102 % 5) + 1));
    expect(w.get('[data-date="2026-11-02"]').attributes('aria-label')).toBe('November 2, 2026: Not played Difficulty: Medium.');
    expect(w.find('[data-date="2026-11-04"] [data-test=day-level]').exists()).toBe(false);
    expect(solver.asked.filter((a) => a.startsWith('daily'))).toEqual(['daily 2026-11-01', 'daily 2026-11-02', 'daily 2026-11-03']);
  });

  it('Settings offers New Game’s difficulty, only while winnable deals are asked for', async () => {
    const { pinia, i18n } = table();
    const w = mount(SettingsDialog, { props: { settings: DEFAULT_SETTINGS }, global: { plugins: [pinia, i18n] }, attachTo: document.body });
    const select = w.get('[data-test=dealLevel]');
    expect(select.findAll('option').map((o) => o.text())).toEqual(['Any winnable deal', 'Very easy', 'Easy', 'Medium', 'Hard', 'Very hard']);
    expect((select.element as HTMLSelectElement).disabled).toBe(false);
    await select.setValue('4');
    await select.setValue('any');
    expect((w.emitted('update:settings') ?? []).map((e) => (e[0] as Settings).dealLevel)).toEqual([4, null]);
    await w.setProps({ settings: { ...DEFAULT_SETTINGS, winnableOnly: false } });
    expect((w.get('[data-test=dealLevel]').element as HTMLSelectElement).disabled).toBe(true);
  });
});
