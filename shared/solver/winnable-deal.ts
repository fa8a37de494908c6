import type { GameId } from '../engine/games';
import { dealPosition } from '../engine/deal';
import { mulberry32 } from '../engine/rng';
import { createSolver, type Solver, type Techniques } from './solve';

// New Game with "winnable deals only": deal numbers are drawn from a sequence fixed by the first
// candidate, and the first one the solver proves winnable within a fixed budget is dealt. The budget
// counts positions, so every machine deals the same game for the same seed.

export const WINNABLE_DEAL_BUDGET = 300_000;
export const WINNABLE_DEAL_MAX_TRIES = 200;

export interface WinnableDealOptions {
  readonly budget?: number;
  readonly maxTries?: number;
  /** The solver's techniques, when not all of them (the daily deal pins its own). */
  readonly techniques?: Partial<Techniques>;
  /** The solver to use (a worker holds one); a fresh one otherwise. */
  readonly solver?: Solver;
}

export interface WinnableDeal {
  /** The deal dealt: proven winnable, unless `found` is false (then the last candidate tried). */
  readonly number: number;
  /** Candidates solved, the dealt one included. */
  readonly tried: number;
  readonly found: boolean;
}

/** The candidates: `first`, then the outputs of mulberry32 seeded with it. */
export function* dealCandidates(first: number): Generator<number, never> {
  yield first >>> 0;
  const next = mulberry32(first);
  for (;;) yield next();
}

export function findWinnableDeal(game: GameId, firstCandidate: number, options: WinnableDealOptions = {}): WinnableDeal {
  const budget = options.budget ?? WINNABLE_DEAL_BUDGET;
  const maxTries = Math.max(1, options.maxTries ?? WINNABLE_DEAL_MAX_TRIES);
  const solver = options.solver ?? createSolver();
  let tried = 0;
  let number = firstCandidate >>> 0;
  for (const candidate of dealCandidates(firstCandidate)) {
    number = candidate;
    tried++;
    if (solver.solve(dealPosition(game, candidate), { budget, techniques: options.techniques }).verdict === 'winnable') return { number, tried, found: true };
    if (tried >= maxTries) break;
  }
  return { number, tried, found: false };
}
