import { RANK_OF, SUIT_OF, SUITS, MAX_CARDS, type Card, type SuitName } from '../engine/cards';
import type { MessageKey } from './keys';

/** Message keys of the ranks, indexed by rank (1 = Ace ... 13 = King); index 0 is unused. */
export const RANK_KEYS = [
  '',
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
] as const;

export interface CardNameKeys {
  readonly rank: MessageKey;
  readonly suit: MessageKey;
  readonly foundation: MessageKey;
}

/**
 * The keys a card's accessible name is built from: translate `table.card` with
 * `{ rank: t(keys.rank), suit: t(keys.suit) }`. Null for a number that is not a card.
 */
export function cardNameKeys(card: Card): CardNameKeys | null {
  // every deck's card of a face has the face's name
  if (!Number.isInteger(card) || card < 0 || card >= MAX_CARDS) return null;
  const rank = RANK_KEYS[RANK_OF[card]!]!;
  const suit: SuitName = SUITS[SUIT_OF[card]!]!;
  return {
    rank: `table.ranks.${rank as Exclude<typeof rank, ''>}`,
    suit: `table.suits.${suit}`,
    foundation: `table.piles.foundation.${suit}`,
  };
}
