// The keys a browser keeps for itself, in accelerator syntax: the browser build's commands use none
// of them (test/renderer/table/key-lists.test.ts). Some a page never receives (a new window, a new tab,
// closing the tab, quitting); the others a page could take, but a player expects the browser's own
// action from them (reload, bookmark, open a file, history, find, print, the address bar, zoom, full
// screen, the browser's settings, its developer tools).
import { parseAccelerator, type Accelerator } from './accelerator';

export const BROWSER_RESERVED_KEYS: readonly string[] = [
  'CmdOrCtrl+N',
  'CmdOrCtrl+Shift+N',
  'CmdOrCtrl+T',
  'CmdOrCtrl+Shift+T',
  'CmdOrCtrl+W',
  'CmdOrCtrl+Shift+W',
  'CmdOrCtrl+Q',
  'CmdOrCtrl+R',
  'CmdOrCtrl+Shift+R',
  'CmdOrCtrl+D',
  'CmdOrCtrl+O',
  'CmdOrCtrl+Y',
  'CmdOrCtrl+H',
  'CmdOrCtrl+J',
  'CmdOrCtrl+L',
  'CmdOrCtrl+K',
  'CmdOrCtrl+E',
  'CmdOrCtrl+F',
  'CmdOrCtrl+G',
  'CmdOrCtrl+P',
  'CmdOrCtrl+S',
  'CmdOrCtrl+U',
  'CmdOrCtrl+,',
  'CmdOrCtrl+=',
  'CmdOrCtrl+-',
  'CmdOrCtrl+0',
  ...'123456789'.split('').map((d) => `CmdOrCtrl+${d}`),
  'CmdOrCtrl+Tab',
  'CmdOrCtrl+Shift+I',
  'CmdOrCtrl+Shift+J',
  'CmdOrCtrl+Shift+C',
  'CmdOrCtrl+Shift+Delete',
  'Alt+Left',
  'Alt+Right',
  'Alt+Home',
  'F3',
  'F5',
  'F6',
  'F7',
  'F11',
  'F12',
];

const same = (a: Accelerator, b: Accelerator): boolean =>
  a.commandOrControl === b.commandOrControl && a.shift === b.shift && a.alt === b.alt && a.key.toLowerCase() === b.key.toLowerCase();

/** Whether a browser keeps this key for itself. */
export function isBrowserReserved(accelerator: string): boolean {
  const a = parseAccelerator(accelerator);
  return BROWSER_RESERVED_KEYS.some((r) => same(parseAccelerator(r), a));
}
