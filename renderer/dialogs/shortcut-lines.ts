// The shortcut list of the overlay and the help, and the keys in the toolbar's tooltips: the command
// table's keys (shared/commands) as the player's platform and language write them, then the table's own.
import { COMMAND_IDS, COMMANDS, VIEW_KEYS, keysFor, type Build, type CommandId } from '../../shared/commands/commands';
import type { MessageKey } from '../../shared/i18n/keys';
import type { GameRules } from '../../shared/engine/games';
import { FIXED_KEYS, PILE_KEYS_TEXT, pileKeys } from '../table/table-keys';

/** One line of the shortcut list: the keys as the player presses them, and what they do. */
export interface ShortcutLine {
  readonly keys: string;
  readonly text: MessageKey;
}

/**
 * A key of the table's own (renderer/table/table-keys.ts) as the list writes it: a key in accelerator
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

/** A key line of the table's own: its keys as the list writes them, and what they do. */
export interface TableKeyLine {
  readonly keys: readonly TableKey[];
  readonly text: MessageKey;
}

/** Characters one after the other in the alphabet, three or more, written as a range (`a` to `d`). */
function asRanges(chars: readonly string[]): TableKey[] {
  const out: TableKey[] = [];
  for (let i = 0; i < chars.length; ) {
    let j = i;
    while (j + 1 < chars.length && chars[j + 1]!.charCodeAt(0) === chars[j]!.charCodeAt(0) + 1) j++;
    if (j - i >= 2) out.push({ from: chars[i]!, to: chars[j]! });
    else out.push(...chars.slice(i, j + 1));
    i = j + 1;
  }
  return out;
}

/**
 * The keys of the table itself (renderer/table/table-keys.ts), which no menu shows: the keys of the
 * piles this game has, then the keys every game has, those next to each other that do the same on one line.
 */
export function tableKeyLines(rules: GameRules): TableKeyLine[] {
  const lines: { keys: TableKey[]; text: MessageKey }[] = [{ keys: asRanges(pileKeys(rules).map((k) => k.key)), text: PILE_KEYS_TEXT }];
  let last: { keys: TableKey[]; text: MessageKey } | null = null;
  for (const k of FIXED_KEYS) {
    if (k.shown === null) continue;
    if (last !== null && last.text === k.text) last.keys.push(k.shown);
    else lines.push((last = { keys: [k.shown], text: k.text }));
  }
  return lines;
}

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
 * Every shortcut of a build in a game: the commands' (from shared/commands, so the list, the menu and
 * the keymap agree), the menu roles' (the desktop build's only), then the table's (the game's piles'
 * keys and the rest, renderer/table/table-keys.ts), with the key names of the player's language.
 */
export function shortcutLines(rules: GameRules, mac: boolean, names: KeyNames = ENGLISH_KEY_NAMES, build: Build = 'desktop'): ShortcutLine[] {
  const show = (accelerators: readonly string[]): string => accelerators.map((a) => displayAccelerator(a, mac, names)).join(', ');
  const tableKey = (k: TableKey): string =>
    typeof k === 'string' ? (ARROWS[k] ?? displayAccelerator(k, mac, names)) : `${displayAccelerator(k.from, mac, names)} – ${displayAccelerator(k.to, mac, names)}`;
  const commands: ShortcutLine[] = COMMAND_IDS.filter((id) => keysFor(id, build).length > 0).map((id) => ({ keys: commandKeys(id, mac, names, build), text: COMMANDS[id].says }));
  const view: ShortcutLine[] = build === 'desktop' ? viewKeyLines(mac).map((line) => ({ keys: show(line.keys), text: line.text })) : [];
  return [...commands, ...view, ...tableKeyLines(rules).map((line) => ({ keys: line.keys.map(tableKey).join(', '), text: line.text }))];
}
