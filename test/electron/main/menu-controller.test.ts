// The menu controller: the menu is built once and again only when the language changes; a table
// state or a setting sets enabled and checked on the built items whose value changed; the menu's own
// choices are saved and sent to the renderer. Electron's Menu is faked at the edge: `apply` builds a
// menu of plain items from the template, as Menu.buildFromTemplate would, and logs every change.
import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import type { TableState } from '../../../shared/host/host';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/host/types';
import { translate } from '../../../shared/i18n/translate';
import { MenuController, type LiveMenu, type LiveMenuItem } from '../../../electron/main/menu-controller';

/**
 * A built menu: one item per template item with an id, whose enabled and checked setters are logged.
 * A radio item's checked setter does what Electron's does (lib/browser/api/menu.ts): it checks the
 * item whatever the value and unchecks the other radio items between the same separators.
 */
function fakeMenu(template: MenuItemConstructorOptions[], changes: string[]): LiveMenu & { items: Map<string, LiveMenuItem & { label?: string }>; clicks: Map<string, unknown> } {
  const items = new Map<string, LiveMenuItem & { label?: string }>();
  const clicks = new Map<string, unknown>();
  const walk = (list: MenuItemConstructorOptions[]): void => {
    const values = list.map((o) => ({ enabled: o.enabled ?? true, checked: o.checked ?? false }));
    const radioGroup = (at: number): number[] => {
      let from = at;
      while (from > 0 && list[from - 1]!.type !== 'separator') from--;
      let to = at;
      while (to < list.length - 1 && list[to + 1]!.type !== 'separator') to++;
      return Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((i) => list[i]!.type === 'radio');
    };
    list.forEach((options, at) => {
      if (Array.isArray(options.submenu)) walk(options.submenu);
      if (!options.id) return;
      const value = values[at]!;
      clicks.set(options.id, options.click);
      items.set(options.id, {
        label: options.label,
        get enabled() {
          return value.enabled;
        },
        set enabled(v: boolean) {
          changes.push(`${options.id}.enabled=${v}`);
          value.enabled = v;
        },
        get checked() {
          return value.checked;
        },
        set checked(v: boolean) {
          changes.push(`${options.id}.checked=${v}`);
          if (options.type !== 'radio') {
            value.checked = v;
            return;
          }
          for (const i of radioGroup(at)) values[i]!.checked = false;
          value.checked = true;
        },
      });
    });
  };
  walk(template);
  return { items, clicks, getMenuItemById: (id) => items.get(id) ?? null };
}

const playing: TableState = { canUndo: true, canRedo: false, canAutoFinish: false, won: false, faceDown: 'none' };

function setup(settings: Settings = DEFAULT_SETTINGS) {
  let current = settings;
  const builds: ReturnType<typeof fakeMenu>[] = [];
  const changes: string[] = [];
  const sent: unknown[] = [];
  const controller = new MenuController({
    settings: { get: () => current, set: (s) => (current = s) },
    platform: 'linux',
    systemLocales: ['sw-KE', 'en-US'],
    developer: false,
    apply: (t) => {
      const menu = fakeMenu(t, changes);
      builds.push(menu);
      return menu;
    },
    sendCommand: (c) => sent.push(['command', c]),
    sendSettings: (s) => sent.push(['settings', s]),
  });
  const find = (id: string): LiveMenuItem & { label?: string } => {
    const found = builds.at(-1)?.items.get(id);
    if (!found) throw new Error(id);
    return found;
  };
  const saveSettings = (change: Partial<Settings>): void => {
    current = { ...current, ...change };
    controller.settingsChanged();
  };
  return { controller, builds, changes, sent, find, saveSettings, settings: () => current };
}

describe('MenuController', () => {
  it('greys Undo until the table says there is something to undo', () => {
    const { controller, find } = setup();
    controller.rebuild();
    expect(find('undo').enabled).toBe(false);
    controller.setTableState(playing);
    expect(find('undo').enabled).toBe(true);
  });

  it('sets on a table state only the items whose value changed, without building the menu again', () => {
    const { controller, builds, changes, find } = setup();
    controller.rebuild();
    controller.setTableState(playing);
    expect(builds).toHaveLength(1);
    // the first state enables what needs a table, and Undo
    expect(changes.sort()).toEqual(['hint.enabled=true', 'restart.enabled=true', 'undo.enabled=true', 'watch-solver.enabled=true']);
    changes.length = 0;
    controller.setTableState({ ...playing, canRedo: true });
    expect(changes).toEqual(['redo.enabled=true', 'redo-alternate-0.enabled=true']);
    expect(find('redo').enabled).toBe(true);
    changes.length = 0;
    // a move that changes nothing the menu shows touches no item
    controller.setTableState({ ...playing, canRedo: true });
    expect(changes).toEqual([]);
    expect(builds).toHaveLength(1);
    // a win greys what asks the solver
    controller.setTableState({ ...playing, canRedo: true, won: true });
    expect(changes.sort()).toEqual(['hint.enabled=false', 'watch-solver.enabled=false']);
    expect(builds).toHaveLength(1);
  });

  it('checks the game chosen elsewhere (the status bar) without a rebuild', () => {
    const { controller, builds, changes, find, saveSettings } = setup();
    controller.rebuild();
    saveSettings({ game: 'fortress' });
    expect(builds).toHaveLength(1);
    // only the new one is set: Electron unchecks the rest of the list
    expect(changes).toEqual(['game:fortress.checked=true']);
    expect(find('game:fortress').checked).toBe(true);
    expect(find('game:beleaguered-castle').checked).toBe(false);
    // a variant after a main game: one list, so one game checked
    saveSettings({ game: 'fastness' });
    expect(['beleaguered-castle', 'fortress', 'fastness', 'citadel'].map((g) => find(`game:${g}`).checked)).toEqual([false, false, true, false]);
    expect(builds).toHaveLength(1);
  });

  it('builds the menu again when the language changes, in the new words and with the table state it had', () => {
    const { controller, builds, find, saveSettings } = setup();
    controller.rebuild();
    controller.setTableState(playing);
    expect(find('undo').label).toBe(translate('sw', 'commands.undo'));
    saveSettings({ language: 'sv' });
    expect(builds).toHaveLength(2);
    expect(find('undo').label).toBe(translate('sv', 'commands.undo'));
    expect(find('undo').enabled).toBe(true);
    // the same language again is no new build
    saveSettings({ language: 'sv', animationSpeed: 'slow' });
    expect(builds).toHaveLength(2);
    expect(find('animation:slow').checked).toBe(true);
  });

  it('builds the menu when a table state comes before any build', () => {
    const { controller, builds, find } = setup();
    controller.setTableState(playing);
    expect(builds).toHaveLength(1);
    expect(find('undo').enabled).toBe(true);
  });

  it('labels the menu in the system language until one is chosen, then in that one', () => {
    const system = setup();
    system.controller.rebuild();
    expect(system.find('undo').label).toBe(translate('sw', 'commands.undo'));
    expect(system.find('undo').label).not.toBe('Undo');
    const chosen = setup({ ...DEFAULT_SETTINGS, language: 'en' });
    chosen.controller.rebuild();
    expect(chosen.find('undo').label).toBe('Undo');
  });

  it('sends a game chosen in the menu as Choose Game with it, and leaves the settings to the renderer', () => {
    const { controller, find, sent, settings, builds, saveSettings } = setup();
    controller.rebuild();
    // Electron checks the radio item clicked before its click handler runs
    find('game:fortress').checked = true;
    (builds[0]!.clicks.get('game:fortress') as () => void)();
    expect(sent).toEqual([['command', { command: 'choose-game', game: 'fortress' }]]);
    expect(settings().game).toBe('beleaguered-castle');
    // until the renderer deals it (the player may keep the game in progress), the game played stays checked
    expect(find('game:beleaguered-castle').checked).toBe(true);
    expect(find('game:fortress').checked).toBe(false);
    // the renderer's session dealt it and saved the settings: the menu follows
    saveSettings({ game: 'fortress' });
    expect(find('game:fortress').checked).toBe(true);
    expect(builds).toHaveLength(1);
  });

  it('saves an animation speed chosen in the menu and tells the renderer', () => {
    const { controller, find, sent, settings, builds } = setup();
    controller.rebuild();
    (builds[0]!.clicks.get('animation:off') as () => void)();
    expect(settings().animationSpeed).toBe('off');
    expect(sent).toEqual([['settings', { ...DEFAULT_SETTINGS, animationSpeed: 'off' }]]);
    expect(find('animation:off').checked).toBe(true);
  });
});
