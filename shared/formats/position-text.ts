import { NO_CARD, SUIT_LETTERS, RANK_LETTERS, cardToText } from '../engine/cards';
import { type AnyGameId, type GameRules, GAMES, isAnyGameId } from '../engine/games';
import { type Position, foundationTopRank } from '../engine/position';
import { type Result, err } from '../engine/result';
import { type FormatError, formatError } from './errors';
import { readBoard } from './board-read';
import { validateBoard } from './board-validate';

// The board format the standard solitaire solvers read and write:
//   Foundations: H-A C-0 D-2 S-K  (each suit's top card, 0 for none; with n decks each suit n times,
//                                 H C D S H C D S ..., pile i of the engine being the i-th written;
//                                 where foundations ignore suit, each pile's top rank alone: 5 3 0 0)
//   Base: 7                    (games with a chosen base, once it is chosen: where the foundations start)
//   Freecells: 4H -            (games with free cells only; Reserves: in games whose cells only give)
//   Reserve: 7S 5H             (a reserve pile, Zerline: bottom card first, the playable one last)
//   Stock: 9C 2D ...           (a face-down stock, Zerline: the next card to turn first)
//   Waste: QH 4S               (its waste: the playable card last)
//   Talon: 9C 2D 5S            (a talon that refills emptied rows, Chequers: the next card first)
//   : KS QH 2D                 (one line per row, in row order, nearest the foundations first)
//   :                          (an empty row)

/** The board text of a position, without a final newline. */
export function formatPosition(p: Position): string {
  const lines: string[] = [];
  // piles that ignore suit hold ranks, not suits: their top rank alone
  const anySuit = p.rules.foundationSuit === 'any';
  lines.push('Foundations: ' + p.foundations.map((_, i) => `${anySuit ? '' : `${SUIT_LETTERS[i % 4]}-`}${RANK_LETTERS[foundationTopRank(p, i)]}`).join(' '));
  if (p.rules.foundationBase === 'chosen' && p.base !== 0) lines.push(`Base: ${RANK_LETTERS[p.base]}`);
  if (p.cells.length > 0) lines.push(cellsHeading(p.rules) + ': ' + p.cells.map((c) => (c === NO_CARD ? '-' : cardToText(c))).join(' '));
  // a reserve pile (Zerline) bottom card first; the stock from its next card on, the waste to its top
  if (p.rules.reserveSize > 0) lines.push(pileLine('Reserve', p.reserve));
  if (p.rules.stock) lines.push(pileLine('Stock', p.stock.slice().reverse()), pileLine('Waste', p.waste));
  if (p.rules.talonRefills) lines.push(pileLine('Talon', p.stock.slice().reverse()));
  // cards by face: a second deck's 7S reads 7S too (board-validate.ts gives the ids back in order)
  for (const row of p.rows) lines.push(row.length === 0 ? ':' : ': ' + row.map(cardToText).join(' '));
  return lines.join('\n');
}

const pileLine = (name: string, cards: readonly number[]): string => (cards.length === 0 ? `${name}:` : `${name}: ${cards.map(cardToText).join(' ')}`);

const cellsHeading = (rules: GameRules): string => (rules.cellKind === 'reserve' ? 'Reserves' : 'Freecells');

/**
 * Reads board text as a position of `game`. Also accepts rows without the `: ` prefix, `10` for T,
 * lower case, and no Freecells line (every cell empty) or no Foundations line (every foundation empty);
 * `Freecells:` and `Reserves:` name the same slots.
 * `firstLine` is the number of the text's first line in a larger document, for the error messages.
 */
export function parsePosition(text: string, game: AnyGameId | GameRules, firstLine = 1): Result<Position, FormatError> {
  if (typeof game === 'string' && !isAnyGameId(game)) return err(formatError('unknown-game', `unknown game "${game}"`));
  const rules = typeof game === 'string' ? GAMES[game] : game;
  const setup = readBoard(text, firstLine);
  if (!setup.ok) return setup;
  return validateBoard(setup.value, rules);
}
