import { describe, it, expect } from 'vitest';
import { createBrowserHost, memoryStore, STORAGE_KEYS } from '../../../renderer/host/browser-host';
import { sanitizeSettings } from '../../../renderer/host/browser-settings';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';
import { GameRecord } from '../../../shared/engine/record';
import { legalMoves } from '../../../shared/engine/moves';
import { savedGameFromRecord } from '../../../shared/formats/saved-game';

describe('browser host (localStorage)', () => {
  it('saves and loads the game in progress', async () => {
    const host = createBrowserHost(memoryStore());
    const r = GameRecord.fromDeal('citadel', 42);
    r.play(legalMoves(r.position)[0]!);
    const saved = savedGameFromRecord(r, 12);
    await host.saveGame(saved);
    expect(await host.loadGame()).toEqual(saved);
  });

  it('sets a damaged saved game aside, keeps a copy and tells the player once', async () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.game, '{"format": 1, "game": "nope"');
    const host = createBrowserHost(store);
    expect(await host.loadGame()).toBeNull();
    const notices = await host.takeNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.kind).toBe('corrupt-file');
    expect(notices[0]!.message).toMatch(/saved game could not be read/);
    expect(store.getItem(`${STORAGE_KEYS.game}.damaged`)).toContain('"nope"');
    expect(await host.takeNotices()).toHaveLength(0);
  });

  it('settings: unknown or wrong fields fall back to their defaults', async () => {
    expect(sanitizeSettings({ game: 'chess', animationSpeed: 'warp', fourColour: 'yes', language: 'sv' })).toEqual({ ...DEFAULT_SETTINGS, language: 'sv' });
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.settings, 'not json');
    const host = createBrowserHost(store);
    expect(await host.loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect((await host.takeNotices()).map((n) => n.kind)).toEqual(['corrupt-file']);
    const saved = await host.saveSettings({ ...DEFAULT_SETTINGS, game: 'fortress', fourColour: true });
    expect(saved.game).toBe('fortress');
    expect((await host.loadSettings()).fourColour).toBe(true);
  });

  it('records a result only for a game it holds, once, with its own time; a win only when the moves replay to it', async () => {
    let t = 0;
    const listeners: ((visible: boolean) => void)[] = [];
    const visibility = { visible: true, onChange: (l: (visible: boolean) => void) => void listeners.push(l) };
    const host = createBrowserHost(memoryStore(), () => new Date('2026-01-02T03:04:05Z'), () => undefined, { clock: () => t, visibility });
    const r = GameRecord.fromDeal('beleaguered-castle', 5);
    r.play(legalMoves(r.position)[0]!);
    const game = savedGameFromRecord(r, 30);
    // a hostile script of the page's origin may leave the claim out
    expect(await host.recordResult({ game, won: false })).toBeNull();
    expect((await host.takeNotices())[0]!.message).toMatch(/carries no game id/);

    const held = await host.beginGame({ kind: 'deal', game: 'beleaguered-castle', number: 5 });
    await host.saveGame(game);
    t += 4_000;
    for (const l of listeners) l(false); // the page is hidden: the clock stops
    t += 60_000;
    for (const l of listeners) l(true);
    t += 3_000;
    const claim = { id: held.id, help: { hints: 1, undoToWinnable: false, watchedSolver: false } };
    expect(await host.recordResult({ game, won: true, claim })).toBeNull();
    expect((await host.takeNotices())[0]!.kind).toBe('saved-game-rejected');
    const lost = await host.recordResult({ game, won: false, claim });
    expect(lost).toMatchObject({ game: 'beleaguered-castle', deal: 5, won: false, moves: 1, seconds: 7, help: claim.help });
    expect(await host.recordResult({ game, won: false, claim })).toBeNull();
    expect((await host.takeNotices())[0]!.message).toMatch(/already recorded/);
    expect(await host.loadResults()).toHaveLength(1);
    await host.resetResults();
    expect(await host.loadResults()).toHaveLength(0);
  });

  it('keeps its held games in storage: after a reload the same game is held, and a damaged entry is set aside', async () => {
    const store = memoryStore();
    const first = createBrowserHost(store);
    const held = await first.beginGame({ kind: 'deal', game: 'citadel', number: 3 });
    expect(await createBrowserHost(store).heldGame()).toEqual(held);
    store.setItem(STORAGE_KEYS.held, '{"current":1}');
    const damaged = createBrowserHost(store);
    expect(await damaged.heldGame()).toBeNull();
    expect((await damaged.takeNotices())[0]).toMatchObject({ kind: 'corrupt-file', backupPath: `${STORAGE_KEYS.held}.damaged` });
  });

  it('works out a daily deal itself and refuses a day that has not come', async () => {
    const host = createBrowserHost(memoryStore(), () => new Date(2026, 10, 30, 12), () => undefined, { dailyDeal: async () => ({ ok: true, value: 4242 }) });
    expect(await host.beginGame({ kind: 'daily', game: 'fortress', date: '2026-11-03' })).toMatchObject({ deal: 4242, daily: '2026-11-03' });
    await expect(host.beginGame({ kind: 'daily', game: 'fortress', date: '2026-12-25' })).rejects.toThrow(/does not exist yet/);
  });

  it('a storage that throws (privacy mode, quota) still answers, with a notice', async () => {
    const host = createBrowserHost({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    });
    expect(await host.loadGame()).toBeNull();
    await host.saveGame(savedGameFromRecord(GameRecord.fromDeal('fortress', 1), 0));
    expect((await host.takeNotices()).length).toBeGreaterThan(0);
  });

  it('sets aside a damaged saved game, damaged results, damaged settings and damaged games in progress, each announced once', async () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.game, '{"format":1,"game":"beleaguered-castle","deal":3,"moves":"","elapsedSeconds":4e8}');
    store.setItem(STORAGE_KEYS.results, '[{"game":');
    store.setItem(STORAGE_KEYS.settings, JSON.stringify({ ...DEFAULT_SETTINGS, theme: 'purple', language: 'sw' }));
    store.setItem(STORAGE_KEYS.held, JSON.stringify({ current: null, games: [{ id: 'not-an-id', game: 'citadel', deal: 1, started: true, ms: 0 }], finished: [] }));
    // the held games are read as the host starts: nothing is held, and the damaged entry is kept apart
    const host = createBrowserHost(store);
    expect(await host.heldGame()).toBeNull();
    expect(await host.loadGame()).toBeNull();
    expect(await host.loadResults()).toEqual([]);
    // what could be read of the settings is kept; the bad field takes its default
    expect(await host.loadSettings()).toEqual({ ...DEFAULT_SETTINGS, language: 'sw' });
    expect(await host.loadSettings()).toEqual({ ...DEFAULT_SETTINGS, language: 'sw' });
    const notices = await host.takeNotices();
    expect(notices.map((n) => [n.kind, n.backupPath])).toEqual([
      ['corrupt-file', 'castle.held.damaged'],
      ['corrupt-file', 'castle.game.damaged'],
      ['corrupt-file', 'castle.results.damaged'],
      ['corrupt-file', 'castle.settings.damaged'],
    ]);
    expect(notices[0]!.message).toMatch(/games in progress were damaged.*id/);
    expect(notices[1]!.message).toMatch(/elapsedSeconds/);
    for (const key of [STORAGE_KEYS.game, STORAGE_KEYS.results, STORAGE_KEYS.settings, STORAGE_KEYS.held]) expect(store.getItem(`${key}.damaged`)).not.toBeNull();
    expect(store.getItem(STORAGE_KEYS.game)).toBeNull();
    expect(store.getItem(STORAGE_KEYS.results)).toBeNull();
    expect(store.getItem(STORAGE_KEYS.held)).toBeNull();
    expect(await host.takeNotices()).toEqual([]);
  });

  it('reads settings an older build stored (fields missing, a field no longer known) without a word', async () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.settings, JSON.stringify({ animationSpeed: 'off', winnableOnly: false, volume: 3 }));
    const host = createBrowserHost(store);
    expect(await host.loadSettings()).toEqual({ ...DEFAULT_SETTINGS, animationSpeed: 'off', winnableOnly: false });
    expect(await host.takeNotices()).toEqual([]);
  });

  it('keeps the good results beside a bad one, keeps the bad one apart and says so', async () => {
    const store = memoryStore();
    const good = { game: 'citadel', deal: 4, won: true, score: 900, seconds: 80, moves: 70, finishedAt: '2026-11-30T10:00:00.000Z' };
    const bad = { ...good, daily: '2026-02-30' };
    store.setItem(STORAGE_KEYS.results, JSON.stringify([good, bad, { ...good, deal: 5 }]));
    const host = createBrowserHost(store);
    expect(await host.loadResults()).toEqual([good, { ...good, deal: 5 }]);
    const notices = await host.takeNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'entries-set-aside', backupPath: 'castle.results.damaged', message: expect.stringMatching(/1 damaged entry \(result 2: field "daily"/) });
    expect(JSON.parse(store.getItem('castle.results.damaged')!)).toEqual({ rejected: [bad] });
    // the store now holds the good ones, and the next start says nothing
    const again = createBrowserHost(store);
    expect(await again.loadResults()).toHaveLength(2);
    expect(await again.takeNotices()).toEqual([]);
  });

  it('announces a write the storage refuses (quota) at once, once, to a subscriber', async () => {
    const store = memoryStore();
    let full = false;
    const host = createBrowserHost({ ...store, setItem: (k, v) => (full ? (() => { throw new Error('QuotaExceededError'); })() : store.setItem(k, v)) });
    const heard: string[] = [];
    host.onNotice((n) => heard.push(`${n.kind}: ${n.message}`));
    expect(await host.takeNotices()).toEqual([]);
    full = true;
    const game = savedGameFromRecord(GameRecord.fromDeal('fortress', 1), 0);
    await host.saveGame(game);
    await host.saveGame(game);
    expect(heard).toEqual(['write-failed: Your saved game could not be saved in the browser storage (Error: QuotaExceededError). The version saved before is kept.']);
    full = false;
    await host.saveGame(game);
    full = true;
    await host.saveGame(game);
    expect(heard).toHaveLength(2);
  });

  it('exports a file as a download of exactly that file', async () => {
    const downloads: unknown[] = [];
    const host = createBrowserHost(memoryStore(), () => new Date(), (file) => downloads.push(file));
    const file = { text: 'game,deal\r\n', fileName: 'castle-results.csv', mimeType: 'text/csv' } as const;
    expect(await host.exportFile(file)).toEqual({ saved: true });
    expect(downloads).toEqual([file]);
  });
});
