// The preload, run against a mocked Electron: it exposes exactly the host's functions under
// `castleHost`, each on its contract channel, and never hands the page ipcRenderer or an event object.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';
import { EVENTS, INVOKE, SEND } from '../../../shared/ipc/contract';
import type { GameHost } from '../../../shared/host/host';
import { sampleGame } from '../helpers';

const electron = vi.hoisted(() => {
  const listeners = new Map<string, ((event: unknown, payload: unknown) => void)[]>();
  return {
    exposed: [] as [string, unknown][],
    invoked: [] as unknown[][],
    sent: [] as unknown[][],
    listeners,
  };
});

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.push([key, api]) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => {
      electron.invoked.push(args);
      return Promise.resolve('answer');
    },
    send: (...args: unknown[]) => electron.sent.push(args),
    on: (channel: string, listener: (event: unknown, payload: unknown) => void) => {
      electron.listeners.set(channel, [...(electron.listeners.get(channel) ?? []), listener]);
    },
    removeListener: (channel: string, listener: unknown) => {
      electron.listeners.set(channel, (electron.listeners.get(channel) ?? []).filter((l) => l !== listener));
    },
  },
}));

let host: GameHost;
beforeAll(async () => {
  await import('../../../electron/preload/index');
  host = electron.exposed[0]![1] as GameHost;
});

const emit = (channel: string, payload: unknown): void => {
  for (const l of electron.listeners.get(channel) ?? []) l({ sender: 'ipcRenderer event' }, payload);
};

describe('the preload', () => {
  it('exposes one object, castleHost, with exactly the host functions', () => {
    expect(electron.exposed.map(([key]) => key)).toEqual(['castleHost']);
    expect(Object.keys(host).sort()).toEqual(
      ['beginGame', 'exportFile', 'heldGame', 'leaderboardBoard', 'leaderboardJoin', 'leaderboardPlace', 'loadGame', 'loadResultTotals', 'loadResults', 'loadSettings', 'onCommand', 'onLeaderboardOutcome', 'onNotice', 'onSettingsChanged', 'recordResult', 'resetResults', 'saveGame', 'saveSettings', 'setTableState', 'takeNotices'].sort(),
    );
    for (const value of Object.values(host)) expect(typeof value).toBe('function');
  });

  it('sends each request on its contract channel with its payload as JSON text', async () => {
    const game = sampleGame();
    electron.invoked.length = 0;
    await expect(host.loadGame()).resolves.toBe('answer');
    await host.saveGame(game);
    await host.loadSettings();
    await host.saveSettings(DEFAULT_SETTINGS);
    await host.loadResults();
    await host.loadResultTotals();
    // a renderer that leaves the claim out is refused by main (the request without it is valid)
    await host.recordResult({ game, won: true });
    const claim = { id: '0a1b2c3d-0000-4000-8000-00000000abcd', help: { hints: 1, undoToWinnable: true, watchedSolver: false } };
    await host.recordResult({ game, won: true, claim });
    await host.beginGame({ kind: 'daily', game: 'citadel', date: '2026-11-30' });
    await host.heldGame();
    await host.resetResults();
    await host.takeNotices();
    const file = { text: 'a,b\r\n', fileName: 'results.csv', mimeType: 'text/csv' } as const;
    await host.exportFile(file);
    await host.leaderboardBoard({ game: 'citadel', date: '2026-11-30' });
    const json = JSON.stringify;
    expect(electron.invoked).toEqual([
      [INVOKE.loadGame.channel],
      [INVOKE.saveGame.channel, json(game)],
      [INVOKE.loadSettings.channel],
      [INVOKE.saveSettings.channel, json(DEFAULT_SETTINGS)],
      [INVOKE.loadResults.channel],
      [INVOKE.loadResultTotals.channel],
      [INVOKE.recordResult.channel, json({ game, won: true })],
      [INVOKE.recordResult.channel, json({ game, won: true, claim })],
      [INVOKE.beginGame.channel, json({ kind: 'daily', game: 'citadel', date: '2026-11-30' })],
      [INVOKE.heldGame.channel],
      [INVOKE.resetResults.channel],
      [INVOKE.takeNotices.channel],
      [INVOKE.exportFile.channel, json(file)],
      [INVOKE.leaderboardBoard.channel, json({ game: 'citadel', date: '2026-11-30' })],
    ]);
    const state = { canUndo: true, canRedo: false, canAutoFinish: false, won: false, faceDown: 'none' as const };
    host.setTableState(state);
    expect(electron.sent).toEqual([[SEND.setTableState.channel, json(state)]]);
  });

  it("refuses a payload beyond its channel's size before it crosses to main", async () => {
    electron.invoked.length = 0;
    const file = { text: 'x'.repeat(INVOKE.exportFile.limits.maxChars), fileName: 'big.csv', mimeType: 'text/csv' } as const;
    await expect(host.exportFile(file)).rejects.toThrow(/more than the \d+ allowed/);
    expect(electron.invoked).toEqual([]);
  });

  it('passes notices to the page as they happen, validated', () => {
    const got: unknown[] = [];
    const off = host.onNotice((n) => got.push(n));
    const notice = { kind: 'write-failed', message: 'Your saved game could not be saved (ENOSPC).' };
    emit(EVENTS.notice.channel, notice);
    emit(EVENTS.notice.channel, { kind: 'format-disk', message: 'x' });
    off();
    emit(EVENTS.notice.channel, notice);
    expect(got).toEqual([notice]);
  });

  it('passes menu commands to the page without the event object, drops invalid ones, and unsubscribes', () => {
    const got: unknown[][] = [];
    const off = host.onCommand((...args: unknown[]) => got.push(args));
    emit(EVENTS.command.channel, 'undo');
    emit(EVENTS.command.channel, 'rm -rf');
    emit(EVENTS.command.channel, { command: 'undo' });
    // the menu's game list: Choose Game with its game
    emit(EVENTS.command.channel, { command: 'choose-game', game: 'citadel' });
    emit(EVENTS.command.channel, { command: 'choose-game', game: 'solitaire' });
    off();
    emit(EVENTS.command.channel, 'redo');
    expect(got).toEqual([['undo'], [{ command: 'choose-game', game: 'citadel' }]]);
  });

  it('passes what became of a daily deal won on the leaderboard, validated', () => {
    const got: unknown[] = [];
    const off = host.onLeaderboardOutcome((o) => got.push(o));
    const ranked = { kind: 'ranked', game: 'citadel', date: '2026-12-01', rank: 3, best: true };
    emit(EVENTS.leaderboardOutcome.channel, ranked);
    emit(EVENTS.leaderboardOutcome.channel, { ...ranked, rank: 0 });
    emit(EVENTS.leaderboardOutcome.channel, { kind: 'failed', game: 'citadel', date: '2026-12-01', message: 'x'.repeat(501) });
    emit(EVENTS.leaderboardOutcome.channel, { kind: 'secret', game: 'citadel', date: '2026-12-01' });
    off();
    emit(EVENTS.leaderboardOutcome.channel, ranked);
    expect(got).toEqual([ranked]);
  });

  it('passes settings changed from the menu, validated', () => {
    const got: unknown[] = [];
    const off = host.onSettingsChanged((s) => got.push(s));
    emit(EVENTS.settingsChanged.channel, { ...DEFAULT_SETTINGS, game: 'fortress' });
    emit(EVENTS.settingsChanged.channel, { ...DEFAULT_SETTINGS, game: 'poker' });
    off();
    expect(got).toEqual([{ ...DEFAULT_SETTINGS, game: 'fortress' }]);
  });
});
