import { type Card, MAX_DECKS, NO_CARD, SUIT_LETTERS, parseCard, parseRank } from '../engine/cards';
import { type Result, ok, err } from '../engine/result';
import { echo } from './echo';
import { type FormatError, formatError } from './errors';

// The first half of reading a board: text to raw setup, checking only the syntax of each line. Whether
// the setup is a position of a given game (52 cards once each, the right rows) is board-validate.ts.

export interface PlacedCard {
  readonly card: Card;
  readonly line: number;
}

/** A board as written, before any check across lines. */
export interface BoardSetup {
  /**
   * Top rank per foundation pile, 0 for none: pile i holds suit i % 4 (H C D S), the k-th foundation
   * of a suit written is pile 4k + suit (games of more decks write each suit more than once).
   * 4 * MAX_DECKS entries.
   */
  readonly foundations: readonly number[];
  /** How many times each suit's foundation was written (a game of n decks takes up to n). */
  readonly foundationMentions: readonly number[];
  /**
   * Top ranks written bare, in order (`5 5 3 0`): the piles of games whose foundations ignore suit,
   * which hold ranks, not suits. Which form a game takes is the validation's question.
   */
  readonly foundationRanks: readonly number[];
  /** Line of the `Foundations:` line, or null when there was none (every foundation empty). */
  readonly foundationLine: number | null;
  /** The base rank of a `Base:` line (0 for `-`), null when there was none. */
  readonly base: number | null;
  readonly baseLine: number | null;
  /** The free cell (or reserve) slots as written; NO_CARD for `-`. */
  readonly cells: readonly PlacedCard[];
  readonly rows: readonly { readonly cards: readonly Card[]; readonly line: number }[];
  /** The `Stock:` line's cards as written (the next card to turn first), null when there was none. */
  readonly stock: PileLine | null;
  /** The `Waste:` line's cards as written (its playable card last), null when there was none. */
  readonly waste: PileLine | null;
}

/** A line of cards of one side pile, and where it is. */
export interface PileLine {
  readonly cards: readonly Card[];
  readonly line: number;
}

const FOUNDATION_HEAD = /^found(?:ation)?s?\s*:/i;
const CELLS_HEAD = /^(?:freecells?|fc|reserves?)\s*:/i;
const BASE_HEAD = /^base\s*:/i;
/** The stock's line; a talon's (Chequers) is read as the same pile. */
const STOCK_HEAD = /^(?:stock|talon)\s*:/i;
const WASTE_HEAD = /^waste\s*:/i;
const FOUNDATION_ITEM = /^([HCDS])-(0|10|[A2-9TJQK])$/i;
const FOUNDATION_RANK = /^(0|10|[A2-9TJQK])$/i;
const EMPTY_CELL = /^-+$/;

export const CARD_HINT = 'ranks are A, 2-9, T or 10, J, Q, K; suits are H, C, D, S';

/** Reads board text into a setup; fails on the first line that is not a board line. */
export function readBoard(text: string, firstLine = 1): Result<BoardSetup, FormatError> {
  const foundations = new Array<number>(4 * MAX_DECKS).fill(0);
  const foundationMentions = [0, 0, 0, 0];
  const foundationRanks: number[] = [];
  let foundationLine: number | null = null;
  let base: number | null = null;
  let baseLine: number | null = null;
  let cells: PlacedCard[] | null = null;
  const rows: { cards: Card[]; line: number }[] = [];
  let stock: PileLine | null = null;
  let waste: PileLine | null = null;
  const lines = text.split('\n'); // each line is trimmed, which takes the \r of a CRLF with it
  for (let i = 0; i < lines.length; i++) {
    const line = firstLine + i;
    const body = lines[i]!.trim();
    if (body === '') continue;
    if (FOUNDATION_HEAD.test(body)) {
      if (foundationLine !== null) return err(formatError('bad-line', `a second Foundations line (the first is line ${foundationLine})`, { line }));
      const read = readFoundations(body.slice(body.indexOf(':') + 1), line, foundations, foundationMentions, foundationRanks);
      if (!read.ok) return read;
      foundationLine = line;
    } else if (BASE_HEAD.test(body)) {
      if (baseLine !== null) return err(formatError('bad-line', `a second Base line (the first is line ${baseLine})`, { line }));
      const read = readBase(body.slice(body.indexOf(':') + 1), line);
      if (!read.ok) return read;
      base = read.value;
      baseLine = line;
    } else if (STOCK_HEAD.test(body) || WASTE_HEAD.test(body)) {
      const isStock = STOCK_HEAD.test(body);
      if ((isStock ? stock : waste) !== null) return err(formatError('bad-line', `a second ${isStock ? 'Stock (or Talon)' : 'Waste'} line`, { line }));
      const cards = readRow(body.slice(body.indexOf(':') + 1), line);
      if (!cards.ok) return cards;
      if (isStock) stock = { cards: cards.value, line };
      else waste = { cards: cards.value, line };
    } else if (CELLS_HEAD.test(body)) {
      if (cells !== null) return err(formatError('bad-line', 'a second Freecells (or Reserves) line', { line }));
      const read = readCells(body.slice(body.indexOf(':') + 1), line);
      if (!read.ok) return read;
      cells = read.value;
    } else {
      const row = readRow(body, line);
      if (!row.ok) return row;
      rows.push({ cards: row.value, line });
    }
  }
  return ok({ foundations, foundationMentions, foundationRanks, foundationLine, base, baseLine, cells: cells ?? [], rows, stock, waste });
}

function tokens(text: string): string[] {
  return text.split(/\s+/).filter((t) => t !== '');
}

function readFoundations(text: string, line: number, into: number[], mentions: number[], ranks: number[]): Result<void, FormatError> {
  for (const token of tokens(text)) {
    const bare = FOUNDATION_RANK.exec(token);
    if (bare) {
      if (ranks.length >= 4 * MAX_DECKS) return err(formatError('bad-foundation', `more than ${4 * MAX_DECKS} foundations are given: no game has more`, { line, card: token }));
      ranks.push(bare[1] === '0' ? 0 : parseRank(bare[1]!));
      continue;
    }
    const m = FOUNDATION_ITEM.exec(token);
    if (!m) return err(formatError('bad-foundation', `foundation ${echo(token)} is not a suit and a rank such as H-A, C-0 or S-K (or a rank alone, such as 5, where foundations ignore suit)`, { line, card: token }));
    const suit = SUIT_LETTERS.indexOf(m[1]!.toUpperCase() as (typeof SUIT_LETTERS)[number]);
    const k = mentions[suit]!++;
    // whether the game has that many decks is the validation's question; no game has more than four
    if (k >= MAX_DECKS) return err(formatError('bad-foundation', `the ${m[1]!.toUpperCase()} foundation is given ${k + 1} times: no game has more than ${MAX_DECKS}`, { line, card: token }));
    into[4 * k + suit] = m[2] === '0' ? 0 : parseRank(m[2]!);
  }
  return ok(undefined);
}

/** `Base: 7` (the rank every foundation starts from), `Base: -` for a base not chosen yet. */
function readBase(text: string, line: number): Result<number, FormatError> {
  const list = tokens(text);
  const token = list[0] ?? '';
  const rank = EMPTY_CELL.test(token) ? 0 : parseRank(token);
  if (list.length !== 1 || (rank === 0 && !EMPTY_CELL.test(token))) {
    return err(formatError('bad-foundation', `base ${echo(text.trim())} is not one rank such as A, 7 or K (or - when none is chosen yet)`, { line }));
  }
  return ok(rank);
}

function readCells(text: string, line: number): Result<PlacedCard[], FormatError> {
  const out: PlacedCard[] = [];
  for (const token of tokens(text)) {
    if (EMPTY_CELL.test(token)) {
      out.push({ card: NO_CARD, line });
      continue;
    }
    const card = parseCard(token);
    if (card === NO_CARD) return err(formatError('unknown-card', `free cell ${echo(token)} is not a card or - (${CARD_HINT})`, { line, card: token }));
    out.push({ card, line });
  }
  return ok(out);
}

function readRow(body: string, line: number): Result<Card[], FormatError> {
  const rest = body.startsWith(':') ? body.slice(1) : body;
  const out: Card[] = [];
  for (const token of tokens(rest)) {
    const card = parseCard(token);
    if (card !== NO_CARD) {
      out.push(card);
      continue;
    }
    if (token.includes(':')) return err(formatError('bad-line', `"${echo(body)}" is not a board line: expected Foundations:, Base:, Freecells:, Reserves:, Stock:, Waste:, Talon: or a row of cards`, { line }));
    return err(formatError('unknown-card', `${echo(token)} is not a card (${CARD_HINT})`, { line, card: token }));
  }
  return ok(out);
}
