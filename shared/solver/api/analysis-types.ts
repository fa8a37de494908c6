import type { GameId } from '../../engine/games';

/** What the table asks the solver about: the game as the saved-game format describes it. */
export interface AnalysisRequest {
  readonly game: GameId;
  readonly deal: number | null;
  /** Board text of the start, when `deal` is null. */
  readonly position?: string;
  /** Moves played so far, in move notation (`3h 36`). */
  readonly moves: string;
}

/** The solver's verdict on the position reached, and a hint from it. */
export interface Analysis {
  readonly verdict: 'winnable' | 'lost' | 'unknown';
  /** When lost: move N (1-based) was the one after which the game could no longer be won, so
   * undoing back to `lastWinnableMove` (= N - 1) moves played makes it winnable again.
   * 0 (and no `lastWinnableMove`) when the starting position itself cannot be won; absent when the
   * walk back ran out of budget before finding the last winnable position. */
  readonly lostSinceMove?: number;
  readonly lastWinnableMove?: number;
  /** When winnable: the next move of a winning line, as the engine's Move integer and in notation. */
  readonly hint?: { readonly move: number; readonly text: string };
  /** When winnable and asked for (the `line` request): the whole winning line from the position
   * reached, shortened as a player would play it (shortenLine). */
  readonly line?: readonly number[];
  /** Positions the solver visited for this answer. */
  readonly positions: number;
  /** When the request itself was bad (unknown game, bad board text, illegal move): why. The verdict
   * is then `unknown`. */
  readonly error?: string;
}
