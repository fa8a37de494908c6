import type { HostCommand } from '../../shared/host/host';
import type { MessageKey } from '../../shared/i18n/keys';
import { SHORTCUTS, VIEW_SHORTCUTS } from '../../shared/ipc/shortcuts';

/** One line of the shortcut list: the keys as the player presses them, and what they do. */
export interface ShortcutLine {
  readonly keys: string;
  readonly text: MessageKey;
}

/** The names of the keys that have words on them, in the player's language (catalogue section `keys`). */
export interface KeyNames {
  readonly enter: string;
  readonly space: string;
  readonly escape: string;
  readonly shift: string;
  readonly ctrl: string;
  readonly alt: string;
}

export const KEY_NAME_IDS = ['enter', 'space', 'escape', 'shift', 'ctrl', 'alt'] as const satisfies readonly (keyof KeyNames)[];

/** Whether this is a Mac (or iPhone, iPad): shortcuts are written with ⌘ ⇧ ⌥ there. */
export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The names as an English keyboard prints them. */
export const ENGLISH_KEY_NAMES: KeyNames = { enter: 'Enter', space: 'Space', escape: 'Esc', shift: 'Shift', ctrl: 'Ctrl', alt: 'Alt' };

/** The key names through a translation function: `keys.enter` and the rest. */
export function keyNamesFrom(t: (key: `keys.${keyof KeyNames}`) => string): KeyNames {
  return Object.fromEntries(KEY_NAME_IDS.map((id) => [id, t(`keys.${id}`)])) as unknown as KeyNames;
}

/**
 * `CmdOrCtrl+Shift+Z` as the player's platform writes it: `Ctrl+Shift+Z` (with the key names of the
 * player's language), or `⌘⇧Z` on a Mac.
 */
export function displayAccelerator(accelerator: string, mac: boolean, names: KeyNames = ENGLISH_KEY_NAMES): string {
  const parts = accelerator.split('+').map((p) => {
    if (p === 'CmdOrCtrl' || p === 'CommandOrControl') return mac ? '⌘' : names.ctrl;
    if (p === 'Cmd' || p === 'Command') return '⌘';
    if (p === 'Shift') return mac ? '⇧' : names.shift;
    if (p === 'Alt' || p === 'Option') return mac ? '⌥' : names.alt;
    if (p === 'Ctrl' || p === 'Control') return mac ? '⌃' : names.ctrl;
    if (p === 'Enter' || p === 'Return') return names.enter;
    if (p === 'Space') return names.space;
    if (p === 'Esc' || p === 'Escape') return names.escape;
    return p;
  });
  return mac ? parts.join('') : parts.join('+');
}

/** A command's keys (shared/ipc/shortcuts) as the player's platform writes them, e.g. `Ctrl+Shift+Z, Ctrl+Y`; '' if none. */
export function commandKeys(command: HostCommand, mac: boolean, names: KeyNames = ENGLISH_KEY_NAMES): string {
  const s = SHORTCUTS[command];
  if (!s.accelerator) return '';
  return [s.accelerator, ...(s.alternates ?? [])].map((a) => displayAccelerator(a, mac, names)).join(', ');
}

const COMMAND_TEXT: Readonly<Partial<Record<HostCommand, MessageKey>>> = {
  'new-game': 'shortcuts.newGame',
  restart: 'shortcuts.restart',
  'daily-deal': 'shortcuts.dailyDeal',
  undo: 'shortcuts.undo',
  redo: 'shortcuts.redo',
  hint: 'shortcuts.hint',
  'auto-finish': 'shortcuts.autoFinish',
  'watch-solver': 'shortcuts.watchSolver',
  statistics: 'shortcuts.statistics',
  settings: 'shortcuts.settings',
  help: 'shortcuts.help',
  shortcuts: 'shortcuts.shortcuts',
};

/** The keys of the table itself (renderer/table/keymap.ts), which no menu shows, in accelerator syntax. */
const TABLE_KEYS: readonly { readonly keys: readonly string[]; readonly text: MessageKey }[] = [
  { keys: ['1 – 9', '0', 'a – d', 'h'], text: 'shortcuts.pickOrDrop' },
  { keys: ['Enter', 'Space'], text: 'shortcuts.pickOrDrop' },
  { keys: ['→ ↓'], text: 'shortcuts.nextPile' },
  { keys: ['← ↑'], text: 'shortcuts.previousPile' },
  { keys: ['f'], text: 'shortcuts.sendHome' },
  { keys: ['Shift+H'], text: 'shortcuts.hint' },
  { keys: ['Shift+A'], text: 'shortcuts.autoFinish' },
  { keys: ['Esc'], text: 'shortcuts.cancel' },
];

/**
 * Every shortcut: the menu's (from shared/ipc/shortcuts, so the list and the menu agree), then the
 * table's, with the key names of the player's language.
 */
export function shortcutLines(mac: boolean, names: KeyNames = ENGLISH_KEY_NAMES): ShortcutLine[] {
  const show = (accelerators: readonly string[]): string => accelerators.map((a) => displayAccelerator(a, mac, names)).join(', ');
  const menu: ShortcutLine[] = [];
  for (const [command, text] of Object.entries(COMMAND_TEXT) as [HostCommand, MessageKey][]) {
    const keys = commandKeys(command, mac, names);
    if (keys) menu.push({ keys, text });
  }
  const view: ShortcutLine[] = [
    { keys: show([mac ? VIEW_SHORTCUTS.fullScreenMac : VIEW_SHORTCUTS.fullScreen]), text: 'shortcuts.fullScreen' },
    { keys: show([VIEW_SHORTCUTS.zoomIn]), text: 'shortcuts.zoomIn' },
    { keys: show([VIEW_SHORTCUTS.zoomOut]), text: 'shortcuts.zoomOut' },
    { keys: show([VIEW_SHORTCUTS.resetZoom]), text: 'shortcuts.resetZoom' },
    { keys: show([VIEW_SHORTCUTS.quit]), text: 'shortcuts.quit' },
  ];
  return [...menu, ...view, ...TABLE_KEYS.map((line) => ({ keys: show(line.keys), text: line.text }))];
}
