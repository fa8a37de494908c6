import { DECK_SIZE, RANK_OF, SUIT_OF } from '../../engine/cards';
import { type Move, isSidePile, CELL_BASE, RESERVE, WASTE } from '../../engine/moves';
import { type Position, cardCount, cardsOnFoundations, clonePosition, foundationOffset, isWon } from '../../engine/position';
import { HashTable64 } from './hash-table';
import { BucketQueue } from './bucket-queue';
import { NodeArena } from './node-arena';
import { BestFirst, type BestFirstSpace } from './best-first';
import { MoveStack } from './depth-first';
import { ALL_BASES, baseByBase } from './base-by-base';
import { PositionHash, RANK_CODES, rowsInterchangeable, suitBlind } from '../spaces/engine-hash';
import { MERGE_MARGIN } from './merged-runs';
import { type StockScore, mergeable, planFor } from '../plans';
import { readSnapshot, snapshotStride, writeSnapshot } from '../spaces/snapshot';
import { safeFoundationRule } from '../spaces/engine-safe';
import { EngineSpace, MAX_NODE_MOVES } from '../spaces/engine-space';
import type { SolveResult, SolveStats } from '../api/types';
import { fedScore, wantedDepth } from '../spaces/engine-scores';
import { NEVER, PositionCount, type Stop } from '../api/stop';

// The engine solver's search for the games of two to four decks (Lightweight, Castle of Indolence,
// Rittenhouse, Castle Mount, Palace): best first instead of depth first. The depth-first search
// (engine-depth-first.ts) commits to its first moves; on these deals (96 to 208 cards) it wandered deep
// under a bad early choice and found almost no win. This space of the best-first search
// (best-first.ts) keeps every position it reaches (a snapshot) and expands the one that looks
// nearest a win (`rank`), whatever its depth.
// Complete and sound like the depth-first search, with the same prunings: every reachable position is
// kept once (the canonical hash of engine-hash.ts, in a table that forgets only when full: a forgotten
// one is searched again, never lost), safe foundation moves (engine-safe.ts) are played at once, one
// empty row is a destination and no whole row goes onto an empty one (rows are interchangeable; not
// where rows feed given piles, Rittenhouse, whose rows keep their places in the hash). So an
// empty queue proves the position lost, and a win is a line of engine moves (safe moves included)
// from the given position. Budget: positions kept, as the depth-first search counts positions entered.
// Memory: snapshots are bytes (snapshot.ts), plus the arena's parent and move; the store stops at
// `maxBytes` (DEFAULT_MAX_BYTES) and the answer is then 'unknown'.

/** What the store may hold (the arena: snapshots, parents, moves). */
export const DEFAULT_MAX_BYTES = 320 * 1024 * 1024;
/** A store up to this size stays for the next solve (no garbage per deal); a larger one is let go. */
const KEEP_BYTES = 32 * 1024 * 1024;
const TABLE_SLOTS = 1 << 23;
/** Scores are small integers from 0 to 2047: one queue bucket each, lowest first (the last kept first
 * within one); the queue takes them negated. */
const BUCKETS = 2048;

// The score (lower is nearer a win): cards not home, plus BREAK for each card that does not lie one
// rank below the card under it (the pair must be parted before the lower card goes home, while a
// one-step run moves as a whole), minus EMPTY_ROW for each empty row. Where only same-suit runs move
// whole (Castle Mount, Palace) a pair of two suits is a break too. Tuned on deals held out from the
// measured ones (README.md, "The multi-deck games").
const BREAK = 4;
const EMPTY_ROW = 1;
// Where there is a stock (Zerline), a break in the waste or the reserve weighs SIDE_BREAK, and each
// card still in the stock STOCK_CARD: without the stock's weight, turning a card only ever looked
// worse (a break more), and the search went through every shuffle of the rows before it turned one
// (README.md, "Lightweight and Zerline").
const SIDE_BREAK = 2;
const STOCK_CARD = 1;
// Where rows feed given piles (Rittenhouse) a row's order is not the one a pile takes, so the score
// counts, for each pile, the cards on the nearest card it wants next (at most FED_DEPTH_CAP), and a
// card not home weighs FED_HOME (README.md, "Suits no rule reads"; its figures in NOTES.md).
const FED_HOME = 3;
// The second of the two searches (solve) also counts FED_AWAY more for a wanted card on a row that
// does not feed its pile: it must move to one first.
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
// of the face it wants next count once each (at most FED_DEPTH_CAP) (README.md).
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

export class EngineBestFirst extends EngineSpace implements BestFirstSpace {
  stats: SolveStats = { tableBytes: 0, evictions: 0, knownLost: 0 };
  private readonly table = new HashTable64(1 << 16, TABLE_SLOTS);
  private readonly moves = new MoveStack();
  private readonly scratch = new Uint32Array(MAX_NODE_MOVES);
  // kept positions: snapshots in the arena, queued by score
  private arena = new NodeArena();
  private queue = new BucketQueue(BUCKETS, BUCKETS - 1);
  stride = 0;
  private maxBytes = DEFAULT_MAX_BYTES;
  private rowScore = new Int32Array(0);
  /** The waste's and the reserve's breaks (pairBreaks). */
  private readonly sideScore = new Int32Array(2);
  private kingBase = false;
  /** Rows build with wrap (Selective Castle): a King on an Ace is one rank below it too, until a base
   * is chosen; then the card under the base is the base's last one home, so a break. */
  private wrap = false;
  /** The base the rows' scores were counted for (they change when the first card home chooses it). */
  private scoredBase = 0;
  private suitBreaks = false;
  /** Rows build up or down in suit (Chequers): a pair one rank apart either way, in suit, is no break. */
  private inSuitBothWays = false;
  private away = 0;
  private homeWeight = 1;
  private stockWeight = 1;
  /** Per foundation pile, the rows that feed it (where rows feed given piles). */
  private fedBy: number[][] = [];
  private readonly shallowest = new Int32Array(14);
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
    const result = this.search(budget);
    this.stats = { tableBytes: this.table.bytes + this.arena.bytesFor(this.arena.count), evictions: this.table.evictions, knownLost: 0 };
    // a worker holds its solver between requests: a large store is not kept for the next one
    if (this.arena.bytes.byteLength > KEEP_BYTES) this.arena.release();
    return result;
  }

  private search(budget: number): SolveResult {
    const count = new PositionCount(budget, this.stop);
    const answer = (verdict: SolveResult['verdict'], moves: Move[] = []): SolveResult => ({ verdict, moves, positions: count.positions });
    this.line.n = 0;
    this.playSafeMoves();
    const rootLine = Array.from(this.line.data.subarray(0, this.line.n));
    if (isWon(this.p)) return answer('winnable', rootLine);
    this.hash.compute();
    this.table.add(this.hash.hashA, this.hash.hashB);
    if (count.spent()) return answer('unknown');
    count.positions++;
    const bf = new BestFirst<EngineBestFirst>(this, this.table, count, this.moves, this.arena, this.queue);
    // the store's cap, and no growth past it (Palace's 1.2 M would double to 2 M)
    const room = Math.floor(this.maxBytes / (this.stride + 8));
    this.arena.limit = room;
    bf.start(false);
    const end = bf.run(room);
    if (end === 'done') return answer('unwinnable');
    if (end !== 'won') return answer('unknown');
    const tail = Array.from(this.line.data.subarray(0, this.line.n));
    const path = this.arena.lineTo(bf.at);
    this.load(this.arena, 0);
    for (const m of path) this.enter(m);
    return answer('winnable', [...rootLine, ...Array.from(this.line.data.subarray(0, this.line.n)), ...tail]);
  }

  /** The queue takes the best (lowest) score first. */
  score(): number {
    return -this.rank();
  }

  save(arena: NodeArena, i: number): void {
    writeSnapshot(this.p, arena.bytes, i * arena.stride);
  }

  /** Sets the position to kept snapshot i. */
  load(arena: NodeArena, i: number): void {
    readSnapshot(this.p, arena.bytes, i * arena.stride);
    this.refreshAll();
    this.line.n = 0;
  }

  /** The moves of the position as it is, less those the row symmetry makes redundant, last first
   * (the search tries them from the top of the stack). */
  open(moves: MoveStack): void {
    const k = this.candidates(this.scratch);
    moves.reserve(k);
    for (let i = k - 1; i >= 0; i--) moves.data[moves.n++] = this.scratch[i]!;
  }

  protected touched(m: Move): void {
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

  /** How far the position looks from a win: lower is nearer. */
  private rank(): number {
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

  /** Every pile's hash and score again. */
  private refreshAll(): void {
    this.scoredBase = this.p.base;
    for (let r = 0; r < this.p.rows.length; r++) this.refresh(r);
    this.refreshSide(WASTE);
    this.refreshSide(RESERVE);
  }
}
