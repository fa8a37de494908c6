import { applyMove, cardAt, isFoundationPile, isRowPile, moveCard, moveFrom, moveTo, type Move } from '../../shared/engine/moves';
import { NO_CARD } from '../../shared/engine/cards';
import { type Position, clonePosition } from '../../shared/engine/position';
import type { Refusal } from '../../shared/engine/refusal';
import type { Slot } from '../table/slots';
import type { Announcement } from '../table/announcement';

/** What the live region says after a move was played. */
export function playedWords(m: Move): Announcement {
  if (isFoundationPile(moveTo(m)) && !isFoundationPile(moveFrom(m))) return { key: 'table.announce.movedHome', card: moveCard(m) };
  return { key: 'table.announce.moved', card: moveCard(m), pile: moveTo(m) };
}

/** A run of `count` cards moved onto pile `to` in one step (`m` stands for it: its bottom card). */
export const runWords = (m: Move, to: number, count: number): Announcement => ({ key: 'table.announce.movedRun', card: moveCard(m), pile: to, params: { count } });

export const undoneWords = (m: Move): Announcement => ({ key: 'table.announce.undo', card: moveCard(m), pile: moveFrom(m) });
export const redoneWords = (m: Move): Announcement => ({ key: 'table.announce.redo', card: moveCard(m), pile: moveTo(m) });
/**
 * The hint in words: the move `step` of the solver's `line` from position `p` ("Hint: 7♣ onto 8♦";
 * a later move "Then: …", said of the position the moves before it reach). A move to a row names the
 * card it goes on; to an empty row, a cell or a foundation, the pile.
 */
export function hintWords(p: Readonly<Position>, line: readonly Move[], step = 0): Announcement {
  let at = p as Position;
  if (step > 0) {
    at = clonePosition(at);
    for (const m of line.slice(0, step)) applyMove(at, m);
  }
  const m = line[step]!;
  const card = moveCard(m);
  const to = moveTo(m);
  const onto = isRowPile(to) ? cardAt(at, to) : NO_CARD;
  if (onto !== NO_CARD) return { key: step === 0 ? 'feedback.hintOnto' : 'feedback.thenOnto', card, onto };
  return { key: step === 0 ? 'feedback.hintTo' : 'feedback.thenTo', card, pile: to };
}

/** Why the engine refused a move, in words: the card, where it was to go (`slot`), and the reason's cards. */
export function refusalWords(r: Refusal, slot: Slot): Announcement {
  const cards = { ...(r.card !== NO_CARD ? { card: r.card } : {}), ...(r.onto !== NO_CARD ? { onto: r.onto } : {}) };
  if (r.need !== NO_CARD) return { key: 'refusal.needs', ...cards, need: r.need, pile: slot };
  return { key: `refusal.${r.reason}`, ...cards, pile: slot };
}
