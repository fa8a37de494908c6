// @vitest-environment happy-dom
// The win's falling suits: gone after CELEBRATION_MS or at the first key or click, never there when
// cards do not move, and stopped when the solver's line plays back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import WinCelebration from '../../../renderer/components/WinCelebration.vue';
import { CELEBRATION_MS, FALLING_SUITS } from '../../../renderer/table/celebration';
import { useGameStore } from '../../../renderer/stores/game';
import { useReplayStore } from '../../../renderer/stores/replay';
import { setHost } from '../../../renderer/host';
import { createBrowserHost, memoryStore } from '../../../renderer/host/browser-host';
import { setSolver } from '../../../renderer/stores/solver-link';
import { solve } from '../../../shared/solver/api/solve';
import { dealPosition } from '../../../shared/engine/deal';

async function table(animationMs: number) {
  const pinia = createPinia();
  setActivePinia(pinia);
  setHost(createBrowserHost(memoryStore()));
  setSolver(null);
  const game = useGameStore();
  game.setAnimationMs(animationMs);
  const w = mount(WinCelebration, { global: { plugins: [pinia] } });
  await w.vm.$nextTick();
  return { game, w, shown: () => w.find('[data-test=confetti]').exists() };
}

describe('the win celebration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('every suit has landed before it ends', () => {
    for (const s of FALLING_SUITS) expect(s.delayMs + s.fallMs).toBeLessThanOrEqual(CELEBRATION_MS);
  });

  it('ends by itself within its time', async () => {
    const { w, shown } = await table(180);
    expect(shown()).toBe(true);
    expect(w.findAll('[data-test=confetti] span')).toHaveLength(FALLING_SUITS.length);
    vi.advanceTimersByTime(CELEBRATION_MS - 1);
    await w.vm.$nextTick();
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    await w.vm.$nextTick();
    expect(shown()).toBe(false);
  });

  it('ends at the first key, or the first click, and lets it through', async () => {
    for (const input of [new KeyboardEvent('keydown', { key: 'n', bubbles: true }), new MouseEvent('pointerdown', { bubbles: true })]) {
      const { w, shown } = await table(180);
      expect(shown()).toBe(true);
      const heard = vi.fn();
      document.body.addEventListener(input.type, heard);
      document.body.dispatchEvent(input);
      await w.vm.$nextTick();
      expect(shown()).toBe(false);
      expect(heard).toHaveBeenCalledTimes(1);
      expect(input.defaultPrevented).toBe(false);
      document.body.removeEventListener(input.type, heard);
      w.unmount();
    }
  });

  it('none when cards do not move: animation speed Off or reduced motion', async () => {
    expect((await table(0)).shown()).toBe(false);
  });

  it('stops when the solver’s line plays back, and does not start again after it', async () => {
    const { w, shown, game } = await table(180);
    expect(shown()).toBe(true);
    game.startDeal('fortress', 5);
    const replay = useReplayStore();
    expect(replay.open(game.origin, solve(dealPosition('fortress', 5), { budget: 300_000 }).moves).ok).toBe(true);
    await w.vm.$nextTick();
    expect(shown()).toBe(false);
    replay.close();
    await w.vm.$nextTick();
    expect(shown()).toBe(false);
  });
});
