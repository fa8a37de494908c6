import type { Move } from '../../engine/moves';
import type { Position } from '../../engine/position';
import type { StopOptions } from './stop';
import type { Purpose, Techniques } from '../plans';

// What the solver answers and takes: its types, apart from the searches that import them (so that no
// search imports the solver that runs it).

export type Verdict = 'winnable' | 'unwinnable' | 'unknown';

export interface SolveResult {
  readonly verdict: Verdict;
  /** When winnable: single-card engine moves that win from the given position, in order. */
  readonly moves: Move[];
  /** Positions the search visited (entered into its table): what the budget counts. */
  readonly positions: number;
  /** Set when the signal or the deadline stopped the solve (the verdict is then `unknown`). */
  readonly stopped?: boolean;
}

export interface SolveOptions extends StopOptions {
  /** The question (plans.ts): its plan says the budget, the searches and their techniques. */
  readonly purpose?: Purpose;
  /** Positions to visit before answering `unknown` (the purpose's budget by default). */
  readonly budget?: number;
  /** Techniques switched on or off over the plan's. */
  readonly techniques?: Partial<Techniques>;
  /** The transposition table stops growing at this many slots (8 bytes each). */
  readonly maxTableSlots?: number;
  /** Positions the best-first phase keeps before the depth-first search takes over (default 256 K). */
  readonly bestFirstNodes?: number;
  /** Positions a depth-first search from a kept position may enter before it pauses and the next best
   * kept position has its turn (doubling at each pause of the same one); 0: never pause. */
  readonly drainSlice?: number;
  /** With `suitMerging`: how many ranks above its suit's foundation a card starts to be merged (2: the
   * next card of each suit and the one after it are told apart). */
  readonly mergeMargin?: number;
  /** With `reuseLostRuns`: the fewest positions an exhausted run must have taken to be mapped (50 K). */
  readonly mapFrom?: number;
  /** Which search: the fast one (spaces/board.ts, search/board-search.ts) where the plan says it plays the game's rules
   * (plans.ts, `boardPlays`), the engine's (search/engine-depth-first.ts) everywhere else. `generic` forces
   * the engine search on any game (to check it against the fast one); `fast` on a game it does not
   * play throws. */
  readonly searcher?: 'fast' | 'generic';
}

/** What a solver's last `solve` cost, for the benchmark: peak table bytes and its evictions. */
export interface SolveStats {
  readonly tableBytes: number;
  readonly evictions: number;
  /** Positions it took as lost because an earlier, coarser run proved them so (`reuseLostRuns`). */
  readonly knownLost: number;
}

/**
 * A solver: the search's memory (its stacks, its table of visited positions, the best-first store),
 * kept from one solve to the next so that a worker or a benchmark solving deal after deal does not
 * leave a hard deal's megabytes to the garbage collector each time. Its caller holds it: one per
 * thread of work (a worker holds one, a benchmark holds one). `solve` is synchronous and runs to its
 * end, so two solves on one solver can never interleave; two solvers share nothing.
 */
export interface Solver {
  solve(position: Readonly<Position>, options?: SolveOptions): SolveResult;
  /** What its last `solve` cost. */
  readonly stats: SolveStats;
}
