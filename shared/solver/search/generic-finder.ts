import { DECK_SIZE, RANK_OF, SUIT_OF } from '../../engine/cards';
import { type Move, generateMoves, applyMove, undoMove, isFoundationPile, isSidePile, CELL_BASE, RESERVE, WASTE, isUpFoundationMove } from '../../engine/moves';
import { type Position, cardCount, cardsOnFoundations, clonePosition, foundationOffset, isWon } from '../../engine/position';
import { HashTable64 } from './hash-table';
import { BucketQueue } from './bucket-queue';
import { grown } from './node-arena';
import { ALL_BASES, baseByBase } from './base-by-base';
import { PositionHash, RANK_CODES, firstEmptyRow, renamesRows, rowsInterchangeable, suitBlind } from '../spaces/generic-hash';
import { MERGE_MARGIN, codesFor, noteHome, searchMerged } from './merged-runs';
import { type StockScore, mergeable, planFor } from '../plans';
import { readSnapshot, snapshotStride, writeSnapshot } from '../spaces/snapshot';
import { type SafeRule, nextSafeMove, safeFoundationRule } from '../spaces/generic-safe';
import type { SolveResult, SolveStats } from '../api/types';
import { fedScore, wantedDepth } from '../spaces/generic-scores';
import { NEVER, type Stop } from '../api/stop';

// The generic solver's search for the games of two to four decks (Lightweight, Castle of Indolence,
// Rittenhouse, Castle Mount, Palace): best first instead of depth first. The depth-first search
// (generic-search.ts) commits to its first moves; on these deals (96 to 208 cards) it wandered millions of positions deep under a bad early
// choice and found almost no win. This one keeps every position it reaches (a snapshot) and expands
// the one that looks nearest a win (`score`), whatever its depth.
// Complete and sound like the depth-first search, with the same prunings: every reachable position is
// kept once (the canonical hash of generic-hash.ts, in a table that forgets only when full: a forgotten
// one is searched again, never lost), safe foundation moves (generic-safe.ts) are played at once, one
// empty row is a destination and no whole row goes onto an empty one (rows are interchangeable; not
// where rows feed given piles, Rittenhouse, whose rows keep their places in the hash). So an
// empty queue proves the position lost, and a win is a line of engine moves (safe moves included)
// from the given position. Budget: positions kept, as the depth-first search counts positions entered.
// Memory: snapshots are bytes (snapshot.ts): a kept Palace
// position is 243 bytes plus 8 for the queue and 8 a move on the line to it, about 275 with the
// table, so 2 M of them would be 550 MB (1.1 GB as 16-bit snapshots). The store stops at `maxBytes` (DEFAULT_MAX_BYTES) and the
// answer is then 'unknown'.

/** What the store may hold (snapshots, queue, line nodes): 320 MB, about 2 M Lightweight positions,
 * 1.7 M of Castle Mount and 1.2 M of Palace. */
export const DEFAULT_MAX_BYTES = 320 * 1024 * 1024;
/** A store up to this size stays for the next solve (no garbage per deal); a larger one is let go. */
const KEEP_BYTES = 32 * 1024 * 1024;
const TABLE_SLOTS = 1 << 23;
const MAX_NODE_MOVES = 4096;
/** Scores are small integers from 0 to 2047: one queue bucket each, lowest first (the last kept first
 * within one); the queue takes them negated. */
const BUCKETS = 2048;

// The score (lower is nearer a win): cards not home, plus BREAK for each card that does not lie one
// rank below the card under it (the pair must be parted before the lower card goes home, while a
// one-step run moves as a whole), minus EMPTY_ROW for each empty row. Where only same-suit runs move
// whole (Castle Mount, Palace) a pair of two suits is a break too. Tuned on deals 1001..1100, held
// out from the measured ones (README.md): break weights of 3 to 8 against 1 a card, and an empty row worth less than a break,
// won the most; counting suit breaks in Lightweight (any run moves there) lost a tenth of its wins.
const BREAK = 4;
const EMPTY_ROW = 1;
// Where there is a stock (Zerline), a break in the waste or the reserve weighs SIDE_BREAK, and each
// card still in the stock STOCK_CARD: without the stock's weight, turning a card only ever looked
// worse (a break more), and the search went through every shuffle of the rows before it turned one.
// Chosen on deals 1..30 at 200 K positions: 13 won with 2 and 1, 9 or none with the waste's breaks at
// 3 or 4 or without the stock's weight (README.md).
const SIDE_BREAK = 2;
const STOCK_CARD = 1;
// Where rows feed given piles (Rittenhouse) a row's order is not the one a pile takes, so the score
// counts, for each pile, the cards on the nearest card it wants next (at most FED_DEPTH_CAP), and a
// card not home weighs FED_HOME. Chosen on deals 1..40 (README.md): the other games' score won none of
// deals 1..5 within 2 M positions; this one wins 39 of the 40 (the 40th is lost) within 300 K.
const FED_HOME = 3;
// The second of the two searches (solve) also counts FED_AWAY more for a wanted card on a row that
// does not feed its pile: it must move to one first. Chosen between 1 to 4 on deals 1..300, checked on 1001..1300.
const FED_AWAY = 3;
/** The two searches' first turns, in positions: New Game's budget (20 K) is one turn each. */
const FED_SLICE = 10_000;
// Where there is a stock, the plan's scores (plans.ts, `stockScores`) search one after another
// (`stockTurns`), the first alone up to STOCK_FIRST: New Game's and the daily deal's questions (20 K)
// keep their answers.
const STOCK_FIRST = 20_000;
// Where rows build up or down in suit and each suit has an Ace pile and a King pile (Chequers), a pair
// one rank apart either way in suit is no break (it goes home in order to one pile or the other); a
// card not home weighs SUIT_HOME, a break SUIT_BREAK, and for each pile the cards on the nearest card
// of the face it wants next count once each (at most FED_DEPTH_CAP). The plain score won none of
// deals 1..20 within 2 M positions; chosen on deals 1..10 at 300 K (3/2/1 and 2/1/1 won all ten, 1/1/1
// and 3/1/2 fewer or slower), then 100 of deals 1..100 within 2 M (README.md).
const SUIT_HOME = 3;
const SUIT_BREAK = 2;

export interface FinderOptions {
  readonly budget?: number;
  /** The store's cap in bytes: a search that would pass it answers 'unknown'. */
  readonly maxBytes?: number;
  /** A base the first card home chooses, not chosen yet: one base at a time (`baseByBase`, default). */
  readonly baseByBase?: boolean;
  /** Where no rule reads a suit (`suitBlind`): row cards hashed by rank alone; where only going home
   * does (`mergeable`: Lightweight, Zerline), the merged search of merged-runs.ts (default; the daily
   * deal's question turns it off, `DAILY_TECHNIQUES`, so its pins stay). */
  readonly byRank?: boolean;
  /** In the merged search: how many ranks above its suit's foundations a card starts to be merged. */
  readonly mergeMargin?: number;
  /** What stops the solve before its budget (stop.ts). */
  readonly stop?: Stop;
  /** Where there is a stock, the scores its searches take in turn (the plan's by default). */
  readonly scores?: readonly StockScore[];
}

/** What one search of `run` scores by, and may choose as a base. */
interface RunOptions {
  /** The score's weight for a wanted card on a row that does not feed its pile (rows feeding given piles). */
  readonly away?: number;
  /** Those of a card not home and of one in the stock, where there is a stock. */
  readonly weights?: StockScore;
  /** Bit per rank: the bases a first card home may choose. */
  readonly bases?: number;
}

export class GenericFinder {
  stats: SolveStats = { tableBytes: 0, evictions: 0, knownLost: 0 };
  private readonly table = new HashTable64(1 << 16, TABLE_SLOTS);
  private readonly moves = new Uint32Array(MAX_NODE_MOVES);
  private readonly scratch = new Uint32Array(MAX_NODE_MOVES);
  // line nodes: each position on a line (kept, or between safe moves) with its parent and the move to it
  private parent = new Int32Array(1024);
  private via = new Uint32Array(1024);
  private nNodes = 0;
  // kept positions: snapshot and line node, queued by score
  private snap = new Uint8Array(0);
  private keptNode = new Int32Array(1024);
  private nKept = 0;
  private queue = new BucketQueue(BUCKETS, BUCKETS - 1);
  private stride = 0;
  private maxBytes = DEFAULT_MAX_BYTES;
  private p!: Position;
  private hash!: PositionHash;
  private rowScore = new Int32Array(0);
  /** The hash's row codes (`RANK_CODES` where no rule reads a suit, merged-runs.ts's in a merged run), or undefined: by face. */
  private codes: Uint8Array | undefined = undefined;
  /** The merged run in progress's record of the most cards each suit had home, or null when not merging. */
  private reach: Int8Array | null = null;
  /** The waste's and the reserve's breaks (pairBreaks). */
  private readonly sideScore = new Int32Array(2);
  private kingBase = false;
  /** Rows build with wrap (Selective Castle): a King on an Ace is one rank below it too, until a base
   * is chosen; then the card under the base is the base's last one home, so a break. */
  private wrap = false;
  /** The base the rows' scores were counted for (they change when the first card home chooses it). */
  private scoredBase = 0;
  private safe: SafeRule | null = null;
  private suitBreaks = false;
  /** Rows build up or down in suit (Chequers): a pair one rank apart either way, in suit, is no break. */
  private inSuitBothWays = false;
  private canonical = true;
  private away = 0;
  private homeWeight = 1;
  private stockWeight = 1;
  /** Per foundation pile, the rows that feed it (where rows feed given piles). */
  private fedBy: number[][] = [];
  private readonly shallowest = new Int32Array(14);
  /** Bit per rank: the bases a foundation move may choose while none is set. */
  private bases = ALL_BASES;
  private stop: Stop = NEVER;
  private scores: readonly StockScore[] = [];

  solve(position: Readonly<Position>, options: FinderOptions = {}): SolveResult {
    const budget = options.budget ?? planFor(position.rules, 'verdict').budget;
    this.scores = options.scores ?? planFor(position.rules, 'verdict').stockScores;
    if (!Number.isInteger(budget) || budget < 0) throw new RangeError(`budget must be a non-negative integer, not ${budget}`);
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.stop = options.stop ?? NEVER;
    const byRank = options.byRank !== false;
    this.codes = byRank && suitBlind(position.rules) ? RANK_CODES : undefined;
    this.reach = null;
    this.mergedRuns = 0;
    if (rowsInterchangeable(position)) {
      const search = (b: number): SolveResult => {
        if (position.rules.stock) return this.stockTurns(position, b);
        // a base the first card home chooses: one base at a time, as the depth-first search does
        if (position.base === 0 && options.baseByBase !== false) return baseByBase(position, b, (bases, turn) => this.run(position, turn, { bases }), this.stop);
        return this.run(position, b);
      };
      if (byRank && mergeable(position.rules)) return this.merged(position, budget, options.mergeMargin ?? MERGE_MARGIN, search);
      return search(budget);
    }
    // where rows feed given piles, two searches take turns: the deals one leaves open the other mostly
    // decides (README.md). Each turn is 4 times the last, from FED_SLICE (or half the budget) up, so a
    // deal one of them wins soon is won soon whatever the budget; either one's proof of a loss is whole.
    let positions = 0;
    let slice = Math.max(1, Math.min(FED_SLICE, Math.floor(budget / 2)));
    for (let turn = 0; ; turn++) {
      const given = Math.min(slice, budget - positions);
      const r = this.run(position, given, { away: turn % 2 === 0 ? 0 : FED_AWAY });
      positions += r.positions;
      // a turn that stopped short of its positions filled the store (maxBytes): the next would too
      if (r.verdict !== 'unknown' || positions >= budget || r.positions < given) return { ...r, positions };
      if (turn % 2 === 1) slice *= 4;
    }
  }

  /** How many runs the last merged search took (0: it was not merged). */
  mergedRuns = 0;

  /** The merged search (merged-runs.ts, `searchMerged`): `search`'s runs, fewer cards merged each time. */
  private merged(start: Readonly<Position>, budget: number, margin: number, search: (budget: number) => SolveResult): SolveResult {
    try {
      const { result, runs } = searchMerged(start, budget, margin, (erase, b, reach) => {
        this.codes = codesFor(erase, start.base);
        this.reach = reach;
        return search(b);
      });
      this.mergedRuns = runs;
      return result;
    } finally {
      this.codes = undefined;
      this.reach = null;
    }
  }

  /**
   * Where there is a stock: the searches of its scores (`stockScores`) one after another, the first with a third of
   * the budget (STOCK_FIRST at least, all of it below that), the others halving the rest; a win or a
   * proved loss of any one ends it (each searches the whole game, the score only orders it).
   */
  private stockTurns(position: Readonly<Position>, budget: number): SolveResult {
    let positions = 0;
    const scores = this.scores;
    for (let k = 0; k < scores.length; k++) {
      const left = budget - positions;
      const given = k === 0 ? Math.min(left, Math.max(STOCK_FIRST, Math.floor(budget / 3))) : k === scores.length - 1 ? left : Math.floor(left / 2);
      const r = this.run(position, given, { weights: scores[k]! });
      positions += r.positions;
      if (r.verdict !== 'unknown' || positions >= budget || this.stop.stopped) return { ...r, positions };
    }
    return { verdict: 'unknown', moves: [], positions };
  }

  /** One search from `position` within `budget` positions. */
  private run(position: Readonly<Position>, budget: number, options: RunOptions = {}): SolveResult {
    const weights = options.weights ?? this.scores[0]!;
    this.away = options.away ?? 0;
    this.bases = options.bases ?? ALL_BASES;
    this.homeWeight = weights.home;
    this.stockWeight = weights.stock;
    const p = (this.p = clonePosition(position as Position));
    this.safe = safeFoundationRule(p.rules);
    this.suitBreaks = p.rules.groupMoves === 'same-suit';
    this.inSuitBothWays = p.rules.build === 'up-or-down-in-suit';
    // rows that feed given piles keep their places: they are not interchangeable
    this.canonical = rowsInterchangeable(p);
    this.fedBy = p.foundations.map((_, pile) => p.rows.flatMap((_, r) => (p.rules.rowFeeds?.[r]?.includes(pile) ? [r] : [])));
    this.hash = new PositionHash(p, this.canonical, this.codes);
    this.rowScore = new Int32Array(p.rows.length);
    this.kingBase = p.rules.foundationBase === 'king';
    this.wrap = p.rules.buildWrap;
    this.refreshAll();
    this.stride = snapshotStride(p);
    this.table.clear(Math.min(budget * 2, 1 << 16), TABLE_SLOTS);
    this.nNodes = 0;
    this.nKept = 0;
    this.queue.reset();
    const result = this.search(budget);
    this.stats = { tableBytes: this.table.bytes + this.storeBytes(this.nKept, this.nNodes), evictions: this.table.evictions, knownLost: 0 };
    // a worker holds its solver between requests: a large store is not kept for the next one
    if (this.snap.byteLength > KEEP_BYTES) this.release();
    return result;
  }

  private search(budget: number): SolveResult {
    const p = this.p;
    let positions = 0;
    // the count at which the search next looks at its stop (stop.ts), or ends its budget
    let limit = 0;
    const answer = (verdict: SolveResult['verdict'], node = -1): SolveResult => ({ verdict, moves: verdict === 'winnable' ? this.lineTo(node) : [], positions });
    let node = this.addNode(-1, 0);
    const rootSafe = this.playSafeMoves(this.scratch, 0);
    for (let i = 0; i < rootSafe; i++) node = this.addNode(node, this.scratch[i]!);
    if (isWon(p)) return answer('winnable', node);
    this.hash.compute();
    this.table.add(this.hash.hashA, this.hash.hashB);
    if (positions >= limit && (limit = this.stop.limit(positions, budget)) < 0) return answer('unknown');
    positions++;
    this.keep(node);
    const chain = new Uint32Array(cardCount(p.rules) + 1);
    for (;;) {
      const kept = this.queue.pop();
      if (kept < 0) return answer('unwinnable');
      this.load(kept);
      const from0 = this.keptNode[kept]!;
      const n = this.nodeMoves();
      for (let i = 0; i < n; i++) {
        const m = this.moves[i]!;
        chain[0] = m;
        this.play(m);
        const k = 1 + this.playSafeMoves(chain, 1);
        if (isWon(p)) {
          let at = from0;
          for (let j = 0; j < k; j++) at = this.addNode(at, chain[j]!);
          return answer('winnable', at);
        }
        this.hash.compute();
        if (this.table.add(this.hash.hashA, this.hash.hashB)) {
          if (positions >= limit && (limit = this.stop.limit(positions, budget)) < 0) return answer('unknown');
          if (this.storeBytes(this.nKept + 1, this.nNodes + k) > this.maxBytes) return answer('unknown');
          let at = from0;
          for (let j = 0; j < k; j++) at = this.addNode(at, chain[j]!);
          positions++;
          this.keep(at);
        }
        for (let j = k - 1; j >= 0; j--) this.unplay(chain[j]!);
      }
    }
  }

  /** The moves of the position as it is, less those the row symmetry makes redundant. */
  private nodeMoves(): number {
    const p = this.p;
    const n = generateMoves(p, this.scratch);
    const firstEmpty = firstEmptyRow(p);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const m = this.scratch[i]!;
      if (this.canonical && renamesRows(p, m, firstEmpty)) continue;
      // a chosen base not set yet: only the bases this search may choose (baseByBase)
      if (p.base === 0 && isFoundationPile(m & 127) && !((this.bases >> RANK_OF[m >>> 14]!) & 1)) continue;
      this.moves[k++] = m;
    }
    return k;
  }

  /** Plays the safe foundation moves again and again into `out` from `at`; returns how many. */
  private playSafeMoves(out: Uint32Array, at: number): number {
    const rule = this.safe;
    if (rule === null) return 0;
    let played = 0;
    for (let m = nextSafeMove(this.p, rule); m >= 0; m = nextSafeMove(this.p, rule)) {
      this.play(m);
      out[at + played++] = m;
    }
    return played;
  }


  private play(m: Move): void {
    applyMove(this.p, m);
    this.touched(m);
    if (this.reach !== null && isUpFoundationMove(this.p, m)) noteHome(this.p.foundations, m >>> 14, this.reach);
  }

  private unplay(m: Move): void {
    undoMove(this.p, m);
    this.touched(m);
  }

  private touched(m: Move): void {
    const from = (m >>> 7) & 127;
    const to = m & 127;
    if (from < CELL_BASE) this.refresh(from);
    else if (isSidePile(from)) this.refreshSide(from);
    if (to < CELL_BASE) this.refresh(to);
    else if (isSidePile(to)) this.refreshSide(to);
    // the first card home chose the base (or its undo unchose it): with wrap the breaks move
    if (this.wrap && this.p.base !== this.scoredBase) this.refreshAll();
  }

  /** The waste's or the reserve's hash and score again (the stock's is its length: nothing to refresh). */
  private refreshSide(pile: number): void {
    if (pile !== WASTE && pile !== RESERVE) return;
    this.hash.refreshPile(pile);
    this.sideScore[pile - WASTE] = (this.pairBreaks(pile === WASTE ? this.p.waste : this.p.reserve) * SIDE_BREAK) / BREAK;
  }

  /** Row r's hash and score again, after a move changed it. */
  private refresh(r: number): void {
    this.hash.refreshRow(r);
    const row = this.p.rows[r]!;
    this.rowScore[r] = (row.length === 0 ? -EMPTY_ROW : 0) + this.pairBreaks(row);
  }

  /**
   * BREAK for each card of a pile not one rank below the card under it (or, where the foundations
   * start from the King, lying on a King: the King goes home first).
   */
  private pairBreaks(row: readonly number[]): number {
    let s = 0;
    const kingBase = this.kingBase;
    if (this.inSuitBothWays) {
      for (let i = 1; i < row.length; i++) {
        const d = RANK_OF[row[i - 1]!]! - RANK_OF[row[i]!]!;
        if ((d !== 1 && d !== -1) || SUIT_OF[row[i - 1]!] !== SUIT_OF[row[i]!]) s += BREAK;
      }
      return s;
    }
    for (let i = 1; i < row.length; i++) {
      const a = row[i - 1]!;
      const b = row[i]!;
      if (!this.oneBelow(a, b) || (kingBase && RANK_OF[a] === 13)) s += BREAK;
      else if (this.suitBreaks && SUIT_OF[a] !== SUIT_OF[b]) s += BREAK;
    }
    return s;
  }

  /** Whether `b` lies one rank below `a` for going home: with wrap a King on an Ace too while no base is
   * chosen, and once one is, one place below on the foundation (the card under the base is no pair). */
  private oneBelow(a: number, b: number): boolean {
    const d = RANK_OF[a]! - RANK_OF[b]!;
    if (!this.wrap) return d === 1;
    if (this.p.base === 0) return d === 1 || d === -12;
    return foundationOffset(this.p, a) - foundationOffset(this.p, b) === 1;
  }

  private score(): number {
    const notHome = cardCount(this.p.rules) - cardsOnFoundations(this.p);
    if (!this.canonical) return FED_HOME * notHome + fedScore(this.p, this.shallowest, this.away, this.fedBy);
    if (this.inSuitBothWays) {
      let b = 0;
      for (let r = 0; r < this.rowScore.length; r++) b += this.rowScore[r]!;
      // rowScore holds BREAK a break (less EMPTY_ROW an empty row): scaled to SUIT_BREAK, kept an integer (a queue bucket)
      return SUIT_HOME * notHome + Math.floor((SUIT_BREAK * b) / BREAK) + wantedDepth(this.p, this.faceDepth) + STOCK_CARD * this.p.stock.length;
    }
    let s = this.homeWeight * notHome + this.sideScore[0]! + this.sideScore[1]! + this.stockWeight * STOCK_CARD * this.p.stock.length;
    for (let r = 0; r < this.rowScore.length; r++) s += this.rowScore[r]!;
    return s;
  }

  private readonly faceDepth = new Int32Array(DECK_SIZE);

  private release(): void {
    this.snap = new Uint8Array(0);
    this.keptNode = new Int32Array(1024);
    this.queue = new BucketQueue(BUCKETS, BUCKETS - 1);
    this.parent = new Int32Array(1024);
    this.via = new Uint32Array(1024);
  }

  private storeBytes(kept: number, nodes: number): number {
    return kept * (this.stride + 8) + nodes * 8;
  }

  private addNode(parent: number, move: number): number {
    if (this.nNodes === this.parent.length) {
      this.parent = grown(this.parent, this.nNodes * 2);
      this.via = grown(this.via, this.nNodes * 2);
    }
    this.parent[this.nNodes] = parent;
    this.via[this.nNodes] = move;
    return this.nNodes++;
  }

  /** Keeps the position as it is (reached by line node `node`) and queues it by its score. */
  private keep(node: number): void {
    const i = this.nKept++;
    if (i === this.keptNode.length) {
      this.keptNode = grown(this.keptNode, i * 2);
    }
    if ((i + 1) * this.stride > this.snap.length) {
      // doubling, but never past what the cap lets the store keep (Palace's 1.2 M would double to 2 M)
      const room = Math.ceil(this.maxBytes / (this.stride + 8)) + 1;
      this.snap = grown(this.snap, Math.min(Math.max(1024, i * 2), room) * this.stride);
    }
    this.keptNode[i] = node;
    writeSnapshot(this.p, this.snap, i * this.stride);
    this.queue.push(i, -this.score());
  }

  /** Sets the position to kept snapshot i. */
  private load(i: number): void {
    readSnapshot(this.p, this.snap, i * this.stride);
    this.refreshAll();
  }

  /** Every pile's hash and score again. */
  private refreshAll(): void {
    this.scoredBase = this.p.base;
    for (let r = 0; r < this.p.rows.length; r++) this.refresh(r);
    this.refreshSide(WASTE);
    this.refreshSide(RESERVE);
  }

  private lineTo(node: number): Move[] {
    const line: Move[] = [];
    for (let n = node; n >= 0 && this.parent[n]! >= 0; n = this.parent[n]!) line.push(this.via[n]!);
    return line.reverse();
  }
}
