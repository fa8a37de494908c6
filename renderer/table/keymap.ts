import { COMMAND_IDS, keysFor, type Build, type CommandId } from '../../shared/commands/commands';
import { acceleratorMatches, type KeyPress } from '../../shared/commands/accelerator';
import type { GameRules } from '../../shared/engine/games';
import { FIXED_KEYS, type MotionAction, pileKeys } from './table-keys';

/** What a key press asks for. Pure, so the whole keymap is tested without a browser. */
export type KeyAction = { readonly kind: 'pile'; readonly pile: number } | MotionAction | { readonly kind: 'command'; readonly command: CommandId };

export type KeyInput = KeyPress;

export interface KeyContext {
  /** The build the table runs in: the browser's commands have keys of their own (shared/commands). */
  readonly build: Build;
  /** A card is picked up: `h` names the foundation of its suit. */
  readonly holding: boolean;
  /** The game's rules: the keys of piles it does not have mean nothing. */
  readonly rules: GameRules;
}

const FIXED: ReadonlyMap<string, MotionAction> = new Map(FIXED_KEYS.map((k) => [k.key, k.action]));

/** The command whose key this is in this build (shared/commands, the keys the menu and the shortcut list show), or null. */
export function commandForKey(e: KeyPress, build: Build): CommandId | null {
  return COMMAND_IDS.find((id) => keysFor(id, build).some((accelerator) => acceleratorMatches(accelerator, e))) ?? null;
}

/** The meaning of a key press: a command's key (shared/commands), else one of the table's own keys (table-keys.ts). */
export function keyAction(e: KeyInput, ctx: KeyContext): KeyAction | null {
  const command = commandForKey(e, ctx.build);
  if (command) return { kind: 'command', command };
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const fixed = FIXED.get(e.key);
  if (fixed) return fixed;
  const pile = pileKeys(ctx.rules).find((k) => k.key === e.key);
  if (pile === undefined || (pile.whileHolding && !ctx.holding)) return null;
  return { kind: 'pile', pile: pile.pile };
}
