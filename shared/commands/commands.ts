// The command table: each command once, with its label, its keys, when it is enabled and where it
// sits in the native menu and the toolbar. The native menu (electron/main/menu.ts), the table's
// keymap (renderer/table/keymap.ts), the toolbar, the shortcut list and the help are all built from
// it; what a command does is the renderer's handler map (renderer/table/commands.ts), typed so that
// no command can lack one.
import type { TableState } from '../host/host';
import type { MessageKey } from '../i18n/keys';
import { COMMAND_IDS, type CommandCall, type CommandId, commandOf } from './ids';

export { COMMAND_IDS, type CommandCall, type CommandId, commandOf } from './ids';

/**
 * What a command's enabled state depends on: the TableState the renderer sends main (the renderer
 * reads the same values from its store); null before the table has a game on it.
 */
export type CommandState = TableState | null;

/**
 * A group of the native menu: menu.ts lays the groups out, with separators between them and the game
 * list, the View menu and the roles Electron fills around them.
 */
export type MenuGroup = 'game.deal' | 'game.windows' | 'play.moves' | 'play.solver' | 'help.main' | 'help.about' | 'app.about' | 'app.settings';

/** A group of the toolbar: the deals, the moves, then the icon buttons of the dialogs. */
export type ToolbarGroup = 'deal' | 'moves' | 'dialogs';

export interface Command {
  /** Its name on the menu item and the button (catalogue section `commands`). */
  readonly label: MessageKey;
  /** What it does, as the shortcut list and the help say it (catalogue section `shortcuts`). */
  readonly says: MessageKey;
  /**
   * Its keys in Electron's accelerator syntax; the menu shows the first and keeps the others as
   * hidden items that still work. A plain key (accelerator.ts isPlainKey) is read by the table only.
   */
  readonly keys: readonly string[];
  /** Why it cannot run in this state (a tooltip and the words said when its key is pressed), or null when it can. */
  readonly whyNot: (state: CommandState) => MessageKey | null;
  /** Whether it can run: `whyNot` gives no reason (so the two never disagree). */
  readonly enabled: (state: CommandState) => boolean;
  /**
   * It starts another game, leaving the one in progress (a loss once a move was played): the
   * renderer asks the player first. Open Deal asks when its dialog opens a deal. 'given a game':
   * only when called with a game (Choose Game with one deals it; alone it opens the picker).
   */
  readonly abandons?: true | 'given a game';
  readonly menu: MenuGroup;
  /** Where macOS puts it instead (its app menu). */
  readonly macMenu?: MenuGroup;
  /** Its button, if it has one. */
  readonly toolbar?: ToolbarGroup;
  /**
   * Its keys in the browser build, where they differ: the desktop keys a browser keeps for itself
   * (browser-keys.ts) are replaced there by keys a browser leaves to the page.
   */
  readonly browserKeys?: readonly string[];
}

/** The two builds of the app: Electron's window, or a browser tab (`npm run web`). */
export type Build = 'desktop' | 'browser';

/** A command's rule: `whyNot`, and `enabled` made from it. */
const when = (whyNot: (s: CommandState) => MessageKey | null): Pick<Command, 'whyNot' | 'enabled'> => ({ whyNot, enabled: (s) => whyNot(s) === null });
const always = when(() => null);
/**
 * Asks the solver about the position: needs a game still to play whose cards all lie face up (the
 * solver would read a face-down stock or talon; the session refuses it too).
 */
const solverCommand = (hidden: { stock: MessageKey; talon: MessageKey }) =>
  when((s) => {
    if (s === null) return 'unavailable.noGame';
    if (s.won) return 'unavailable.won';
    return s.faceDown === 'none' ? null : hidden[s.faceDown];
  });

export const COMMANDS: Readonly<Record<CommandId, Command>> = {
  'new-game': { label: 'commands.newGame', says: 'shortcuts.newGame', keys: ['CmdOrCtrl+N'], browserKeys: ['N'], ...always, abandons: true, menu: 'game.deal', toolbar: 'deal' },
  restart: {
    label: 'commands.restart',
    says: 'shortcuts.restart',
    keys: ['CmdOrCtrl+R'],
    browserKeys: ['R'],
    // a deal as dealt has nothing to restart
    ...when((s) => (s === null ? 'unavailable.noGame' : s.canUndo || s.canRedo ? null : 'unavailable.asDealt')),
    abandons: true,
    menu: 'game.deal',
    toolbar: 'deal',
  },
  'daily-deal': { label: 'commands.dailyDeal', says: 'shortcuts.dailyDeal', keys: ['CmdOrCtrl+D'], browserKeys: ['D'], ...always, abandons: true, menu: 'game.deal', toolbar: 'deal' },
  'open-deal': { label: 'commands.openDeal', says: 'shortcuts.openDeal', keys: ['CmdOrCtrl+O'], browserKeys: ['O'], ...always, menu: 'game.deal', toolbar: 'deal' },
  // a plain key in both builds: Ctrl+G is a browser's "find next"
  'choose-game': { label: 'commands.chooseGameDialog', says: 'shortcuts.chooseGame', keys: ['G'], ...always, abandons: 'given a game', menu: 'game.deal', toolbar: 'dialogs' },
  undo: { label: 'commands.undo', says: 'shortcuts.undo', keys: ['CmdOrCtrl+Z'], ...when((s) => (s?.canUndo ? null : 'table.announce.nothingToUndo')), menu: 'play.moves', toolbar: 'moves' },
  redo: {
    label: 'commands.redo',
    says: 'shortcuts.redo',
    keys: ['CmdOrCtrl+Shift+Z', 'CmdOrCtrl+Y'],
    browserKeys: ['CmdOrCtrl+Shift+Z'],
    ...when((s) => (s?.canRedo ? null : 'table.announce.nothingToRedo')),
    menu: 'play.moves',
    toolbar: 'moves',
  },
  hint: {
    label: 'commands.hint',
    says: 'shortcuts.hint',
    keys: ['H'],
    ...solverCommand({ stock: 'table.announce.hintHidden', talon: 'table.announce.hintHiddenTalon' }),
    menu: 'play.solver',
    toolbar: 'moves',
  },
  'auto-finish': {
    label: 'commands.autoFinish',
    says: 'shortcuts.autoFinish',
    keys: ['A'],
    ...when((s) => (s?.canAutoFinish ? null : 'unavailable.nothingHome')),
    menu: 'play.solver',
    toolbar: 'moves',
  },
  'watch-solver': {
    label: 'commands.watchSolver',
    says: 'shortcuts.watchSolver',
    keys: ['W'],
    ...solverCommand({ stock: 'table.announce.watchHidden', talon: 'table.announce.watchHiddenTalon' }),
    menu: 'play.solver',
    toolbar: 'moves',
  },
  statistics: {
    label: 'commands.statistics',
    says: 'shortcuts.statistics',
    keys: ['CmdOrCtrl+T'],
    browserKeys: ['S'],
    ...always,
    menu: 'game.windows',
    toolbar: 'dialogs',
  },
  settings: {
    label: 'commands.settings',
    says: 'shortcuts.settings',
    keys: ['CmdOrCtrl+,'],
    browserKeys: [','],
    ...always,
    menu: 'game.windows',
    macMenu: 'app.settings',
    toolbar: 'dialogs',
  },
  shortcuts: { label: 'commands.shortcuts', says: 'shortcuts.shortcuts', keys: ['?'], ...always, menu: 'help.main', toolbar: 'dialogs' },
  help: { label: 'commands.howToPlay', says: 'shortcuts.help', keys: ['F1'], ...always, menu: 'help.main', toolbar: 'dialogs' },
  about: { label: 'commands.about', says: 'commands.about', keys: [], ...always, menu: 'help.about', macMenu: 'app.about' },
};

/** Whether a call of a command leaves the game in progress (the player is asked first). */
export function abandonsOn(call: CommandCall): boolean {
  const abandons = COMMANDS[commandOf(call)].abandons;
  return abandons === true || (abandons === 'given a game' && typeof call !== 'string');
}

/** A command's keys in a build: the desktop's, or the browser's where the table gives them. */
export function keysFor(id: CommandId, build: Build): readonly string[] {
  const c = COMMANDS[id];
  return build === 'browser' ? (c.browserKeys ?? c.keys) : c.keys;
}

/** The commands of a menu group on a platform, in the table's order. */
export function commandsInMenu(group: MenuGroup, mac: boolean): CommandId[] {
  return COMMAND_IDS.filter((id) => {
    const c = COMMANDS[id];
    return (mac && c.macMenu ? c.macMenu : c.menu) === group;
  });
}

/** The buttons of a toolbar group, in the table's order. */
export const commandsInToolbar = (group: ToolbarGroup): CommandId[] => COMMAND_IDS.filter((id) => COMMANDS[id].toolbar === group);

/** Keys handled by Electron's own menu roles, not by commands: the desktop build's only (a browser has its own). */
export const VIEW_KEYS = {
  zoomIn: 'CmdOrCtrl+=',
  zoomOut: 'CmdOrCtrl+-',
  resetZoom: 'CmdOrCtrl+0',
  fullScreenMac: 'Ctrl+Cmd+F',
  fullScreen: 'F11',
  quit: 'CmdOrCtrl+Q',
} as const;
