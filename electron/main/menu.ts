// The native menu as pure data: buildMenuTemplate turns the table's state, the words of the player's
// language and the platform into Electron's menu template, so every item, accelerator and enabled
// state is tested without Electron. index.ts hands the result to Menu.buildFromTemplate.
import type { MenuItemConstructorOptions } from 'electron';
import { GAME_IDS, MAIN_GAME_IDS, type GameId } from '../../shared/engine/games';
import type { HostCommand, TableState } from '../../shared/host/host';
import { ANIMATION_SPEEDS, type AnimationSpeed } from '../../shared/host/types';
import type { MessageKey } from '../../shared/i18n/keys';
import { SHORTCUTS, VIEW_SHORTCUTS } from '../../shared/ipc/shortcuts';

export interface MenuState {
  /** What the table last reported; null before the renderer has a game on it. */
  readonly table: TableState | null;
  readonly game: GameId;
  readonly animationSpeed: AnimationSpeed;
  /** Adds the developer tools item (unpackaged builds only). */
  readonly developer: boolean;
}

export interface MenuActions {
  command(command: HostCommand): void;
  chooseGame(game: GameId): void;
  setAnimationSpeed(speed: AnimationSpeed): void;
}

export type Translate = (key: MessageKey) => string;

export function buildMenuTemplate(state: MenuState, t: Translate, platform: NodeJS.Platform, actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const table = state.table;

  const command = (id: HostCommand, label: string, enabled = true): MenuItemConstructorOptions => ({
    id,
    label,
    enabled,
    ...(SHORTCUTS[id].accelerator ? { accelerator: SHORTCUTS[id].accelerator } : {}),
    // a plain letter is read by the table, which knows when a text field has the focus
    ...(SHORTCUTS[id].plainKey ? { registerAccelerator: false } : {}),
    click: () => actions.command(id),
  });

  const gameItem = (id: GameId): MenuItemConstructorOptions => ({
    id: `game:${id}`,
    label: t(`games.${id}`),
    type: 'radio',
    checked: state.game === id,
    click: () => actions.chooseGame(id),
  });
  const familyGames = GAME_IDS.filter((id) => !MAIN_GAME_IDS.includes(id));

  const gameMenu: MenuItemConstructorOptions = {
    id: 'menu:game',
    label: t('menu.game'),
    submenu: [
      command('new-game', t('commands.newGame')),
      command('restart', t('commands.restart'), table !== null),
      command('daily-deal', t('commands.dailyDeal')),
      { type: 'separator' },
      ...MAIN_GAME_IDS.map(gameItem),
      { type: 'separator' },
      ...familyGames.map(gameItem),
      { type: 'separator' },
      command('statistics', t('commands.statistics')),
      // on macOS Settings and Quit live in the app menu
      ...(mac
        ? []
        : ([
            command('settings', t('commands.settings')),
            { type: 'separator' },
            { id: 'quit', label: t('commands.quit'), role: 'quit', accelerator: VIEW_SHORTCUTS.quit },
          ] satisfies MenuItemConstructorOptions[])),
    ],
  };

  const redoAlternates: MenuItemConstructorOptions[] = (SHORTCUTS.redo.alternates ?? []).map((accelerator, i) => ({
    // the same command under its second key: hidden, but its accelerator still works
    id: `redo-alternate-${i}`,
    label: t('commands.redo'),
    accelerator,
    enabled: table?.canRedo ?? false,
    visible: false,
    acceleratorWorksWhenHidden: true,
    click: () => actions.command('redo'),
  }));

  const playMenu: MenuItemConstructorOptions = {
    id: 'menu:play',
    label: t('menu.play'),
    submenu: [
      command('undo', t('commands.undo'), table?.canUndo ?? false),
      command('redo', t('commands.redo'), table?.canRedo ?? false),
      ...redoAlternates,
      { type: 'separator' },
      command('hint', t('commands.hint'), table !== null),
      command('watch-solver', t('commands.watchSolver'), table !== null),
      command('auto-finish', t('commands.autoFinish'), table?.canAutoFinish ?? false),
    ],
  };

  const viewMenu: MenuItemConstructorOptions = {
    id: 'menu:view',
    label: t('menu.view'),
    submenu: [
      { id: 'zoom-in', label: t('commands.zoomIn'), role: 'zoomIn', accelerator: VIEW_SHORTCUTS.zoomIn },
      { id: 'zoom-out', label: t('commands.zoomOut'), role: 'zoomOut', accelerator: VIEW_SHORTCUTS.zoomOut },
      { id: 'reset-zoom', label: t('commands.resetZoom'), role: 'resetZoom', accelerator: VIEW_SHORTCUTS.resetZoom },
      { type: 'separator' },
      {
        id: 'full-screen',
        label: t('commands.fullScreen'),
        role: 'togglefullscreen',
        accelerator: mac ? VIEW_SHORTCUTS.fullScreenMac : VIEW_SHORTCUTS.fullScreen,
      },
      { type: 'separator' },
      {
        id: 'menu:animation-speed',
        label: t('commands.animationSpeed'),
        submenu: ANIMATION_SPEEDS.map(
          (speed): MenuItemConstructorOptions => ({
            id: `animation:${speed}`,
            label: t(`settings.animationSpeed.${speed}`),
            type: 'radio',
            checked: state.animationSpeed === speed,
            click: () => actions.setAnimationSpeed(speed),
          }),
        ),
      },
      ...(state.developer ? ([{ type: 'separator' }, { id: 'dev-tools', role: 'toggleDevTools' }] satisfies MenuItemConstructorOptions[]) : []),
    ],
  };

  const helpMenu: MenuItemConstructorOptions = {
    id: 'menu:help',
    label: t('menu.help'),
    role: 'help',
    submenu: [
      command('help', t('commands.howToPlay')),
      command('shortcuts', t('commands.shortcuts')),
      ...(mac ? [] : ([{ type: 'separator' }, command('about', t('commands.about'))] satisfies MenuItemConstructorOptions[])),
    ],
  };

  if (!mac) return [gameMenu, playMenu, viewMenu, helpMenu];

  const appMenu: MenuItemConstructorOptions = {
    id: 'menu:app',
    label: t('app.title'),
    submenu: [
      command('about', t('commands.about')),
      { type: 'separator' },
      command('settings', t('commands.settings')),
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { id: 'quit', label: t('commands.quit'), role: 'quit', accelerator: VIEW_SHORTCUTS.quit },
    ],
  };
  // macOS expects a Window menu; the role fills it with Minimise, Zoom and the window list
  const windowMenu: MenuItemConstructorOptions = { id: 'menu:window', role: 'windowMenu' };
  return [appMenu, gameMenu, playMenu, viewMenu, windowMenu, helpMenu];
}
