// electron/main/held-games.ts: the held games on disk across a restart (kept by the host core), and
// the window's visibility that runs their clock (the daily deal's worker: daily-deals.test.ts).
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { heldGamesFile, watchVisibility, type VisibilityWindow } from '../../../electron/main/held-games';
import { createHostService } from '../../../electron/main/host-service';
import { memorySettings } from '../../../electron/main/settings-store';
import { inMemory } from '../../../shared/host/storage';
import { NO_RESULTS } from '../../../shared/host/stored-results';
import { failingFs, realFs, sampleGame, tempDir } from '../helpers';

/** A window whose events the test fires, with the state Electron would report after each. */
function fakeWindow(): VisibilityWindow & { fire(event: string, visible: boolean, minimized?: boolean): void } {
  const listeners = new Map<string, (() => void)[]>();
  let state = { visible: false, minimized: false };
  return {
    isVisible: () => state.visible,
    isMinimized: () => state.minimized,
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return this;
    },
    fire(event, visible, minimized = false) {
      state = { visible, minimized };
      for (const l of listeners.get(event) ?? []) l();
    },
  };
}

/** Main's host over a held-games file (the rest in memory), as openData opens it. */
function openMain(file: ReturnType<typeof heldGamesFile>, options: { clock?: () => number; visible?: boolean; log?: (m: string) => void } = {}) {
  return createHostService({ settings: memorySettings(), results: inMemory(NO_RESULTS), game: inMemory(null), held: file, visible: false, log: () => undefined, ...options });
}

describe("main's held games", () => {
  it('are written after each change and read back at the next start', async () => {
    const dir = tempDir();
    let t = 0;
    const first = await openMain(heldGamesFile(realFs, dir), { clock: () => t, visible: true });
    const begun = await first.beginGame({ kind: 'deal', game: 'beleaguered-castle', number: 7 });
    first.held.saved(sampleGame(7, 3, 0));
    t += 8_000;
    first.held.saved(sampleGame(7, 5, 0));
    await first.flush();
    const stored = JSON.parse(readFileSync(join(dir, 'held-games.json'), 'utf8')) as { version: number; data: { games: { ms: number }[] } };
    expect(stored.version).toBe(1);
    expect(stored.data.games[0]!.ms).toBe(8_000);

    const again = await openMain(heldGamesFile(realFs, dir), { clock: () => 0 });
    expect(await again.takeNotices()).toEqual([]);
    expect(await again.heldGame()).toEqual(begun);
    expect(again.held.secondsOf(begun.id)).toBe(8);
  });

  it('a damaged file is set aside with a notice, and play goes on with none held', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'held-games.json'), JSON.stringify({ version: 1, data: { current: 'x', games: [], finished: [] } }));
    const opened = await openMain(heldGamesFile(realFs, dir));
    const [notice] = await opened.takeNotices();
    expect(notice?.kind).toBe('corrupt-file');
    expect(notice?.message).toMatch(/games in progress/);
    expect(await opened.heldGame()).toBeNull();
  });

  it('a failed write is said, play goes on, and the next change tries again', async () => {
    const logs: string[] = [];
    const opened = await openMain(heldGamesFile(failingFs('rename'), tempDir()), { log: (m) => logs.push(m) });
    await opened.beginGame({ kind: 'deal', game: 'beleaguered-castle', number: 1 });
    await opened.flush();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/The games in progress were not saved: .*EIO/);
    opened.held.saved(sampleGame(1, 1, 0));
    await opened.flush();
    expect(logs).toHaveLength(2);
  });

  it('the window counts as shown when it is visible and not minimised, and never after it closed', () => {
    const win = fakeWindow();
    const seen: boolean[] = [];
    watchVisibility(win, (v) => seen.push(v));
    win.fire('show', true);
    win.fire('minimize', true, true);
    win.fire('restore', true);
    win.fire('hide', false);
    win.fire('show', true);
    win.fire('closed', true);
    expect(seen).toEqual([false, true, false, true, false, true, false]);
  });
});
