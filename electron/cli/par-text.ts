import type { ParResult } from '../../shared/solver/services/par';

// Par as `castle rate` and `castle solve --shortest` say it: the same words in both, so a script or a
// person reading one reads the other.

/** What a deal not known winnable has: no par, no line, nothing to bound. */
export const NO_PAR: ParResult = { par: null, line: [], lowerBound: 0, positions: 0 };

/** "par 73 moves, no winning line is shorter than 66", or "..., proved shortest" when they meet. */
export function parText(r: ParResult): string {
  if (r.par === null) return 'no par';
  const bound = r.lowerBound >= r.par ? 'proved shortest' : `no winning line is shorter than ${r.lowerBound}`;
  return `par ${r.par} moves, ${bound}`;
}

/** Par and its bound for JSON: null both when the deal is not known winnable (no line to bound). */
export function parJson(r: ParResult): { par: number | null; lowerBound: number | null } {
  return r.par === null ? { par: null, lowerBound: null } : { par: r.par, lowerBound: r.lowerBound };
}
