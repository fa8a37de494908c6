import { DOWN_FOUNDATION, FOUNDATION, homePile, isFoundationPile, moveCard, moveFrom, moveTo, type Move } from '../../shared/engine/moves';
import { SUIT_OF } from '../../shared/engine/cards';
import type { Position } from '../../shared/engine/position';
import { foundationSlot, type Slot } from '../table/slots';
import type { Announcement } from '../table/announcement';

/**
 * The slot a move's pile stands for on the table (the engine has one foundation code, the table a
 * slot per pile): a foundation is the suit's first pile, or, given the position the move is played
 * from, the very pile the engine sends the card to (with more decks a suit has several; where rows
 * feed given piles, the pile its `source` feeds). Chequers' King pile code is the suit's King pile (4-7).
 */
export function slotOfPile(pile: number, card: number, from?: Position, source = -1): Slot {
  if (pile === DOWN_FOUNDATION) return foundationSlot(SUIT_OF[card]! + 4);
  if (pile !== FOUNDATION) return pile;
  const home = from === undefined ? -1 : homePile(from, card, source);
  return foundationSlot(home >= 0 ? home : SUIT_OF[card]!);
}

/** What the live region says after a move was played. */
export function playedWords(m: Move): Announcement {
  if (isFoundationPile(moveTo(m)) && !isFoundationPile(moveFrom(m))) return { key: 'table.announce.movedHome', card: moveCard(m) };
  return { key: 'table.announce.moved', card: moveCard(m), pile: slotOfPile(moveTo(m), moveCard(m)) };
}

/** A run of `count` cards moved onto pile `to` in one step (`m` stands for it: its bottom card). */
export const runWords = (m: Move, to: number, count: number): Announcement => ({ key: 'table.announce.movedRun', card: moveCard(m), pile: to, params: { count } });

export const undoneWords = (m: Move): Announcement => ({ key: 'table.announce.undo', card: moveCard(m), pile: slotOfPile(moveFrom(m), moveCard(m)) });
export const redoneWords = (m: Move): Announcement => ({ key: 'table.announce.redo', card: moveCard(m), pile: slotOfPile(moveTo(m), moveCard(m)) });
export const hintWords = (m: Move): Announcement => ({ key: 'table.announce.hint', card: moveCard(m), pile: slotOfPile(moveTo(m), moveCard(m)) });
