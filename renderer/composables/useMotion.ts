import { onBeforeUnmount, onMounted, ref, watch, watchEffect } from 'vue';
import { storeToRefs } from 'pinia';
import type { AnimationSpeed } from '../../shared/host/types';
import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';

/** Milliseconds one card's flight takes at each speed setting. */
export const SPEED_MS: Readonly<Record<AnimationSpeed, number>> = { off: 0, fast: 90, normal: 180, slow: 360 };

/** What stops the solver's play: any key, click or touch. */
const STOP_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * Sets the game's animation time from the speed setting (prefers-reduced-motion turns motion off),
 * and while the player watches the solver, stops it at the first key, click or touch. That input
 * only stops: it does not also pick a card up or run a command. `html[data-watching]` says it.
 */
export function useMotion(): void {
  const game = useGameStore();
  const { settings } = storeToRefs(useSettingsStore());
  const { watching } = storeToRefs(game);
  const reduced = ref(false);
  let query: MediaQueryList | null = null;
  const onChange = (): void => {
    reduced.value = query?.matches ?? false;
  };
  const stopWatching = (e: Event): void => {
    e.preventDefault();
    e.stopPropagation();
    game.stopWatching();
  };
  const listen = (on: boolean): void => {
    for (const type of STOP_EVENTS) {
      if (on) window.addEventListener(type, stopWatching, { capture: true });
      else window.removeEventListener(type, stopWatching, { capture: true });
    }
  };
  onMounted(() => {
    query = window.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
    onChange();
    query?.addEventListener('change', onChange);
  });
  onBeforeUnmount(() => {
    query?.removeEventListener('change', onChange);
    listen(false);
  });
  watchEffect(() => {
    game.setAnimationMs(reduced.value ? 0 : SPEED_MS[settings.value.animationSpeed]);
  });
  watch(watching, (on) => {
    listen(on);
    document.documentElement.dataset.watching = String(on);
  });
}
