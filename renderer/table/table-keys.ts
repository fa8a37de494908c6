import type { GameRules } from '../../shared/engine/games';
import { isAnyFoundation } from '../../shared/engine/moves';
import { PILE_ALPHABET, gamePileChars } from '../../shared/formats/pile-alphabet';
import type { MessageKey } from '../../shared/i18n/keys';

// The table's own keys, which are not commands, in one table: the keymap (keymap.ts), the shortcut
// list of the overlay and the help (dialogs/shortcut-lines.ts) and the replay bar's keys
// (replay/replay-keys.ts) are all read from it. A pile's key is its character in the move notation
// (shared/formats/pile-alphabet.ts), in the games that have the pile; the other keys are the same in
// every game. No command may use one of them (test/renderer/table/commands.test.ts checks it).

export type Direction = 'up' | 'down' | 'left' | 'right';

/** What a key other than a pile's does at the table. */
export type MotionAction = { readonly kind: 'focus'; readonly direction: Direction } | { readonly kind: 'activate' } | { readonly kind: 'send-home' } | { readonly kind: 'cancel' };

/** What a table key does in the replay bar, where it does something there. */
export type ReplayAction = 'forward' | 'back' | 'toggle' | 'close';

/** A key that means the same in every game. */
export interface FixedKey {
  /** The DOM's name of the key (`KeyboardEvent.key`). */
  readonly key: string;
  /** How the shortcut list writes it (accelerator syntax), or null where the list leaves it out. */
  readonly shown: string | null;
  readonly action: MotionAction;
  readonly replay?: ReplayAction;
  /** The shortcut list's line: keys next to each other with the same text share a line. */
  readonly text: MessageKey;
}

/** A pile's key: its character in the move notation. */
export interface PileKey {
  readonly key: string;
  readonly pile: number;
  /** A foundation is only a place to drop a card: its key means something while a card is held. */
  readonly whileHolding: boolean;
}

const focus = (direction: Direction): MotionAction => ({ kind: 'focus', direction });

export const FIXED_KEYS: readonly FixedKey[] = [
  { key: 'Enter', shown: 'Enter', action: { kind: 'activate' }, text: 'shortcuts.pickOrDrop' },
  { key: ' ', shown: 'Space', action: { kind: 'activate' }, replay: 'toggle', text: 'shortcuts.pickOrDrop' },
  { key: 'ArrowRight', shown: 'Right', action: focus('right'), replay: 'forward', text: 'shortcuts.nextPile' },
  { key: 'ArrowDown', shown: 'Down', action: focus('down'), text: 'shortcuts.nextPile' },
  { key: 'ArrowLeft', shown: 'Left', action: focus('left'), replay: 'back', text: 'shortcuts.previousPile' },
  { key: 'ArrowUp', shown: 'Up', action: focus('up'), text: 'shortcuts.previousPile' },
  { key: 'f', shown: 'f', action: { kind: 'send-home' }, text: 'shortcuts.sendHome' },
  // the same with Caps Lock on; Shift+F is no command's
  { key: 'F', shown: null, action: { kind: 'send-home' }, text: 'shortcuts.sendHome' },
  { key: 'Escape', shown: 'Esc', action: { kind: 'cancel' }, replay: 'close', text: 'shortcuts.cancel' },
];

/** The shortcut list's line for the piles' keys. */
export const PILE_KEYS_TEXT: MessageKey = 'shortcuts.pickOrDrop';

const pileKey = (c: { readonly char: string; readonly pile: number }): PileKey => ({ key: c.char, pile: c.pile, whileHolding: isAnyFoundation(c.pile) });

/** The keys of the piles a game has, in the notation's order. */
export const pileKeys = (rules: GameRules): PileKey[] => gamePileChars(rules).map(pileKey);

/** Every key the table may take in some game: the whole notation's alphabet and the fixed keys. */
export const TABLE_KEYS: readonly string[] = [...PILE_ALPHABET.map((c) => c.char), ...FIXED_KEYS.map((k) => k.key)];
