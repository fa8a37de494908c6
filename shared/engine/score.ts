import { MAX_CARDS } from './cards';
import { cardsOnFoundations, isWon, type Position } from './position';

export const POINTS_PER_CARD = 5;
export const WIN_BONUS = 500;
export const TIME_BONUS_MAX = 1200;
/** The highest score of any game: every card of the largest deal home (two-deck games score past one deck's 1,960). */
export const MAX_SCORE = MAX_CARDS * POINTS_PER_CARD + WIN_BONUS + TIME_BONUS_MAX;

export interface Score {
  /** Cards the player has sent to the foundations (not those the deal put there). */
  readonly cardsHome: number;
  readonly cardPoints: number;
  readonly winBonus: number;
  readonly timeBonus: number;
  readonly total: number;
}

/**
 * The score of RULES.md as a pure function of where the game started, where it is, and the clock:
 * undo lowers it again because it is never a running total.
 */
export function scorePosition(start: Position, now: Position, elapsedSeconds: number): Score {
  const cardsHome = Math.max(0, cardsOnFoundations(now) - cardsOnFoundations(start));
  const won = isWon(now);
  const seconds = Number.isFinite(elapsedSeconds) && elapsedSeconds > 0 ? Math.floor(elapsedSeconds) : 0;
  const cardPoints = cardsHome * POINTS_PER_CARD;
  const winBonus = won ? WIN_BONUS : 0;
  const timeBonus = won ? Math.max(0, TIME_BONUS_MAX - seconds) : 0;
  return { cardsHome, cardPoints, winBonus, timeBonus, total: cardPoints + winBonus + timeBonus };
}
