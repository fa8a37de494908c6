// Faults of the file system, injected one at a time through the real file layer (open-data.ts, the
// host service, settings, atomic writes): ENOSPC, EACCES, EIO and EPERM at open, write, fsync and
// rename, for each of the player's four files (the saved game, the statistics, the settings and the
// games main holds). Each time the previous version survives whole, no temporary file is left, and the
// player is told at once: one notice per file while it keeps failing, or one notice in all when the
// folder cannot be written. And the app always starts.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { DEFAULT_SETTINGS, NO_HELP, type HostNotice } from '../../../shared/host/types';
import { openData } from '../../../electron/main/open-data';
import type { FileSystem } from '../../../electron/main/file-system';
import { type FailAt, type FaultCode, failingFs, fault, noWait, realFs, sampleGame, tempDir, behindDoor } from '../helpers';

const STEPS: FailAt[] = ['open', 'write', 'sync', 'rename'];
const CODES: FaultCode[] = ['ENOSPC', 'EACCES', 'EIO', 'EPERM'];
const before = { game: sampleGame(3, 4, 1, 50), settings: { ...DEFAULT_SETTINGS, game: 'citadel' as const } };

/**
 * A folder written without faults, as a session leaves it: one result (of a game held with main), the
 * game of deal 3 in progress and held, and settings.
 */
async function previousVersion(): Promise<string> {
  const dir = tempDir();
  const opened = await openData(realFs, dir);
  const service = behindDoor(opened.service);
  const { id } = await service.beginGame({ kind: 'deal', game: 'beleaguered-castle', number: 5 });
  await service.recordResult({ game: sampleGame(5, 3, 0, 40), won: false, claim: { id, help: NO_HELP } });
  await service.beginGame({ kind: 'deal', game: 'beleaguered-castle', number: 3 });
  await service.saveGame(before.game);
  await service.saveSettings(before.settings);
  await opened.service.flush();
  return dir;
}

async function reopen(dir: string) {
  const service = behindDoor((await openData(realFs, dir)).service);
  return {
    game: await service.loadGame(),
    results: await service.loadResults(),
    settings: await service.loadSettings(),
    held: await service.heldGame(),
    notices: await service.takeNotices(),
  };
}

let injected = 0;

describe('a fault at each step of a write', () => {
  for (const code of CODES) {
    for (const at of STEPS) {
      it(`${code} at ${at}: the previous version survives, and the player is told at once`, async () => {
        const dir = await previousVersion();
        const expected = await reopen(dir);
        const fs = failingFs(at, code);
        fs.armed = false;
        const sent: HostNotice[] = [];
        const opened = await openData(fs, dir, { send: (n) => (sent.push(n), true), atomic: { delay: noWait().delay } });
        const service = behindDoor(opened.service);
        expect(await service.takeNotices()).toEqual([]);
        const game3 = await service.heldGame();
        expect(game3).toMatchObject({ deal: 3 });
        fs.armed = true;

        // the player moves on in the game of deal 3 (the held games are written with it), leaves it
        // (its result, for the game held), and changes a setting: every write fails
        await expect(service.saveGame(sampleGame(3, 9, 0, 99))).rejects.toThrow(code);
        await expect(service.recordResult({ game: sampleGame(3, 9, 0, 99), won: false, claim: { id: game3!.id, help: NO_HELP } })).rejects.toThrow(code);
        await expect(service.saveSettings({ ...DEFAULT_SETTINGS, theme: 'dark' })).rejects.toThrow(code);
        await opened.service.flush();
        injected += 4;

        const permission = code === 'EACCES' || code === 'EPERM';
        if (permission) {
          expect(sent.map((n) => n.kind)).toEqual(['not-saving']);
        } else {
          // one for each file (the held games and the saved game are written side by side, in either order)
          expect(sent.map((n) => n.kind)).toEqual(['write-failed', 'write-failed', 'write-failed', 'write-failed']);
          expect(sent.map((n) => /Your (.*) could not be saved/.exec(n.message)?.[1]).sort()).toEqual(['games in progress', 'saved game', 'settings', 'statistics']);
        }
        // still failing: nothing more is said
        await expect(service.saveGame(sampleGame(3, 10, 0, 100))).rejects.toThrow();
        await opened.service.flush();
        expect(sent).toHaveLength(permission ? 1 : 4);

        // the files on disk are the previous versions, whole (the game of deal 3 still held: its
        // result was not written, so it may be sent again), and no temporary file is left
        fs.armed = false;
        expect(await reopen(dir)).toEqual(expected);
        expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      });
    }
  }

  it(`injected ${CODES.length * STEPS.length * 4} faults in all`, () => {
    expect(injected).toBe(CODES.length * STEPS.length * 4);
  });
});

describe('the app always starts', () => {
  it('with a folder that cannot be written: it plays on without saving, and says so once', async () => {
    const dir = tempDir();
    const fs: FileSystem = {
      ...realFs,
      mkdir: () => Promise.reject(fault('EACCES', 'mkdir')),
      open: () => Promise.reject(fault('EACCES', 'open')),
      rename: () => Promise.reject(fault('EACCES', 'rename')),
    };
    const sent: HostNotice[] = [];
    const opened = await openData(fs, dir, { send: (n) => (sent.push(n), true), atomic: { delay: noWait().delay } });
    const { settings } = opened;
    const service = behindDoor(opened.service);
    const notices = await service.takeNotices();
    expect(notices.map((n) => n.kind)).toEqual(['not-saving']);
    expect(notices[0]!.message).toMatch(/cannot be written.*play on/);
    // play goes on in memory
    await expect(service.saveGame(sampleGame())).rejects.toThrow(/EACCES/);
    expect(await service.loadGame()).toEqual(sampleGame());
    settings.set({ ...DEFAULT_SETTINGS, theme: 'dark' });
    expect(settings.get().theme).toBe('dark');
    expect(sent).toEqual([]);
  });

  it('with settings that can be neither read nor moved aside: the defaults, in memory, with a notice', async () => {
    const dir = await previousVersion();
    const fs: FileSystem = {
      ...realFs,
      readFile: (path, enc) => (path.endsWith('settings.json') ? Promise.reject(fault('EIO', 'read')) : realFs.readFile(path, enc)),
      rename: (from, to) => (from.endsWith('settings.json') ? Promise.reject(fault('EACCES', 'rename')) : realFs.rename(from, to)),
    };
    const sent: HostNotice[] = [];
    const opened = await openData(fs, dir, { send: (n) => (sent.push(n), true) });
    const { settings } = opened;
    const service = behindDoor(opened.service);
    expect(settings.get()).toEqual(DEFAULT_SETTINGS);
    const [notice] = await service.takeNotices();
    expect(notice).toMatchObject({ kind: 'unreadable-file', message: expect.stringMatching(/settings file could not be read .*could not be moved aside/) });
    // the other files load as always; the settings file is never written over this session
    expect(await service.loadGame()).toEqual(before.game);
    await expect(service.saveSettings({ ...DEFAULT_SETTINGS, theme: 'dark' })).rejects.toThrow(/not written over/);
    expect(settings.get().theme).toBe('dark');
    expect(sent.map((n) => n.kind)).toEqual(['write-failed']);
    expect((await reopen(dir)).settings).toEqual(before.settings);
  });

  it('removes the temporary files a killed write left', async () => {
    const dir = await previousVersion();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dir}/results.json.999.1.tmp`, '{"version":2,"da');
    await openData(realFs, dir);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
