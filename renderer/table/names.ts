import { cardNameKeys } from '../../shared/i18n/card-names';
import type { MessageKey, MessageParams } from '../../shared/i18n/keys';
import { NO_CARD, SUITS } from '../../shared/engine/cards';
import type { Position } from '../../shared/engine/position';
import { isGameId } from '../../shared/engine/games';
import { CELL_BASE } from '../../shared/engine/moves';
import { FOUNDATION_SLOT_BASE, type Slot, isCellSlot, isFoundationSlot } from './slots';
import type { Announcement } from './announcement';
import { levelKey, type ShownLevel } from './difficulty-words';

/** A translation function: vue-i18n's `t`, or a plain one in tests. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `7 of spades` in English. */
export function cardLabel(t: Translate, card: number): string {
  const keys = cardNameKeys(card);
  return keys ? t('table.card', { rank: t(keys.rank), suit: t(keys.suit) }) : '?';
}

/** `Row 3`, `Free cell 1`, `Hearts foundation`. */
export function slotLabel(t: Translate, slot: Slot): string {
  if (isFoundationSlot(slot)) {
    const suit = SUITS[slot - FOUNDATION_SLOT_BASE]!;
    return t(`table.piles.foundation.${suit}`);
  }
  if (isCellSlot(slot)) return t('table.piles.freeCell', { n: slot - CELL_BASE + 1 });
  return t('table.piles.row', { n: slot + 1 });
}

export function announcementText(t: Translate, a: Announcement): string {
  const params: Record<string, string | number> = { ...(a.params ?? {}) };
  if (a.card !== undefined) params.card = cardLabel(t, a.card);
  if (a.pile !== undefined) params.pile = slotLabel(t, a.pile);
  // a game arrives as its id: say its name
  if (typeof params.game === 'string' && isGameId(params.game)) params.game = t(`games.${params.game}`);
  // a difficulty arrives as its level (0: cannot be won): say its name
  if (typeof params.level === 'number') params.level = t(levelKey(params.level as ShownLevel));
  return t(a.key, params);
}

/** What a pile holds, for a screen reader after its name: `Row 3, 7 of spades on top`. */
export function slotDescription(t: Translate, position: Readonly<Position>, slot: Slot): string {
  const name = slotLabel(t, slot);
  let top: number;
  if (isCellSlot(slot)) top = position.cells[slot - CELL_BASE] ?? NO_CARD;
  else if (isFoundationSlot(slot)) {
    const suit = slot - FOUNDATION_SLOT_BASE;
    const rank = position.foundations[suit] ?? 0;
    top = rank > 0 ? suit * 13 + rank - 1 : NO_CARD;
  } else top = position.rows[slot]?.at(-1) ?? NO_CARD;
  // an auxiliary row's name says so already (TableSlot's namedAuxiliaryRow)
  return (top === NO_CARD ? t('table.piles.empty', { pile: name }) : t('table.piles.topCard', { pile: name, card: cardLabel(t, top) }));
}
