import { NO_CARD, SUIT_OF, type Card } from '../../../shared/engine/cards';
import { namesFoundationPile } from '../../../shared/engine/games';
import { CELL_BASE, FOUNDATION_BASE, type Move, isCellPile, isFoundationPile, makeMove } from '../../../shared/engine/move';
import type { Position } from '../../../shared/engine/position';

/** The pile of `card`'s suit's first foundation (one deck: the suit's only one), as a move names it. */
export const suitPile = (card: Card): number => FOUNDATION_BASE + SUIT_OF[card]!;

/**
 * Move `m` with its piles said as the first of the piles alike to them in `p`: an empty cell as the
 * first empty cell, a foundation pile as the first pile of its suit (of all, where foundations ignore
 * suit) holding as many cards; where the player chooses a suit's pile (Chequers), each pile as itself.
 * The generator lists one move of alike ones; the move check takes each.
 */
export function alike(p: Position, m: Move): Move {
  const first = (pile: number): number => {
    if (isCellPile(pile)) return p.cells[pile - CELL_BASE] === NO_CARD ? CELL_BASE + p.cells.indexOf(NO_CARD) : pile;
    if (!isFoundationPile(pile) || namesFoundationPile(p.rules)) return pile;
    const k = pile - FOUNDATION_BASE;
    const step = p.rules.foundationSuit === 'any' ? 1 : 4;
    for (let i = k % step; i < k; i += step) if (p.foundations[i] === p.foundations[k]) return FOUNDATION_BASE + i;
    return pile;
  };
  return makeMove(m >>> 14, first((m >>> 7) & 127), first(m & 127));
}
