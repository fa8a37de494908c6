import { CELL_BASE, FOUNDATION } from '../../shared/engine/moves';
import type { HostCommand } from '../../shared/host/host';

/** What a key press asks for. Pure, so the whole keymap is tested without a browser. */
export type KeyAction =
  | { readonly kind: 'pile'; readonly pile: number }
  | { readonly kind: 'focus'; readonly direction: 'up' | 'down' | 'left' | 'right' }
  | { readonly kind: 'activate' }
  | { readonly kind: 'send-home' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'command'; readonly command: KeyCommand };

/** The host commands a key can give (shared/ipc/shortcuts.ts lists the same keys for the menu). */
export type KeyCommand = Exclude<HostCommand, 'about'>;

export interface KeyInput {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

export interface KeyContext {
  /** A card is picked up: letters name destinations (`a`-`d` cells, `h` home). */
  readonly holding: boolean;
  /** Free cells in this game. */
  readonly cells: number;
}

const ARROWS: Readonly<Record<string, 'up' | 'down' | 'left' | 'right'>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The keys of the move notation (`1`-`9`, `0` for row 10, `a`-`d` free cells, `h` home) pick a card
 * up and put it down. While nothing is held, `h` asks for a hint and `a` auto-finishes (Shift+H and
 * Shift+A always do), `w` watches the solver play; Ctrl or Cmd with Z, Shift+Z, Y, N, R, D, T and `,` undo, redo, deal anew, restart,
 * deal the daily deal, open the statistics and the settings; F1 opens the help.
 */
export function keyAction(e: KeyInput, ctx: KeyContext): KeyAction | null {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key;
  if (mod && !e.altKey) {
    const k = key.toLowerCase();
    if (k === 'z') return { kind: 'command', command: e.shiftKey ? 'redo' : 'undo' };
    if (k === 'y') return { kind: 'command', command: 'redo' };
    if (k === 'n') return { kind: 'command', command: 'new-game' };
    if (k === 'r') return { kind: 'command', command: 'restart' };
    if (k === 'd') return { kind: 'command', command: 'daily-deal' };
    if (k === 't') return { kind: 'command', command: 'statistics' };
    if (k === ',') return { kind: 'command', command: 'settings' };
    return null;
  }
  if (key === 'F1') return { kind: 'command', command: 'help' };
  if (e.altKey) return null;
  if (key === '?') return { kind: 'command', command: 'shortcuts' };
  if (key === 'Escape') return { kind: 'cancel' };
  if (key === 'Enter' || key === ' ') return { kind: 'activate' };
  const arrow = ARROWS[key];
  if (arrow) return { kind: 'focus', direction: arrow };
  if (/^[0-9]$/.test(key)) return { kind: 'pile', pile: key === '0' ? 9 : Number(key) - 1 };
  if (key === 'H') return { kind: 'command', command: 'hint' };
  if (key === 'A') return { kind: 'command', command: 'auto-finish' };
  if (key === 'h') return ctx.holding ? { kind: 'pile', pile: FOUNDATION } : { kind: 'command', command: 'hint' };
  const cell = 'abcd'.indexOf(key);
  if (cell >= 0 && key.length === 1) {
    if (cell < ctx.cells) return { kind: 'pile', pile: CELL_BASE + cell };
    if (key === 'a' && !ctx.holding) return { kind: 'command', command: 'auto-finish' };
    return null;
  }
  if (key === 'f' || key === 'F') return { kind: 'send-home' };
  if (key === 'w' || key === 'W') return { kind: 'command', command: 'watch-solver' };
  return null;
}
