// Every command of the app, once. The rest of the command table (labels, keys, when each is enabled,
// where it sits in the menu) is commands.ts; this list has no imports so the host contract can name
// the ids without pulling the table in.
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
