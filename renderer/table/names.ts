import { cardNameKeys } from '../../shared/i18n/card-names';
import type { MessageKey, MessageParams } from '../../shared/i18n/keys';
import { MAX_CARDS, NO_CARD, SUITS, cardIndexText, makeCard } from '../../shared/engine/cards';
import { type Position, foundationTopCard, foundationTopRank } from '../../shared/engine/position';
import type { GameRules } from '../../shared/engine/games';
import { isGameId, namesFoundationPile } from '../../shared/engine/games';
import { CELL_BASE, RESERVE, STOCK, cardAt, foundationIndex } from '../../shared/engine/moves';
import { type Slot, isCellSlot, isFoundationSlot, isSideSlot } from './slots';
import type { Announcement } from './announcement';
import { levelKey, type ShownLevel } from './difficulty-words';

/** What names a game's piles: its kind of cells, its decks, and whether its foundations keep to suit. */
export type PileNaming = Pick<GameRules, 'cellKind' | 'decks' | 'foundationSuit' | 'foundationDirection' | 'rowFeeds' | 'talonRefills'>;
const ONE_DECK: PileNaming = { cellKind: 'free', decks: 1, foundationSuit: 'same', foundationDirection: 'up', rowFeeds: null, talonRefills: false };

/** A translation function: vue-i18n's `t`, or a plain one in tests. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `7 of spades` in English. */
export function cardLabel(t: Translate, card: number): string {
  const keys = cardNameKeys(card);
  return keys ? t('table.card', { rank: t(keys.rank), suit: t(keys.suit) }) : '?';
}

/**
 * `Row 3`, `Free cell 1` (`Reserve 1` in a game whose cells are reserves), `Stock`, `Waste`, `Reserve`, `Hearts foundation`; with
 * more decks each suit has several foundations, told apart by number: `Hearts foundation 2`. Where
 * foundations ignore suit they are numbered alone: `Foundation 5`.
 */
export function slotLabel(t: Translate, slot: Slot, naming: PileNaming = ONE_DECK): string {
  if (isFoundationSlot(slot)) {
    const pile = foundationIndex(slot);
    if (naming.foundationSuit === 'any') return t('table.piles.foundationAny', { n: pile + 1 });
    const name = t(`table.piles.foundation.${SUITS[pile % 4]!}`);
    // Chequers: each suit's Ace pile and King pile
    if (namesFoundationPile(naming)) return t(pile >= 4 ? 'table.piles.foundationDown' : 'table.piles.foundationUp', { pile: name });
    return naming.decks > 1 ? t('table.piles.foundationOfDeck', { pile: name, n: Math.floor(pile / 4) + 1 }) : name;
  }
  if (isCellSlot(slot)) return t(naming.cellKind === 'reserve' ? 'table.piles.reserve' : 'table.piles.freeCell', { n: slot - CELL_BASE + 1 });
  if (isSideSlot(slot)) return t(slot === STOCK ? (naming.talonRefills ? 'table.piles.talon' : 'table.piles.stock') : slot === RESERVE ? 'table.piles.reservePile' : 'table.piles.waste');
  return t('table.piles.row', { n: slot + 1 });
}

/** A rank's name: `Ace`, `9`, `King`. */
const rankLabel = (t: Translate, rank: number): string => {
  const keys = cardNameKeys(makeCard(0, rank));
  return keys ? t(keys.rank) : '?';
};

/** What the table writes beside the foundations of a game with a chosen base: `Base: 9`, or that none is set yet. */
export function baseText(t: Translate, position: Pick<Position, 'base'>): string {
  return position.base === 0 ? t('table.piles.baseNotSet') : t('table.piles.base', { rank: rankLabel(t, position.base) });
}

/**
 * What an announcement says. Cards are named in words (`7 of clubs`, for the live region), or
 * `short` as their corners show them (`7♣`, for the status line, where the eye reads them).
 */
export function announcementText(t: Translate, a: Announcement, naming: PileNaming = ONE_DECK, short = false): string {
  const params: Record<string, string | number> = { ...(a.params ?? {}) };
  const name = (card: number): string => (short && card >= 0 && card < MAX_CARDS ? cardIndexText(card) : cardLabel(t, card));
  if (a.card !== undefined) params.card = name(a.card);
  if (a.onto !== undefined) params.onto = name(a.onto);
  if (a.need !== undefined) params.need = name(a.need);
  if (a.pile !== undefined) params.pile = slotLabel(t, a.pile, naming);
  // a game arrives as its id: say its name
  if (typeof params.game === 'string' && isGameId(params.game)) params.game = t(`games.${params.game}`);
  // a difficulty arrives as its level (0: cannot be won): say its name
  if (typeof params.level === 'number') params.level = t(levelKey(params.level as ShownLevel));
  return t(a.key, params);
}

/** What a pile holds, for a screen reader after its name: `Row 3, 7 of spades on top`. */
export function slotDescription(t: Translate, position: Readonly<Position>, slot: Slot): string {
  const name = slotLabel(t, slot, position.rules);
  // a foundation that ignores suit holds ranks: the position knows its top's rank, not its suit
  if (isFoundationSlot(slot) && position.rules.foundationSuit === 'any') {
    const rank = foundationTopRank(position, foundationIndex(slot));
    if (rank !== 0) return t('table.piles.topCard', { pile: name, card: rankLabel(t, rank) });
  }
  // the stock's cards are face down: how many, never which
  if (slot === STOCK) return position.stock.length === 0 ? t('table.piles.empty', { pile: name }) : t('table.piles.faceDown', { pile: name, count: position.stock.length });
  let top: number;
  if (isSideSlot(slot)) top = cardAt(position as Position, slot);
  else if (isCellSlot(slot)) top = position.cells[slot - CELL_BASE] ?? NO_CARD;
  else if (isFoundationSlot(slot)) top = foundationTopCard(position as Position, foundationIndex(slot));
  else top = position.rows[slot]?.at(-1) ?? NO_CARD;
  if (top !== NO_CARD) return t('table.piles.topCard', { pile: name, card: cardLabel(t, top) });
  // an empty foundation of a chosen-base game says what may start it
  if (isFoundationSlot(slot) && position.rules.foundationBase === 'chosen') {
    return position.base === 0 ? t('table.piles.emptyAnyBase', { pile: name }) : t('table.piles.emptyFromBase', { pile: name, rank: rankLabel(t, position.base) });
  }
  // an auxiliary row's name says so already (TableSlot's namedAuxiliaryRow)
  return t('table.piles.empty', { pile: name });
}
