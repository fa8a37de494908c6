import { type Pinia, createPinia, getActivePinia, setActivePinia } from 'pinia';
import { createBrowserHost, memoryStore, type KeyValueStore } from '../../renderer/host/browser-host';
import { setHost } from '../../renderer/host';
import { setSolver } from '../../renderer/stores/solver-link';
import type { GameHost } from '../../shared/host/host';
import { DEFAULT_SETTINGS } from '../../shared/host/types';
import { useSettingsStore } from '../../renderer/stores/settings';
import type { useGameStore } from '../../renderer/stores/game';

export { fakeSolver } from './session/fakes';

/** A fresh Pinia, a browser host over memory, and no solver: what each store test starts from. */
export function freshTable(store: KeyValueStore = memoryStore()): { host: GameHost; store: KeyValueStore } {
  // the store tests count their own moves: safe moves to the foundations (on by default) stay off
  // unless a test turns them on
  if (store.getItem('castle.settings') === null) store.setItem('castle.settings', JSON.stringify({ autoMoveSafe: false }));
  // the previous test's stores end first: a table left thinking must not ask the next test's solver
  const previous = getActivePinia() as (Pinia & { _s?: Map<string, { $dispose(): void }> }) | undefined;
  for (const s of previous?._s?.values() ?? []) s.$dispose();
  setActivePinia(createPinia());
  const host = createBrowserHost(store);
  setHost(host);
  setSolver(null);
  // and before the settings are read from it, too (a test may play before they are)
  useSettingsStore().replace({ ...DEFAULT_SETTINGS, autoMoveSafe: false });
  return { host, store };
}

/**
 * Waits, without a clock, until the store's session is idle: the solver has answered for the
 * position reached (asked at once, not after the quiet spell) and saves and results reached the host.
 */
export const settle = (g: ReturnType<typeof useGameStore>): Promise<void> => g.whenIdle();
