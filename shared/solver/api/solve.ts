import type { Position } from '../../engine/position';
import { Board } from '../spaces/board';
import { RunGraph } from '../search/run-graph';
import { EngineDepthFirst } from '../search/engine-depth-first';
import { EngineBestFirst } from '../search/engine-best-first';
import { BeamFinder } from '../search/beam-finder';
import { MEMO_MIN_BUDGET, SolveMemo, solveKey } from './solve-memo';
import { MERGE_MARGIN, isProof, searchMerged } from '../search/merged-runs';
import { type Stop, stopOf } from './stop';
import { type Plan, type SearchKind, type Techniques, firstSearchBudget, planFor } from '../plans';
import { type KnownLost, BEST_FIRST_NODES, DEFAULT_TABLE_SLOTS, DRAIN_SLICE, Search, SearchMemory } from '../search/board-search';
import type { SolveOptions, SolveResult, SolveStats, Solver } from './types';

export type { Verdict, SolveResult, SolveOptions, SolveStats, Solver } from './types';

// The solver: the plan of the question (plans.ts) says which space and searches answer it; the byte
// board's search (search/board-search.ts) in merged runs, or the engine's searches in turn (depth
// first, best first, beams: search/engine-depth-first.ts, engine-best-first.ts, beam-finder.ts). A
// solver keeps its searches' memory and answers from solve to solve.
// README.md in this folder describes the design and what each part buys.

/** `reuseLostRuns` maps a run only when it took this many positions: mapping replays the run, which
 * pays when the finer rerun is large, and a large rerun follows a large run (README.md, technique 10). */
const MAP_FROM = 50_000;


export function createSolver(): Solver {
  return new SolverWithMemory();
}

/**
 * Solves the position with a solver of its own (a fresh table and stacks, about half a megabyte to
 * start): for a one-off question. Callers that solve again and again hold a `createSolver()`.
 */
export function solve(position: Readonly<Position>, options: SolveOptions = {}): SolveResult {
  return createSolver().solve(position, options);
}


class SolverWithMemory implements Solver {
  stats: SolveStats = { tableBytes: 0, evictions: 0, knownLost: 0 };
  private readonly memory = new SearchMemory();
  private engineDepthFirst: EngineDepthFirst | null = null;
  private engineBestFirst: EngineBestFirst | null = null;
  private beams: BeamFinder | null = null;
  private readonly memo = new SolveMemo<{ readonly result: SolveResult; readonly stats: SolveStats }>();

  /**
   * Solves the position. In an any-suit game with `suitMerging` the search runs first on a board that
   * hashes the cards of each suit above rank `erase` of that suit by their rank alone (`erase` starts
   * two above the suit's foundation: in Beleaguered Castle every card from rank 4 up is merged), so
   * positions that differ only in which suit's card of a rank lies where, among such cards, are
   * searched once.
   * - A win it finds is a real one: the board itself is exact, only the table merges.
   * - When it runs out of moves and no position it met had `erase` cards home in a merged suit, the
   *   position is lost. While no foundation reaches its `erase`, no merged card can go home, so moves
   *   depend on ranks and unmerged cards alone: positions merged with a searched one have the same moves
   *   to positions merged alike (the dead-position test too, see dead-position.ts), none of them reaches
   *   `erase` in a merged suit, and a won position would.
   * - Otherwise the search starts again, with every suit that reached its `erase` told apart up to the
   *   most cards home it had: positions that far are reachable, so no lower threshold gives a proof. At
   *   KING a suit is not merged at all; with no suit merged the search is the plain one.
   * Budget, verdict and positions count every run.
   */
  solve(position: Readonly<Position>, options: SolveOptions = {}): SolveResult {
    if (options.searcher === 'fast' && planFor(position.rules, 'verdict').space !== 'board') throw new RangeError(`the fast solver is not proved for ${position.rules.name}'s rules`);
    const plan = planFor(position.rules, options.purpose ?? 'verdict', options.techniques, options.searcher === 'generic' ? 'engine' : undefined);
    const budget = options.budget ?? plan.budget;
    if (!Number.isInteger(budget) || budget < 0) throw new RangeError(`budget must be a non-negative integer, not ${budget}`);
    const stop = stopOf(options);
    // the question: the budget, what the plan's purpose and techniques came to, and the search's own
    // options (the purpose itself is no part of it: New Game's proof is the rating's first question)
    const { signal: _signal, deadline: _deadline, clock: _clock, purpose: _purpose, techniques: _techniques, budget: _budget, ...rest } = options;
    if (budget < MEMO_MIN_BUDGET) return this.stopped(this.search(position, budget, plan, rest, stop), stop);
    const key = solveKey(position, budget, { ...rest, techniques: plan.techniques, space: plan.space });
    const kept = this.memo.get(key);
    if (kept) {
      this.stats = kept.stats;
      return { ...kept.result, moves: kept.result.moves.slice() };
    }
    const result = this.search(position, budget, plan, rest, stop);
    // a stopped solve says nothing of the question: it is not kept
    if (stop.stopped) return this.stopped(result, stop);
    this.memo.set(key, { result: { ...result, moves: result.moves.slice() }, stats: this.stats });
    return result;
  }

  /** The result, marked when its stop ended it (and then `unknown`, whatever a search said). */
  private stopped(result: SolveResult, stop: Stop): SolveResult {
    return stop.stopped ? { verdict: 'unknown', moves: [], positions: result.positions, stopped: true } : result;
  }

  /**
   * The engine's searches of the plan in order: the first takes its share of the budget
   * (`firstSearchBudget`), the next what it left, unless the first decided the question.
   */
  private engineSearches(position: Readonly<Position>, budget: number, plan: Plan, options: SolveOptions, stop: Stop): SolveResult {
    const share = firstSearchBudget(plan, budget);
    let first: SolveResult = { verdict: 'unknown', moves: [], positions: 0 };
    let tableBytes = 0;
    if (share > 0) {
      first = this.engineSearch(plan.searches[0]!, position, share, plan, options, stop);
      if (first.verdict !== 'unknown' || first.positions >= budget || plan.searches.length === 1 || stop.stopped) return first;
      tableBytes = this.stats.tableBytes;
    }
    const then = this.engineSearch(plan.searches[1]!, position, budget - first.positions, plan, options, stop);
    this.stats = { ...this.stats, tableBytes: Math.max(tableBytes, this.stats.tableBytes) };
    return { ...then, positions: first.positions + then.positions };
  }

  /** One search of the engine's position (each kind holds its memory from solve to solve). */
  private engineSearch(kind: SearchKind, position: Readonly<Position>, budget: number, plan: Plan, options: SolveOptions, stop: Stop): SolveResult {
    const t = plan.techniques;
    if (kind === 'beams') {
      const beams = (this.beams ??= new BeamFinder());
      const r = beams.solve(position, { budget, wider: plan.beams.wider, stop });
      this.stats = beams.stats;
      return r;
    }
    if (kind === 'best-first') {
      const bestFirst = (this.engineBestFirst ??= new EngineBestFirst());
      const r = bestFirst.solve(position, { budget, baseByBase: t.baseByBase, byRank: t.suitMerging, scores: plan.stockScores, stop });
      this.stats = bestFirst.stats;
      return r;
    }
    const depthFirst = (this.engineDepthFirst ??= new EngineDepthFirst());
    const r = depthFirst.solve(position, { budget, plan, maxTableSlots: options.maxTableSlots, mergeMargin: options.mergeMargin, stop });
    this.stats = depthFirst.stats;
    return r;
  }

  private search(position: Readonly<Position>, budget: number, plan: Plan, options: SolveOptions, stop: Stop): SolveResult {
    if (plan.space === 'engine') return this.engineSearches(position, budget, plan, options, stop);
    const t = plan.techniques;
    const merging = plan.merged;
    let spent = 0;
    let tableBytes = 0;
    let evictions = 0;
    let knownLost = 0;
    const known: KnownLost[] = [];
    const mapFrom = options.mapFrom ?? MAP_FROM;
    if (!Number.isInteger(mapFrom) || mapFrom < 0) throw new RangeError(`mapFrom must be a non-negative integer, not ${mapFrom}`);
    const slots = options.maxTableSlots ?? DEFAULT_TABLE_SLOTS;
    const runOnce = (b: Board, techniques: Techniques, graph: RunGraph | null): SolveResult => {
      const search = new Search(this.memory, b, techniques, budget - spent, stop, slots, options.bestFirstNodes ?? BEST_FIRST_NODES, options.drainSlice ?? DRAIN_SLICE, known, graph);
      let result: SolveResult;
      try {
        result = search.run();
      } finally {
        this.memory.resetStacks();
      }
      spent += result.positions;
      tableBytes = Math.max(tableBytes, search.table.bytes);
      evictions += search.table.evictions;
      knownLost += search.knownLost;
      return result;
    };
    // the merged runs' loop is merged-runs.ts's, the engine searches' too; a run here is the board's
    // search and, where it ended with no moves left but is no proof, its mapped replay (technique 10)
    const { result } = searchMerged(
      position,
      budget,
      options.mergeMargin ?? MERGE_MARGIN,
      (erase, _left, reach) => {
        const before = spent;
        const b = new Board(position, t.canonicalRows, erase);
        let result = runOnce(b, t, null);
        reach.set(b.reach);
        // mapping replays the run: only when what is left of the budget holds that and a rerun twice as large
        if (result.verdict === 'unwinnable' && !isProof(erase, reach) && t.reuseLostRuns && result.positions >= mapFrom && 3 * result.positions <= budget - spent) {
          // the run again, depth first and with every move of the card just moved (so that each
          // position's moves are all in the graph), mapped: what it proves lost, the rerun need not search
          const graph = new RunGraph();
          const mapped = new Board(position, t.canonicalRows, erase);
          result = runOnce(mapped, { ...t, noSameCardTwice: false, bestFirst: false }, graph);
          if (result.verdict === 'unwinnable') known.push({ board: new Board(position, t.canonicalRows, erase), lost: graph.unboundedLost() });
        }
        return { ...result, positions: spent - before };
      },
      merging,
    );
    this.stats = { tableBytes, evictions, knownLost };
    return result;
  }
}
