// The browser host's leaderboard: only on a page its server served (the configuration element), only
// once the settings turn it on; its account and waiting results kept in storage, a damaged entry set aside.
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, createBrowserHost, memoryStore } from '../../../renderer/host/browser-host';
import { ok } from '../../../shared/engine/result';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';
import { SECRET, fakeFetch, happyServer } from '../../shared/leaderboard/fake-server';
import { until } from '../../until';

const ON = { ...DEFAULT_SETTINGS, leaderboard: { enabled: true, server: null, nickname: 'Ada' } };

describe('the browser host’s leaderboard', () => {
  it('without the server’s configuration there is none: off whatever the settings say, nothing sent', async () => {
    const { fetch, asked } = fakeFetch('/api/v1', happyServer());
    const host = createBrowserHost(memoryStore(), undefined, undefined, { leaderboardApi: null, fetch });
    expect(host.leaderboardPlace()).toBe('none');
    await host.saveSettings(ON);
    expect(await host.leaderboardJoin()).toMatchObject({ ok: false, error: { kind: 'off' } });
    expect(asked).toEqual([]);
  });

  it('on its server’s page: calls the page’s own origin, keeps the account in storage, and survives a reload', async () => {
    const store = memoryStore();
    const { fetch, asked, onAsk } = fakeFetch('/api/v1', happyServer());
    const host = createBrowserHost(store, undefined, undefined, { leaderboardApi: '/api/v1', fetch });
    expect(host.leaderboardPlace()).toBe('this-site');
    await host.loadSettings();
    expect(await host.leaderboardJoin()).toMatchObject({ ok: false, error: { kind: 'off' } });
    await host.saveSettings(ON);
    expect(await host.leaderboardJoin()).toEqual({ ok: true, value: { nickname: 'Ada' } });
    expect(JSON.parse(store.getItem(STORAGE_KEYS.leaderboard)!)).toMatchObject({ account: { api: '/api/v1', secret: SECRET } });
    expect(store.getItem(STORAGE_KEYS.settings)).not.toContain(SECRET);
    // reloaded: the daily deal it begins takes its ticket with the account kept
    const again = createBrowserHost(store, () => new Date(2026, 11, 1, 12), undefined, { leaderboardApi: '/api/v1', fetch, dailyDeal: async () => ok(7) });
    await again.loadSettings();
    await again.beginGame({ kind: 'daily', game: 'citadel', date: '2026-12-01' });
    await until(() => asked.length === 2, onAsk);
    expect(asked.map((a) => a.path)).toEqual(['/players', '/daily/citadel/2026-12-01/tickets']);
  });

  it('a damaged stored account is set aside with a notice, and a fresh one is made', async () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.leaderboard, '{"account":{"secret":1}}');
    const { fetch } = fakeFetch('/api/v1', happyServer());
    const host = createBrowserHost(store, undefined, undefined, { leaderboardApi: '/api/v1', fetch });
    await host.saveSettings(ON);
    expect((await host.leaderboardJoin()).ok).toBe(true);
    expect(store.getItem(`${STORAGE_KEYS.leaderboard}.damaged`)).toBe('{"account":{"secret":1}}');
    expect((await host.takeNotices()).map((n) => n.message)).toEqual([expect.stringMatching(/^The stored leaderboard account was damaged/)]);
  });
});
