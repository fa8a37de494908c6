import type { MessageKey } from '../../shared/i18n/keys';
import type { Rating } from '../../shared/solver/services/difficulty';

// The words of a difficulty: the five levels of shared/solver/difficulty.ts, and a deal that cannot be won.

const LEVEL_KEYS: readonly MessageKey[] = ['difficulty.veryEasy', 'difficulty.easy', 'difficulty.medium', 'difficulty.hard', 'difficulty.veryHard'];

/** A level to name: 1 (Very easy) to 5 (Very hard), or 0 for a deal that cannot be won. */
export type ShownLevel = 0 | 1 | 2 | 3 | 4 | 5;

/** The level a rating shows; null when the solver could not tell (nothing is shown then). */
export function shownLevel(r: Rating): ShownLevel | null {
  if (r.verdict === 'unwinnable') return 0;
  return r.level;
}

/** The catalogue key of a shown level. */
export function levelKey(level: ShownLevel): MessageKey {
  return level === 0 ? 'difficulty.cannotBeWon' : LEVEL_KEYS[level - 1]!;
}
