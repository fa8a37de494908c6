import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { GameResult } from '../../shared/host/types';
import { systemLocalDate } from '../../shared/stats/dates';
import { getHost } from '../host';

/**
 * The recorded games, as the host keeps them (oldest first). The dialogs compute everything else
 * with the pure functions of shared/stats. `latest` is the result the table recorded last, so the
 * high scores can highlight it.
 */
export const useStatsStore = defineStore('stats', () => {
  const results = ref<readonly GameResult[]>([]);
  const loaded = ref(false);
  const latest = ref<GameResult | null>(null);
  /** Today's local date, YYYY-MM-DD, taken when the results load (tests set it). */
  const today = ref(systemLocalDate(new Date().toISOString()) ?? '1970-01-01');

  async function load(): Promise<void> {
    results.value = await getHost().loadResults();
    today.value = systemLocalDate(new Date().toISOString()) ?? today.value;
    loaded.value = true;
  }

  /**
   * The table tells the store about a result the host has just stored. Before the first load the
   * host's list (which holds it already) is loaded, so a rank is never computed from a partial list.
   */
  async function recorded(result: GameResult): Promise<void> {
    latest.value = result;
    if (loaded.value) {
      results.value = [...results.value, result];
      return;
    }
    await load();
  }

  async function reset(): Promise<void> {
    await getHost().resetResults();
    results.value = [];
    latest.value = null;
  }

  return { results, loaded, latest, today, load, recorded, reset };
});
