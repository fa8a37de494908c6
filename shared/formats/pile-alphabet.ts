import { ANY_DOWN_FOUNDATION, ANY_FOUNDATION, CELL_BASE, RESERVE, STOCK, WASTE } from '../engine/moves';
import { type GameRules, namesFoundationPile } from '../engine/games';
import { gameHasPile } from '../engine/game-piles';

// The move notation's alphabet: one character for each pile (move-text.ts writes and reads moves with
// it). The table's keys are these characters too (renderer/table/table-keys.ts), so a key and a
// move's text name the same pile.

/** A pile's character in the notation, and the engine's number for the pile (for h and g, the foundation without its pile: resolve.ts). */
export interface PileChar {
  readonly char: string;
  readonly pile: number;
}

const ROW_CHARS = '1234567890ijklmnopqrstuvw';
const CELL_CHARS = 'abcd';

/**
 * Every pile character, in the order a list of keys shows them: rows 1-9, 0 for row 10, i-w for rows
 * 11-25; free cells a-d; h the foundation (a card's suit says which pile); g a suit's King foundation
 * where the player chooses between two (Chequers); x, y, z the stock, its waste and the reserve.
 */
export const PILE_ALPHABET: readonly PileChar[] = [
  ...[...ROW_CHARS].map((char, row) => ({ char, pile: row })),
  ...[...CELL_CHARS].map((char, cell) => ({ char, pile: CELL_BASE + cell })),
  { char: 'h', pile: ANY_FOUNDATION },
  { char: 'g', pile: ANY_DOWN_FOUNDATION },
  { char: 'x', pile: STOCK },
  { char: 'y', pile: WASTE },
  { char: 'z', pile: RESERVE },
];

/** The characters of the piles a game has, in the alphabet's order. */
export const gamePileChars = (rules: GameRules): PileChar[] => PILE_ALPHABET.filter((c) => hasChar(rules, c.pile));

/** Whether a game has the pile (or the foundation) a character names: h in every game, g where the player chooses a suit's pile. */
const hasChar = (rules: GameRules, pile: number): boolean =>
  pile === ANY_FOUNDATION ? true : pile === ANY_DOWN_FOUNDATION ? namesFoundationPile(rules) : gameHasPile(rules, pile);
