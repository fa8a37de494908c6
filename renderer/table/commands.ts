// What each command does: a handler per command id, typed so that no command of shared/commands can
// lack one. The menu, the keys and the toolbar all end in runCommand, so a command behaves the same
// wherever it comes from, and only while the command table says it is enabled.
import { COMMANDS, type CommandCall, type CommandId, type CommandState, abandonsOn, commandOf } from '../../shared/commands/commands';
import type { GameId } from '../../shared/engine/games';
import type { MessageKey } from '../../shared/i18n/keys';

/** Dialogs another part of the app draws; the table only opens and closes them. */
export const DIALOGS = ['statistics', 'settings', 'help', 'about', 'open-deal', 'choose-game', 'welcome'] as const;
export type DialogName = (typeof DIALOGS)[number];

/** A handler per command; Choose Game's is given the game when the call names one. */
export type CommandHandlers = Readonly<Record<Exclude<CommandId, 'choose-game'>, () => void>> & { readonly 'choose-game': (game?: GameId) => void };

/** What the handlers act on: the game store's actions and the window's dialogs. */
export interface CommandTargets {
  readonly game: {
    newGame(game?: GameId): unknown;
    restart(): void;
    dailyDeal(): unknown;
    undo(): void;
    redo(): void;
    showHint(): void;
    autoFinish(): void;
    watchSolver(): unknown;
  };
  openDialog(name: DialogName): void;
  openShortcuts(): void;
}

export function commandHandlers({ game, openDialog, openShortcuts }: CommandTargets): CommandHandlers {
  return {
    'new-game': () => void game.newGame(),
    restart: () => game.restart(),
    'daily-deal': () => void game.dailyDeal(),
    'open-deal': () => openDialog('open-deal'),
    // a game named is dealt (the session makes it the current game); none named, the picker opens
    'choose-game': (id) => (id === undefined ? openDialog('choose-game') : void game.newGame(id)),
    undo: () => game.undo(),
    redo: () => game.redo(),
    hint: () => game.showHint(),
    'auto-finish': () => game.autoFinish(),
    'watch-solver': () => void game.watchSolver(),
    statistics: () => openDialog('statistics'),
    settings: () => openDialog('settings'),
    help: () => openDialog('help'),
    shortcuts: () => openShortcuts(),
    about: () => openDialog('about'),
  };
}

/** Runs a command if the table's state enables it; says whether it ran. */
export function runCommand(handlers: CommandHandlers, call: CommandCall, state: CommandState): boolean {
  const id = commandOf(call);
  if (!COMMANDS[id].enabled(state)) return false;
  if (id === 'choose-game') handlers[id](typeof call === 'string' ? undefined : call.game);
  else handlers[id]();
  return true;
}

/** The state the command table reads, from the game store: the values the session tells the host. */
export function commandState(game: NonNullable<CommandState>): CommandState {
  return { canUndo: game.canUndo, canRedo: game.canRedo, canAutoFinish: game.canAutoFinish, won: game.won, faceDown: game.faceDown };
}

/** What a command the player gave needs besides its handler. */
export interface PlayerCommandHooks {
  /** The table's state now (asked again after the question: the game may have changed meanwhile). */
  state(): CommandState;
  /** The command cannot run: the player is told why (a key or a menu item that the toolbar shows disabled). */
  refused(why: MessageKey): void;
  /** The command would leave a game in progress: resolves true when the player agrees (or need not be asked). */
  confirmAbandon(): Promise<boolean>;
}

/**
 * A command as the player gives it (a key, a button, the menu): one that cannot run says why, one
 * that leaves a game in progress asks first; then runCommand. Resolves whether it ran.
 */
export async function playerCommand(handlers: CommandHandlers, call: CommandCall, hooks: PlayerCommandHooks): Promise<boolean> {
  const why = COMMANDS[commandOf(call)].whyNot(hooks.state());
  if (why !== null) {
    hooks.refused(why);
    return false;
  }
  if (abandonsOn(call) && !(await hooks.confirmAbandon())) return false;
  return runCommand(handlers, call, hooks.state());
}
