// The native menu as pure data: buildMenuTemplate turns the table's state, the words of the player's
// language and the platform into Electron's menu template, so every item, accelerator and enabled
// state is tested without Electron. The commands, their keys and when each is enabled come from the
// command table (shared/commands); menuValues gives the values that change between two builds
// (enabled, checked), which the menu controller sets on the built items instead of building again.
import type { MenuItemConstructorOptions } from 'electron';
import { COMMANDS, VIEW_KEYS, commandsInMenu, type CommandId, type MenuGroup } from '../../shared/commands/commands';
import { isPlainKey } from '../../shared/commands/accelerator';
import { GAME_IDS, type GameId } from '../../shared/engine/games';
import { GAME_GROUPS } from '../../shared/commands/game-groups';
import type { TableState } from '../../shared/host/host';
import { ANIMATION_SPEEDS, type AnimationSpeed } from '../../shared/host/types';
import type { MessageKey } from '../../shared/i18n/keys';

export interface MenuState {
  /** What the table last reported; null before the renderer has a game on it. */
  readonly table: TableState | null;
  readonly game: GameId;
  readonly animationSpeed: AnimationSpeed;
  /** Adds the developer tools item (unpackaged builds only). */
  readonly developer: boolean;
}

export interface MenuActions {
  command(command: CommandId): void;
  chooseGame(game: GameId): void;
  setAnimationSpeed(speed: AnimationSpeed): void;
}

export type Translate = (key: MessageKey) => string;

/**
 * The values of one item that change without a rebuild. Radio items say so: Electron's setter of a
 * radio item's `checked` checks it whatever the value and unchecks the rest of its list, so only the
 * newly checked item of a list is set.
 */
export interface ItemValue {
  readonly enabled?: boolean;
  readonly checked?: boolean;
  readonly radio?: true;
}

/** The id of a game's item in the menu's game list. */
export const gameItemId = (id: GameId): string => `game:${id}`;

/** The id of the hidden item that carries a command's further key (Ctrl+Y for Redo). */
const alternateId = (id: CommandId, index: number): string => `${id}-alternate-${index}`;

/** Every item's enabled and checked state for this state, by item id. */
export function menuValues(state: MenuState): Map<string, ItemValue> {
  const values = new Map<string, ItemValue>();
  for (const [id, command] of Object.entries(COMMANDS) as [CommandId, (typeof COMMANDS)[CommandId]][]) {
    const enabled = command.enabled(state.table);
    values.set(id, { enabled });
    command.keys.slice(1).forEach((_, i) => values.set(alternateId(id, i), { enabled }));
  }
  for (const id of GAME_IDS) values.set(gameItemId(id), { checked: state.game === id, radio: true });
  for (const speed of ANIMATION_SPEEDS) values.set(`animation:${speed}`, { checked: state.animationSpeed === speed, radio: true });
  return values;
}

export function buildMenuTemplate(state: MenuState, t: Translate, platform: NodeJS.Platform, actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const values = menuValues(state);
  const separator: MenuItemConstructorOptions = { type: 'separator' };

  const command = (id: CommandId): MenuItemConstructorOptions[] => {
    const { label, keys } = COMMANDS[id];
    const enabled = values.get(id)?.enabled ?? true;
    const item: MenuItemConstructorOptions = {
      id,
      label: t(label),
      enabled,
      ...(keys[0] ? { accelerator: keys[0] } : {}),
      // a plain letter is read by the table, which knows when a text field has the focus
      ...(keys[0] && isPlainKey(keys[0]) ? { registerAccelerator: false } : {}),
      click: () => actions.command(id),
    };
    // the same command under its further keys: hidden, but their accelerators still work
    const alternates = keys.slice(1).map(
      (accelerator, i): MenuItemConstructorOptions => ({
        id: alternateId(id, i),
        label: t(label),
        accelerator,
        enabled,
        visible: false,
        acceleratorWorksWhenHidden: true,
        click: () => actions.command(id),
      }),
    );
    return [item, ...alternates];
  };
  const group = (name: MenuGroup): MenuItemConstructorOptions[] => commandsInMenu(name, mac).flatMap(command);
  /** Groups with a separator between each two that have items. */
  const groups = (...parts: MenuItemConstructorOptions[][]): MenuItemConstructorOptions[] =>
    parts.filter((p) => p.length > 0).flatMap((p, i) => (i === 0 ? p : [separator, ...p]));

  const radio = (id: string, label: string, click: () => void): MenuItemConstructorOptions => ({
    id,
    label,
    type: 'radio',
    checked: values.get(id)?.checked ?? false,
    click,
  });
  const gameItem = (id: GameId): MenuItemConstructorOptions => radio(gameItemId(id), t(`games.${id}`), () => actions.chooseGame(id));
  // the games under a heading per deck count (shared/commands/game-groups.ts, as the renderer's pickers)
  const gameList = GAME_GROUPS.flatMap((g): MenuItemConstructorOptions[] => [
    { id: `games:${g.decks}`, label: t(g.label), enabled: false },
    ...g.games.map(gameItem),
  ]);
  const quit: MenuItemConstructorOptions = { id: 'quit', label: t('commands.quit'), role: 'quit', accelerator: VIEW_KEYS.quit };

  const gameMenu: MenuItemConstructorOptions = {
    id: 'menu:game',
    label: t('menu.game'),
    // one radio list per deck count under its heading (a separator or heading ends a radio list: with a
    // second group, the controller must uncheck the other list's item itself); on macOS Settings and
    // Quit live in the app menu
    submenu: groups(group('game.deal'), gameList, group('game.windows'), mac ? [] : [quit]),
  };

  const playMenu: MenuItemConstructorOptions = {
    id: 'menu:play',
    label: t('menu.play'),
    submenu: groups(group('play.moves'), group('play.solver')),
  };

  const viewMenu: MenuItemConstructorOptions = {
    id: 'menu:view',
    label: t('menu.view'),
    submenu: groups(
      [
        { id: 'zoom-in', label: t('commands.zoomIn'), role: 'zoomIn', accelerator: VIEW_KEYS.zoomIn },
        { id: 'zoom-out', label: t('commands.zoomOut'), role: 'zoomOut', accelerator: VIEW_KEYS.zoomOut },
        { id: 'reset-zoom', label: t('commands.resetZoom'), role: 'resetZoom', accelerator: VIEW_KEYS.resetZoom },
      ],
      [{ id: 'full-screen', label: t('commands.fullScreen'), role: 'togglefullscreen', accelerator: mac ? VIEW_KEYS.fullScreenMac : VIEW_KEYS.fullScreen }],
      [
        {
          id: 'menu:animation-speed',
          label: t('commands.animationSpeed'),
          submenu: ANIMATION_SPEEDS.map((speed) => radio(`animation:${speed}`, t(`settings.animationSpeed.${speed}`), () => actions.setAnimationSpeed(speed))),
        },
      ],
      state.developer ? [{ id: 'dev-tools', role: 'toggleDevTools' }] : [],
    ),
  };

  const helpMenu: MenuItemConstructorOptions = {
    id: 'menu:help',
    label: t('menu.help'),
    role: 'help',
    submenu: groups(group('help.main'), group('help.about')),
  };

  if (!mac) return [gameMenu, playMenu, viewMenu, helpMenu];

  const appMenu: MenuItemConstructorOptions = {
    id: 'menu:app',
    label: t('app.title'),
    submenu: groups(
      group('app.about'),
      group('app.settings'),
      [{ role: 'services' }],
      [{ role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }],
      [quit],
    ),
  };
  // macOS expects a Window menu; the role fills it with Minimise, Zoom and the window list
  const windowMenu: MenuItemConstructorOptions = { id: 'menu:window', role: 'windowMenu' };
  return [appMenu, gameMenu, playMenu, viewMenu, windowMenu, helpMenu];
}
