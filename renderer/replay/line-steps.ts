import { NO_CARD, type Card } from '../../shared/engine/cards';
import { cardAt, isFoundationPile, isRowPile, moveCard, moveTo, type Move } from '../../shared/engine/moves';
import type { Position } from '../../shared/engine/position';
import { moveToText } from '../../shared/formats/move-text';
import type { Slot } from '../table/slots';

// What the replay's move list says of each move of the solver's line: the card, where it goes (onto
// which card, to its foundation, or to a pile named by the table), and the move in the notation.
// Read from the position the move is played from, before it is played.

export type LineStep =
  /** `7♣ onto 8♦`: the card (a run's bottom card) onto the top card of a row. */
  | { readonly kind: 'onto'; readonly card: Card; readonly onto: Card; readonly notation: string }
  /** To its foundation. */
  | { readonly kind: 'home'; readonly card: Card; readonly notation: string }
  /** To an empty row, a free cell or a pile of its own (the waste, the reserve): named as the table names it. */
  | { readonly kind: 'to'; readonly card: Card; readonly slot: Slot; readonly notation: string };

export function lineStep(before: Readonly<Position>, m: Move): LineStep {
  const card = moveCard(m);
  const to = moveTo(m);
  const notation = moveToText(m, before);
  if (isFoundationPile(to)) return { kind: 'home', card, notation };
  const onto = isRowPile(to) ? cardAt(before as Position, to) : NO_CARD;
  if (onto !== NO_CARD) return { kind: 'onto', card, onto, notation };
  return { kind: 'to', card, slot: to, notation };
}
