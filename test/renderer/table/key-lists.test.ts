// The key lists of both builds (the shortcut overlay and the help list shortcutLines): every key a
// list shows is a key that build handles (the table's keymap, or in the desktop build the native
// menu's roles), the browser build uses no key a browser keeps for itself, and it lists no key it
// does not have (quit, full screen, zoom). Each game's list names the keys of the piles on its
// table, each as the move notation names that pile, and no other.
import { describe, expect, it } from 'vitest';
import { COMMAND_IDS, COMMANDS, VIEW_KEYS, keysFor, type Build } from '../../../shared/commands/commands';
import { isPlainKey, parseAccelerator, type KeyPress } from '../../../shared/commands/accelerator';
import { BROWSER_RESERVED_KEYS, isBrowserReserved } from '../../../shared/commands/browser-keys';
import { ALL_GAME_IDS, GAMES } from '../../../shared/engine/games';
import { PILE_ALPHABET } from '../../../shared/formats/pile-alphabet';
import { keyAction, type KeyContext } from '../../../renderer/table/keymap';
import { type TableKey, displayAccelerator, shortcutLines, tableKeyLines, viewKeyLines } from '../../../renderer/dialogs/shortcut-lines';
import { slotsOf } from '../../../renderer/table/slots';
import { pileToText } from '../../../shared/formats/move-text';

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
function expand(k: TableKey): string[] {
  if (typeof k === 'string') return [k];
  const out: string[] = [];
  for (let c = k.from.charCodeAt(0); c <= k.to.charCodeAt(0); c++) out.push(String.fromCharCode(c));
  return out;
}

/** A table of many piles (Chequers: 25 rows, King piles, a talon), a card held. */
const EVERY_PILE = (build: Build): KeyContext => ({ build, holding: true, rules: GAMES.chequers });

/** The keys a line of the list shows, read back as the player reads them: `1 – 9, 0, a, b` is ten rows and two cells. */
const keysOfLine = (shown: string): string[] =>
  shown.split(', ').flatMap((part) => {
    const range = part.split(' – ');
    return range.length === 2 ? expand({ from: range[0]!, to: range[1]! }) : [part];
  });

describe.each(BUILDS)('the %s build', (build) => {
  it('handles every command key its list shows, each as that command', () => {
    for (const id of COMMAND_IDS) {
      for (const k of keysFor(id, build)) expect(keyAction(pressFor(k), EVERY_PILE(build)), `${id}: ${k}`).toEqual({ kind: 'command', command: id });
    }
    const lines = shortcutLines(GAMES.chequers, false, undefined, build);
    for (const id of COMMAND_IDS.filter((c) => keysFor(c, build).length > 0)) {
      expect(lines.filter((l) => l.text === COMMANDS[id].says), id).toEqual([{ keys: keysFor(id, build).map((k) => displayAccelerator(k, false)).join(', '), text: COMMANDS[id].says }]);
    }
  });

  it('handles every key of the table’s own lines, in every game', () => {
    for (const id of ALL_GAME_IDS) {
      const ctx: KeyContext = { build, holding: true, rules: GAMES[id] };
      for (const line of tableKeyLines(GAMES[id])) {
        for (const k of line.keys.flatMap(expand)) expect(keyAction(pressFor(k), ctx), `${id}: ${k} (${line.text})`).not.toBeNull();
      }
    }
  });
});

describe.each(ALL_GAME_IDS)('the shortcut list of %s', (id) => {
  const rules = GAMES[id];
  // the first line that picks up and drops is the piles' (Enter and Space have the next)
  const shown = keysOfLine(shortcutLines(rules, false).find((l) => l.text === 'shortcuts.pickOrDrop')!.keys);

  it('names each pile on its table once, by the notation’s character for it, and no pile it lacks', () => {
    const chars = new Set(slotsOf(rules).map((slot) => pileToText(slot, rules)));
    const expected = PILE_ALPHABET.filter((c) => chars.has(c.char)).map((c) => c.char);
    expect(shown).toEqual(expected);
  });

  it('shows the keys the keymap takes for those piles, and the keymap takes no other pile key', () => {
    const holding: KeyContext = { build: 'desktop', holding: true, rules };
    const press = (key: string): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false });
    for (const c of PILE_ALPHABET) {
      const action = keyAction(press(c.char), holding);
      if (shown.includes(c.char)) expect(action, c.char).toEqual({ kind: 'pile', pile: c.pile });
      else expect(action, c.char).toBeNull();
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
    const browser = shortcutLines(GAMES.chequers, false, undefined, 'browser');
    const desktop = shortcutLines(GAMES.chequers, false, undefined, 'desktop');
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
