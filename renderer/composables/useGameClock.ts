import { onBeforeUnmount, onMounted } from 'vue';
import { useGameStore } from '../stores/game';

/** Ticks the displayed clock once a second, and pauses the game clock while the page is hidden. */
export function useGameClock(): void {
  const game = useGameStore();
  let timer: ReturnType<typeof setInterval> | null = null;
  const onVisibility = (): void => game.setHidden(document.visibilityState === 'hidden');
  onMounted(() => {
    timer = setInterval(() => game.tick(), 1000);
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
  });
  onBeforeUnmount(() => {
    if (timer !== null) clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  });
}
