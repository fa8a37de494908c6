/** The room a line's rows are made for in one deal: the longest row seen since the deal began. */
export interface RowRoom {
  readonly deal: number;
  readonly cards: number;
}

/**
 * The room after a change: it grows with the longest row and never shrinks within a deal, so a row
 * that shortens again (a move, an undo) does not make every card jump back; a new deal starts afresh.
 */
export function grownRoom(previous: RowRoom | undefined, deal: number, longest: number): RowRoom {
  return previous !== undefined && previous.deal === deal ? { deal, cards: Math.max(previous.cards, longest) } : { deal, cards: longest };
}
