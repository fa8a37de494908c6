import { onBeforeUnmount, onMounted } from 'vue';
import { useGameStore } from '../stores/game';

/**
 * Ticks the displayed clock once a second, pauses the game clock while the page is hidden, and saves
 * before the page goes away.
 */
export function useGameClock(): void {
  const game = useGameStore();
  let timer: ReturnType<typeof setInterval> | null = null;
  const onVisibility = (): void => game.setHidden(document.visibilityState === 'hidden');
  // leaving or reloading the page: the last move is saved before it goes
  const onPageHide = (): void => void game.flush();
  onMounted(() => {
    timer = setInterval(() => game.tick(), 1000);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    onVisibility();
  });
  onBeforeUnmount(() => {
    if (timer !== null) clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  });
}
