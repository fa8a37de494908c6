import { type Card, NO_CARD, RANK_OF } from './cards';
import { type Position, cardsOnFoundations } from './position';
import { type Move, CELL_BASE, FOUNDATION_BASE, STOCK } from './move';
import { sidePile } from './piles';

// Playing a move and taking it back, in place: neither checks the move (legal.ts does). The card a
// move carries, and the foundation pile it names, make undo exact without looking back at the position.

/** Applies a legal move in place. Call `checkMove` first where the move is not known to be legal. */
export function applyMove(p: Position, m: Move): void {
  const card = m >>> 14;
  const from = (m >>> 7) & 127;
  const to = m & 127;
  if (from < CELL_BASE) {
    const row = p.rows[from]!;
    if (row[row.length - 1] !== card) return moveRun(row, row.lastIndexOf(card), p.rows[to]!);
    row.pop();
  } else if (from < FOUNDATION_BASE) p.cells[from - CELL_BASE] = NO_CARD;
  else if (from < STOCK) p.foundations[from - FOUNDATION_BASE]!--;
  else sidePile(p, from).pop();
  if (to < CELL_BASE) p.rows[to]!.push(card);
  else if (to < FOUNDATION_BASE) p.cells[to - CELL_BASE] = card;
  else if (to < STOCK) {
    if (p.base === 0) p.base = RANK_OF[card]!; // the first foundation card sets every foundation's base
    p.foundations[to - FOUNDATION_BASE]!++;
  } else sidePile(p, to).push(card);
}

/** Moves the cards from `source[index]` up onto `target`, in order: a run that moves whole. */
function moveRun(source: Card[], index: number, target: Card[]): void {
  for (let j = index; j < source.length; j++) target.push(source[j]!);
  source.length = index;
}

/** Takes back a move that was the last one applied to `p`. */
export function undoMove(p: Position, m: Move): void {
  const card = m >>> 14;
  const from = (m >>> 7) & 127;
  const to = m & 127;
  if (to < CELL_BASE) {
    const row = p.rows[to]!;
    // a run's bottom card lies under the rest of the run on its new row
    if (row[row.length - 1] !== card) return moveRun(row, row.lastIndexOf(card), p.rows[from]!);
    row.pop();
  } else if (to < FOUNDATION_BASE) p.cells[to - CELL_BASE] = NO_CARD;
  else if (to < STOCK) {
    p.foundations[to - FOUNDATION_BASE]!--;
    if (p.rules.foundationBase === 'chosen' && cardsOnFoundations(p) === 0) p.base = 0;
  } else sidePile(p, to).pop();
  if (from < CELL_BASE) p.rows[from]!.push(card);
  else if (from < FOUNDATION_BASE) p.cells[from - CELL_BASE] = card;
  else if (from < STOCK) p.foundations[from - FOUNDATION_BASE]!++;
  else sidePile(p, from).push(card);
}
