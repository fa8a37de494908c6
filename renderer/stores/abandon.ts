import { defineStore } from 'pinia';
import { ref } from 'vue';
import { useGameStore } from './game';
import { useSettingsStore } from './settings';

/**
 * The question before the game in progress is left (a new game, a restart, another deal or game):
 * leaving it counts as a loss. Any path that starts another game awaits `confirm()`; AbandonDialog
 * shows the question while `asking` and answers through `answer`. Not asked when leaving costs
 * nothing (no move played, the game won or over) or when the player turned the question off.
 */
export const useAbandonStore = defineStore('abandon', () => {
  const game = useGameStore();
  const settingsStore = useSettingsStore();
  /** The question is on screen. */
  const asking = ref(false);
  let resolve: ((leave: boolean) => void) | null = null;

  /**
   * Resolves true when the game in progress may be left: at once when there is nothing to ask,
   * else with the player's answer. Asked again while the question is open, it resolves false: the
   * first request gets the answer.
   */
  function confirm(): Promise<boolean> {
    if (!settingsStore.settings.confirmAbandon || !game.inProgress) return Promise.resolve(true);
    if (asking.value) return Promise.resolve(false);
    asking.value = true;
    return new Promise((r) => (resolve = r));
  }

  /** The player's answer: leave the game or keep playing; "Don't ask again" turns the question off either way. */
  function answer(leave: boolean, dontAskAgain = false): void {
    if (!asking.value) return;
    asking.value = false;
    const r = resolve;
    resolve = null;
    if (dontAskAgain) void settingsStore.update({ confirmAbandon: false }).catch(() => undefined);
    r?.(leave);
  }

  return { asking, confirm, answer };
});
