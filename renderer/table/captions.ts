import type { GameRules } from '../../shared/engine/games';
import type { Position } from '../../shared/engine/position';
import { pileBuildsDown } from '../../shared/engine/position';
import { SUIT_SYMBOLS } from '../../shared/engine/cards';
import { RANK_TEXT } from '../cards/face-markup';
import type { Caption } from './frame';
import { foundationIndex } from '../../shared/engine/moves';
import { isFoundationSlot } from './slots';
import { slotLabel, type Translate } from './names';

// The words the table writes beside its piles (frame.ts Caption), and the mark of an empty
// foundation, read from the game's rules: where each pile starts and which way it builds.

/** The rank a foundation pile starts with: the Ace, the King (building down, or Zerline's), the chosen base (0 until it is chosen). */
export function foundationStart(rules: GameRules, pile: number, base: number): number {
  if (pileBuildsDown(rules, pile) || rules.foundationBase === 'king') return 13;
  return rules.foundationBase === 'chosen' ? base : 1;
}

/** Which way a foundation pile builds: up (with a wrap past the King where the rules wrap) or down. */
const foundationArrow = (rules: GameRules, pile: number): string => (pileBuildsDown(rules, pile) ? '↓' : '↑');

/**
 * What an empty foundation shows: the rank it starts with and its suit (`A` `♥`, Zerline's `K` `♣`),
 * the rank alone where piles take any suit, the suit alone while a chosen base is not chosen yet.
 */
export function foundationMark(rules: GameRules, pile: number, base: number): { readonly rank: string; readonly suit: string } {
  const start = foundationStart(rules, pile, base);
  return { rank: start === 0 ? '' : RANK_TEXT[start]!, suit: rules.foundationSuit === 'any' ? '' : SUIT_SYMBOLS[pile % 4]! };
}

/** A row's feeds: an arrow up to the one pile over it, or arrows to every side where it feeds them all. */
const feedsText = (rules: GameRules, row: number): string => ((rules.rowFeeds?.[row]?.length ?? 0) > 1 ? '↖ ↑ ↗' : '↑');

/**
 * The words of a caption: a pile's name (an auxiliary row's own: `Reserve 2`, `Auxiliary row 1`), a
 * group of foundations' start and direction (`A ↑`, `K ↓`), a row's feeds. The chosen base's words
 * are CastleTable's, said as they change.
 */
export function captionText(t: Translate, caption: Caption, position: Pick<Position, 'rules' | 'base'>): string {
  const rules = position.rules;
  const slot = caption.slots[0]!;
  if (caption.kind === 'feeds') return feedsText(rules, slot);
  if (caption.kind === 'foundations') {
    const pile = isFoundationSlot(slot) ? foundationIndex(slot) : 0;
    const start = foundationStart(rules, pile, position.base);
    return start === 0 ? '' : `${RANK_TEXT[start]!} ${foundationArrow(rules, pile)}`;
  }
  const aux = rules.auxiliaryRows.indexOf(slot);
  if (aux >= 0) return t(rules.auxiliaryKind === 'reserve' ? 'table.piles.reserve' : 'table.piles.auxiliaryRow', { n: aux + 1 });
  return slotLabel(t, slot, rules);
}
