import { createPinia, setActivePinia } from 'pinia';
import { createBrowserHost, memoryStore, type KeyValueStore } from '../../renderer/host/browser-host';
import { setHost } from '../../renderer/host';
import { setSolver } from '../../renderer/stores/solver-link';
import type { GameHost } from '../../shared/host/host';
import { ANALYSIS_DELAY_MS } from '../../renderer/stores/game';

/** A fresh Pinia, a browser host over memory, and no solver: what each store test starts from. */
export function freshTable(store: KeyValueStore = memoryStore()): { host: GameHost; store: KeyValueStore } {
  setActivePinia(createPinia());
  const host = createBrowserHost(store);
  setHost(host);
  setSolver(null);
  return { host, store };
}

/** Lets autosave (next task) and the solver's analysis (after a quiet spell) happen. */
export const settle = (): Promise<void> => new Promise((r) => setTimeout(r, ANALYSIS_DELAY_MS + 30));
