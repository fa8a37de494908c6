import type { GameResult } from '../host/types';

/**
 * Results oldest first. The host already stores them so; sorting again (stably, by `finishedAt`)
 * keeps streaks right if a file was merged or edited. Unparsable instants keep their place at the end.
 */
export function chronological(results: readonly GameResult[]): GameResult[] {
  const time = (r: GameResult): number => {
    const t = Date.parse(r.finishedAt);
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  return results
    .map((r, i) => ({ r, i, t: time(r) }))
    .sort((a, b) => (a.t === b.t ? a.i - b.i : a.t < b.t ? -1 : 1))
    .map((x) => x.r);
}
