// The key lists of both builds (the shortcut overlay and the help list shortcutLines): every key a
// list shows is a key that build handles (the table's keymap, or in the desktop build the native
// menu's roles), the browser build uses no key a browser keeps for itself, and it lists no key it
// does not have (quit, full screen, zoom).
import { describe, expect, it } from 'vitest';
import { COMMAND_IDS, COMMANDS, VIEW_KEYS, keysFor, type Build } from '../../shared/commands/commands';
import { isPlainKey, parseAccelerator, type KeyPress } from '../../shared/commands/accelerator';
import { BROWSER_RESERVED_KEYS, isBrowserReserved } from '../../shared/commands/browser-keys';
import { STOCK } from '../../shared/engine/moves';
import { keyAction, type KeyContext } from '../../renderer/table/keymap';
import { TABLE_KEY_LINES, displayAccelerator, shortcutLines, viewKeyLines } from '../../renderer/dialogs/shortcut-lines';

const BUILDS: readonly Build[] = ['desktop', 'browser'];

/** The DOM's name of a key the lists write in accelerator syntax. */
const DOM_KEYS: Readonly<Record<string, string>> = { Space: ' ', Esc: 'Escape', Left: 'ArrowLeft', Right: 'ArrowRight', Up: 'ArrowUp', Down: 'ArrowDown' };

/** The press that gives an accelerator (Ctrl, not Cmd: the keymap takes either). */
function pressFor(accelerator: string): KeyPress {
  const a = parseAccelerator(accelerator);
  const plain = isPlainKey(accelerator);
  const key = DOM_KEYS[a.key] ?? (plain || a.key.length > 1 ? a.key : a.shift ? a.key.toUpperCase() : a.key.toLowerCase());
  return { key, ctrlKey: a.commandOrControl, metaKey: false, shiftKey: plain ? key !== key.toLowerCase() : a.shift, altKey: a.alt };
}

/** Every key a range of the list stands for: `1` to `9`, `i` to `w`. */
function expand(k: (typeof TABLE_KEY_LINES)[number]['keys'][number]): string[] {
  if (typeof k === 'string') return [k];
  const out: string[] = [];
  for (let c = k.from.charCodeAt(0); c <= k.to.charCodeAt(0); c++) out.push(String.fromCharCode(c));
  return out;
}

/** A table with every pile a key may name: 25 rows, four cells, the stock's piles, King piles, a card held. */
const EVERY_PILE = (build: Build): KeyContext => ({ build, holding: true, cells: 4, rows: 25, sidePiles: [STOCK, STOCK + 1, STOCK + 2], kingPiles: true });

describe.each(BUILDS)('the %s build', (build) => {
  it('handles every command key its list shows, each as that command', () => {
    for (const id of COMMAND_IDS) {
      for (const k of keysFor(id, build)) expect(keyAction(pressFor(k), EVERY_PILE(build)), `${id}: ${k}`).toEqual({ kind: 'command', command: id });
    }
    const lines = shortcutLines(false, undefined, build);
    for (const id of COMMAND_IDS.filter((c) => keysFor(c, build).length > 0)) {
      expect(lines.filter((l) => l.text === COMMANDS[id].says), id).toEqual([{ keys: keysFor(id, build).map((k) => displayAccelerator(k, false)).join(', '), text: COMMANDS[id].says }]);
    }
  });

  it('handles every key of the table’s own lines', () => {
    const ctx = EVERY_PILE(build);
    for (const line of TABLE_KEY_LINES) {
      for (const k of line.keys.flatMap(expand)) expect(keyAction(pressFor(k), ctx), `${k} (${line.text})`).not.toBeNull();
    }
  });
});

describe('the browser build', () => {
  it('uses no key a browser keeps for itself', () => {
    for (const id of COMMAND_IDS) for (const k of keysFor(id, 'browser')) expect(isBrowserReserved(k), `${id}: ${k}`).toBe(false);
  });

  it('gives its own keys where a browser keeps the desktop’s: Ctrl+N, Ctrl+T, Ctrl+R, Ctrl+D', () => {
    expect(['CmdOrCtrl+N', 'CmdOrCtrl+T', 'CmdOrCtrl+R', 'CmdOrCtrl+D', 'CmdOrCtrl+W', 'CmdOrCtrl+Q', 'F11'].every(isBrowserReserved)).toBe(true);
    expect(isBrowserReserved('CmdOrCtrl+Z')).toBe(false);
    expect(keysFor('new-game', 'browser')).toEqual(['N']);
    expect(keysFor('statistics', 'browser')).toEqual(['S']);
    expect(keysFor('new-game', 'desktop')).toEqual(['CmdOrCtrl+N']);
    // a desktop key the browser keeps is never handled there
    expect(keyAction(pressFor('CmdOrCtrl+N'), EVERY_PILE('browser'))).toBeNull();
    expect(keyAction(pressFor('CmdOrCtrl+N'), EVERY_PILE('desktop'))).toEqual({ kind: 'command', command: 'new-game' });
  });

  it('lists no quit, full screen or zoom key, which only the desktop build’s menu has', () => {
    const browser = shortcutLines(false, undefined, 'browser');
    const desktop = shortcutLines(false, undefined, 'desktop');
    for (const mac of [false, true]) {
      for (const view of viewKeyLines(mac)) {
        expect(browser.map((l) => l.text)).not.toContain(view.text);
        expect(desktop.map((l) => l.text)).toContain(view.text);
      }
    }
    const shown = browser.map((l) => l.keys).join(' ');
    for (const k of Object.values(VIEW_KEYS)) expect(shown).not.toContain(displayAccelerator(k, false));
    for (const k of BROWSER_RESERVED_KEYS.filter((r) => !isPlainKey(r))) expect(browser.map((l) => l.keys).flatMap((s) => s.split(', ')), k).not.toContain(displayAccelerator(k, false));
  });
});
