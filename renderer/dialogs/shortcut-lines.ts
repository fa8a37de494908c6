import type { HostCommand } from '../../shared/host/host';
import type { MessageKey } from '../../shared/i18n/keys';
import { SHORTCUTS, VIEW_SHORTCUTS } from '../../shared/ipc/shortcuts';

/** One line of the shortcut list: the keys as the player presses them, and what they do. */
export interface ShortcutLine {
  readonly keys: string;
  readonly text: MessageKey;
}

/** `CmdOrCtrl+Shift+Z` as the player's platform writes it: `Ctrl+Shift+Z`, or `⌘⇧Z` on a Mac. */
export function displayAccelerator(accelerator: string, mac: boolean): string {
  const parts = accelerator.split('+').map((p) => {
    if (p === 'CmdOrCtrl' || p === 'CommandOrControl') return mac ? '⌘' : 'Ctrl';
    if (p === 'Cmd' || p === 'Command') return '⌘';
    if (mac && p === 'Shift') return '⇧';
    if (mac && (p === 'Alt' || p === 'Option')) return '⌥';
    if (mac && p === 'Ctrl') return '⌃';
    return p;
  });
  return mac ? parts.join('') : parts.join('+');
}

const COMMAND_TEXT: Readonly<Partial<Record<HostCommand, MessageKey>>> = {
  'new-game': 'shortcuts.newGame',
  restart: 'shortcuts.restart',
  'daily-deal': 'shortcuts.dailyDeal',
  undo: 'shortcuts.undo',
  redo: 'shortcuts.redo',
  hint: 'shortcuts.hint',
  'auto-finish': 'shortcuts.autoFinish',
  statistics: 'shortcuts.statistics',
  settings: 'shortcuts.settings',
  help: 'shortcuts.help',
  shortcuts: 'shortcuts.shortcuts',
};

/** The keys of the table itself (renderer/table/keymap.ts), which no menu shows. */
const TABLE_KEYS: readonly ShortcutLine[] = [
  { keys: '1 – 9, 0, a – d, h', text: 'shortcuts.pickOrDrop' },
  { keys: 'Enter, Space', text: 'shortcuts.pickOrDrop' },
  { keys: '→ ↓', text: 'shortcuts.nextPile' },
  { keys: '← ↑', text: 'shortcuts.previousPile' },
  { keys: 'f', text: 'shortcuts.sendHome' },
  { keys: 'Shift+H', text: 'shortcuts.hint' },
  { keys: 'Shift+A', text: 'shortcuts.autoFinish' },
  { keys: '?', text: 'shortcuts.shortcuts' },
  { keys: 'Esc', text: 'shortcuts.cancel' },
];

/** Every shortcut: the menu's (from shared/ipc/shortcuts, so the list and the menu agree), then the table's. */
export function shortcutLines(mac: boolean): ShortcutLine[] {
  const menu: ShortcutLine[] = [];
  for (const [command, text] of Object.entries(COMMAND_TEXT) as [HostCommand, MessageKey][]) {
    const s = SHORTCUTS[command];
    if (!s.accelerator) continue;
    const keys = [s.accelerator, ...(s.alternates ?? [])].map((a) => displayAccelerator(a, mac)).join(', ');
    menu.push({ keys, text });
  }
  const view: ShortcutLine[] = [
    { keys: displayAccelerator(mac ? VIEW_SHORTCUTS.fullScreenMac : VIEW_SHORTCUTS.fullScreen, mac), text: 'shortcuts.fullScreen' },
    { keys: displayAccelerator(VIEW_SHORTCUTS.zoomIn, mac), text: 'shortcuts.zoomIn' },
    { keys: displayAccelerator(VIEW_SHORTCUTS.zoomOut, mac), text: 'shortcuts.zoomOut' },
    { keys: displayAccelerator(VIEW_SHORTCUTS.resetZoom, mac), text: 'shortcuts.resetZoom' },
    { keys: displayAccelerator(VIEW_SHORTCUTS.quit, mac), text: 'shortcuts.quit' },
  ];
  return [...menu, ...view, ...TABLE_KEYS];
}
