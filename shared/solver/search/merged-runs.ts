import { KING, SUIT_OF } from '../../engine/cards';
import type { Position } from '../../engine/position';
import { mergedCodes } from '../spaces/engine-hash';
import type { SolveResult } from '../api/types';

// The merged search of the engine searches (`suitMerging`; the fast solver's technique 9, README.md):
// runs with the cards well above their suit's foundations hashed by rank alone, and the loop that
// decides when a run that ended with no moves left is a proof, or must run again with fewer merged.

/** A merged run tells apart the next two cards of each suit (the fast solver's margin, solve.ts). */
export const MERGE_MARGIN = 2;

/** The most cards home in each suit's piles (pile i holds suit i % 4), into `out`. */
export function suitHeights(foundations: readonly number[], out: Int8Array): void {
  out.fill(0);
  for (let i = 0; i < foundations.length; i++) if (foundations[i]! > out[i % 4]!) out[i % 4] = foundations[i]!;
}

/** Raises `reach` to the foundations after a move home of `card` (the search's move hook). */
export function noteHome(foundations: readonly number[], card: number, reach: Int8Array): void {
  const s = SUIT_OF[card]!;
  for (let i = s; i < foundations.length; i += 4) if (foundations[i]! > reach[s]!) reach[s] = foundations[i]!;
}

/**
 * One run of a search, its cards merged above `erase` (suit by suit, places on the foundation; KING:
 * that suit not merged), within `budget` positions; it fills `reach` with the most cards each suit
 * had home in any position it played to, and answers the positions of all it ran.
 */
export type MergedRun = (erase: Readonly<Int8Array>, budget: number, reach: Int8Array) => SolveResult;

/** Whether a run that ended with no moves left proves the loss: no merged suit reached its `erase`. */
export function isProof(erase: Readonly<Int8Array>, reach: Readonly<Int8Array>): boolean {
  for (let s = 0; s < 4; s++) if (erase[s]! < KING && reach[s]! >= erase[s]!) return false;
  return true;
}

/** The engine searches' pile codes for a run's `erase` (`mergedCodes`), or undefined where no suit is merged. */
export function codesFor(erase: Readonly<Int8Array>, base: number): Uint8Array | undefined {
  return erase.some((e) => e < KING) ? mergedCodes(erase, base) : undefined;
}

/**
 * The merged search (the fast solver's and both engine searches'): a run with every card placed
 * above its suit's `erase` on its foundation (`margin` above the suit's foundations at first) hashed
 * by rank alone. While no suit's foundations reach its `erase`, no merged card can go home, and every
 * other move depends on ranks alone (`mergeable`): positions merged alike have the same moves, to
 * positions merged alike. So a run that ends with no moves left, in which no suit reached its
 * `erase`, met every class of positions reachable from the start, none of them won: the deal is lost.
 * Otherwise each suit that reached it is told apart up to the most it had home + 1 (positions that far
 * are reachable, so no lower bound could prove anything), and the search runs again. A win is a real
 * line: only the hash is merged. `merging` false: one plain run. Answers the result (its positions
 * those of every run) and how many runs it took.
 */
export function searchMerged(start: Readonly<Position>, budget: number, margin: number, run: MergedRun, merging = true): { result: SolveResult; runs: number } {
  if (!Number.isInteger(margin) || margin < 0) throw new RangeError(`mergeMargin must be a non-negative integer, not ${margin}`);
  const erase = new Int8Array(4);
  suitHeights(start.foundations, erase);
  for (let s = 0; s < 4; s++) erase[s] = merging ? Math.min(KING, erase[s]! + margin) : KING;
  const reach = new Int8Array(4);
  let used = 0;
  for (let runs = 1; ; runs++) {
    suitHeights(start.foundations, reach);
    const r = run(erase, budget - used, reach);
    used += r.positions;
    const result = { ...r, positions: used };
    if (r.verdict !== 'unwinnable' || isProof(erase, reach)) return { result, runs };
    for (let s = 0; s < 4; s++) if (erase[s]! < KING && reach[s]! >= erase[s]!) erase[s] = Math.min(KING, reach[s]! + 1);
  }
}
