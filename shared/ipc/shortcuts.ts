// The keyboard shortcut of every host command, in Electron's accelerator syntax, matching the keys the
// table itself reads (renderer/table/keymap.ts), so the native menu shows what the keyboard does.
import type { HostCommand } from '../host/host';

export interface Shortcut {
  readonly accelerator: string;
  /** Further keys for the same command that the menu cannot show (Ctrl+Y for Redo). */
  readonly alternates?: readonly string[];
  /**
   * A key without Ctrl or Cmd that the table reads itself (renderer/table/keymap.ts). The menu shows it
   * but does not register it, so that typing in a text field stays typing.
   */
  readonly plainKey?: true;
}

export const SHORTCUTS: Readonly<Record<HostCommand, Shortcut>> = {
  'new-game': { accelerator: 'CmdOrCtrl+N' },
  restart: { accelerator: 'CmdOrCtrl+R' },
  'daily-deal': { accelerator: 'CmdOrCtrl+D' },
  undo: { accelerator: 'CmdOrCtrl+Z' },
  redo: { accelerator: 'CmdOrCtrl+Shift+Z', alternates: ['CmdOrCtrl+Y'] },
  hint: { accelerator: 'H', plainKey: true },
  'auto-finish': { accelerator: 'A', plainKey: true },
  'watch-solver': { accelerator: 'W', plainKey: true },
  statistics: { accelerator: 'CmdOrCtrl+T' },
  settings: { accelerator: 'CmdOrCtrl+,' },
  help: { accelerator: 'F1' },
  shortcuts: { accelerator: '?', plainKey: true },
  about: { accelerator: '' },
};

/** Keys handled by Electron's own menu roles. */
export const VIEW_SHORTCUTS = {
  zoomIn: 'CmdOrCtrl+=',
  zoomOut: 'CmdOrCtrl+-',
  resetZoom: 'CmdOrCtrl+0',
  fullScreenMac: 'Ctrl+Cmd+F',
  fullScreen: 'F11',
  quit: 'CmdOrCtrl+Q',
} as const;
