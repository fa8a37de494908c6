// Shared fixtures for the main-process tests: temporary folders, a file system that can be made to
// fail at a chosen step, saved games that replay, and IPC senders that pass or fail the checks.
import * as fsp from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameRecord, legalMoves } from '../../shared/engine';
import { savedGameFromRecord } from '../../shared/formats/saved-game';
import type { SavedGame } from '../../shared/formats/saved-game-types';
import type { FileSystem } from '../../electron/main/file-system';
import type { DailyDealOf } from '../../shared/host/held-games';
import { dailyDealNumber } from '../../shared/solver/services/daily';
import type { IpcEventLike, TrustedWindow } from '../../electron/main/ipc';
import type { GameHost } from '../../shared/host/host';
import type { HostCore } from '../../shared/host/host-core';
import { servedInPage } from '../../shared/host/in-page';
import type { Subscribe } from '../until';

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'castle-test-'));
}

export const realFs: FileSystem = fsp;

/** The real file system, telling each file it puts in place (a store's write ends in a rename), for test/until.ts. */
export function watchedFs(): { fs: FileSystem; onRename: Subscribe } {
  const listeners = new Set<() => void>();
  const fs: FileSystem = {
    ...realFs,
    async rename(from: string, to: string) {
      await fsp.rename(from, to);
      for (const l of [...listeners]) l();
    },
  };
  return { fs, onRename: (listener) => (listeners.add(listener), () => void listeners.delete(listener)) };
}

/** The daily deal worked out on the test's own thread (quick days of quick games only: main uses a worker). */
export const dailyDealHere: DailyDealOf = async (game, date) => dailyDealNumber(game, date);

export type FailAt = 'open' | 'write' | 'sync' | 'rename';
export type FaultCode = 'ENOSPC' | 'EACCES' | 'EIO' | 'EPERM' | 'EBUSY';

export const fault = (code: string, at: string): Error => Object.assign(new Error(`${code}: ${at} failed`), { code });

/**
 * node:fs/promises, except that the chosen step of a file write throws `code` (ENOSPC at open and
 * write, EIO at fsync and rename unless told), as a full disk, a read-only folder or a crash would.
 * At 'write' half of the data reaches the temporary file first. `times` failures, then it works again
 * (Infinity: always). Folder fsyncs (open with 'r') never fail: they are best effort.
 */
export function failingFs(at: FailAt, code?: FaultCode, times = Number.POSITIVE_INFINITY): FileSystem & { failures: number; armed: boolean } {
  const codeAt = code ?? (at === 'open' || at === 'write' ? 'ENOSPC' : 'EIO');
  const self = {
    failures: 0,
    /** False: no fault yet (set true once the app has started). */
    armed: true,
    readFile: (path: string, enc: 'utf8') => fsp.readFile(path, enc),
    unlink: (path: string) => fsp.unlink(path),
    mkdir: (path: string, options: { recursive: true }) => fsp.mkdir(path, options),
    readdir: (path: string) => fsp.readdir(path),
    chmod: (path: string, mode: number) => fsp.chmod(path, mode),
    async rename(from: string, to: string) {
      if (at === 'rename' && fail()) throw fault(codeAt, 'rename');
      await fsp.rename(from, to);
    },
    async open(path: string, flags: 'wx' | 'r', mode?: number) {
      if (at === 'open' && flags === 'wx' && fail()) throw fault(codeAt, 'open');
      const handle = await fsp.open(path, flags, mode);
      return {
        async writeFile(data: string, enc: 'utf8') {
          if (at === 'write' && fail()) {
            await handle.writeFile(data.slice(0, Math.floor(data.length / 2)), enc);
            throw fault(codeAt, 'write');
          }
          await handle.writeFile(data, enc);
        },
        async sync() {
          if (at === 'sync' && flags === 'wx' && fail()) throw fault(codeAt, 'fsync');
          await handle.sync();
        },
        close: () => handle.close(),
      };
    },
  };
  function fail(): boolean {
    if (!self.armed || self.failures >= times) return false;
    self.failures++;
    return true;
  }
  return self;
}

/** Waits of the rename retries, recorded and not waited for. */
export function noWait(): { delay: (ms: number) => Promise<void>; waited: number[] } {
  const waited: number[] = [];
  return { waited, delay: (ms) => (waited.push(ms), Promise.resolve()) };
}

/** A game of deal `deal` with `played` legal moves (the first legal move each time) and `undone` undone. */
export function sampleGame(deal = 7, played = 6, undone = 2, seconds = 93): SavedGame {
  const record = GameRecord.fromDeal('beleaguered-castle', deal);
  for (let i = 0; i < played; i++) {
    const move = legalMoves(record.position)[0];
    if (move === undefined) break;
    record.play(move);
  }
  for (let i = 0; i < undone; i++) record.undo();
  return savedGameFromRecord(record, seconds);
}

/** One move from won: everything home but the King of hearts, alone in row 1. */
export const NEARLY_WON_POSITION = ['Foundations: H-Q C-K D-K S-K', ': KH', ':', ':', ':', ':', ':', ':', ':'].join('\n');

export function nearlyWonGame(moves: string, seconds = 30): SavedGame {
  return { format: 1, game: 'beleaguered-castle', deal: null, position: NEARLY_WON_POSITION, moves, elapsedSeconds: seconds };
}

/** The app window as the IPC checks see it, and events from it or from elsewhere. */
export function appWindow(id = 1): { window: TrustedWindow; mainFrame: { url: string; parent: null } } {
  const mainFrame = { url: 'app://castle/index.html', parent: null };
  const win = { webContents: { id, mainFrame } };
  return { window: () => win, mainFrame };
}

export function eventFrom(frame: IpcEventLike['senderFrame'], senderId = 1): IpcEventLike {
  return { sender: { id: senderId }, senderFrame: frame };
}

/**
 * Main's host behind the checks of its IPC door (each request passes its call's schema: a saved game
 * is verified and replayed there), without the wire: what a renderer's requests reach.
 */
export function behindDoor(core: HostCore): GameHost {
  return servedInPage(Promise.resolve(core), { leaderboardPlace: 'address', sends: { setTableState: () => undefined } });
}
