// Keys in Electron's accelerator syntax (`CmdOrCtrl+Shift+Z`, `F1`, `H`), read as data: the native menu
// shows them, the table's keymap matches key presses against them, the shortcut list writes them out.

/** A key press as the DOM reports it (the fields of KeyboardEvent the keymap reads). */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

export interface Accelerator {
  /** Cmd on macOS, Ctrl elsewhere (Electron's `CmdOrCtrl`). */
  readonly commandOrControl: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
  readonly key: string;
}

const COMMAND_OR_CONTROL = new Set(['CmdOrCtrl', 'CommandOrControl', 'Ctrl', 'Control', 'Cmd', 'Command']);

export function parseAccelerator(accelerator: string): Accelerator {
  const parts = accelerator.split('+');
  // `CmdOrCtrl++` would be a plus key: the last part is the key, even when empty after a split
  const key = parts.length > 1 && parts.at(-1) === '' ? '+' : parts.at(-1)!;
  const mods = parts.slice(0, parts.length - 1).filter((p) => p !== '');
  return {
    commandOrControl: mods.some((m) => COMMAND_OR_CONTROL.has(m)),
    shift: mods.includes('Shift'),
    alt: mods.includes('Alt') || mods.includes('Option'),
    key,
  };
}

/**
 * A key without Ctrl, Cmd or Alt that types a character (`H`, `A`, `?`). The table reads it itself, so
 * typing into a text field stays typing; the menu shows it without registering it.
 */
export function isPlainKey(accelerator: string): boolean {
  const a = parseAccelerator(accelerator);
  return !a.commandOrControl && !a.alt && !a.shift && a.key.length === 1;
}

/**
 * Whether a key press gives this accelerator. A plain key matches the character typed (`H` is h with
 * Shift, `?` is whatever the keyboard needs for it); a key with Ctrl or Cmd matches its letter in
 * either case, with Shift exactly as written.
 */
export function acceleratorMatches(accelerator: string, e: KeyPress): boolean {
  const a = parseAccelerator(accelerator);
  const commandOrControl = e.ctrlKey || e.metaKey;
  if (a.commandOrControl !== commandOrControl || a.alt !== e.altKey) return false;
  if (isPlainKey(accelerator)) return e.key === a.key;
  return a.shift === e.shiftKey && e.key.toLowerCase() === a.key.toLowerCase();
}
