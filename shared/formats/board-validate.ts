import { type Card, NO_CARD, DECK_SIZE, SUITS, SUIT_LETTERS, RANK_LETTERS, cardToText, makeCard } from '../engine/cards';
import { type GameRules, rowCount } from '../engine/games';
import { type Position, createPosition } from '../engine/position';
import { type Result, ok, err } from '../engine/result';
import { type FormatError, formatError } from './errors';
import type { BoardSetup } from './board-read';

// The second half of reading a board: a raw setup becomes a Position of one game only when it has
// that game's rows and cells and every card of the deck exactly once.

type Seen = { line: number | null; where: 'foundation' | 'cell' | 'row' };

export function validateBoard(setup: BoardSetup, rules: GameRules): Result<Position, FormatError> {
  const rowsWanted = rowCount(rules);
  if (setup.rows.length !== rowsWanted) return err(rowCountError(setup, rules));
  const cells = placeCells(setup, rules);
  if (!cells.ok) return cells;

  const seen = new Array<Seen | undefined>(DECK_SIZE);
  for (let s = 0; s < 4; s++) for (let r = 1; r <= setup.foundations[s]!; r++) seen[makeCard(s, r)] = { line: setup.foundationLine, where: 'foundation' };
  const place = (card: Card, line: number, where: Seen['where']): FormatError | null => {
    const first = seen[card];
    if (first === undefined) {
      seen[card] = { line, where };
      return null;
    }
    return duplicateError(card, line, first, setup);
  };
  for (const c of setup.cells) {
    if (c.card === NO_CARD) continue;
    const e = place(c.card, c.line, 'cell');
    if (e) return err(e);
  }
  for (const row of setup.rows) {
    for (const card of row.cards) {
      const e = place(card, row.line, 'row');
      if (e) return err(e);
    }
  }
  const missing: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (seen[c] === undefined) missing.push(c);
  if (missing.length > 0) {
    const names = missing.map(cardToText);
    const sentence =
      missing.length === 1
        ? `card ${names[0]} is missing: it is on no row, in no free cell and on no foundation`
        : `cards ${names.join(', ')} are missing: they are on no row, in no free cell and on no foundation`;
    return err(formatError('missing-card', sentence, { card: names[0]! }));
  }
  return ok(
    createPosition(
      rules,
      setup.rows.map((r) => r.cards),
      setup.foundations,
      cells.value,
    ),
  );
}

function rowCountError(setup: BoardSetup, rules: GameRules): FormatError {
  const wanted = rowCount(rules);
  const got = setup.rows.length;
  const extra = setup.rows[wanted];
  if (extra) return formatError('wrong-row-count', `row ${wanted + 1} is one too many: ${rules.name} has ${wanted} rows (the board has ${got})`, { line: extra.line });
  return formatError('wrong-row-count', `the board has ${got} row${got === 1 ? '' : 's'} but ${rules.name} has ${wanted} (write an empty row as ":" alone)`);
}

/** The game's cells, in the slots the text gave them; a card in a slot the game lacks is an error. */
function placeCells(setup: BoardSetup, rules: GameRules): Result<Card[], FormatError> {
  const out: Card[] = Array.from({ length: rules.cells }, () => NO_CARD);
  for (let i = 0; i < setup.cells.length; i++) {
    const c = setup.cells[i]!;
    if (c.card === NO_CARD) continue;
    if (i >= rules.cells) {
      const name = cardToText(c.card);
      const sentence =
        rules.cells === 0
          ? `${rules.name} has no free cells, but card ${name} is in one`
          : `${rules.name} has ${rules.cells} free cell${rules.cells === 1 ? '' : 's'}, but card ${name} is in cell ${i + 1}`;
      return err(formatError('bad-cell', sentence, { line: c.line, card: name }));
    }
    out[i] = c.card;
  }
  return ok(out);
}

function duplicateError(card: Card, line: number, first: Seen, setup: BoardSetup): FormatError {
  const name = cardToText(card);
  if (first.where === 'foundation') {
    const suit = Math.floor(card / 13);
    const top = `${SUIT_LETTERS[suit]}-${RANK_LETTERS[setup.foundations[suit]!]}`;
    const at = first.line === null ? '' : ` (line ${first.line})`;
    return formatError(
      'bad-foundation',
      `card ${name} is here, but the ${SUITS[suit]} foundation ${top}${at} already holds it: a foundation is a run from the Ace, so it holds every ${SUITS[suit]} card up to its top`,
      { line, card: name },
    );
  }
  const firstAt = first.line === line ? 'earlier on the same line' : `first on line ${first.line}`;
  return formatError('duplicate-card', `card ${name} appears twice (${firstAt})`, { line, card: name });
}
