import { mount, type ComponentMountingOptions } from '@vue/test-utils';
import { createPinia, getActivePinia, setActivePinia } from 'pinia';
import type { Component } from 'vue';
import { createAppI18n } from '../i18n';
import { setHost } from '../../../renderer/host';
import { createBrowserHost, memoryStore, STORAGE_KEYS } from '../../../renderer/host/browser-host';
import type { GameResult, Language, ResultTotals } from '../../../shared/host/types';
import type { GameHost } from '../../../shared/host/host';

/**
 * A fresh Pinia and a browser host over memory holding `results` (and the `totals` of results folded
 * away at the cap, when given): what a dialog reads when mounted bare.
 */
export function freshHost(results: readonly GameResult[] = [], totals?: ResultTotals): GameHost {
  const pinia = createPinia();
  setActivePinia(pinia);
  const store = memoryStore();
  store.setItem(STORAGE_KEYS.results, JSON.stringify(totals === undefined ? results : { results, totals }));
  const host = createBrowserHost(store);
  setHost(host);
  return host;
}

/** Mounts a dialog with the app's i18n in `lang` and the active Pinia (call freshHost first), attached so focus is real. */
export function mountDialog<C extends Component>(component: C, lang: Language, options: ComponentMountingOptions<C> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  return mount(component, {
    ...options,
    attachTo: host,
    global: { plugins: [createAppI18n(lang), getActivePinia() ?? createPinia()] },
  } as ComponentMountingOptions<C>);
}

export const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

const at = (date: string, hour = 12): string => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** A small history: three Beleaguered Castle games, a daily of 10 November won twice, one Fortress loss. */
export const RESULTS: readonly GameResult[] = [
  { game: 'beleaguered-castle', deal: 11, won: true, score: 1500, seconds: 240, moves: 100, finishedAt: at('2026-11-02') },
  { game: 'beleaguered-castle', deal: 11, won: false, score: 100, seconds: 300, moves: 60, finishedAt: at('2026-11-03') },
  { game: 'beleaguered-castle', deal: 7, daily: '2026-11-10', won: true, score: 1600, seconds: 180, moves: 90, finishedAt: at('2026-11-10') },
  { game: 'beleaguered-castle', deal: 7, daily: '2026-11-10', won: true, score: 1610, seconds: 170, moves: 88, finishedAt: at('2026-11-12') },
  { game: 'fortress', deal: 3, won: false, score: 40, seconds: 500, moves: 30, finishedAt: at('2026-11-20') },
];

/**
 * The totals of 20 Beleaguered Castle games folded away before RESULTS (12 won, 9 of them without
 * help, ending in a run of 3 wins), as a host past its cap keeps them.
 */
export const FOLDED: ResultTotals = (() => {
  const castle = { played: 20, won: 12, wonWithoutHelp: 9, bestScore: 1700, fastestWin: 150, winSeconds: 12 * 200, moves: 20 * 80, streak: 3, bestStreak: 5 };
  return { inStreak: 0, all: castle, byGame: { 'beleaguered-castle': castle } };
})();
