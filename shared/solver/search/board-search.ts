import { NO_CARD as ENGINE_NO_CARD } from '../../engine/cards';
import * as board from '../spaces/board';
import { HashTable64 } from './hash-table';
import { NodeArena } from './node-arena';
import { BucketQueue } from './bucket-queue';
import { BestFirst, type BestFirstSpace } from './best-first';
import { DeadPositionTest } from '../spaces/dead-position';
import { RunGraph } from './run-graph';
import { PositionCount, type Stop } from '../api/stop';
import type { Techniques } from '../plans';
import type { SolveResult, Verdict } from '../api/types';
import { BoardMoves, RUN_FLAG } from './board-moves';
import { DepthFirst, FRAME, FRAME_HASH_A, FRAME_HASH_B, IntStack, MoveStack } from './depth-first';

// The byte board's search (spaces/board.ts): depth first over single-card moves with the techniques of
// the strongest solvers of this family, after a best-first phase. README.md describes each technique.

export const DEFAULT_TABLE_SLOTS = 1 << 23; // 64 MB at most (8 bytes a slot)


const WON = 52;
// local bindings: see board.ts on why the hot loop does not read imported ones
const { ROW_CAP, RANK_OF, SUIT_OF, CELL_BASE, FOUNDATION_BASE } = board;
const KING = 13;
const NO_CARD = ENGINE_NO_CARD;


/** What a solver keeps from one solve to the next: the search's stacks (one that grew past
 * STACK_KEEP_BYTES is let go), the transposition table (`clear` empties it by generation) and the
 * best-first store. */
export class SearchMemory {
  line = new MoveStack();
  moves = new MoveStack();
  frames = new IntStack();
  readonly table = new HashTable64(1 << 16, DEFAULT_TABLE_SLOTS);
  readonly arena = new NodeArena(4);
  readonly queue = new BucketQueue(4096, 1024);

  resetStacks(): void {
    this.line.n = 0;
    this.moves.n = 0;
    this.frames.n = 0;
    if (this.line.data.byteLength > STACK_KEEP_BYTES) this.line = new MoveStack();
    if (this.moves.data.byteLength > STACK_KEEP_BYTES) this.moves = new MoveStack();
    if (this.frames.data.byteLength > STACK_KEEP_BYTES) this.frames = new IntStack();
  }
}
const STACK_KEEP_BYTES = 32 << 20;

// the best-first arena's columns: the card the move into a position moved (as `movedCard`), how often
// the depth-first search from it paused, and its hash
const MOVED = 0;
const TRIES = 1;
const HASH_A = 2;
const HASH_B = 3;

/** Positions the best-first phase keeps at most (83 bytes each for 8 rows) before the
 * depth-first search takes over. */
export const BEST_FIRST_NODES = 1 << 18;
/** See SolveOptions.drainSlice; and how much lower a paused position goes back into the queue. */
export const DRAIN_SLICE = 200_000;
const DRAIN_PENALTY = 20;
/** Weights of `Search.score`, tuned on the hard deals of Beleaguered Castle, where best first then
 * decides far more than depth first alone (NOTES.md, "The fast solver's techniques"). */
const E = { home: 40, empty: 16, misplaced: 4, next: 4 };

/** What an earlier merged run proved lost: positions merged its way (hashed by `board`, a board of
 * its scheme) with one in `lost`. */
export interface KnownLost {
  readonly board: board.Board;
  readonly lost: HashTable64;
}

export class Search extends BoardMoves implements BestFirstSpace {
  readonly table: HashTable64;
  private readonly safeSlack: number;
  private readonly count: PositionCount;
  private readonly df: DepthFirst<Search>;
  private readonly bf: BestFirst<Search>;

  constructor(
    memory: SearchMemory,
    b: board.Board,
    t: Techniques,
    budget: number,
    stop: Stop,
    maxSlots: number,
    private readonly bestFirstNodes: number,
    private readonly drainSlice: number,
    /** Earlier runs' lost positions, pruned like dead ones. */
    private readonly known: readonly KnownLost[] = [],
    /** When set, the run records its positions and moves in it (RunGraph). */
    private readonly graph: RunGraph | null = null,
  ) {
    super(b, t, memory.line, memory.moves);
    this.table = memory.table;
    this.count = new PositionCount(budget, stop);
    this.df = new DepthFirst(this, this.table, this.count, memory.moves, memory.frames);
    this.bf = new BestFirst(this, this.table, this.count, memory.moves, memory.arena, memory.queue);
    this.budget = budget;
    this.table.clear(Math.min(budget * 2, 1 << 16), maxSlots);
    this.safeSlack = t.widerSafeMoves ? 1 : 0;
    this.deadAllowed = t.deadPositions && !b.inSuit && (b.emptyTakesAny || t.kingRowDeadPositions) && b.nCells === 0 && b.auxMask === 0;
  }

  /** Positions taken as lost from `known`. */
  knownLost = 0;
  private readonly budget: number;
  private readonly deadAllowed: boolean;
  private readonly deadTest = new DeadPositionTest();

  run(): SolveResult {
    const b = this.b;
    if (this.t.safeAutoMoves) this.playSafeMoves();
    this.rootLine = Array.from(this.line.data.subarray(0, this.line.n));
    this.line.n = 0;
    if (b.home === WON) return this.answer('winnable');
    if (!this.df.enterRoot()) return this.answer('unknown');
    this.graph?.node(b.hashA, b.hashB, this.atBoundary());
    if (this.t.bestFirst) return this.bestFirst();
    this.movedCard = NO_CARD;
    this.df.open(0);
    const r = this.df.run();
    return this.answer(r === 'won' ? 'winnable' : r === 'over' ? 'unknown' : 'unwinnable');
  }

  /** The automatic moves played at the root, before any search move: the start of every line. */
  private rootLine: number[] = [];

  /** Plays a search move (a single card, or a run) onto the line; returns the card it moved, if one. */
  private play(m: number): number {
    if (m & RUN_FLAG) {
      this.playRun(m);
      return NO_CARD;
    }
    this.b.apply(m);
    this.line.push(m);
    return m >>> 14;
  }

  // ---- best first ----
  // The best-first search (best-first.ts) keeps what it reaches in the arena until it is full (or for
  // the rest of the budget); then a depth-first search from each kept position, best first, finishes
  // the job with the same table: a position it finds there was expanded or is still kept. Each such
  // search pauses after a slice of positions (`pause`), so that one deep subtree does not take the
  // rest of the budget while better kept positions wait.

  private bestFirst(): SolveResult {
    const bf = this.bf;
    bf.start(this.deadAllowed && this.deadTest.isDead(this.b, this.t.mergedHomesBySuit));
    const end = bf.run(Math.min(this.bestFirstNodes, this.budget + 1));
    if (end === 'won') return this.answerFrom(bf.at, Array.from(this.line.data.subarray(0, this.line.n)));
    if (end === 'over') return this.answer('unknown');
    if (end === 'done') return this.answer('unwinnable');
    // the arena is full: search depth first from every kept position, best first
    const { arena, queue } = bf;
    for (let node = queue.pop(); node >= 0; node = queue.pop()) {
      this.load(arena, node);
      this.moves.n = 0;
      this.df.frames.n = 0;
      this.df.open(0);
      const tries = arena.cols[TRIES]![node]!;
      const r = this.df.run(this.drainSlice > 0 ? this.count.positions + this.drainSlice * 2 ** Math.min(tries, 24) : Infinity);
      if (r === 'won') return this.answerFrom(node, Array.from(this.line.data.subarray(0, this.line.n)));
      if (r === 'over') return this.answer('unknown');
      if (r === 'paused') this.pause(node, tries);
    }
    return this.answer('unwinnable');
  }

  get stride(): number {
    return 4 + this.b.nCells + this.b.nRows + 52;
  }

  save(a: NodeArena, i: number): void {
    const b = this.b;
    a.cols[MOVED]![i] = this.movedCard;
    a.cols[TRIES]![i] = 0;
    a.cols[HASH_A]![i] = b.hashA;
    a.cols[HASH_B]![i] = b.hashB;
    b.save(a.signed, i * a.stride);
  }

  load(a: NodeArena, i: number): void {
    this.b.load(a.signed, i * a.stride, a.cols[HASH_A]![i]!, a.cols[HASH_B]![i]!);
    this.movedCard = a.cols[MOVED]![i]!;
    this.line.n = 0;
  }

  /**
   * A depth-first search from kept position `node` used its slice: the positions on its path leave
   * the table, and `node` goes back to the queue, lower by DRAIN_PENALTY per pause, with twice the
   * slice next time. Sound: every position left in the table is then finished (all its successors
   * were entered) or kept, so the argument above still holds; the path's positions are reachable
   * from `node` and are found again from it. The finished part of its search is not repeated.
   */
  private pause(node: number, tries: number): void {
    const f = this.df.frames;
    for (let base = FRAME; base < f.n; base += FRAME) this.table.forget(f.data[base + FRAME_HASH_A]!, f.data[base + FRAME_HASH_B]!);
    const a = this.bf.arena;
    this.load(a, node);
    a.cols[TRIES]![node] = Math.min(255, tries + 1);
    this.bf.queue.push(node, this.score() - DRAIN_PENALTY * (tries + 1));
  }

  /** The winning line through kept position `node`: the root's automatic moves, the search moves from
   * the root to `node` replayed with their automatic moves, then `tail`. */
  private answerFrom(node: number, tail: number[]): SolveResult {
    const path = this.bf.arena.lineTo(node);
    this.load(this.bf.arena, 0);
    for (const m of path) {
      this.play(m);
      if (this.t.safeAutoMoves) this.playSafeMoves();
    }
    const moves = [...this.rootLine, ...Array.from(this.line.data.subarray(0, this.line.n)), ...tail];
    return { verdict: 'winnable', moves, positions: this.count.positions };
  }

  /**
   * How promising the position is: cards home, empty rows and free cells, less the cards lying on a
   * lower card of their row (each must move before that one goes home) and the cards over each card
   * that could go home now.
   */
  score(): number {
    const b = this.b;
    let empty = 0;
    let misplaced = 0;
    let buried = 0;
    for (let r = 0; r < b.nRows; r++) {
      const n = b.len[r]!;
      if (n === 0) {
        if (!((b.auxMask >> r) & 1)) empty++;
        continue;
      }
      let min = 99;
      const base = r * ROW_CAP;
      for (let i = 0; i < n; i++) {
        const c = b.cards[base + i]!;
        const rank = RANK_OF[c]!;
        if (rank > min) misplaced++;
        else min = rank;
        if (b.found[SUIT_OF[c]!] === rank - 1) buried += n - 1 - i;
      }
    }
    for (let i = 0; i < b.nCells; i++) if (b.cells[i] === NO_CARD) empty++;
    return b.home * E.home + empty * E.empty - misplaced * E.misplaced - buried * E.next;
  }

  private answer(verdict: Verdict): SolveResult {
    const moves = verdict === 'winnable' ? [...this.rootLine, ...Array.from(this.line.data.subarray(0, this.line.n))] : [];
    return { verdict, moves, positions: this.count.positions };
  }

  get lineLength(): number {
    return this.line.n;
  }

  get hashA(): number {
    return this.b.hashA;
  }

  get hashB(): number {
    return this.b.hashB;
  }

  rewind(lineLength: number): void {
    while (this.line.n > lineLength) this.b.undo(this.line.data[--this.line.n]!);
  }

  /** The card the search move into the position on the board moved, when no automatic move
   * followed (NO_CARD otherwise, and at the root): `generate` does not move it straight back. */
  private movedCard = NO_CARD;

  /** Plays a search move and the automatic moves after it (and, in a mapped run, records the edge). */
  enter(m: number): boolean {
    const b = this.b;
    const moved = this.play(m);
    const lineStart = this.line.n;
    this.crossed = false;
    if (this.t.safeAutoMoves) this.playSafeMoves(this.onlyChangedRow(m));
    if (b.home === WON) return true;
    this.movedCard = this.line.n === lineStart ? moved : NO_CARD;
    if (this.graph) {
      const f = this.df.frames;
      const top = f.n - FRAME;
      const parent = this.graph.idOf(f.data[top + FRAME_HASH_A]!, f.data[top + FRAME_HASH_B]!);
      if (this.crossed) this.graph.markBoundary(parent);
      this.graph.edge(parent, this.graph.node(b.hashA, b.hashB, this.atBoundary()));
    }
    return false;
  }

  /** Whether the position on the board is lost without a search: dead (dead-position.ts), or merged
   * with one an earlier run proved lost (`known`). */
  private provedLost(): boolean {
    if (this.deadAllowed && this.deadTest.isDead(this.b, this.t.mergedHomesBySuit)) return true;
    const known = this.known;
    for (let i = 0; i < known.length; i++) {
      const k = known[i]!;
      k.board.hashOf(this.b);
      if (k.lost.get(k.board.hashA, k.board.hashB) >= 0) {
        this.knownLost++;
        return true;
      }
    }
    return false;
  }

  /**
   * Whether merged positions may differ in their moves from here: some exposed card (a row's top, a
   * cell) is a merged card of a rank k that a merged suit's foundation awaits (at k - 1, at or past
   * its `erase`). Then in a position merged with this one that card may be of that suit and go home,
   * or not. Otherwise every move but a merged card's going home depends on ranks and unmerged cards
   * alone, and a merged card goes home nowhere in such positions (see `solve`).
   */
  private atBoundary(): boolean {
    const b = this.b;
    let awaited = 0; // bit k: some merged suit's foundation awaits rank k
    for (let s = 0; s < 4; s++) if (b.erase[s]! < KING && b.found[s]! >= b.erase[s]!) awaited |= 1 << (b.found[s]! + 1);
    if (awaited === 0) return false;
    for (let i = 0; i < b.nRows + b.nCells; i++) {
      const c = i < b.nRows ? b.top(i) : b.cells[i - b.nRows]!;
      if (c === NO_CARD) continue;
      const k = RANK_OF[c]!;
      if (k > b.erase[SUIT_OF[c]!]! && (awaited >> k) & 1) return true;
    }
    return false;
  }

  /** The candidate moves of the position on the board. The rule "never move the card just moved"
   * compares with the parent's move of that card straight to the same place; automatic moves in
   * between may have changed the place, so it lapses then. */
  open(): void {
    this.generate(this.movedCard);
  }

  keeps(): boolean {
    return !this.provedLost();
  }

  /**
   * Whether sending `card` home can never lose the game. In-suit games: always (engine's reasoning).
   * Any-suit games: the card (rank r) is only a host for rank r-1 cards. Once every rank r-2 card is
   * home, each r-1 card still out can go home itself whenever it is exposed, and nothing can ever be
   * put on it; so any line that would put it on this card can send it home instead. Hence safe when
   * all four foundations reach r-2, as the engine's auto-move rule has it (`widerSafeMoves` off: r-1);
   * aces and twos always (an ace never needs a host). A three needs every ace home: in Streets and
   * Alleys they start in the rows, and a three sent home early may be the only place for a two that
   * covers its own ace (`test/shared/solver/solve.test.ts`, "a three is not safe").
   */
  private isSafe(card: number): boolean {
    if (this.b.inSuit) return true;
    const rank = RANK_OF[card]!;
    if (rank <= 2) return true;
    const need = rank - 1 - this.safeSlack;
    const f = this.b.found;
    return f[0]! >= need && f[1]! >= need && f[2]! >= need && f[3]! >= need;
  }

  /**
   * The one row whose top a search move changed in a way that may allow a safe move: its source row,
   * when it moved a single card from a row to a row in a game without cells. The position before it
   * had no safe move left, and the foundations did not change, so only that row's new top can go. -1
   * when anything else may have changed (a run, a foundation move, cells).
   */
  private onlyChangedRow(m: number): number {
    if (m & RUN_FLAG || this.b.nCells > 0) return -1;
    const from = (m >>> 7) & 127;
    return (m & 127) >= FOUNDATION_BASE || from >= CELL_BASE ? -1 : from;
  }

  /** In a mapped run (`graph`): whether the automatic moves after the last move passed a boundary position. */
  private crossed = false;

  /** Notes, in a mapped run, an automatic move played from a boundary position: positions merged with
   * the parent may not play it, so the parent reaches more than the graph's edge says. */
  private noteCrossing(): void {
    if (this.graph !== null && !this.crossed && this.atBoundary()) this.crossed = true;
  }

  /** Plays every safe foundation move, again and again until none is left. With `onlyRow` (see
   * onlyChangedRow), nothing happens unless that row's top can go. */
  private playSafeMoves(onlyRow = -1): void {
    const b = this.b;
    if (onlyRow >= 0) {
      const c = b.top(onlyRow);
      if (c === NO_CARD || !b.canGoHome(c) || !this.isSafe(c)) return;
    }
    for (let again = true; again; ) {
      again = false;
      for (let r = 0; r < b.nRows; r++) {
        const c = b.top(r);
        if (c !== NO_CARD && b.canGoHome(c) && this.isSafe(c)) {
          const m = (c << 14) | (r << 7) | (FOUNDATION_BASE + SUIT_OF[c]!);
          this.noteCrossing();
          b.apply(m);
          this.line.push(m);
          again = true;
        }
      }
      if (b.nCells > 0 && b.cellsOpen()) {
        for (let i = 0; i < b.nCells; i++) {
          const c = b.cells[i]!;
          if (c !== NO_CARD && b.canGoHome(c) && this.isSafe(c)) {
            const m = (c << 14) | ((CELL_BASE + i) << 7) | (FOUNDATION_BASE + SUIT_OF[c]!);
            this.noteCrossing();
            b.apply(m);
            this.line.push(m);
            again = true;
          }
        }
      }
    }
  }
}
