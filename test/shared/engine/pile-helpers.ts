import { NO_CARD, SUIT_OF, type Card } from '../../../shared/engine/cards';
import { CELL_BASE, FOUNDATION_BASE, type Move, isCellPile, makeMove } from '../../../shared/engine/move';
import type { Position } from '../../../shared/engine/position';

/** The pile of `card`'s suit's first foundation (one deck: the suit's only one), as a move names it. */
export const suitPile = (card: Card): number => FOUNDATION_BASE + SUIT_OF[card]!;

/**
 * Move `m` with its cells said as the first of the cells alike to them in `p`: an empty cell as the
 * first empty cell. The generator lists one move of alike ones; the move check takes each. Foundation
 * piles stay as they are: the move check takes only the pile the engine names (a suit's piles fill in
 * order), which is the one the generator lists.
 */
export function alike(p: Position, m: Move): Move {
  const first = (pile: number): number => (isCellPile(pile) && p.cells[pile - CELL_BASE] === NO_CARD ? CELL_BASE + p.cells.indexOf(NO_CARD) : pile);
  return makeMove(m >>> 14, first((m >>> 7) & 127), first(m & 127));
}
