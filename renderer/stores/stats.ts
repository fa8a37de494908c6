import { defineStore } from 'pinia';
import { ref } from 'vue';
import { EMPTY_TOTALS } from '../../shared/host/results-fold';
import type { GameResult, ResultTotals } from '../../shared/host/types';
import { systemLocalDate } from '../../shared/stats/dates';
import { getHost } from '../host';

/**
 * The recorded games, as the host keeps them (oldest first), and the totals of those it folded away
 * at the cap (loaded together, so the statistics add them to these results and stay true). The
 * dialogs compute everything else with the pure functions of shared/stats. `latest` is the result
 * the table recorded last, so the high scores can highlight it.
 */
export const useStatsStore = defineStore('stats', () => {
  const results = ref<readonly GameResult[]>([]);
  const totals = ref<ResultTotals>(EMPTY_TOTALS);
  const loaded = ref(false);
  const latest = ref<GameResult | null>(null);
  /** Today's local date, YYYY-MM-DD, taken when the results load (tests set it). */
  const today = ref(systemLocalDate(new Date().toISOString()) ?? '1970-01-01');

  async function load(): Promise<void> {
    const host = getHost();
    const [list, folded] = await Promise.all([host.loadResults(), host.loadResultTotals()]);
    results.value = list;
    totals.value = folded;
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
    totals.value = EMPTY_TOTALS;
    latest.value = null;
  }

  return { results, totals, loaded, latest, today, load, recorded, reset };
});
