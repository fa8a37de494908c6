import { RANK_OF } from '../../engine/cards';
import { generateMoves, applyMove, undoMove, canGoHome, isFoundationPile, CELL_BASE, isUpFoundationMove } from '../../engine/moves';
import { type Position, clonePosition, isWon } from '../../engine/position';
import { HashTable64 } from './hash-table';
import { ALL_BASES, baseByBase, rankDepth } from './base-by-base';
import { PositionHash, baseOf, firstEmptyRow, renamesRows, rowsInterchangeable } from '../spaces/generic-hash';
import { MERGE_MARGIN, codesFor, noteHome, searchMerged } from './merged-runs';
import { DEFAULT_TECHNIQUES, type Plan, type Techniques, planFor } from '../plans';
import { type SafeRule, nextSafeMove, safeFoundationRule } from '../spaces/generic-safe';
import { GenericFinder } from './generic-finder';
import { BeamFinder } from './beam-finder';
import type { SolveResult, SolveStats } from '../api/types';
import { NEVER, type Stop } from '../api/stop';

// The generic search: an exact depth-first search over the ENGINE's own moves (generateMoves,
// applyMove, undoMove, isWon), for every game the fast solver (board.ts, solve.ts) is not proved for
// (fast-rules.ts). Whatever the engine says is legal is searched, so a new rule needs nothing here:
// a chosen base is chosen by the first foundation move (the search branches on it), a group move is
// one engine move, a card coming back from a foundation is one too.
// Sound pruning only:
// - a transposition table of canonical position hashes (generic-hash.ts: main rows and cells as
//   multisets, foundations and base by count);
// - safe foundation moves played at once only where generic-safe.ts has a proof for the rules;
// - a move straight back (the inverse of the move into the node, with no automatic move between);
// - with rows interchangeable: one empty row as a destination, and no whole row onto an empty row
//   (the same position with rows renamed).
// Verdicts: 'winnable' with the line (engine moves from the given position), 'unwinnable' when every
// reachable position was searched, 'unknown' when the budget (positions entered) ran out.

export interface GenericSolveOptions {
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

/** Up to this budget a one-deck game's search is depth first alone: New Game's and the daily deal's
 * questions (300 K) keep their answers, and with them the daily deals. */
const FINDER_AFTER = 300_000;
/** Up to this budget (New Game's and the daily deal's, deal-budget.ts) the beams take all of it; above, half. */
const BEAM_ALONE = 100_000;
/** A win by a beam takes 14 K positions or more (beam-finder.ts): below this budget there is none. */
const BEAM_LEAST = 10_000;
const DEFAULT_TABLE_SLOTS = 1 << 23;
/**
 * The most moves one node can have: 18 rows (Palace) as sources, each with a run start per card, to
 * 18 destinations and a foundation, is far below this; 14 sources times 16 destinations in the rest.
 */
const MAX_NODE_MOVES = 4096;
/** Per open node: start and next of its moves, their end, the line's length before the move into it,
 * and the move that would undo that move (-1: none to prune). */
const FRAME = 5;

// Move ordering (higher first): foundation moves first, then moves that empty a row or uncover a
// card the foundations want, cells and empty rows kept for last; cards back from a foundation last of all.
const W = { home: 10_000, fromFoundation: -3_000, empties: 600, uncoversNext: 400, fromCell: 300, toEmpty: -400, toCell: -500, depth: 4 };

function growU32(a: Uint32Array<ArrayBuffer>, need: number): Uint32Array<ArrayBuffer> {
  if (need <= a.length) return a;
  let n = a.length;
  while (n < need) n *= 2;
  const b = new Uint32Array(n);
  b.set(a);
  return b;
}

function growI32(a: Int32Array<ArrayBuffer>, need: number): Int32Array<ArrayBuffer> {
  if (need <= a.length) return a;
  let n = a.length;
  while (n < need) n *= 2;
  const b = new Int32Array(n);
  b.set(a);
  return b;
}


/** The inverse of move m (the same card, or group, back where it came from). */
const inverseOf = (m: number): number => (m & ~0x3fff) | ((m & 127) << 7) | ((m >>> 7) & 127);

export class GenericSolver {
  stats: SolveStats = { tableBytes: 0, evictions: 0, knownLost: 0 };
  private readonly table = new HashTable64(1 << 16, DEFAULT_TABLE_SLOTS);
  private moves = new Uint32Array(4096);
  private frames = new Int32Array(1024);
  private line = new Uint32Array(1024);
  private readonly scratch = new Uint32Array(MAX_NODE_MOVES);
  private readonly scores = new Int32Array(MAX_NODE_MOVES);
  private readonly order = new Uint32Array(MAX_NODE_MOVES);

  // the search in progress
  private p!: Position;
  private hash!: PositionHash;
  private safe: SafeRule | null = null;
  private t: Techniques = DEFAULT_TECHNIQUES;
  private nMoves = 0;
  private nFrames = 0;
  private nLine = 0;
  /** Bit per rank: the bases a foundation move may choose while none is set. */
  private bases = ALL_BASES;

  solve(position: Readonly<Position>, options: GenericSolveOptions = {}): SolveResult {
    const plan = options.plan ?? planFor(position.rules, 'verdict', options.techniques, 'engine');
    const budget = options.budget ?? plan.budget;
    if (!Number.isInteger(budget) || budget < 0) throw new RangeError(`budget must be a non-negative integer, not ${budget}`);
    this.t = plan.techniques;
    const stop = (this.stop = options.stop ?? NEVER);
    if (plan.searches[0] !== 'depth-first') {
      // 96 to 208 cards: depth first commits to its first moves and finds almost no win (generic-finder.ts)
      // Castle Mount, Palace and Lightweight: beams find far more wins; what they leave (their schedule,
      // `beamCounts`, within half the budget above BEAM_ALONE) goes to the finder, which may prove a
      // loss. Below BEAM_LEAST (the rating's question about one move) no beam could win: the finder alone
      let used = 0;
      if (plan.searches[0] === 'beams' && budget >= BEAM_LEAST) {
        this.beamFinder ??= new BeamFinder();
        const first = this.beamFinder.solve(position, { budget: budget <= BEAM_ALONE ? budget : Math.max(BEAM_ALONE, Math.floor(budget / 2)), wider: plan.beams.wider, stop });
        this.stats = this.beamFinder.stats;
        if (first.verdict !== 'unknown' || first.positions >= budget) return first;
        used = first.positions;
      }
      this.finder ??= new GenericFinder();
      const r = this.finder.solve(position, { budget: budget - used, byRank: this.t.suitMerging, scores: plan.stockScores, stop });
      this.stats = this.finder.stats;
      return { ...r, positions: used + r.positions };
    }
    // A deal the depth-first search has not decided in half its budget it seldom decides in the other
    // half, where the best-first search often wins at once (it does not commit to its first moves):
    // Selective Castle 1..1000, 992 decided at 1 M and 995 at 2 M by depth first alone; the deals
    // left open the finder won in 1 K to 105 K positions (README.md, "One deck: best first after depth first").
    // Not where the search is merged: there depth first decides far more, and the finder decided none
    // of Penelope's Web's deals left open at 1 M, one of which depth first proves lost at 1.16 M.
    const merging = plan.merged;
    const first = plan.searches.includes('best-first') && budget > FINDER_AFTER ? Math.max(FINDER_AFTER, Math.floor(budget / 2)) : budget;
    const deep = this.depthFirst(position, first, options, merging);
    if (deep.verdict !== 'unknown' || first >= budget) return deep;
    const bytes = this.stats.tableBytes;
    this.finder ??= new GenericFinder();
    const best = this.finder.solve(position, { budget: budget - first, baseByBase: this.t.baseByBase, byRank: this.t.suitMerging, scores: plan.stockScores, stop });
    this.stats = { ...this.finder.stats, tableBytes: Math.max(bytes, this.finder.stats.tableBytes) };
    return { ...best, positions: deep.positions + best.positions };
  }

  /** The depth-first search of this file (base by base where the base is not chosen yet). */
  private depthFirst(position: Readonly<Position>, budget: number, options: GenericSolveOptions, merging: boolean): SolveResult {
    this.safe = this.t.safeAutoMoves ? safeFoundationRule(position.rules) : null;
    this.slots = options.maxTableSlots ?? DEFAULT_TABLE_SLOTS;
    this.bytes = 0;
    this.evictions = 0;
    this.mergedRuns = 0;
    const result =
      baseOf(position) === 0 && this.t.baseByBase
        ? baseByBase(position, budget, (bases, b) => this.from(position, bases, b), this.stop)
        : merging
          ? this.merged(position, budget, options.mergeMargin ?? MERGE_MARGIN)
          : this.from(position, ALL_BASES, budget);
    this.stats = { tableBytes: this.bytes, evictions: this.evictions, knownLost: 0 };
    return result;
  }

  private slots = DEFAULT_TABLE_SLOTS;
  private stop: Stop = NEVER;
  private finder: GenericFinder | null = null;
  private beamFinder: BeamFinder | null = null;
  private bytes = 0;
  private evictions = 0;
  /** Main rows count as interchangeable in this search (the technique, where the rules allow it). */
  private canonical = true;

  /** The row codes of the run in progress (merged-runs.ts), or undefined: every card by its face. */
  private codes: Uint8Array | undefined = undefined;
  /** The merged run in progress's record of the most cards each suit had home, or null when not merging. */
  private reach: Int8Array | null = null;

  /** How many runs the last merged search took (0: it was not merged). */
  mergedRuns = 0;

  /** The merged search (merged-runs.ts): depth-first runs, fewer cards merged each time. */
  private merged(start: Readonly<Position>, budget: number, margin: number): SolveResult {
    try {
      const { result, runs } = searchMerged(start, budget, margin, (erase, b, reach) => {
        this.codes = codesFor(erase, start.base);
        this.reach = reach;
        return this.from(start, ALL_BASES, b);
      });
      this.mergedRuns = runs;
      return result;
    } finally {
      this.codes = undefined;
      this.reach = null;
    }
  }

  /** One search from `start`, with only the bases in `bases` (bit per rank) to choose from. */
  private from(start: Readonly<Position>, bases: number, budget: number): SolveResult {
    this.p = clonePosition(start as Position);
    this.canonical = this.t.canonicalRows && rowsInterchangeable(this.p);
    this.hash = new PositionHash(this.p, this.canonical, this.codes);
    this.bases = bases;
    this.table.clear(Math.min(budget * 2, 1 << 16), this.slots);
    this.nMoves = 0;
    this.nFrames = 0;
    this.nLine = 0;
    const result = this.search(budget);
    this.bytes = Math.max(this.bytes, this.table.bytes);
    this.evictions += this.table.evictions;
    return result;
  }

  private search(budget: number): SolveResult {
    const p = this.p;
    let positions = 0;
    // the count at which the search next looks at its stop (stop.ts), or ends its budget
    let limit = 0;
    const answer = (verdict: SolveResult['verdict']): SolveResult => ({
      verdict,
      moves: verdict === 'winnable' ? Array.from(this.line.subarray(0, this.nLine)) : [],
      positions,
    });
    this.playSafeMoves();
    if (isWon(p)) return answer('winnable');
    this.hash.compute();
    this.table.add(this.hash.hashA, this.hash.hashB);
    if (positions >= limit && (limit = this.stop.limit(positions, budget)) < 0) return answer('unknown');
    positions++;
    this.openFrame(0, -1);
    while (this.nFrames > 0) {
      const f = (this.nFrames - 1) * FRAME;
      const fr = this.frames;
      const next = fr[f + 1]!;
      if (next < fr[f + 2]!) {
        fr[f + 1] = next + 1;
        const m = this.moves[next]!;
        const before = this.nLine;
        this.play(m);
        const auto = this.playSafeMoves();
        if (isWon(p)) return answer('winnable');
        this.hash.compute();
        if (!this.table.add(this.hash.hashA, this.hash.hashB)) {
          this.rewind(before);
          continue;
        }
        if (positions >= limit && (limit = this.stop.limit(positions, budget)) < 0) return answer('unknown');
        positions++;
        this.openFrame(before, auto === 0 ? inverseOf(m) : -1);
      } else {
        this.nMoves = fr[f]!;
        this.rewind(fr[f + 3]!);
        this.nFrames--;
      }
    }
    return answer('unwinnable');
  }

  /** Applies an engine move and records it on the line. */
  private play(m: number): void {
    applyMove(this.p, m);
    this.touched(m);
    if (this.reach !== null && isUpFoundationMove(this.p, m)) noteHome(this.p.foundations, m >>> 14, this.reach);
    this.line = growU32(this.line, this.nLine + 1);
    this.line[this.nLine++] = m;
  }

  private touched(m: number): void {
    const from = (m >>> 7) & 127;
    const to = m & 127;
    this.hash.refreshPile(from);
    this.hash.refreshPile(to);
  }

  /** Takes back the line's moves down to length n. */
  private rewind(n: number): void {
    while (this.nLine > n) {
      const m = this.line[--this.nLine]!;
      undoMove(this.p, m);
      this.touched(m);
    }
  }

  /**
   * Plays the safe foundation moves (generic-safe.ts) again and again; returns how many. Only the
   * exposed cards are looked at (`nextSafeMove`), in the engine's move order: the whole move
   * list, group moves and all, made for this at every node, took most of a node's time.
   */
  private playSafeMoves(): number {
    const rule = this.safe;
    if (rule === null) return 0;
    let played = 0;
    for (let m = nextSafeMove(this.p, rule); m >= 0; m = nextSafeMove(this.p, rule)) {
      this.play(m);
      played++;
    }
    return played;
  }

  /** Opens a node for the position as it is: its moves, pruned and ordered, onto the move stack. */
  private openFrame(lineBefore: number, prune: number): void {
    const p = this.p;
    const out = this.scratch;
    const n = generateMoves(p, out);
    const canonical = this.canonical;
    const firstEmpty = canonical ? firstEmptyRow(p) : -1;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      if (m === prune) continue;
      const from = (m >>> 7) & 127;
      const to = m & 127;
      if (isFoundationPile(to) && !isFoundationPile(from) && !((this.bases >> RANK_OF[m >>> 14]!) & 1) && baseOf(p) === 0) continue;
      if (canonical && renamesRows(p, m, firstEmpty)) continue;
      this.order[k] = m;
      this.scores[k] = this.t.moveOrdering ? this.score(m) : 0;
      k++;
    }
    if (this.t.moveOrdering) this.sortNode(k);
    const start = this.nMoves;
    this.moves = growU32(this.moves, start + k);
    this.moves.set(this.order.subarray(0, k), start);
    this.nMoves = start + k;
    this.frames = growI32(this.frames, (this.nFrames + 1) * FRAME);
    const f = this.nFrames * FRAME;
    this.frames[f] = start;
    this.frames[f + 1] = start;
    this.frames[f + 2] = start + k;
    this.frames[f + 3] = lineBefore;
    this.frames[f + 4] = prune;
    this.nFrames++;
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
export function solveGeneric(position: Readonly<Position>, options: GenericSolveOptions = {}): SolveResult {
  return new GenericSolver().solve(position, options);
}
