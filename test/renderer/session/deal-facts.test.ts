import { describe, it, expect } from 'vitest';
import { DealFacts, dealRefOf, type DealSolver } from '../../../renderer/session/deal-facts';
import type { DealRef } from '../../../shared/solver/services/solver-client-core';
import type { Rating } from '../../../shared/solver/services/difficulty';
import type { ParAnswer } from '../../../shared/solver/services/worker-protocol';
import { dealPosition } from '../../../shared/engine/deal';
import { formatPosition } from '../../../shared/formats/position-text';
import type { GameOrigin } from '../../../shared/engine/record';

const RATING: Rating = { verdict: 'winnable', level: 3, measures: null, positions: 1 };
const PAR: ParAnswer = { par: 70, line: [], lowerBound: 66, positions: 1 };

/** A deal solver whose answers the test gives, one by one. */
function heldSolver() {
  const asked: string[] = [];
  const rates: ((r: Rating | Error) => void)[] = [];
  const pars: ((p: ParAnswer) => void)[] = [];
  const solver: DealSolver = {
    rate: (d: DealRef, line?: readonly number[]) => (asked.push(`rate ${d.deal ?? 'position'}${line ? ` line of ${line.length}` : ''}`), new Promise((ok, no) => rates.push((r) => (r instanceof Error ? no(r) : ok(r))))),
    par: (d: DealRef) => (asked.push(`par ${d.deal ?? 'position'}`), new Promise((ok) => pars.push(ok))),
    dailyDeal: async () => 1,
  };
  return { solver, asked, rates, pars };
}

const deal = (number: number): GameOrigin => ({ kind: 'deal', game: 'fortress', number });

describe('DealFacts', () => {
  it('asks the rating, then par, of the deal shown, and keeps each as it comes', async () => {
    const held = heldSolver();
    let changes = 0;
    const facts = new DealFacts({ solver: async () => held.solver, changed: () => changes++ });
    facts.show(deal(5));
    expect(facts.rating).toEqual({ kind: 'pending' });
    expect(changes).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(held.asked).toEqual(['rate 5', 'par 5']);
    held.rates[0]!(RATING);
    await Promise.resolve();
    await Promise.resolve();
    expect(facts.rating).toEqual({ kind: 'known', value: RATING });
    expect(facts.par).toEqual({ kind: 'pending' });
    held.pars[0]!(PAR);
    await facts.whenIdle();
    expect(facts.par).toEqual({ kind: 'known', value: PAR });
    expect(changes).toBe(3);
    // the same deal again (a restart) asks nothing more
    facts.show(deal(5));
    await facts.whenIdle();
    expect(held.asked).toHaveLength(2);
  });

  it("passes New Game's proof of the deal to the rating, where the table's solver has one", async () => {
    const held = heldSolver();
    const proofs = new Map<string, readonly number[]>([['fortress 5', [1, 2, 3]]]);
    const facts = new DealFacts({ solver: async () => held.solver, proof: (d) => proofs.get(`${d.game} ${d.deal}`), changed: () => undefined });
    facts.show(deal(5));
    await Promise.resolve();
    await Promise.resolve();
    facts.show(deal(6));
    await Promise.resolve();
    await Promise.resolve();
    expect(held.asked).toEqual(['rate 5 line of 3', 'par 5', 'rate 6', 'par 6']);
  });

  it('drops an answer for a deal no longer shown, and says a failure', async () => {
    const held = heldSolver();
    const facts = new DealFacts({ solver: async () => held.solver, changed: () => undefined });
    facts.show(deal(5));
    await Promise.resolve();
    facts.show(deal(6));
    await Promise.resolve();
    await Promise.resolve();
    held.rates[0]!(RATING);
    held.pars[0]!(PAR);
    held.rates[1]!(new Error('the solver worker failed'));
    held.pars[1]!(PAR);
    await facts.whenIdle();
    expect(facts.rating).toEqual({ kind: 'failed', reason: 'the solver worker failed' });
    expect(facts.par).toEqual({ kind: 'known', value: PAR });
    expect(facts.deal).toEqual({ game: 'fortress', deal: 6 });
  });

  it('with no solver, nothing is known and nothing is pending', async () => {
    const facts = new DealFacts({ solver: async () => null, changed: () => undefined });
    facts.show(deal(5));
    await facts.whenIdle();
    expect(facts.rating).toEqual({ kind: 'none' });
    expect(facts.par).toEqual({ kind: 'none' });
  });

  it('asks about a position that is no numbered deal by its board text', () => {
    const position = dealPosition('citadel', 9);
    expect(dealRefOf({ kind: 'position', game: 'citadel', position })).toEqual({ game: 'citadel', deal: null, position: formatPosition(position) });
    expect(dealRefOf(deal(3))).toEqual({ game: 'fortress', deal: 3 });
  });
});
