import { createPinia, setActivePinia } from 'pinia';
import { createBrowserHost, memoryStore, type KeyValueStore } from '../../renderer/host/browser-host';
import { setHost } from '../../renderer/host';
import { setSolver } from '../../renderer/stores/solver-link';
import type { GameHost } from '../../shared/host/host';

/** A fresh Pinia, a browser host over memory, and no solver: what each store test starts from. */
export function freshTable(store: KeyValueStore = memoryStore()): { host: GameHost; store: KeyValueStore } {
  setActivePinia(createPinia());
  const host = createBrowserHost(store);
  setHost(host);
  setSolver(null);
  return { host, store };
}

/** Lets the promise chains of autosave settle. */
export const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
