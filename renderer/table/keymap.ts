import { COMMAND_IDS, keysFor, type Build, type CommandId } from '../../shared/commands/commands';
import { acceleratorMatches, type KeyPress } from '../../shared/commands/accelerator';
import { CELL_BASE, DOWN_FOUNDATION, FOUNDATION, STOCK } from '../../shared/engine/moves';

/** What a key press asks for. Pure, so the whole keymap is tested without a browser. */
export type KeyAction =
  | { readonly kind: 'pile'; readonly pile: number }
  | { readonly kind: 'focus'; readonly direction: 'up' | 'down' | 'left' | 'right' }
  | { readonly kind: 'activate' }
  | { readonly kind: 'send-home' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'command'; readonly command: CommandId };

export type KeyInput = KeyPress;

export interface KeyContext {
  /** The build the table runs in: the browser's commands have keys of their own (shared/commands). */
  readonly build: Build;
  /** A card is picked up: `h` names the foundation of its suit. */
  readonly holding: boolean;
  /** Free cells in this game. */
  readonly cells: number;
  /** Rows in this game: the keys of rows it does not have mean nothing. */
  readonly rows: number;
  /** The game's stock, waste and reserve pile (`x`, `y`, `z`), where it has them (Zerline). */
  readonly sidePiles?: readonly number[];
  /** Each suit has a King pile that `g` names, beside the Ace pile `h` names (Chequers). */
  readonly kingPiles?: boolean;
}

const ARROWS: Readonly<Record<string, 'up' | 'down' | 'left' | 'right'>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** A row's key, row 1 first: the move notation's (shared/formats/move-text.ts). */
const ROW_KEYS = '1234567890ijklmnopqrstuvw';

/**
 * The table's own keys, which are not commands: the move notation (`1`-`9`, `0` for row 10, `i`-`w`
 * for rows 11-25 in the games that have them, `a`-`d` free cells, `h` home (`g` Chequers' King piles), `x` `y` `z` the stock, the
 * waste and the reserve in the games that have them), `f` (send home), the
 * arrows, Enter, Space and Escape. No command may use one of them (test/renderer/commands.test.ts
 * checks it).
 */
export const TABLE_KEYS: readonly string[] = [
  ...ROW_KEYS,
  ...'abcdgh',
  ...'xyz',
  'f',
  'F',
  ...Object.keys(ARROWS),
  'Enter',
  ' ',
  'Escape',
];

/** The command whose key this is in this build (shared/commands, the keys the menu and the shortcut list show), or null. */
export function commandForKey(e: KeyPress, build: Build): CommandId | null {
  return COMMAND_IDS.find((id) => keysFor(id, build).some((accelerator) => acceleratorMatches(accelerator, e))) ?? null;
}

/** The meaning of a key press: a command's key (shared/commands), else one of the table's own keys. */
export function keyAction(e: KeyInput, ctx: KeyContext): KeyAction | null {
  const command = commandForKey(e, ctx.build);
  if (command) return { kind: 'command', command };
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const key = e.key;
  if (key === 'Escape') return { kind: 'cancel' };
  if (key === 'Enter' || key === ' ') return { kind: 'activate' };
  const arrow = ARROWS[key];
  if (arrow) return { kind: 'focus', direction: arrow };
  const row = key.length === 1 ? ROW_KEYS.indexOf(key) : -1;
  if (row >= 0) return row < ctx.rows ? { kind: 'pile', pile: row } : null;
  if (key === 'h') return ctx.holding ? { kind: 'pile', pile: FOUNDATION } : null;
  if (key === 'g') return ctx.holding && ctx.kingPiles === true ? { kind: 'pile', pile: DOWN_FOUNDATION } : null;
  const cell = 'abcd'.indexOf(key);
  if (cell >= 0 && key.length === 1) return cell < ctx.cells ? { kind: 'pile', pile: CELL_BASE + cell } : null;
  const side = 'xyz'.indexOf(key);
  if (side >= 0 && key.length === 1) return ctx.sidePiles?.includes(STOCK + side) ? { kind: 'pile', pile: STOCK + side } : null;
  if (key === 'f' || key === 'F') return { kind: 'send-home' };
  return null;
}
