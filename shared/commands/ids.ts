// Every command of the app, once. The rest of the command table (labels, keys, when each is enabled,
// where it sits in the menu) is commands.ts; this list has only a type import so the host contract can
// name the ids without pulling the table in.
import type { GameId } from '../engine/games';

export const COMMAND_IDS = [
  'new-game',
  'restart',
  'daily-deal',
  'open-deal',
  'choose-game',
  'undo',
  'redo',
  'hint',
  'auto-finish',
  'watch-solver',
  'statistics',
  'settings',
  'help',
  'shortcuts',
  'about',
] as const;
export type CommandId = (typeof COMMAND_IDS)[number];

/**
 * A command as it is given: its id alone, or Choose Game with the game chosen (the status bar's list,
 * the picker, the native menu's game list). Choose Game alone opens the picker.
 */
export type CommandCall = CommandId | { readonly command: 'choose-game'; readonly game: GameId };

/** The command a call names. */
export const commandOf = (call: CommandCall): CommandId => (typeof call === 'string' ? call : call.command);
