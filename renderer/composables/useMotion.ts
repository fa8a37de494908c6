import { onBeforeUnmount, onMounted, ref, watchEffect } from 'vue';
import { storeToRefs } from 'pinia';
import type { AnimationSpeed } from '../../shared/host/types';
import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';

/** Milliseconds one card's flight takes at each speed setting. */
export const SPEED_MS: Readonly<Record<AnimationSpeed, number>> = { off: 0, fast: 90, normal: 180, slow: 360 };

/** Sets the game's animation time from the speed setting; prefers-reduced-motion turns motion off. */
export function useMotion(): void {
  const game = useGameStore();
  const { settings } = storeToRefs(useSettingsStore());
  const reduced = ref(false);
  let query: MediaQueryList | null = null;
  const onChange = (): void => {
    reduced.value = query?.matches ?? false;
  };
  onMounted(() => {
    query = window.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
    onChange();
    query?.addEventListener('change', onChange);
  });
  onBeforeUnmount(() => query?.removeEventListener('change', onChange));
  watchEffect(() => {
    game.animationMs = reduced.value ? 0 : SPEED_MS[settings.value.animationSpeed];
  });
}
