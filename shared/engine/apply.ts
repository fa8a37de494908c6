import { type Card, NO_CARD, RANK_OF, SUIT_OF } from './cards';
import { type Position, cardsOnFoundations } from './position';
import { type Move, CELL_BASE, DOWN_FOUNDATION, FOUNDATION, STOCK } from './move';
import { sidePile } from './piles';
import { downPile, homePile, topPile } from './home';

// Playing a move and taking it back, in place: neither checks the move (legal.ts does). The card a
// move carries makes undo exact without looking back at the position.

/** Applies a legal move in place. Call `checkMove` first where the move is not known to be legal. */
export function applyMove(p: Position, m: Move): void {
  const card = m >>> 12;
  const from = (m >>> 6) & 63;
  const to = m & 63;
  const oneDeck = p.foundations.length === 4 && !p.ruleSet.anySuit;
  if (from < CELL_BASE) {
    const row = p.rows[from]!;
    if (row[row.length - 1] !== card) return moveRun(row, row.lastIndexOf(card), p.rows[to]!);
    row.pop();
  } else if (from === FOUNDATION) p.foundations[oneDeck ? SUIT_OF[card]! : leavingPile(p, card)]!--;
  else if (from === DOWN_FOUNDATION) p.foundations[downPile(card)]!--;
  else if (from < STOCK) p.cells[from - CELL_BASE] = NO_CARD;
  else sidePile(p, from).pop();
  if (to < CELL_BASE) p.rows[to]!.push(card);
  else if (to >= STOCK && to < FOUNDATION) sidePile(p, to).push(card);
  else if (to === DOWN_FOUNDATION) p.foundations[downPile(card)]!++;
  else if (to === FOUNDATION) {
    if (p.base === 0) p.base = RANK_OF[card]!; // the first foundation card sets every foundation's base
    if (p.ruleSet.feeds !== null) {
      const pile = homePile(p, card, from);
      p.homeOrder.push(pile);
      p.foundations[pile]!++;
    } else p.foundations[oneDeck || p.ruleSet.namedPiles ? SUIT_OF[card]! : homePile(p, card)]!++;
  } else p.cells[to - CELL_BASE] = card;
}

/** The pile a card leaves by FOUNDATION: the suit's Ace pile where moves name the pile, else `topPile`. */
const leavingPile = (p: Position, card: Card): number => (p.ruleSet.namedPiles ? SUIT_OF[card]! : topPile(p, card));

/** Moves the cards from `source[index]` up onto `target`, in order: a run that moves whole. */
function moveRun(source: Card[], index: number, target: Card[]): void {
  for (let j = index; j < source.length; j++) target.push(source[j]!);
  source.length = index;
}

/** Takes back a move that was the last one applied to `p`. */
export function undoMove(p: Position, m: Move): void {
  const card = m >>> 12;
  const from = (m >>> 6) & 63;
  const to = m & 63;
  const oneDeck = p.foundations.length === 4 && !p.ruleSet.anySuit;
  if (to < CELL_BASE) {
    const row = p.rows[to]!;
    // a run's bottom card lies under the rest of the run on its new row
    if (row[row.length - 1] !== card) return moveRun(row, row.lastIndexOf(card), p.rows[from]!);
    row.pop();
  } else if (to === FOUNDATION) {
    // where piles keep their places, the pile the card went to (several may show its rank)
    p.foundations[p.ruleSet.feeds !== null ? p.homeOrder.pop()! : oneDeck ? SUIT_OF[card]! : leavingPile(p, card)]!--;
    if (p.rules.foundationBase === 'chosen' && cardsOnFoundations(p) === 0) p.base = 0;
  } else if (to === DOWN_FOUNDATION) p.foundations[downPile(card)]!--;
  else if (to < STOCK) p.cells[to - CELL_BASE] = NO_CARD;
  else sidePile(p, to).pop();
  if (from < CELL_BASE) p.rows[from]!.push(card);
  else if (from === FOUNDATION) p.foundations[oneDeck || p.ruleSet.namedPiles ? SUIT_OF[card]! : homePile(p, card)]!++;
  else if (from === DOWN_FOUNDATION) p.foundations[downPile(card)]!++;
  else if (from < STOCK) p.cells[from - CELL_BASE] = card;
  else sidePile(p, from).push(card);
}
