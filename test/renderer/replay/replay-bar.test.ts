// @vitest-environment happy-dom
// The replay bar's move list, slider and speed, and the status bar telling of the replay's move.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ReplayBar from '../../../renderer/components/ReplayBar.vue';
import StatusBar from '../../../renderer/components/StatusBar.vue';
import { createAppI18n } from '../i18n';
import { useGameStore } from '../../../renderer/stores/game';
import { useReplayStore } from '../../../renderer/stores/replay';
import { setHost } from '../../../renderer/host';
import { createBrowserHost, memoryStore } from '../../../renderer/host/browser-host';
import { setSolver } from '../../../renderer/stores/solver-link';
import { findPar } from '../../../shared/solver/services/par';
import { dealPosition } from '../../../shared/engine/deal';
import { movesToText } from '../../../shared/formats/move-text';

const LINE = findPar(dealPosition('fortress', 5)).line;

function table() {
  const pinia = createPinia();
  setActivePinia(pinia);
  setHost(createBrowserHost(memoryStore()));
  setSolver(null);
  const game = useGameStore();
  game.setAnimationMs(0);
  game.startDeal('fortress', 5);
  const global = { global: { plugins: [pinia, createAppI18n('en')] } };
  return { game, replay: useReplayStore(), bar: mount(ReplayBar, global), status: mount(StatusBar, global) };
}

describe('the replay bar', () => {
  it('lists every move in words and in the notation; a move, the slider or the speed go where asked; the status bar follows', async () => {
    const { replay, bar, status } = table();
    expect(status.find('[data-test=status-replay]').exists()).toBe(false);
    expect(status.get('[data-test=status-moves]').text()).toBe('Moves: 0');
    expect(replay.open({ kind: 'deal', game: 'fortress', number: 5 }, LINE).ok).toBe(true);
    await bar.vm.$nextTick();

    const items = bar.findAll('[data-test=replay-move]');
    expect(items).toHaveLength(LINE.length);
    expect(items.map((b) => b.get('code').text()).join(' ')).toBe(movesToText(LINE, dealPosition('fortress', 5)));
    // "1. 7♣ onto 8♦", and for a screen reader the cards by name
    expect(items[0]!.get('[aria-hidden=true]').text()).toMatch(/^1\. (10|[2-9AJQK])[♥♣♦♠] (onto (10|[2-9AJQK])[♥♣♦♠]|to .+)$/);
    expect(items[0]!.get('.visually-hidden').text()).toMatch(/^1\. (Ace|King|Queen|Jack|\d+) of \w+ /);
    // the game's moves, score and clock give way to the replay's move
    await status.vm.$nextTick();
    expect(status.get('[data-test=status-replay]').text()).toBe(`Solver’s line: move 0 of ${LINE.length}`);
    expect(status.find('[data-test=status-moves]').exists()).toBe(false);
    expect(status.find('[data-test=status-score]').exists()).toBe(false);

    await items[4]!.trigger('click');
    expect(replay.index).toBe(5);
    await status.vm.$nextTick();
    expect(status.get('[data-test=status-replay]').text()).toBe(`Solver’s line: move 5 of ${LINE.length}`);
    expect(bar.get('[aria-current=step]').text()).toContain('5.');
    expect(bar.findAll('[data-test=replay-move]').filter((b) => b.attributes('tabindex') === '0')).toHaveLength(1);

    const slider = bar.get('[data-test=replay-slider]');
    expect(slider.attributes('max')).toBe(String(LINE.length));
    await slider.setValue(String(LINE.length - 1));
    expect(replay.index).toBe(LINE.length - 1);
    expect(slider.attributes('aria-valuetext')).toBe(`Move ${LINE.length - 1} of ${LINE.length}`);

    const speed = bar.get('[data-test=replay-speed]');
    expect(speed.findAll('option').map((o) => o.text())).toEqual(['0.5×', '1×', '2×', '4×']);
    await speed.setValue('4');
    expect(replay.speed).toBe(4);

    replay.close();
    await status.vm.$nextTick();
    expect(status.get('[data-test=status-moves]').text()).toBe('Moves: 0');
  });
});
