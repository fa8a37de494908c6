import { createPinia, setActivePinia } from 'pinia';
import { setHost } from '../../../renderer/host';
import { createBrowserHost, memoryStore } from '../../../renderer/host/browser-host';
import type { GameHost } from '../../../shared/host/host';
import { type Handler, fakeFetch } from '../../shared/leaderboard/fake-server';

/** A fresh Pinia and a browser host as the leaderboard server serves it (`/api/v1`, a fake fetch), or with none. */
export function leaderboardHost(handler: Handler | null, place?: 'address') {
  setActivePinia(createPinia());
  const { fetch, asked } = fakeFetch('/api/v1', handler ?? (() => 'offline'));
  const browser = createBrowserHost(memoryStore(), () => new Date('2026-12-01T08:00:00Z'), () => undefined, { leaderboardApi: handler === null ? null : '/api/v1', fetch });
  const host: GameHost = place ? { ...browser, leaderboardPlace: () => place } : browser;
  setHost(host);
  return { host, asked };
}
