import { expect } from 'vitest';
import type { Position } from '../../../shared/engine/position';
import type { SolveResult } from '../../../shared/solver/api/solve';
import { bruteForceWinnable } from './brute-force';
import { lineWins } from './replay';

/** Won and lost positions a property test has checked against brute force. */
export interface Checked {
  won: number;
  lost: number;
}

/**
 * Checks a solver's answer on a small position against brute force: the same verdict and, when the
 * position is won, a line that wins. `solve` runs only for positions brute force can decide within
 * `limit`; the others are neither checked nor counted (null), the rest counted in `checked`.
 */
export function expectBruteForceVerdict(p: Readonly<Position>, solve: () => SolveResult, checked: Checked, limit: number): SolveResult | null {
  const truth = bruteForceWinnable(p, limit);
  if (truth === 'too-big') return null;
  const r = solve();
  expect(r.verdict).toBe(truth ? 'winnable' : 'unwinnable');
  if (truth) {
    checked.won++;
    expect(lineWins(p, r.moves)).toBe(true);
  } else checked.lost++;
  return r;
}
