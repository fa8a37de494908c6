import type { Analysis } from '../../shared/solver/api/analysis-types';

/** What the table says about the position reached, from the solver's answer. */
export type Verdict =
  /** Not asked yet, or no solver here. */
  | { readonly kind: 'unknown' }
  | { readonly kind: 'thinking' }
  | { readonly kind: 'winnable' }
  /** The solver ran out of budget: it could not tell. */
  | { readonly kind: 'undecided' }
  /** The game has a face-down stock (Zerline): the solver is not asked, as it would see the stock's order. */
  /** face-down cards (Zerline's stock, Chequers' `talon`) keep the solver out */
  | { readonly kind: 'hidden'; readonly talon?: boolean }
  /**
   * Proven lost. `since` 0: the deal itself cannot be won. `since` N > 0: lost since move N, and
   * `lastWinnable` (N - 1 moves played) was proven winnable. `since` null: lost, but the walk back
   * ran out of budget, so no position to go back to is known.
   */
  | { readonly kind: 'lost'; readonly since: number | null; readonly lastWinnable: number | null };

/**
 * The verdict of an analysis, claiming only what it proved: "lost since move N" and a way back
 * only when the analysis names the move and the last winnable position.
 */
export function verdictOf(a: Analysis): Verdict {
  if (a.verdict === 'winnable') return { kind: 'winnable' };
  if (a.verdict === 'lost') {
    if (a.lostSinceMove === 0) return { kind: 'lost', since: 0, lastWinnable: null };
    if (a.lostSinceMove !== undefined && a.lastWinnableMove !== undefined) return { kind: 'lost', since: a.lostSinceMove, lastWinnable: a.lastWinnableMove };
    return { kind: 'lost', since: null, lastWinnable: null };
  }
  // a request the solver could not read says nothing about the position
  return a.error === undefined ? { kind: 'undecided' } : { kind: 'unknown' };
}
