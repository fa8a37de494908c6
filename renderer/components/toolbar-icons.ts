// The toolbar's pictures, one per command, as stroked paths in a 16 x 16 box (drawn in the button's
// text colour). A command with no picture here keeps its words on its button in every width.
import type { CommandId } from '../../shared/commands/commands';

export const TOOLBAR_ICONS: Partial<Record<CommandId, string>> = {
  // a card and a plus
  'new-game': 'M4.5 1.5h7v13h-7z M8 5.5v5 M5.5 8h5',
  // a turn back to the start
  restart: 'M3.2 9.5a5 5 0 1 0 1.3-5 M4.5 1.5v3h3',
  // a calendar page
  'daily-deal': 'M2.5 3.5h11v10h-11z M2.5 6.5h11 M5.5 1.5v3 M10.5 1.5v3 M5 9.5h2 M9 9.5h2',
  // an open folder
  'open-deal': 'M1.5 13.5v-10h4l1.5 1.5h6v2 M1.5 13.5l2-6h11l-2 6z',
  undo: 'M5.5 3 2 6.5 5.5 10 M2 6.5h8a3.5 3.5 0 0 1 0 7H7',
  redo: 'M10.5 3 14 6.5 10.5 10 M14 6.5H6a3.5 3.5 0 0 0 0 7h3',
  // a light bulb
  hint: 'M8 1.5a4.5 4.5 0 0 0-2.5 8.2v2.3h5V9.7A4.5 4.5 0 0 0 8 1.5z M6 14.5h4',
  // cards going up home
  'auto-finish': 'M3.5 8 8 3.5 12.5 8 M3.5 12.5 8 8l4.5 4.5',
  // an eye: watching
  'watch-solver': 'M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z M10 8a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  statistics: 'M3 14.5v-5 M8 14.5v-9 M13 14.5v-13',
  // a table of games
  'choose-game': 'M1.5 1.5h5v5h-5z M9.5 1.5h5v5h-5z M1.5 9.5h5v5h-5z M9.5 9.5h5v5h-5z',
  // a cog
  settings:
    'M6.46 3.03 6.82 1.1 9.18 1.1 9.54 3.03 10.43 3.4 12.04 2.28 13.72 3.96 12.6 5.57 12.97 6.46 14.9 6.82 14.9 9.18 12.97 9.54 12.6 10.43 13.72 12.04 12.04 13.72 10.43 12.6 9.54 12.97 9.18 14.9 6.82 14.9 6.46 12.97 5.57 12.6 3.96 13.72 2.28 12.04 3.4 10.43 3.03 9.54 1.1 9.18 1.1 6.82 3.03 6.46 3.4 5.57 2.28 3.96 3.96 2.28 5.57 3.4z M10.2 8a2.2 2.2 0 1 1-4.4 0 2.2 2.2 0 0 1 4.4 0z',
  // a keyboard
  shortcuts: 'M1.5 4.5h13v8h-13z M4 7h1 M7.5 7h1 M11 7h1 M4.5 10h7',
  // a question mark in a ring
  help: 'M14.5 8a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0z M6 6.3a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.3v.4 M8 11.3v.6',
};
