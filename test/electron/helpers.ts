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
import type { IpcEventLike, TrustedWindow } from '../../electron/main/ipc';

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'castle-test-'));
}

export const realFs: FileSystem = fsp;

export type FailAt = 'open' | 'write' | 'sync' | 'rename';

/**
 * node:fs/promises, except that the chosen step of a write throws, as a full disk or a crash would.
 * At 'write' half of the data reaches the temporary file first.
 */
export function failingFs(at: FailAt): FileSystem {
  return {
    readFile: (path, enc) => fsp.readFile(path, enc),
    unlink: (path) => fsp.unlink(path),
    mkdir: (path, options) => fsp.mkdir(path, options),
    async rename(from, to) {
      if (at === 'rename') throw Object.assign(new Error('EIO: rename failed'), { code: 'EIO' });
      await fsp.rename(from, to);
    },
    async open(path, flags) {
      if (at === 'open') throw Object.assign(new Error('ENOSPC: no space left'), { code: 'ENOSPC' });
      const handle = await fsp.open(path, flags);
      return {
        async writeFile(data, enc) {
          if (at === 'write') {
            await handle.writeFile(data.slice(0, Math.floor(data.length / 2)), enc);
            throw Object.assign(new Error('ENOSPC: no space left'), { code: 'ENOSPC' });
          }
          await handle.writeFile(data, enc);
        },
        async sync() {
          if (at === 'sync') throw Object.assign(new Error('EIO: fsync failed'), { code: 'EIO' });
          await handle.sync();
        },
        close: () => handle.close(),
      };
    },
  };
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
