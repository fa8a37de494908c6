import type { GameId } from '../../engine/games';
import { dealPosition } from '../../engine/deal';
import { mulberry32 } from '../../engine/rng';
import { createSolver, type Solver } from '../api/solve';
import { rateDeal, type DifficultyLevel } from './difficulty';
import { type Purpose, gamePlan } from '../plans';

// New Game with "winnable deals only": deal numbers are drawn from a sequence fixed by the first
// candidate, and the first one the solver proves winnable within a fixed budget is dealt. The budget
// counts positions, so every machine deals the same game for the same seed.
//
// With a difficulty level asked for, each winnable candidate is also rated (difficulty.ts), and the
// first of that level is dealt. The search stays bounded (LEVEL_DEAL_MAX_TRIES candidates): when no
// candidate of the level turns up within it, the winnable candidate whose level came nearest is dealt
// (`found` false, `level` its own), so New Game always deals a winnable game and says its real level.

export const WINNABLE_DEAL_MAX_TRIES = 200;
/** Candidates tried for a deal of one level: about one winnable deal in five has a given level. */
export const LEVEL_DEAL_MAX_TRIES = 200;

export interface WinnableDealOptions {
  readonly budget?: number;
  readonly maxTries?: number;
  /** The question, for its plan (plans.ts): New Game's, or the daily deal's (which pins its own). */
  readonly purpose?: Extract<Purpose, 'new-game' | 'daily'>;
  /** The solver to use (a worker holds one); a fresh one otherwise. */
  readonly solver?: Solver;
  /** Only a deal of this difficulty level (see the file comment). */
  readonly level?: DifficultyLevel;
}

export interface WinnableDeal {
  /** The deal dealt: proven winnable, unless `found` is false (then the last candidate tried). */
  readonly number: number;
  /** Candidates solved, the dealt one included. */
  readonly tried: number;
  readonly found: boolean;
  /** The dealt deal's level, when a level was asked for and the deal was rated. */
  readonly level?: DifficultyLevel;
}

/** The candidates: `first`, then the outputs of mulberry32 seeded with it. */
export function* dealCandidates(first: number): Generator<number, never> {
  yield first >>> 0;
  const next = mulberry32(first);
  for (;;) yield next();
}

export function findWinnableDeal(game: GameId, firstCandidate: number, options: WinnableDealOptions = {}): WinnableDeal {
  if (options.level !== undefined) return findDealOfLevel(game, firstCandidate, options.level, options);
  const purpose = options.purpose ?? 'new-game';
  const budget = options.budget ?? gamePlan(game, purpose).budget;
  const maxTries = Math.max(1, options.maxTries ?? WINNABLE_DEAL_MAX_TRIES);
  const solver = options.solver ?? createSolver();
  let tried = 0;
  let number = firstCandidate >>> 0;
  for (const candidate of dealCandidates(firstCandidate)) {
    number = candidate;
    tried++;
    if (solver.solve(dealPosition(game, candidate), { budget, purpose }).verdict === 'winnable') return { number, tried, found: true };
    if (tried >= maxTries) break;
  }
  return { number, tried, found: false };
}

/** The first candidate that is winnable and of `level`, or the winnable one nearest to it (file comment). */
function findDealOfLevel(game: GameId, firstCandidate: number, level: DifficultyLevel, options: WinnableDealOptions): WinnableDeal {
  const purpose = options.purpose ?? 'new-game';
  const budget = options.budget ?? gamePlan(game, purpose).budget;
  const maxTries = Math.max(1, options.maxTries ?? LEVEL_DEAL_MAX_TRIES);
  const solver = options.solver ?? createSolver();
  let tried = 0;
  let nearest: { number: number; level: DifficultyLevel } | null = null;
  for (const candidate of dealCandidates(firstCandidate)) {
    tried++;
    // the cheap question first: most candidates that are not winnable go no further
    if (solver.solve(dealPosition(game, candidate), { budget, purpose }).verdict === 'winnable') {
      const rating = rateDeal(game, candidate, { solver });
      const got = rating.ok ? rating.value.level : null;
      if (got === level) return { number: candidate, tried, found: true, level };
      if (got !== null && (nearest === null || Math.abs(got - level) < Math.abs(nearest.level - level))) nearest = { number: candidate, level: got };
    }
    if (tried >= maxTries) break;
  }
  if (nearest !== null) return { number: nearest.number, tried, found: false, level: nearest.level };
  return { ...findWinnableDeal(game, firstCandidate, { ...options, level: undefined }), found: false };
}
