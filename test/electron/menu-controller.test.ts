// The menu controller: table state and settings rebuild the menu; the menu's own choices are saved
// and sent to the renderer.
import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/host/types';
import { translate } from '../../shared/i18n/translate';
import { MenuController } from '../../electron/main/menu-controller';

function setup(settings: Settings = DEFAULT_SETTINGS) {
  let current = settings;
  const applied: MenuItemConstructorOptions[][] = [];
  const sent: unknown[] = [];
  const controller = new MenuController({
    settings: { get: () => current, set: (s) => (current = s) },
    platform: 'linux',
    systemLocales: ['sw-KE', 'en-US'],
    developer: false,
    apply: (t) => applied.push(t),
    sendCommand: (c) => sent.push(['command', c]),
    sendSettings: (s) => sent.push(['settings', s]),
  });
  const find = (id: string): MenuItemConstructorOptions => {
    const walk = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions | undefined =>
      items.map((i) => (i.id === id ? i : Array.isArray(i.submenu) ? walk(i.submenu) : undefined)).find((i) => i !== undefined);
    const found = walk(applied.at(-1) ?? []);
    if (!found) throw new Error(id);
    return found;
  };
  return { controller, applied, sent, find, settings: () => current };
}

describe('MenuController', () => {
  it('greys Undo until the table says there is something to undo', () => {
    const { controller, find } = setup();
    controller.rebuild();
    expect(find('undo').enabled).toBe(false);
    controller.setTableState({ canUndo: true, canRedo: false, canAutoFinish: false, game: 'citadel' });
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

  it('saves a game chosen in the menu, tells the renderer, and deals it', () => {
    const { controller, find, sent, settings } = setup();
    controller.rebuild();
    (find('game:fortress').click as () => void)();
    expect(settings().game).toBe('fortress');
    expect(sent).toEqual([
      ['settings', { ...DEFAULT_SETTINGS, game: 'fortress' }],
      ['command', 'new-game'],
    ]);
    expect(find('game:fortress').checked).toBe(true);
  });

  it('saves an animation speed chosen in the menu and tells the renderer', () => {
    const { controller, find, sent, settings } = setup();
    controller.rebuild();
    (find('animation:off').click as () => void)();
    expect(settings().animationSpeed).toBe('off');
    expect(sent).toEqual([['settings', { ...DEFAULT_SETTINGS, animationSpeed: 'off' }]]);
  });
});
