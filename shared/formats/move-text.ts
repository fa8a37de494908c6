import { type Card, NO_CARD, cardToText, faceOf, parseCard } from '../engine/cards';
import { type Move, CELL_BASE, FOUNDATION_BASE, isAnyFoundation, isFoundationPile, MOVE_ERROR_TEXT, applyMove, cardAt, isRowPile, moveCard, moveFrom, moveTo } from '../engine/moves';
import { isSidePile, nextCompulsoryMove, resolveCardMove, resolveMove, sidePile } from '../engine/moves';
import { type GameRules, namesFoundationPile } from '../engine/games';
import { type Position, clonePosition, freeCopy } from '../engine/position';
import type { GameRecord } from '../engine/record';
import { type Result, ok, err } from '../engine/result';
import { type FormatError, formatError } from './errors';
import { echo } from './echo';
import { CARD_HINT } from './board-read';
import { PILE_ALPHABET } from './pile-alphabet';
import type { MoveError } from '../engine/moves';

// The FreeCell move notation: rows 1-9 and 0 for row 10, free cells a-d, foundation h. A move is two
// characters, FROM then TO (`3h`, `36`, `4a`, `a4`); a list is separated by spaces or commas.
// Games of more than ten rows (Lightweight, Castle Mount: 12, Palace: 18) go on with letters past h:
// rows 11-25 are i-w (`i3` moves row 11's card to row 3). Where there is a stock (Zerline) it is x,
// its waste y and its reserve z: `xy` turns the stock's next card, `y3` plays the waste's card to
// row 3, `3z` puts row 3's card on the reserve. Where a suit has an Ace foundation and a King
// foundation and the player chooses (Chequers), h is the suit's Ace pile and g its King pile: `3g`
// sends row 3's card onto the King pile of its suit, `gh:7H` moves the King pile's 7 of hearts onto
// the Ace pile. Chequers' talon is x too, though only its refills move from it.
// A move that is not of a pile's exposed card names its card after a colon: a foundation's top card
// coming back (`h3:7S`: the suit says which foundation) and a run moving whole, by its bottom card
// (`36:7S`). Without the card, `h3` means the one foundation card that may go there and `36` the
// exposed card, or where that may not go, the longest run that may.
// With two to four decks a card's text names its face, not its deck: the pile decides which one
// (a run never holds two cards of one rank, so the named card is the last of that face in the pile;
// the foundations of a suit are interchangeable). A move names its exact foundation pile; its text
// says only h (or g), and reading it back finds the same pile (resolve.ts).

/** A pile's character by the engine's pile number (the alphabet's inverse). */
const CHAR_OF_PILE: ReadonlyMap<number, string> = new Map(PILE_ALPHABET.map((c) => [c.pile, c.char]));
const PILE_OF_CHAR: ReadonlyMap<string, number> = new Map(PILE_ALPHABET.map((c) => [c.char, c.pile]));

/**
 * `1`..`9`, `0` (row 10), `i`..`w` (rows 11-25), `a`..`d`, `h`, `g`, `x` `y` `z` (pile-alphabet.ts);
 * `?` for a number that is no pile. A foundation pile is h, or g for a suit's King pile where the
 * player chooses (`rules` says so: Chequers).
 */
export function pileToText(pile: number, rules?: GameRules): string {
  if (isFoundationPile(pile)) return rules !== undefined && namesFoundationPile(rules) && pile - FOUNDATION_BASE >= 4 ? 'g' : 'h';
  return CHAR_OF_PILE.get(pile) ?? '?';
}

/**
 * A move's text. `before` is the position the move is played from: with it, a run's move names its
 * bottom card; without it, only a foundation's card is named (the move alone says it is one). Its
 * game's rules (or `rules`) tell a suit's King pile, g, where the player chooses the pile.
 */
export function moveToText(m: Move, before?: Readonly<Position>, rules: GameRules | undefined = before?.rules): string {
  const from = moveFrom(m);
  const pair = pileToText(from, rules) + pileToText(moveTo(m), rules);
  const named = isFoundationPile(from) || (before !== undefined && isRowPile(from) && cardAt(before as Position, from) !== moveCard(m));
  return named ? `${pair}:${cardToText(moveCard(m))}` : pair;
}

/**
 * Moves separated by single spaces; the empty string for none. Give `start`, the position the first
 * move is played from, wherever runs may move whole or the player chooses a suit's foundation pile
 * (Chequers' g): each run's move then names its card, so that the text replays exactly (legal moves
 * only: it plays them on a copy to see each position).
 */
export function movesToText(ms: readonly Move[], start?: Readonly<Position>): string {
  if (start === undefined) return ms.map((m) => moveToText(m)).join(' ');
  const p = clonePosition(start as Position);
  return ms
    .map((m) => {
      const text = moveToText(m, p);
      applyMove(p, m);
      return text;
    })
    .join(' ');
}

/** A move as read: its piles and, when the text names it, its card. */
export interface MoveText {
  readonly from: number;
  readonly to: number;
  /** The card after the colon, when the text names one. */
  readonly card?: Card;
}

/** One pile character, either case, to the engine's pile number. */
export function parsePileText(ch: string): Result<number, FormatError> {
  const pile = ch.length === 1 ? PILE_OF_CHAR.get(ch.toLowerCase()) : undefined;
  if (pile !== undefined) return ok(pile);
  return err(
    formatError('bad-move', `"${ch}" is not a pile: rows are 1-9, 0 (row 10) and i-w (rows 11-25), free cells a-d, the foundation h (and g, the King foundation where a suit has one), the stock x, the waste y, the reserve z`),
  );
}

const MOVE_SHAPE = 'a move is two characters, from then to, such as 3h or 36, and may name its card after a colon, such as 36:7S';

/** A move such as `3h`, `a4` or `36:7S`: which piles (and card), not yet whether it is legal. */
export function parseMoveText(token: string): Result<MoveText, FormatError> {
  const colon = token.indexOf(':');
  const pair = colon < 0 ? token : token.slice(0, colon);
  if (pair.length !== 2) return err(formatError('bad-move', `"${echo(token)}" is not a move: ${MOVE_SHAPE}`));
  let card: Card = NO_CARD;
  if (colon >= 0) {
    card = parseCard(token.slice(colon + 1));
    if (card === NO_CARD) return err(formatError('bad-move', `in move "${echo(token)}", "${echo(token.slice(colon + 1))}" is not a card (${CARD_HINT})`));
  }
  const from = parsePileText(pair[0]!);
  if (!from.ok) return err(formatError('bad-move', `in move "${echo(token)}", ${from.error.message}`));
  const to = parsePileText(pair[1]!);
  if (!to.ok) return err(formatError('bad-move', `in move "${echo(token)}", ${to.error.message}`));
  return ok({ from: from.value, to: to.value, ...(card !== NO_CARD ? { card } : {}) });
}

/** The engine's move for a move as read, checked on `p`: the named card, or the one the piles resolve to. */
export function resolveMoveText(p: Position, move: MoveText): Result<Move, MoveError> {
  return move.card === undefined ? resolveMove(p, move.from, move.to) : resolveCardMove(p, cardInPile(p, move.card, move.from), move.from, move.to);
}

/**
 * The card of `face` (read from text, so the first deck's id) in pile `pile`: with more decks, the
 * last card of that face in the row, or the cell's card of that face. Elsewhere `face` itself.
 */
function cardInPile(p: Position, face: Card, pile: number): Card {
  if (p.rules.decks === 1) return face;
  // a foundation's card coming back: the copy no other pile holds
  if (isAnyFoundation(pile)) return freeCopy(p, face);
  const cards = isRowPile(pile) ? p.rows[pile] : isSidePile(pile) ? sidePile(p, pile) : p.cells[pile - CELL_BASE] !== undefined ? [p.cells[pile - CELL_BASE]!] : undefined;
  if (cards === undefined) return face;
  for (let i = cards.length - 1; i >= 0; i--) if (cards[i] !== NO_CARD && faceOf(cards[i]!) === face) return cards[i]!;
  return face;
}

function splitMoveList(text: string): string[] {
  return text.split(/[\s,]+/).filter((t) => t !== '');
}

/** A list of moves separated by spaces or commas; the error names the move's position (1-based). */
export function parseMoveList(text: string): Result<MoveText[], FormatError> {
  const out: MoveText[] = [];
  const list = splitMoveList(text);
  for (let i = 0; i < list.length; i++) {
    const move = parseMoveText(list[i]!);
    if (!move.ok) return err(formatError('bad-move', `move ${i + 1}: ${move.error.message}`));
    out.push(move.value);
  }
  return ok(out);
}

/** Why a move of a list was not played. `index` is 1-based: the first move of the list is move 1. */
export interface MoveListError {
  readonly index: number;
  readonly move: string;
  readonly reason: string;
}

/**
 * Plays a list of moves on a record and answers how many it played. A syntax error anywhere stops it
 * before any move is played; an illegal move stops it there, leaving the moves before it played.
 */
export function playMoveText(record: GameRecord, text: string): Result<number, MoveListError> {
  const list = splitMoveList(text);
  const parsed: MoveText[] = [];
  for (let i = 0; i < list.length; i++) {
    const move = parseMoveText(list[i]!);
    if (!move.ok) return err({ index: i + 1, move: list[i]!, reason: move.error.message });
    parsed.push(move.value);
  }
  for (let i = 0; i < parsed.length; i++) {
    let resolved = resolveMoveText(record.position as Position, parsed[i]!);
    // where play is compulsory a list may leave out the moves the rules make by themselves: while one
    // is due and the list's next move is not it, it is made first (a list that writes them plays the same)
    for (let due = nextCompulsoryMove(record.position as Position); due >= 0 && !(resolved.ok && resolved.value === due); due = nextCompulsoryMove(record.position as Position)) {
      record.play(due);
      resolved = resolveMoveText(record.position as Position, parsed[i]!);
    }
    const played = resolved.ok ? record.play(resolved.value) : resolved;
    if (!played.ok) return err({ index: i + 1, move: list[i]!, reason: MOVE_ERROR_TEXT[played.error] });
  }
  return ok(parsed.length);
}

/** `move 3 (36): the card does not build on that row`. */
export function describeMoveListError(e: MoveListError): string {
  return `move ${e.index} (${e.move}): ${e.reason}`;
}
