import { describe, it, expect } from 'vitest';
import type { AnyGameId } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { createSolver } from '../../../shared/solver/api/solve';
import { STOP_EVERY } from '../../../shared/solver/api/stop';
import { analyse } from '../../../shared/solver/services/analyse';
import { rateDeal } from '../../../shared/solver/services/difficulty';
import { findPar } from '../../../shared/solver/services/par';

// Every solve can be stopped (stop.ts): by a signal, or by a deadline on a clock. A signal can come at
// any moment; the search sees it at its next look, so what it searches after a signal is at most what
// it searches between two looks. The searches are deterministic and the signal changes nothing but
// where they end, so a signal that turns on at look k searches P(k) positions, and P(k) - P(k - 1)
// is what a search did between two looks: at most STOP_EVERY positions, whatever the search.

/** A signal that turns on the k-th time the solve looks at it. */
function onAtLook(k: number): { readonly aborted: boolean; looks: number } {
  const s = {
    looks: 0,
    get aborted() {
      return ++s.looks >= k;
    },
  };
  return s;
}

/** Deals that need far more than a few looks, one for each kind of search and each plan. */
const CASES: readonly { readonly game: AnyGameId; readonly deal: number; readonly search: string }[] = [
  { game: 'beleaguered-castle', deal: 33, search: 'fast depth first, merged runs' },
  { game: 'siegecraft', deal: 112, search: 'fast depth first, free cells, not merged' },
  { game: 'exiled-kings', deal: 42, search: 'fast best first, then depth first' },
  { game: 'chessboard', deal: 16, search: 'generic depth first, base by base' },
  { game: 'bastion', deal: 1, search: 'generic depth first' },
  { game: 'penelopes-web', deal: 12, search: 'generic depth first, merged runs' },
  { game: 'castle-of-indolence', deal: 21, search: 'generic best first' },
  { game: 'rittenhouse', deal: 3, search: 'generic best first, two scores in turns' },
  { game: 'zerline', deal: 2, search: 'generic best first, a stock' },
  { game: 'soother', deal: 2, search: 'generic best first, a stock, merged runs' },
  { game: 'castle-mount', deal: 32, search: 'beams, then best first' },
  { game: 'lightweight', deal: 3, search: 'beams of one width, then best first' },
];

const LOOKS = 6;

describe('a solve stopped by its signal', () => {
  it.each(CASES)('$game #$deal ($search) stops within STOP_EVERY positions of the signal, unknown', ({ game, deal }) => {
    const solver = createSolver();
    const p = dealPosition(game, deal);
    const searched: number[] = [];
    for (let k = 1; k <= LOOKS; k++) {
      const signal = onAtLook(k);
      const r = solver.solve(p, { signal });
      expect(r.verdict, `signal at look ${k}`).toBe('unknown');
      expect(r.stopped).toBe(true);
      expect(r.moves).toEqual([]);
      expect(signal.looks).toBe(k);
      searched.push(r.positions);
    }
    // a signal there before the solve: nothing searched
    expect(searched[0]).toBe(0);
    for (let k = 1; k < LOOKS; k++) {
      expect(searched[k]!, `look ${k + 1}`).toBeGreaterThanOrEqual(searched[k - 1]!);
      expect(searched[k]! - searched[k - 1]!, `look ${k + 1}`).toBeLessThanOrEqual(STOP_EVERY);
    }
    // the search went on between the looks: the bound is not met by searching nothing
    expect(searched[LOOKS - 1]).toBeGreaterThan(0);
  });

  it('answers unknown at its deadline, read from the clock it is given', () => {
    let now = 0;
    const clock = (): number => (now += 10);
    const r = createSolver().solve(dealPosition('beleaguered-castle', 33), { deadline: 35, clock });
    expect(r).toMatchObject({ verdict: 'unknown', stopped: true, moves: [] });
    // looks at 10, 20, 30 go on; the fourth, at 40, is past the deadline
    expect(now).toBe(40);
    expect(r.positions).toBeLessThanOrEqual(3 * STOP_EVERY);
  });

  it('gives the same answer as without a signal when the signal never comes, and is not kept as the answer', () => {
    const solver = createSolver();
    const p = dealPosition('beleaguered-castle', 3);
    const plain = createSolver().solve(p, { budget: 50_000 });
    expect(solver.solve(p, { budget: 50_000, signal: { aborted: false } })).toEqual(plain);
    // a stopped answer is not remembered for the same question asked again without a stop
    const q = dealPosition('beleaguered-castle', 33);
    expect(solver.solve(q, { budget: 50_000, signal: onAtLook(2) }).stopped).toBe(true);
    expect(solver.solve(q, { budget: 50_000 })).toEqual(createSolver().solve(q, { budget: 50_000 }));
  });

  it('stops the analysis, the rating and par: unknown, never a verdict it did not prove', () => {
    const solver = createSolver();
    const a = analyse({ game: 'beleaguered-castle', deal: 33, moves: '' }, { solver, signal: { aborted: true } });
    expect(a).toMatchObject({ verdict: 'unknown', positions: 0 });
    const r = rateDeal('castle-mount', 32, { solver, signal: onAtLook(3) });
    expect(r.ok && r.value).toMatchObject({ verdict: 'unknown', level: null, stopped: true });
    const par = findPar(dealPosition('castle-mount', 32), { solver, signal: onAtLook(3) });
    expect(par).toMatchObject({ par: null, stopped: true });
  });
});
