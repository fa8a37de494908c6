import { RANK_OF, SUIT_OF, SUIT_SYMBOLS, type Card } from '../../shared/engine/cards';
import { RANK_TEXT } from '../cards/face-markup';
import { cardLabel, slotLabel, type PileNaming, type Translate } from '../table/names';
import type { LineStep } from './line-steps';

/** A card as its corner shows it, with its suit's symbol: `7♣`, `10♥`, `K♠`. */
export const cardIndexText = (card: Card): string => `${RANK_TEXT[RANK_OF[card]!] ?? '?'}${SUIT_SYMBOLS[SUIT_OF[card]!]!}`;

/**
 * A move of the solver's line in words: `7♣ onto 8♦`, `Q♥ to its foundation`, `5♠ to Row 3`; with
 * `spoken`, the cards by name (`7 of clubs onto 8 of diamonds`), for a screen reader.
 */
export function stepWords(t: Translate, step: LineStep, naming: PileNaming, spoken = false): string {
  const name = (c: Card): string => (spoken ? cardLabel(t, c) : cardIndexText(c));
  if (step.kind === 'onto') return t('replay.moveOnto', { card: name(step.card), onto: name(step.onto) });
  if (step.kind === 'home') return t('replay.moveHome', { card: name(step.card) });
  return t('replay.moveTo', { card: name(step.card), pile: slotLabel(t, step.slot, naming) });
}
