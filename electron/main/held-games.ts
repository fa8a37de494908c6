// Main's side of the held games (shared/host/held-games.ts says why and how a result is vouched for;
// the host core keeps them, shared/host/host-core.ts): the file that keeps them across a restart, and
// the window's visibility that runs their clock.
import { join } from 'node:path';
import { EMPTY_HELD_GAMES, type HeldGamesData, heldGamesData } from '../../shared/host/held-games';
import type { FileSystem } from './file-system';
import { type FileOptions, VersionedFile } from './versioned-file';
import { FILE_LIMITS } from '../../shared/schemas/limits';

export const HELD_GAMES_VERSION = 1;

export const HELD_GAMES_FILE = 'held-games.json';

export function heldGamesFile(fs: FileSystem, dir: string, options?: FileOptions): VersionedFile<HeldGamesData> {
  return new VersionedFile<HeldGamesData>(
    fs,
    {
      path: join(dir, HELD_GAMES_FILE),
      label: 'games in progress',
      version: HELD_GAMES_VERSION,
      migrations: {},
      validate: heldGamesData,
      fresh: () => EMPTY_HELD_GAMES,
      limits: FILE_LIMITS.heldGames,
    },
    options,
  );
}

/** What the visibility watch needs of a BrowserWindow. */
export interface VisibilityWindow {
  isVisible(): boolean;
  isMinimized(): boolean;
  on(event: 'show' | 'hide' | 'minimize' | 'restore' | 'closed', listener: () => void): unknown;
}

/** Tells `onChange` whether the window is shown (visible and not minimised) now and after each change. */
export function watchVisibility(win: VisibilityWindow, onChange: (visible: boolean) => void): void {
  const tell = (): void => onChange(win.isVisible() && !win.isMinimized());
  for (const event of ['show', 'hide', 'minimize', 'restore'] as const) win.on(event, tell);
  win.on('closed', () => onChange(false));
  tell();
}
