// The win's celebration (renderer/components/WinCelebration.vue): how long, what ends it, what falls.
import { SUIT_SYMBOLS } from '../../shared/engine/cards';

/** The longest a celebration lasts: every suit has fallen by then. */
export const CELEBRATION_MS = 3000;

/** Any key, click or touch ends it. */
export const END_EVENTS = ['keydown', 'pointerdown', 'wheel'] as const;

export interface FallingSuit {
  readonly suit: string;
  readonly red: boolean;
  /** Across the window, 0-100 %. */
  readonly left: number;
  readonly delayMs: number;
  readonly fallMs: number;
}

/** Fixed positions, so the picture is the same each time; the last lands before CELEBRATION_MS. */
export const FALLING_SUITS: readonly FallingSuit[] = Array.from({ length: 24 }, (_, i) => ({
  suit: SUIT_SYMBOLS[i % 4]!,
  // hearts and diamonds
  red: i % 2 === 0,
  left: (i * 37) % 100,
  delayMs: (i * 173) % 700,
  fallMs: 2000 + ((i * 89) % 250),
}));
