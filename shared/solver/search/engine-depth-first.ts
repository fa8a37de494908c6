import { RANK_OF } from '../../engine/cards';
import { canGoHome, isFoundationPile, CELL_BASE } from '../../engine/moves';
import { type Position, clonePosition, isWon } from '../../engine/position';
import { HashTable64 } from './hash-table';
import { ALL_BASES, baseByBase, rankDepth } from './base-by-base';
import { PositionHash, baseOf, rowsInterchangeable } from '../spaces/engine-hash';
import { MERGE_MARGIN } from './merged-runs';
import { DEFAULT_TECHNIQUES, type Plan, type Techniques, planFor } from '../plans';
import { safeFoundationRule } from '../spaces/engine-safe';
import { EngineSpace, MAX_NODE_MOVES } from '../spaces/engine-space';
import type { SolveResult, SolveStats } from '../api/types';
import { NEVER, PositionCount, type Stop } from '../api/stop';
import { DepthFirst, type DepthFirstSpace, IntStack, MoveStack } from './depth-first';

// The engine search: the engine's position (engine-space.ts) as a space of the depth-first search
// (depth-first.ts), over the ENGINE's own moves, for every game the byte board does not play
// (plans.ts, `boardPlays`). Whatever the engine says is legal is searched, so a new rule needs
// nothing here: a chosen base is chosen by the first foundation move (the search branches on it), a
// group move is one engine move, a card coming back from a foundation is one too.
// Sound pruning only:
// - a transposition table of canonical position hashes (engine-hash.ts: main rows and cells as
//   multisets, foundations and base by count);
// - safe foundation moves played at once only where engine-safe.ts has a proof for the rules;
// - a move straight back (the inverse of the move into the node, with no automatic move between);
// - with rows interchangeable: one empty row as a destination, and no whole row onto an empty row
//   (the same position with rows renamed).
// Verdicts: 'winnable' with the line (engine moves from the given position), 'unwinnable' when every
// reachable position was searched, 'unknown' when the budget (positions entered) ran out.

export interface EngineSolveOptions {
  readonly budget?: number;
  /** The question's plan (plans.ts); by default the verdict's, with `techniques` switched. */
  readonly plan?: Plan;
  readonly techniques?: Partial<Techniques>;
  readonly maxTableSlots?: number;
  /** With `suitMerging`: how many ranks above its suit's foundation a card starts to be merged. */
  readonly mergeMargin?: number;
  /** What stops the solve before its budget (stop.ts). */
  readonly stop?: Stop;
}

const DEFAULT_TABLE_SLOTS = 1 << 23;
// Move ordering (higher first): foundation moves first, then moves that empty a row or uncover a
// card the foundations want, cells and empty rows kept for last; cards back from a foundation last of all.
const W = { home: 10_000, fromFoundation: -3_000, empties: 600, uncoversNext: 400, fromCell: 300, toEmpty: -400, toCell: -500, depth: 4 };

/** The inverse of move m (the same card, or group, back where it came from). */
const inverseOf = (m: number): number => (m & ~0x3fff) | ((m & 127) << 7) | ((m >>> 7) & 127);

export class EngineDepthFirst extends EngineSpace implements DepthFirstSpace {
  stats: SolveStats = { tableBytes: 0, evictions: 0, knownLost: 0 };
  private readonly table = new HashTable64(1 << 16, DEFAULT_TABLE_SLOTS);
  private readonly moves = new MoveStack();
  private readonly frames = new IntStack();
  private readonly scores = new Int32Array(MAX_NODE_MOVES);
  private readonly order = new Uint32Array(MAX_NODE_MOVES);

  private t: Techniques = DEFAULT_TECHNIQUES;

  /** The depth-first search of the position within the budget (base by base where the base is not
   * chosen yet, in merged runs where the plan merges): the plan's other searches are the solver's to
   * run (api/solve.ts). */
  solve(position: Readonly<Position>, options: EngineSolveOptions = {}): SolveResult {
    const plan = options.plan ?? planFor(position.rules, 'verdict', options.techniques, 'engine');
    const budget = options.budget ?? plan.budget;
    if (!Number.isInteger(budget) || budget < 0) throw new RangeError(`budget must be a non-negative integer, not ${budget}`);
    this.t = plan.techniques;
    this.stop = options.stop ?? NEVER;
    this.safe = this.t.safeAutoMoves ? safeFoundationRule(position.rules) : null;
    this.slots = options.maxTableSlots ?? DEFAULT_TABLE_SLOTS;
    this.bytes = 0;
    this.evictions = 0;
    this.mergedRuns = 0;
    const result =
      baseOf(position) === 0 && this.t.baseByBase
        ? baseByBase(position, budget, (bases, b) => this.from(position, bases, b), this.stop)
        : plan.merged
          ? this.merged(position, budget, options.mergeMargin ?? MERGE_MARGIN, (b) => this.from(position, ALL_BASES, b))
          : this.from(position, ALL_BASES, budget);
    this.stats = { tableBytes: this.bytes, evictions: this.evictions, knownLost: 0 };
    return result;
  }

  private slots = DEFAULT_TABLE_SLOTS;
  private stop: Stop = NEVER;
  private bytes = 0;
  private evictions = 0;
  /** One search from `start`, with only the bases in `bases` (bit per rank) to choose from. */
  private from(start: Readonly<Position>, bases: number, budget: number): SolveResult {
    this.p = clonePosition(start as Position);
    this.canonical = this.t.canonicalRows && rowsInterchangeable(this.p);
    this.hash = new PositionHash(this.p, this.canonical, this.codes);
    this.bases = bases;
    this.table.clear(Math.min(budget * 2, 1 << 16), this.slots);
    this.moves.n = 0;
    this.frames.n = 0;
    this.line.n = 0;
    const result = this.search(budget);
    this.bytes = Math.max(this.bytes, this.table.bytes);
    this.evictions += this.table.evictions;
    return result;
  }

  private search(budget: number): SolveResult {
    const count = new PositionCount(budget, this.stop);
    const df = new DepthFirst<EngineDepthFirst>(this, this.table, count, this.moves, this.frames);
    const answer = (verdict: SolveResult['verdict']): SolveResult => ({
      verdict,
      moves: verdict === 'winnable' ? Array.from(this.line.data.subarray(0, this.line.n)) : [],
      positions: count.positions,
    });
    this.playSafeMoves();
    if (isWon(this.p)) return answer('winnable');
    this.hash.compute();
    if (!df.enterRoot()) return answer('unknown');
    this.lastMove = -1;
    df.open(0);
    const end = df.run();
    return answer(end === 'won' ? 'winnable' : end === 'over' ? 'unknown' : 'unwinnable');
  }

  protected touched(m: number): void {
    const from = (m >>> 7) & 127;
    const to = m & 127;
    this.hash.refreshPile(from);
    this.hash.refreshPile(to);
  }

  /** The moves of the position as it is, pruned and ordered, onto the move stack. */
  open(moves: MoveStack): void {
    // not the move straight back, when no automatic move came between
    const k = this.candidates(this.order, this.lastMove < 0 ? -1 : inverseOf(this.lastMove));
    if (this.t.moveOrdering) {
      for (let i = 0; i < k; i++) this.scores[i] = this.score(this.order[i]!);
      this.sortNode(k);
    }
    moves.reserve(k);
    moves.data.set(this.order.subarray(0, k), moves.n);
    moves.n += k;
  }

  /** Insertion sort of the node's moves by score, highest first, stable. */
  private sortNode(k: number): void {
    const s = this.scores;
    const o = this.order;
    for (let i = 1; i < k; i++) {
      const sv = s[i]!;
      const ov = o[i]!;
      let j = i - 1;
      while (j >= 0 && s[j]! < sv) {
        s[j + 1] = s[j]!;
        o[j + 1] = o[j]!;
        j--;
      }
      s[j + 1] = sv;
      o[j + 1] = ov;
    }
  }

  private score(m: number): number {
    const p = this.p;
    const card = m >>> 14;
    const from = (m >>> 7) & 127;
    const to = m & 127;
    let score = 0;
    if (isFoundationPile(to) && !isFoundationPile(from)) {
      score += W.home;
      // choosing the base: a rank whose cards lie near the tops of their rows comes home soonest
      if (baseOf(p) === 0) score -= W.depth * rankDepth(p, RANK_OF[card]!);
      return score;
    }
    if (isFoundationPile(from)) return W.fromFoundation;
    if (from < CELL_BASE) {
      const row = p.rows[from]!;
      const at = row.lastIndexOf(card);
      if (at === 0) score += W.empties;
      else {
        const under = row[at - 1]!;
        if (baseOf(p) !== 0 && canGoHome(p, under)) score += W.uncoversNext;
        // the fewer cards left over the row's bottom, the nearer it is to empty
        score -= W.depth * at;
      }
    } else score += W.fromCell;
    if (to >= CELL_BASE) score += W.toCell;
    else if (p.rows[to]!.length === 0) score += W.toEmpty;
    return score;
  }
}

/** The single question, with a solver of its own. */
export function solveGeneric(position: Readonly<Position>, options: EngineSolveOptions = {}): SolveResult {
  return new EngineDepthFirst().solve(position, options);
}
