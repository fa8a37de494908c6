import type { Move } from '../../engine/moves';
import { type Position, clonePosition } from '../../engine/position';
import { Board } from '../spaces/board';
import { type AStarSpace, aStar } from '../search/a-star';
import { BoardPar, movesLeftBound } from '../spaces/board-par';
import { type Solver, createSolver } from '../api/solve';
import { shortenLine } from './shorten-line';
import { planFor } from '../plans';
import { EnginePar, engineMovesLeftBound } from '../spaces/engine-par';
import type { StopOptions } from '../api/stop';

// Par: the fewest single-card moves that win the deal that the search can find, and a lower bound it
// has proved, "no line shorter than N exists" (README.md, "Par").
//
// - `movesLeftBound` is an admissible and consistent estimate of the moves still needed: every card
//   not home moves at least once, and a card lying over a lower card of its own suit at least twice
//   (it must leave before that card goes home, and cannot go home before it). One move changes it by
//   at most one, so an A* search that expands each position once, at its lowest f = g + h, never
//   passes a shorter line, and the smallest f left on its frontier is a lower bound on every line.
// - The line to beat starts as the solver's line, shortened (shorten-line.ts); a weighted A* search
//   (f = g + 2h: it goes deep fast) looks for shorter ones, then a plain A* search (f = g + h), with
//   lines no shorter than the best one cut off, either proves the best one shortest (its frontier
//   empties, or it reaches a win) or leaves its smallest f as the lower bound.
// - Budget: positions stored, half to each search, so every machine answers alike; and a time limit
//   (2 s for a deal is the goal), past which the searches stop as at the end of their budget: the best
//   line found stays par and the bound is the best one proved by then. A signal or a deadline stops
//   them the same way, and the first solve too.

export interface ParResult {
  /** The fewest moves found that win; null when the deal cannot be won or the solver could not tell. */
  readonly par: number | null;
  /** A winning line of `par` single-card moves (empty when par is null). */
  readonly line: Move[];
  /** No winning line has fewer moves than this (0 when the deal is not known winnable). */
  readonly lowerBound: number;
  /** Positions the searches stored, the solver's included. */
  readonly positions: number;
  /** Set when the signal or the deadline stopped the first solve: no par is known. */
  readonly stopped?: boolean;
}

/** `signal` and `deadline` stop it all (the first solve too, which the time limit does not bound). */
export interface ParOptions extends StopOptions {
  /** Positions the two A* searches may store in all (half each). */
  readonly budget?: number;
  /** The solver for the first line (a worker holds one); a fresh one otherwise. */
  readonly solver?: Solver;
  /** Milliseconds findPar may take in all (PAR_TIME_MS); past it the searches stop as when their
   * budget runs out. Infinity: positions alone bound it, and every machine gives the same par. */
  readonly timeLimitMs?: number;
}

/** What findPar may take when the machine is too slow for the par plan's budget (plans.ts, PAR_BUDGET) in 2 s (README.md, "Par"). */
export const PAR_TIME_MS = 1800;

export function findPar(position: Readonly<Position>, options: ParOptions = {}): ParResult {
  const plan = planFor(position.rules, 'par');
  const budget = options.budget ?? plan.budget;
  if (!Number.isInteger(budget) || budget < 0) throw new RangeError(`budget must be a non-negative integer, not ${budget}`);
  const limit = options.timeLimitMs ?? PAR_TIME_MS;
  if (!(limit >= 0)) throw new RangeError(`timeLimitMs must be a non-negative number, not ${limit}`);
  const clock = options.clock ?? Date.now;
  const deadline = Math.min(clock() + limit, options.deadline ?? Infinity);
  const aborted = (): boolean => options.signal?.aborted === true;
  const solver = options.solver ?? createSolver();
  const start = clonePosition(position as Position);
  const first = solver.solve(start, { signal: options.signal, deadline: options.deadline, clock: options.clock });
  let positions = first.positions;
  if (first.verdict !== 'winnable') return { par: null, line: [], lowerBound: 0, positions, ...(first.stopped === true ? { stopped: true } : {}) };
  let best = shortenLine(start, first.moves);
  // games the fast solver's Board does not play search over the engine's moves (engine-par.ts)
  const fast = plan.space === 'board';
  const space = (): AStarSpace => (fast ? new BoardPar(start) : new EnginePar(start));
  const rootBound = fast ? movesLeftBound(new Board(start, true)) : engineMovesLeftBound(start);
  // the weighted search has half the time left, the plain one the rest
  const halfway = clock() + (deadline - clock()) / 2;
  const weighted = aStar(space(), 2, best.length, Math.floor(budget / 2), () => clock() >= halfway || aborted());
  positions += weighted.positions;
  if (weighted.line && weighted.line.length < best.length) best = weighted.line;
  const plain = aStar(space(), 1, best.length, budget - Math.floor(budget / 2), () => clock() >= deadline || aborted());
  positions += plain.positions;
  if (plain.line && plain.line.length < best.length) best = plain.line;
  // plain A*: a win reached is a shortest line; an empty frontier means none shorter than `best` exists
  const lowerBound = plain.line ? plain.line.length : plain.exhausted ? best.length : Math.max(rootBound, plain.frontier);
  return { par: best.length, line: best, lowerBound: Math.min(lowerBound, best.length), positions };
}
