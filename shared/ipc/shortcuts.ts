// The keyboard shortcut of every host command, in Electron's accelerator syntax. The native menu shows
// and handles them; the renderer's shortcut list and its own key handling (in the browser) can read the
// same table so that both hosts agree.
import type { HostCommand } from '../host/host';

export interface Shortcut {
  readonly accelerator: string;
  /** Further keys for the same command that the menu cannot show (Ctrl+Y for Redo). */
  readonly alternates?: readonly string[];
}

export const SHORTCUTS: Readonly<Record<HostCommand, Shortcut>> = {
  'new-game': { accelerator: 'CmdOrCtrl+N' },
  restart: { accelerator: 'CmdOrCtrl+R' },
  'daily-deal': { accelerator: 'CmdOrCtrl+D' },
  undo: { accelerator: 'CmdOrCtrl+Z' },
  redo: { accelerator: 'CmdOrCtrl+Shift+Z', alternates: ['CmdOrCtrl+Y'] },
  hint: { accelerator: 'CmdOrCtrl+I' },
  'auto-finish': { accelerator: 'CmdOrCtrl+F' },
  statistics: { accelerator: 'CmdOrCtrl+T' },
  settings: { accelerator: 'CmdOrCtrl+,' },
  help: { accelerator: 'F1' },
  shortcuts: { accelerator: 'CmdOrCtrl+/' },
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
