import { RANK_OF } from '../../engine/cards';
import type { Position } from '../../engine/position';
import type { SolveResult } from '../api/types';
import { NEVER, type Stop } from '../api/stop';

// Games whose first card home chooses the base (Chessboard, Selective Castle, Castles End): both
// engine searches take the bases one at a time. README.md, "One base at a time".

/** Every rank 1..13 as a base (bit per rank). */
export const ALL_BASES = 0x3ffe;
/** The first turn's positions per base rank. */
const BASE_SLICE = 2_000;

/** How deep the cards of `rank` lie in the rows, summed (cards over them): the shallowest rank first. */
export function rankDepth(p: Readonly<Position>, rank: number): number {
  let d = 0;
  for (const row of p.rows) for (let i = 0; i < row.length; i++) if (RANK_OF[row[i]!] === rank) d += row.length - 1 - i;
  return d;
}

/**
 * A chosen base not yet set: one search per base rank (`search(bases, budget)`, allowed only the bases
 * of its bit mask), in turns of growing slices (BASE_SLICE, then four times more each turn), the ranks
 * whose cards lie nearest the tops first. A search that runs out of moves proves no win has that base,
 * and the rank is not tried again; a win ends it; when every rank is proved, the deal is lost. Why: a
 * search that may choose any base spends its budget under the bases its first moves reach (depth
 * first commits to one; best first mixes them, and goes on under the one that looks best), while a
 * deal is often won at once from another. The positions before a base is set are searched again for
 * each rank (bounded by the slices); positions of two bases never meet (the base is part of them).
 */
export function baseByBase(start: Readonly<Position>, budget: number, search: (bases: number, budget: number) => SolveResult, stop: Stop = NEVER): SolveResult {
  const ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].sort((a, b) => rankDepth(start, a) - rankDepth(start, b) || a - b);
  let open = ALL_BASES;
  let spent = 0;
  for (let slice = BASE_SLICE; ; slice *= 4) {
    for (const rank of ranks) {
      if (!((open >> rank) & 1)) continue;
      const left = budget - spent;
      if (left <= 0) return { verdict: 'unknown', moves: [], positions: spent };
      const r = search(1 << rank, Math.min(slice, left));
      spent += r.positions;
      if (stop.stopped) return { verdict: 'unknown', moves: [], positions: spent };
      if (r.verdict === 'winnable') return { ...r, positions: spent };
      if (r.verdict === 'unwinnable') open &= ~(1 << rank);
    }
    if (open === 0) return { verdict: 'unwinnable', moves: [], positions: spent };
  }
}
