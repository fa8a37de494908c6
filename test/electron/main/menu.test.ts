// The native menu as data: every command with its accelerator and enabled state, the radio lists,
// Cmd and the app menu on macOS, and every click reaching the right action.
import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { GAME_IDS } from '../../../shared/engine/games';
import { HOST_COMMANDS, type TableState } from '../../../shared/host/host';
import { ANIMATION_SPEEDS } from '../../../shared/host/types';
import { translate } from '../../../shared/i18n/translate';
import { COMMANDS } from '../../../shared/commands/commands';
import { GAME_GROUPS } from '../../../shared/commands/game-groups';
import { type MenuActions, type MenuState, buildMenuTemplate, menuValues } from '../../../electron/main/menu';

const en = (key: Parameters<typeof translate>[1]): string => translate('en', key);
const playing: TableState = { canUndo: true, canRedo: false, canAutoFinish: true, won: false, faceDown: 'none' };
const state = (table: TableState | null, more: Partial<MenuState> = {}): MenuState => ({ table, game: 'citadel', animationSpeed: 'fast', developer: false, ...more });

function recorder(): { actions: MenuActions; log: string[] } {
  const log: string[] = [];
  return {
    log,
    actions: {
      command: (c) => log.push(`command:${c}`),
      chooseGame: (g) => log.push(`game:${g}`),
      setAnimationSpeed: (s) => log.push(`speed:${s}`),
    },
  };
}

/** Every item of the template, depth first. */
function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}
const byId = (template: MenuItemConstructorOptions[], id: string): MenuItemConstructorOptions => {
  const found = items(template).find((i) => i.id === id);
  if (!found) throw new Error(`no menu item ${id}`);
  return found;
};
const click = (item: MenuItemConstructorOptions): void => (item.click as () => void)();

describe('buildMenuTemplate', () => {
  for (const platform of ['linux', 'win32', 'darwin'] as const) {
    describe(platform, () => {
      const { actions, log } = recorder();
      const template = buildMenuTemplate(state(playing), en, platform, actions);

      it('has every host command once, with its accelerator, sending that command', () => {
        for (const command of HOST_COMMANDS) {
          const matches = items(template).filter((i) => i.id === command);
          expect(matches, command).toHaveLength(1);
          const item = matches[0]!;
          expect(item.accelerator).toBe(COMMANDS[command].keys[0]);
          expect(item.label).toBe(en(COMMANDS[command].label));
          log.length = 0;
          click(item);
          expect(log).toEqual([`command:${command}`]);
        }
      });

      it('uses the accelerators of the issue: New Game Ctrl+N, Undo Ctrl+Z, Redo Ctrl+Shift+Z and Ctrl+Y', () => {
        expect(byId(template, 'new-game').accelerator).toBe('CmdOrCtrl+N');
        expect(byId(template, 'undo').accelerator).toBe('CmdOrCtrl+Z');
        expect(byId(template, 'redo').accelerator).toBe('CmdOrCtrl+Shift+Z');
        const alternate = byId(template, 'redo-alternate-0');
        expect(alternate).toMatchObject({ accelerator: 'CmdOrCtrl+Y', visible: false, acceleratorWorksWhenHidden: true });
        log.length = 0;
        click(alternate);
        expect(log).toEqual(['command:redo']);
      });

      it('shows plain-letter keys without registering them, so typing in a field stays typing', () => {
        for (const id of ['hint', 'auto-finish', 'watch-solver', 'shortcuts']) expect(byId(template, id).registerAccelerator).toBe(false);
        for (const id of ['new-game', 'undo', 'redo', 'daily-deal', 'open-deal', 'statistics', 'help']) expect(byId(template, id).registerAccelerator).toBeUndefined();
      });

      it('has the Game, Play, View and Help menus in order', () => {
        const labels = template.map((m) => m.label ?? m.role);
        const expected = ['Game', 'Play', 'View', 'Help'];
        expect(labels.filter((l) => expected.includes(String(l)))).toEqual(expected);
      });

      it('lists every game as a radio item, the chosen one checked, each choosing its game', () => {
        for (const id of GAME_IDS) {
          const item = byId(template, `game:${id}`);
          expect(item.type).toBe('radio');
          expect(item.checked).toBe(id === 'citadel');
          expect(item.label).toBe(en(`games.${id}`));
          log.length = 0;
          click(item);
          expect(log).toEqual([`game:${id}`]);
        }
      });

      it('groups the games by deck count, each group under its heading, as the game pickers do', () => {
        const game = template.find((m) => m.id === 'menu:game')!.submenu as MenuItemConstructorOptions[];
        const ids = game.map((i) => i.id ?? '');
        for (const g of GAME_GROUPS) {
          const at = ids.indexOf(`games:${g.decks}`);
          expect(game[at]).toMatchObject({ label: en(g.label), enabled: false });
          expect(ids.slice(at + 1, at + 1 + g.games.length)).toEqual(g.games.map((id) => `game:${id}`));
        }
        expect(GAME_GROUPS.flatMap((g) => g.games).sort()).toEqual([...GAME_IDS].sort());
      });

      it('has zoom, full screen and an animation speed radio list in View', () => {
        expect(byId(template, 'zoom-in')).toMatchObject({ role: 'zoomIn', accelerator: 'CmdOrCtrl+=' });
        expect(byId(template, 'zoom-out')).toMatchObject({ role: 'zoomOut', accelerator: 'CmdOrCtrl+-' });
        expect(byId(template, 'reset-zoom')).toMatchObject({ role: 'resetZoom', accelerator: 'CmdOrCtrl+0' });
        expect(byId(template, 'full-screen')).toMatchObject({ role: 'togglefullscreen', accelerator: platform === 'darwin' ? 'Ctrl+Cmd+F' : 'F11' });
        for (const speed of ANIMATION_SPEEDS) {
          const item = byId(template, `animation:${speed}`);
          expect(item).toMatchObject({ type: 'radio', checked: speed === 'fast' });
          log.length = 0;
          click(item);
          expect(log).toEqual([`speed:${speed}`]);
        }
      });

      it('has Open Deal with Ctrl+O in Game and Watch the solver with W in Play', () => {
        expect(items([template.find((m) => m.id === 'menu:game')!]).find((i) => i.id === 'open-deal')).toMatchObject({ accelerator: 'CmdOrCtrl+O', label: 'Open Deal…' });
        expect(items([template.find((m) => m.id === 'menu:play')!]).find((i) => i.id === 'watch-solver')).toMatchObject({ accelerator: 'W', label: 'Watch the Solver' });
      });

      it('has Quit with Cmd/Ctrl+Q', () => {
        expect(byId(template, 'quit')).toMatchObject({ role: 'quit', accelerator: 'CmdOrCtrl+Q' });
      });
    });
  }

  it('puts About, Settings and Quit in the app menu on macOS, and the Window menu', () => {
    const template = buildMenuTemplate(state(playing), en, 'darwin', recorder().actions);
    expect(template[0]!.id).toBe('menu:app');
    const appIds = items([template[0]!]).map((i) => i.id);
    expect(appIds).toEqual(expect.arrayContaining(['about', 'settings', 'quit']));
    expect(template.map((m) => m.id)).toContain('menu:window');
  });

  it('keeps About in Help and Quit in Game elsewhere', () => {
    const template = buildMenuTemplate(state(playing), en, 'win32', recorder().actions);
    expect(items([template.find((m) => m.id === 'menu:help')!]).map((i) => i.id)).toContain('about');
    expect(items([template.find((m) => m.id === 'menu:game')!]).map((i) => i.id)).toContain('quit');
    expect(template.map((m) => m.id)).not.toContain('menu:app');
  });

  it('enables items with the game: Undo greyed when there is nothing to undo', () => {
    const enabled = (table: TableState | null, id: string): boolean | undefined => byId(buildMenuTemplate(state(table), en, 'linux', recorder().actions), id).enabled;
    expect(enabled(playing, 'undo')).toBe(true);
    expect(enabled({ ...playing, canUndo: false }, 'undo')).toBe(false);
    expect(enabled(playing, 'redo')).toBe(false);
    expect(enabled({ ...playing, canRedo: true }, 'redo')).toBe(true);
    expect(enabled(playing, 'auto-finish')).toBe(true);
    expect(enabled({ ...playing, canAutoFinish: false }, 'auto-finish')).toBe(false);
    // before the table reports a game, nothing that needs one is enabled
    for (const id of ['undo', 'redo', 'hint', 'auto-finish', 'watch-solver', 'restart'] as const) expect(enabled(null, id)).toBe(false);
    for (const id of ['new-game', 'daily-deal', 'open-deal', 'statistics', 'help', 'shortcuts', 'about'] as const) expect(enabled(null, id)).toBe(true);
    // a deal as dealt has nothing to restart
    expect(enabled({ ...playing, canUndo: false }, 'restart')).toBe(false);
    expect(enabled({ ...playing, canUndo: false, canRedo: true }, 'restart')).toBe(true);
    // the hidden Ctrl+Y item follows Redo
    expect(enabled({ ...playing, canRedo: true }, 'redo-alternate-0')).toBe(true);
    expect(enabled(playing, 'redo-alternate-0')).toBe(false);
  });

  it('greys Hint and Watch the solver after a win and while a stock or talon lies face down, as the toolbar does', () => {
    const enabled = (table: TableState, id: string): boolean | undefined => byId(buildMenuTemplate(state(table), en, 'linux', recorder().actions), id).enabled;
    for (const id of ['hint', 'watch-solver'] as const) {
      expect(enabled(playing, id), id).toBe(true);
      expect(enabled({ ...playing, won: true }, id), id).toBe(false);
      expect(enabled({ ...playing, faceDown: 'stock' }, id), id).toBe(false);
      expect(enabled({ ...playing, faceDown: 'talon' }, id), id).toBe(false);
    }
    // the rest of the table goes on as before
    expect(enabled({ ...playing, faceDown: 'stock' }, 'undo')).toBe(true);
  });

  it('speaks the player\'s language', () => {
    const template = buildMenuTemplate(state(playing), (key) => translate('sv', key), 'linux', recorder().actions);
    expect(byId(template, 'undo').label).toBe(translate('sv', 'commands.undo'));
    expect(byId(template, 'undo').label).not.toBe('Undo');
  });

  it('adds the developer tools only to unpackaged builds', () => {
    expect(items(buildMenuTemplate(state(playing), en, 'linux', recorder().actions)).some((i) => i.role === 'toggleDevTools')).toBe(false);
    expect(items(buildMenuTemplate(state(playing, { developer: true }), en, 'linux', recorder().actions)).some((i) => i.role === 'toggleDevTools')).toBe(true);
  });
});

describe('menuValues', () => {
  it('gives each item the enabled and checked state the template builds it with', () => {
    for (const table of [null, playing, { ...playing, canUndo: false, canRedo: true, canAutoFinish: false }]) {
      const s = state(table);
      const template = buildMenuTemplate(s, en, 'linux', recorder().actions);
      const values = menuValues(s);
      for (const [id, value] of values) {
        const item = byId(template, id);
        if (value.enabled !== undefined) expect(item.enabled, id).toBe(value.enabled);
        if (value.checked !== undefined) expect(item.checked, id).toBe(value.checked);
      }
      // every command item and radio item is covered
      for (const item of items(template)) if (item.id && (item.type === 'radio' || item.click) && !item.id.startsWith('quit')) expect(values.has(item.id), item.id).toBe(true);
    }
  });

  it('never puts two separators together, nor one at either end of a menu', () => {
    for (const platform of ['linux', 'darwin'] as const) {
      for (const menu of buildMenuTemplate(state(playing, { developer: true }), en, platform, recorder().actions)) {
        if (!Array.isArray(menu.submenu)) continue;
        const types = menu.submenu.map((i) => i.type ?? 'normal');
        expect(types[0], menu.id).not.toBe('separator');
        expect(types.at(-1), menu.id).not.toBe('separator');
        expect(types.join(' '), menu.id).not.toContain('separator separator');
      }
    }
  });
});
