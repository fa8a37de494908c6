// @vitest-environment happy-dom
// The command table (shared/commands) is the one source of every command's keys: the native menu,
// the keymap, the toolbar's tooltips, the shortcut list and the help all carry the same keys for
// each command, no command key is one of the table's own keys, and every command has a handler that
// runs only while the table says the command is enabled.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import type { MenuItemConstructorOptions } from 'electron';
import { COMMAND_IDS, COMMANDS, keysFor, type CommandId, type CommandState } from '../../../shared/commands/commands';
import { isPlainKey, parseAccelerator, type KeyPress } from '../../../shared/commands/accelerator';
import { translate } from '../../../shared/i18n/translate';
import { buildMenuTemplate } from '../../../electron/main/menu';
import { commandForKey, keyAction } from '../../../renderer/table/keymap';
import { TABLE_KEYS } from '../../../renderer/table/table-keys';
import { commandHandlers, playerCommand, runCommand, type CommandTargets, type DialogName } from '../../../renderer/table/commands';
import { GAMES, GAME_IDS } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { faceDownPile } from '../../../shared/engine/position';
import { LANGUAGES, messages } from '../../../shared/i18n';
import { lookup } from '../../../shared/i18n/translate';
import { ENGLISH_KEY_NAMES, commandKeys, displayAccelerator, shortcutLines } from '../../../renderer/dialogs/shortcut-lines';
import TableToolbar from '../../../renderer/components/TableToolbar.vue';
import HelpDialog from '../../../renderer/dialogs/HelpDialog.vue';
import { createAppI18n } from '../i18n';
import { setHost } from '../../../renderer/host';
import { createBrowserHost, memoryStore } from '../../../renderer/host/browser-host';
import { setSolver } from '../../../renderer/stores/solver-link';
import { useGameStore } from '../../../renderer/stores/game';

/** The key press that gives an accelerator, as a browser reports it. */
function pressFor(accelerator: string, mac: boolean): KeyPress {
  const a = parseAccelerator(accelerator);
  const key = isPlainKey(accelerator) ? a.key : a.key.length === 1 ? (a.shift ? a.key.toUpperCase() : a.key.toLowerCase()) : a.key;
  const shift = isPlainKey(accelerator) ? a.key !== a.key.toLowerCase() : a.shift;
  return { key, ctrlKey: a.commandOrControl && !mac, metaKey: a.commandOrControl && mac, shiftKey: shift, altKey: a.alt };
}

function menuItems(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? menuItems(item.submenu) : [])]);
}

describe('the command table', () => {
  const withKeys = COMMAND_IDS.filter((id) => COMMANDS[id].keys.length > 0);

  it('has the commands of the issue with their keys', () => {
    expect(COMMANDS['open-deal'].keys).toEqual(['CmdOrCtrl+O']);
    expect(COMMANDS['watch-solver'].keys).toEqual(['W']);
    expect(COMMANDS.hint.keys).toEqual(['H']);
    expect(COMMANDS['auto-finish'].keys).toEqual(['A']);
    expect(COMMANDS.shortcuts.keys).toEqual(['?']);
    expect(COMMANDS['choose-game'].keys).toEqual(['G']);
    expect(translate('en', COMMANDS['choose-game'].label)).toBe('Choose Game…');
    expect(translate('en', COMMANDS['watch-solver'].label)).toBe('Watch the Solver');
    expect(translate('en', COMMANDS['open-deal'].label)).toBe('Open Deal…');
  });

  it('gives no two commands the same key, in either build', () => {
    for (const build of ['desktop', 'browser'] as const) {
      const all = withKeys.flatMap((id) => keysFor(id, build));
      expect(new Set(all).size, build).toBe(all.length);
    }
  });

  it('uses none of the table keys (move notation, arrows, Enter, Space, Escape), with or without Shift', () => {
    for (const key of TABLE_KEYS) {
      for (const shiftKey of [false, true]) {
        const press = { key, ctrlKey: false, metaKey: false, altKey: false, shiftKey };
        for (const build of ['desktop', 'browser'] as const) expect(commandForKey(press, build), `${key}${shiftKey ? ' with Shift' : ''} (${build})`).toBeNull();
      }
    }
    // and a table key still means the table's own thing
    expect(keyAction({ key: 'h', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false }, { build: 'desktop', holding: true, rules: GAMES['beleaguered-castle'] })).toMatchObject({ kind: 'pile' });
  });

  it('carries the same keys in the menu, the keymap, the shortcut list and the toolbar', () => {
    const pinia = createPinia();
    setActivePinia(pinia);
    setHost(createBrowserHost(memoryStore()));
    setSolver(null);
    useGameStore().startDeal('beleaguered-castle', 1);
    const toolbar = mount(TableToolbar, { global: { plugins: [pinia, createAppI18n('en')] } });
    const lines = shortcutLines(GAMES['beleaguered-castle'], false);
    for (const platform of ['linux', 'darwin'] as const) {
      const mac = platform === 'darwin';
      const template = buildMenuTemplate(
        { table: null, game: 'citadel', animationSpeed: 'fast', developer: false },
        (k) => translate('en', k),
        platform,
        { command: () => undefined, chooseGame: () => undefined, setAnimationSpeed: () => undefined },
      );
      const items = menuItems(template);
      for (const id of COMMAND_IDS) {
        const keys = COMMANDS[id].keys;
        // the menu: the first key on the item, each further key on a hidden item of the same command
        const menuKeys = items.filter((i) => i.id === id || i.id?.startsWith(`${id}-alternate-`)).map((i) => i.accelerator);
        expect(menuKeys.filter((k) => k !== undefined), `${id} in the menu`).toEqual(keys);
        // the keymap: each key's press gives this command
        for (const k of keys) expect(commandForKey(pressFor(k, mac), 'desktop'), `${k} on ${platform}`).toBe(id);
      }
    }
    for (const id of withKeys) {
      const shown = commandKeys(id, false, ENGLISH_KEY_NAMES);
      expect(shown).toBe(COMMANDS[id].keys.map((k) => displayAccelerator(k, false)).join(', '));
      // the shortcut list (the overlay and the help): one line, these keys, what it does
      expect(lines.filter((l) => l.text === COMMANDS[id].says), id).toEqual([{ keys: shown, text: COMMANDS[id].says }]);
      // the toolbar (here in the browser build, as the test's host is the browser's): its button's
      // tooltip names it with that build's keys (and, while it is off, says why)
      const button = toolbar.find(`[data-command="${id}"]`);
      if (COMMANDS[id].toolbar) expect(button.attributes('title')?.split(' — ')[0], id).toBe(`${translate('en', COMMANDS[id].label)} (${commandKeys(id, false, ENGLISH_KEY_NAMES, 'browser')})`);
      else expect(button.exists()).toBe(false);
    }
    // the table's own lines name no command's keys
    const commandLines = new Set(withKeys.map((id) => COMMANDS[id].says));
    const tableKeys = lines.filter((l) => !commandLines.has(l.text)).map((l) => l.keys);
    for (const id of withKeys) expect(tableKeys, id).not.toContain(commandKeys(id, false));
  });

  it('shows the same list in the help', () => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const help = mount(HelpDialog, { props: { mac: false, build: 'desktop' }, global: { plugins: [pinia, createAppI18n('en')] } });
    const rows = help.findAll('[data-test="shortcuts"] tr').map((r) => ({ keys: r.find('kbd').text(), text: r.find('td').text() }));
    for (const id of withKeys) expect(rows, id).toContainEqual({ keys: commandKeys(id, false), text: translate('en', COMMANDS[id].says) });
  });
});

describe('command handlers', () => {
  function targets() {
    const log: string[] = [];
    const t: CommandTargets = {
      game: {
        newGame: (game) => log.push(game === undefined ? 'newGame' : `newGame:${game}`),
        restart: () => log.push('restart'),
        dailyDeal: () => log.push('dailyDeal'),
        undo: () => log.push('undo'),
        redo: () => log.push('redo'),
        showHint: () => log.push('showHint'),
        autoFinish: () => log.push('autoFinish'),
        watchSolver: () => log.push('watchSolver'),
      },
      openDialog: (name: DialogName) => log.push(`dialog:${name}`),
      openShortcuts: () => log.push('shortcuts'),
    };
    return { log, handlers: commandHandlers(t) };
  }
  const everything: CommandState = { canUndo: true, canRedo: true, canAutoFinish: true, won: false, faceDown: 'none' };

  it('does for each command what it names', () => {
    const { log, handlers } = targets();
    const expected: Record<CommandId, string> = {
      'new-game': 'newGame',
      restart: 'restart',
      'daily-deal': 'dailyDeal',
      'open-deal': 'dialog:open-deal',
      'choose-game': 'dialog:choose-game',
      undo: 'undo',
      redo: 'redo',
      hint: 'showHint',
      'auto-finish': 'autoFinish',
      'watch-solver': 'watchSolver',
      statistics: 'dialog:statistics',
      settings: 'dialog:settings',
      help: 'dialog:help',
      shortcuts: 'shortcuts',
      about: 'dialog:about',
    };
    for (const id of COMMAND_IDS) {
      log.length = 0;
      expect(runCommand(handlers, id, everything)).toBe(true);
      expect(log, id).toEqual([expected[id]]);
    }
  });

  it('runs a command only while the table enables it', () => {
    const { log, handlers } = targets();
    const fresh: NonNullable<CommandState> = { canUndo: false, canRedo: false, canAutoFinish: false, won: false, faceDown: 'none' };
    for (const id of ['undo', 'redo', 'auto-finish', 'restart'] as const) expect(runCommand(handlers, id, fresh), id).toBe(false);
    expect(log).toEqual([]);
    expect(runCommand(handlers, 'hint', fresh)).toBe(true);
    expect(runCommand(handlers, 'redo', { ...fresh, canRedo: true })).toBe(true);
    expect(log).toEqual(['showHint', 'redo']);
    // a won game has nothing to hint or to watch
    for (const id of ['hint', 'watch-solver'] as const) expect(runCommand(handlers, id, { ...fresh, canUndo: true, won: true }), id).toBe(false);
  });

  it('turns Hint and Watch the solver off in the games whose stock or talon lies face down, and says why', () => {
    const why: Record<string, [string | null, string | null]> = {};
    for (const game of GAME_IDS) {
      const p = dealPosition(game, 1);
      const state: CommandState = { canUndo: false, canRedo: false, canAutoFinish: false, won: false, faceDown: faceDownPile(p) };
      why[game] = [COMMANDS.hint.whyNot(state), COMMANDS['watch-solver'].whyNot(state)];
      for (const id of ['hint', 'watch-solver'] as const) expect(COMMANDS[id].enabled(state), `${game} ${id}`).toBe(why[game]![id === 'hint' ? 0 : 1] === null);
    }
    expect(why.zerline).toEqual(['table.announce.hintHidden', 'table.announce.watchHidden']);
    expect(why['zerline-3-decks']).toEqual(['table.announce.hintHidden', 'table.announce.watchHidden']);
    expect(why.soother).toEqual(['table.announce.hintHidden', 'table.announce.watchHidden']);
    expect(why.chequers).toEqual(['table.announce.hintHiddenTalon', 'table.announce.watchHiddenTalon']);
    for (const game of GAME_IDS.filter((g) => !['zerline', 'zerline-3-decks', 'soother', 'chequers'].includes(g))) expect(why[game], game).toEqual([null, null]);
  });

  it('gives every command that is off a reason in every language, and none that is on', () => {
    const states: CommandState[] = [null];
    for (const won of [false, true])
      for (const faceDown of ['none', 'stock', 'talon'] as const)
        for (const bits of [0, 1, 2, 4, 7]) states.push({ canUndo: (bits & 1) > 0, canRedo: (bits & 2) > 0, canAutoFinish: (bits & 4) > 0, won, faceDown });
    for (const id of COMMAND_IDS) {
      for (const state of states) {
        const why = COMMANDS[id].whyNot(state);
        expect(COMMANDS[id].enabled(state), `${id} ${JSON.stringify(state)}`).toBe(why === null);
        for (const lang of LANGUAGES) if (why !== null) expect(lookup(messages[lang], why), `${lang} ${why}`).toBeTypeOf('string');
      }
    }
    expect(COMMANDS.undo.whyNot(states[1]!)).toBe('table.announce.nothingToUndo');
    expect(COMMANDS.hint.whyNot({ ...states[1]!, canUndo: true, won: true })).toBe('unavailable.won');
    expect(COMMANDS.restart.whyNot(null)).toBe('unavailable.noGame');
  });

  describe('as the player gives them', () => {
    function hooks(state: CommandState, agrees: boolean) {
      const said: string[] = [];
      let asked = 0;
      return {
        said,
        asked: () => asked,
        hooks: {
          state: () => state,
          refused: (why: string) => said.push(why),
          confirmAbandon: () => {
            asked++;
            return Promise.resolve(agrees);
          },
        },
      };
    }

    it('says why a command that is off does not run, and runs nothing', async () => {
      const { log, handlers } = targets();
      const h = hooks({ ...everything!, faceDown: 'stock' }, true);
      await expect(playerCommand(handlers, 'hint', h.hooks)).resolves.toBe(false);
      expect(h.said).toEqual(['table.announce.hintHidden']);
      expect(log).toEqual([]);
    });

    it('asks before a command that leaves the game, and runs it only when the player agrees', async () => {
      for (const agrees of [false, true]) {
        for (const id of COMMAND_IDS) {
          const { log, handlers } = targets();
          const h = hooks(everything, agrees);
          const ran = await playerCommand(handlers, id, h.hooks);
          const abandons = ['new-game', 'restart', 'daily-deal'].includes(id);
          expect(h.asked(), id).toBe(abandons ? 1 : 0);
          expect(ran, id).toBe(!abandons || agrees);
          expect(log.length, id).toBe(ran ? 1 : 0);
        }
      }
    });

    it('Choose Game with a game asks first and deals that game; alone it opens the picker without asking', async () => {
      for (const agrees of [false, true]) {
        const { log, handlers } = targets();
        const h = hooks(everything, agrees);
        await expect(playerCommand(handlers, { command: 'choose-game', game: 'fortress' }, h.hooks)).resolves.toBe(agrees);
        expect(h.asked()).toBe(1);
        expect(log).toEqual(agrees ? ['newGame:fortress'] : []);
      }
      const { log, handlers } = targets();
      const h = hooks(everything, false);
      await expect(playerCommand(handlers, 'choose-game', h.hooks)).resolves.toBe(true);
      expect(h.asked()).toBe(0);
      expect(log).toEqual(['dialog:choose-game']);
    });
  });
});
