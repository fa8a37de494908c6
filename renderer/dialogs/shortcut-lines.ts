// The shortcut list of the overlay and the help, and the keys in the toolbar's tooltips: the command
// table's keys (shared/commands) as the player's platform and language write them, then the table's own.
import { COMMAND_IDS, COMMANDS, VIEW_KEYS, keysFor, type Build, type CommandId } from '../../shared/commands/commands';
import type { MessageKey } from '../../shared/i18n/keys';

/** One line of the shortcut list: the keys as the player presses them, and what they do. */
export interface ShortcutLine {
  readonly keys: string;
  readonly text: MessageKey;
}

/**
 * A key of the table's own (renderer/table/keymap.ts) as the list writes it: a key in accelerator
 * syntax, or a range of keys (`1` to `9`) written as one.
 */
export type TableKey = string | { readonly from: string; readonly to: string };

/** The names of the keys that have words on them, as the player's language writes them (keyNamesFrom). */
export interface KeyNames {
  readonly enter: string;
  readonly space: string;
  readonly escape: string;
  readonly shift: string;
  readonly ctrl: string;
  readonly alt: string;
}

/** The names a language may write its own way (catalogue section `keys`). */
export const KEY_NAME_IDS = ['escape', 'shift', 'ctrl', 'alt'] as const satisfies readonly (keyof KeyNames)[];

/** Whether this is a Mac (or iPhone, iPad): shortcuts are written with ⌘ ⇧ ⌥ there. */
export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The names as an English keyboard prints them. */
export const ENGLISH_KEY_NAMES: KeyNames = { enter: 'Enter', space: 'Space', escape: 'Esc', shift: 'Shift', ctrl: 'Ctrl', alt: 'Alt' };

/**
 * The key names through a translation function: `keys.shift` and the rest. Enter and Space are
 * written as the keys are known on every keyboard, never as a translated word (a player looks for
 * the key, not for the word "Ingiza" on it).
 */
export function keyNamesFrom(t: (key: `keys.${(typeof KEY_NAME_IDS)[number]}`) => string): KeyNames {
  const named = Object.fromEntries(KEY_NAME_IDS.map((id) => [id, t(`keys.${id}`)])) as Record<(typeof KEY_NAME_IDS)[number], string>;
  return { ...named, enter: ENGLISH_KEY_NAMES.enter, space: ENGLISH_KEY_NAMES.space };
}

/**
 * `CmdOrCtrl+Shift+Z` as the player's platform writes it: `Ctrl+Shift+Z` (with the key names of the
 * player's language), or `⌘⇧Z` on a Mac. A plain capital letter is typed with Shift: `H` is `Shift+H`.
 */
export function displayAccelerator(accelerator: string, mac: boolean, names: KeyNames = ENGLISH_KEY_NAMES): string {
  if (/^[A-Z]$/.test(accelerator)) return mac ? `⇧${accelerator}` : `${names.shift}+${accelerator}`;
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

/** A command's keys in a build (shared/commands) as the player's platform writes them, e.g. `Ctrl+Shift+Z, Ctrl+Y`; '' if none. */
export function commandKeys(command: CommandId, mac: boolean, names: KeyNames = ENGLISH_KEY_NAMES, build: Build = 'desktop'): string {
  return keysFor(command, build)
    .map((a) => displayAccelerator(a, mac, names))
    .join(', ');
}

/** The keys of the table itself (renderer/table/keymap.ts), which no menu shows. */
export const TABLE_KEY_LINES: readonly { readonly keys: readonly TableKey[]; readonly text: MessageKey }[] = [
  { keys: [{ from: '1', to: '9' }, '0', { from: 'i', to: 'w' }, { from: 'a', to: 'd' }, 'h', 'g', { from: 'x', to: 'z' }], text: 'shortcuts.pickOrDrop' },
  { keys: ['Enter', 'Space'], text: 'shortcuts.pickOrDrop' },
  { keys: ['Right', 'Down'], text: 'shortcuts.nextPile' },
  { keys: ['Left', 'Up'], text: 'shortcuts.previousPile' },
  { keys: ['f'], text: 'shortcuts.sendHome' },
  { keys: ['Esc'], text: 'shortcuts.cancel' },
];

const ARROWS: Readonly<Record<string, string>> = { Left: '←', Right: '→', Up: '↑', Down: '↓' };

/** The menu roles' keys (zoom, full screen, quit): Electron's, so only the desktop build has them. */
export function viewKeyLines(mac: boolean): readonly { readonly keys: readonly string[]; readonly text: MessageKey }[] {
  return [
    { keys: [mac ? VIEW_KEYS.fullScreenMac : VIEW_KEYS.fullScreen], text: 'shortcuts.fullScreen' },
    { keys: [VIEW_KEYS.zoomIn], text: 'shortcuts.zoomIn' },
    { keys: [VIEW_KEYS.zoomOut], text: 'shortcuts.zoomOut' },
    { keys: [VIEW_KEYS.resetZoom], text: 'shortcuts.resetZoom' },
    { keys: [VIEW_KEYS.quit], text: 'shortcuts.quit' },
  ];
}

/**
 * Every shortcut of a build: the commands' (from shared/commands, so the list, the menu and the keymap
 * agree), the menu roles' (the desktop build's only), then the table's, with the key names of the
 * player's language.
 */
export function shortcutLines(mac: boolean, names: KeyNames = ENGLISH_KEY_NAMES, build: Build = 'desktop'): ShortcutLine[] {
  const show = (accelerators: readonly string[]): string => accelerators.map((a) => displayAccelerator(a, mac, names)).join(', ');
  const tableKey = (k: TableKey): string =>
    typeof k === 'string' ? (ARROWS[k] ?? displayAccelerator(k, mac, names)) : `${displayAccelerator(k.from, mac, names)} – ${displayAccelerator(k.to, mac, names)}`;
  const commands: ShortcutLine[] = COMMAND_IDS.filter((id) => keysFor(id, build).length > 0).map((id) => ({ keys: commandKeys(id, mac, names, build), text: COMMANDS[id].says }));
  const view: ShortcutLine[] = build === 'desktop' ? viewKeyLines(mac).map((line) => ({ keys: show(line.keys), text: line.text })) : [];
  return [...commands, ...view, ...TABLE_KEY_LINES.map((line) => ({ keys: line.keys.map(tableKey).join(', '), text: line.text }))];
}
