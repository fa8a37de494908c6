// @vitest-environment happy-dom
import { describe, it, expect } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import EndOfGame from '../../../renderer/components/EndOfGame.vue';
import StatusBar from '../../../renderer/components/StatusBar.vue';
import { createAppI18n } from '../i18n';
import { useGameStore } from '../../../renderer/stores/game';
import { useStatsStore } from '../../../renderer/stores/stats';
import { setHost } from '../../../renderer/host';
import { createBrowserHost, memoryStore } from '../../../renderer/host/browser-host';
import { setSolver } from '../../../renderer/stores/solver-link';
import { solve } from '../../../shared/solver/api/solve';
import { dealPosition } from '../../../shared/engine/deal';
import { moveFrom, moveTo } from '../../../shared/engine/moves';
import type { Analysis } from '../../../shared/solver/api/analysis-types';
import { fakeSolver } from '../helpers';
import { useSettingsStore } from '../../../renderer/stores/settings';
import { ok } from '../../../shared/engine/result';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';
import { fakeFetch, happyServer } from '../../shared/leaderboard/fake-server';
import { useLeaderboardStore } from '../../../renderer/stores/leaderboard';
import { until } from '../../until';
import { changesOf } from '../changes';

function table() {
  const pinia = createPinia();
  setActivePinia(pinia);
  setHost(createBrowserHost(memoryStore()));
  setSolver(null);
  const game = useGameStore();
  game.setAnimationMs(0);
  return { pinia, game, i18n: createAppI18n('en') };
}

describe('end of game and status bar (components)', () => {
  it('a win shows cards x 5, the 500 bonus, the time bonus and the total', async () => {
    const { pinia, game, i18n } = table();
    game.startDeal('fortress', 5);
    for (const m of solve(dealPosition('fortress', 5), { budget: 300_000 }).moves) game.play(moveFrom(m), moveTo(m));
    const w = mount(EndOfGame, { global: { plugins: [pinia, i18n] } });
    const text = w.get('[data-test=won]').text();
    expect(text).toContain('Cards to the foundations: 52 × 5');
    expect(text).toContain('260');
    expect(text).toContain('Win bonus');
    expect(text).toContain('500');
    expect(text).toContain('Time bonus');
    expect(w.get('[data-test=won-total]').text()).toBe(game.score.total.toLocaleString('en'));
    expect(game.score.total).toBe(260 + 500 + game.score.timeBonus);
    await w.get('button:not(.primary)').trigger('click');
    expect(game.view.moveCount).toBe(0);
  });

  it('a daily deal won with the leaderboard on: the panel says what the host did with it (sent, then ranked or waiting)', async () => {
    for (const [reply, said] of [
      ['ranked', 'Online leaderboard: rank 1 today.'],
      ['offline', 'The online leaderboard cannot be reached; your result waits and is sent when it answers.'],
    ] as const) {
      const pinia = createPinia();
      setActivePinia(pinia);
      const happy = happyServer();
      const { fetch } = fakeFetch('/api/v1', (a) => (reply === 'offline' && a.path.endsWith('/results') ? 'offline' : happy(a)));
      const host = createBrowserHost(memoryStore(), () => new Date(2026, 11, 1, 12), () => undefined, { leaderboardApi: '/api/v1', fetch, dailyDeal: async () => ok(5) });
      await host.saveSettings({ ...DEFAULT_SETTINGS, leaderboard: { enabled: true, server: null, nickname: 'Ada' } });
      setHost(host);
      setSolver(null);
      await useSettingsStore().load();
      const game = useGameStore();
      game.setAnimationMs(0);
      await game.dailyDeal('fortress', '2026-12-01');
      const w = mount(EndOfGame, { global: { plugins: [pinia, createAppI18n('en')] } });
      for (const m of solve(dealPosition('fortress', 5), { budget: 300_000 }).moves) game.play(moveFrom(m), moveTo(m));
      await game.flush();
      // the host's word on the win, after its own sending
      const lb = useLeaderboardStore();
      await until(() => lb.status.kind !== 'none' && lb.status.kind !== 'sending', changesOf(() => lb.status));
      await w.vm.$nextTick();
      expect(w.find('[data-test=won-online]').text()).toBe(said);
    }
  });

  it('a win that enters the high scores names its place and offers to show them', async () => {
    const { pinia, game, i18n } = table();
    game.startDeal('fortress', 5);
    const w = mount(EndOfGame, { global: { plugins: [pinia, i18n] } });
    for (const m of solve(dealPosition('fortress', 5), { budget: 300_000 }).moves) game.play(moveFrom(m), moveTo(m));
    await game.flush();
    await w.vm.$nextTick();
    expect(w.findAll('[data-test=new-high-score]').map((p) => p.text())).toEqual(['New high score: place 1 in Fortress']);
    await w.get('[data-test=show-high-scores]').trigger('click');
    expect(w.emitted('highScores')).toHaveLength(1);
  });

  it('a win the host recorded shows its score and time, and says when it had help', async () => {
    const { pinia, game, i18n } = table();
    const stats = useStatsStore();
    game.startDeal('fortress', 5);
    const w = mount(EndOfGame, { global: { plugins: [pinia, i18n] } });
    for (const m of solve(dealPosition('fortress', 5), { budget: 300_000 }).moves) game.play(moveFrom(m), moveTo(m));
    await game.flush();
    await w.vm.$nextTick();
    const recorded = stats.latest!;
    expect(w.get('[data-test=won-total]').text()).toBe(recorded.score.toLocaleString('en'));
    expect(w.find('[data-test=won-with-help]').exists()).toBe(false);
    expect(w.get('[data-test=won-without-help]').text()).toBe('A win without help.');

    // the same deal again with a hint asked for: the session sends it, the host records it, the panel says it
    game.restart();
    game.showHint();
    for (const m of solve(dealPosition('fortress', 5), { budget: 300_000 }).moves) game.play(moveFrom(m), moveTo(m));
    await game.flush();
    await w.vm.$nextTick();
    expect(stats.latest!.help).toEqual({ hints: 1, undoToWinnable: false, watchedSolver: false });
    expect(w.get('[data-test=won-with-help]').text()).toBe('A win with help (1 hint): it counts in the statistics, but takes no place in the high scores.');
    expect(w.find('[data-test=won-without-help]').exists()).toBe(false);
    // the first win (without help) keeps place 1: this one takes none
    expect(w.findAll('[data-test=new-high-score]')).toEqual([]);
    stats.latest = { ...recorded, seconds: 65, score: 260 + 500 + 1200 - 65, help: { hints: 2, undoToWinnable: true, watchedSolver: false } };
    await w.vm.$nextTick();
    expect(w.get('[data-test=won-total]').text()).toBe((260 + 500 + 1200 - 65).toLocaleString('en'));
    expect(w.get('[data-test=won]').text()).toContain('Time bonus (1:05)');
    expect(w.get('[data-test=won-with-help]').text()).toBe('A win with help (2 hints, undo to winnable): it counts in the statistics, but takes no place in the high scores.');
  });

  it('a game lost from the deal says so instead of "since move 0"', async () => {
    const { pinia, game, i18n } = table();
    setSolver(fakeSolver({ analyse: async () => ({ verdict: 'lost', lostSinceMove: 0, positions: 9 }) }));
    game.startDeal('fortress', 5);
    await game.whenIdle();
    expect(game.verdict).toEqual({ kind: 'lost', since: 0, lastWinnable: null });
    const w = mount(EndOfGame, { global: { plugins: [pinia, i18n] } });
    expect(w.get('[data-test=lost-bar]').text()).toContain('This deal cannot be won, whatever you play.');
    expect(w.text()).not.toContain('move 0');
  });

  it('an analysis out of budget says "the solver could not tell"; a loss with no proven way back offers none', async () => {
    const { pinia, game, i18n } = table();
    let answer: Analysis = { verdict: 'unknown', positions: 1_000_000 };
    setSolver(fakeSolver({ analyse: async () => answer }));
    game.startDeal('fortress', 5);
    const bar = mount(StatusBar, { global: { plugins: [pinia, i18n] } });
    const end = mount(EndOfGame, { global: { plugins: [pinia, i18n] } });
    await game.whenIdle();
    await bar.vm.$nextTick();
    expect(bar.get('[data-test=status-verdict]').text()).toBe('The solver could not tell');

    // lost, but the walk back ran out of budget: no "since move N", no Undo to winnable
    answer = { verdict: 'lost', positions: 4_000_000 };
    const m = solve(dealPosition('fortress', 5), { budget: 300_000 }).moves[0]!;
    game.play(moveFrom(m), moveTo(m));
    await game.whenIdle();
    await end.vm.$nextTick();
    expect(bar.get('[data-test=status-verdict]').text()).toBe('Lost: it cannot be won from here');
    expect(end.get('[data-test=lost-bar]').text()).toContain('This game can no longer be won from here.');
    expect(end.text()).not.toContain('Undo to the Last Winnable Position');

    // proven: lost since move 1, and the way back goes to the position it proved winnable
    answer = { verdict: 'lost', lostSinceMove: 1, lastWinnableMove: 0, positions: 9 };
    game.undo();
    game.redo();
    await game.whenIdle();
    await end.vm.$nextTick();
    expect(bar.get('[data-test=status-verdict]').text()).toBe('Lost since move 1');
    await end.get('[data-test=lost-bar] button').trigger('click');
    expect(game.view.moveCount).toBe(0);
    // Undo to winnable is help: the result of this game says so
    game.play(moveFrom(m), moveTo(m));
    game.startDeal('fortress', 6);
    await game.flush();
    expect(useStatsStore().latest).toMatchObject({ deal: 5, won: false, help: { hints: 0, undoToWinnable: true, watchedSolver: false } });
  });

  it('nothing is shown while the game goes on; the status bar counts moves and names the deal', async () => {
    const { pinia, game, i18n } = table();
    game.startDeal('citadel', 321);
    const end = mount(EndOfGame, { global: { plugins: [pinia, i18n] } });
    expect(end.find('[data-test=won]').exists()).toBe(false);
    expect(end.find('[data-test=stuck]').exists()).toBe(false);
    const bar = mount(StatusBar, { global: { plugins: [pinia, i18n] } });
    expect(bar.get('[data-test=status-deal]').text()).toContain('Deal 321');
    expect(bar.get('[data-test=status-moves]').text()).toBe('Moves: 0');
    expect(bar.get('[data-test=status-verdict]').text()).toBe('Not yet known');
    expect((bar.get('[data-test=status-game]').element as HTMLSelectElement).value).toBe('citadel');
  });
});
