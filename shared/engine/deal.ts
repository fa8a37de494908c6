import { type Card, ACE, DECK_SIZE, RANK_OF, SUIT_OF } from './cards';
import { type GameRules, GAMES, type AnyGameId, rowCount } from './games';
import { type Position, createPosition, foundationCount } from './position';
import { mulberry32, shuffle } from './rng';
import { playCompulsoryMoves } from './compulsory';

export const MAX_DEAL_NUMBER = 0xffffffff;

export function isDealNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_DEAL_NUMBER;
}

/**
 * The layout of deal `number` of a game:
 * 1. the deck in id order (hearts A..K, clubs, diamonds, spades; with more decks, each deck after the
 *    one before), less the aces where they start on the foundations (deck d's Ace of suit s on
 *    foundation pile 4d + s);
 * 2. shuffled by Fisher-Yates driven by mulberry32(number);
 * 3. where the cells are dealt (Bastion, Castles End), one card to each cell first, in cell order;
 * 4. dealt round-robin: card 0 to row 1, card 1 to row 2, ..., then round again, a row taking cards
 *    until it has its length; each row's first card is the one nearest the foundations.
 *    Citadel: a card that fits its foundation when dealt goes there instead, and the row's turn passes.
 *    Where play is compulsory (Rittenhouse), every compulsory move is made after each round.
 * 5. where the game has a stock (Zerline), the cards left go to it in order, the next card of the
 *    shuffled deck on top, and that first card is turned onto the waste; where it has a talon that
 *    refills rows (Chequers), they go to the talon so, none turned.
 */
export function dealPosition(game: AnyGameId | GameRules, number: number): Position {
  const rules = typeof game === 'string' ? GAMES[game] : game;
  const foundations = new Array<number>(foundationCount(rules)).fill(0);
  const deck: Card[] = [];
  for (let c = 0; c < DECK_SIZE * rules.decks; c++) {
    if (rules.acesStartOnFoundations && RANK_OF[c] === ACE) foundations[Math.floor(c / 13)] = 1;
    else deck.push(c);
  }
  shuffle(deck, mulberry32(number));
  const n = rowCount(rules);
  const rows: Card[][] = Array.from({ length: n }, () => []);
  const longest = Math.max(...rules.rowLengths);
  const cells: Card[] = rules.cellsDealt ? deck.slice(0, rules.cells) : [];
  let next = cells.length;
  if (rules.compulsoryHome) return dealWithCompulsoryMoves(rules, deck, cells);
  for (let round = 0; round < longest; round++) {
    for (let r = 0; r < n; r++) {
      if (round >= rules.rowLengths[r]! || next >= deck.length) continue;
      const card = deck[next++]!;
      const pile = rules.deal === 'rows-to-foundations' ? firstPileTaking(foundations, card) : -1;
      if (pile >= 0) {
        foundations[pile]!++;
      } else {
        rows[r]!.push(card);
      }
    }
  }
  // the cards left form the talon, the next one on top, where it only refills rows (Chequers)
  if (rules.talonRefills) return createPosition(rules, rows, foundations, cells, undefined, { stock: deck.slice(next).reverse() });
  if (!rules.stock) return createPosition(rules, rows, foundations, cells);
  // the cards left form the stock, the next one to deal on top, and the deal turns that one
  const stock = deck.slice(next).reverse();
  const waste = stock.length > 0 ? [stock.pop()!] : [];
  return createPosition(rules, rows, foundations, cells, undefined, { stock, waste });
}

/** The round-robin deal of `dealPosition`, making the compulsory moves after each round (PySolFC bc:728-734). */
function dealWithCompulsoryMoves(rules: GameRules, deck: readonly Card[], cells: readonly Card[]): Position {
  const p = createPosition(rules, rules.rowLengths.map(() => []), [], cells);
  const longest = Math.max(...rules.rowLengths);
  let next = cells.length;
  for (let round = 0; round < longest; round++) {
    for (let r = 0; r < p.rows.length; r++) if (round < rules.rowLengths[r]! && next < deck.length) p.rows[r]!.push(deck[next++]!);
    playCompulsoryMoves(p);
  }
  return p;
}

/** The first foundation pile of `card`'s suit built up from the Ace to just under it, or -1. */
function firstPileTaking(foundations: readonly number[], card: Card): number {
  for (let i = SUIT_OF[card]!; i < foundations.length; i += 4) if (foundations[i] === RANK_OF[card]! - 1) return i;
  return -1;
}
