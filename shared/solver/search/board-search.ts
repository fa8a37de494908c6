import { NO_CARD as ENGINE_NO_CARD } from '../../engine/cards';
import * as board from '../spaces/board';
import { HashTable64 } from './hash-table';
import { NodeStore } from './node-store';
import { DeadPositionTest } from '../spaces/dead-position';
import { RunGraph } from './run-graph';
import type { Stop } from '../api/stop';
import type { Techniques } from '../plans';
import type { SolveResult, Verdict } from '../api/types';
import { BoardMoves, MoveStack, RUN_FLAG } from './board-moves';

// The byte board's search (spaces/board.ts): depth first over single-card moves with the techniques of
// the strongest solvers of this family, after a best-first phase. README.md describes each technique.

export const DEFAULT_TABLE_SLOTS = 1 << 23; // 64 MB at most (8 bytes a slot)


const FRAME = 7;

/** A growable Int32 stack. */
class IntStack {
  data = new Int32Array(256);
  n = 0;
  push(v: number): void {
    if (this.n === this.data.length) {
      const d = new Int32Array(this.data.length * 2);
      d.set(this.data);
      this.data = d;
    }
    this.data[this.n++] = v;
  }
  reserve(extra: number): void {
    while (this.n + extra > this.data.length) {
      const d = new Int32Array(this.data.length * 2);
      d.set(this.data);
      this.data = d;
    }
  }
}

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
  readonly nodes = new NodeStore();

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

/** Positions the best-first phase keeps at most (83 bytes each for 8 rows: NodeStore) before the
 * depth-first search takes over. */
export const BEST_FIRST_NODES = 1 << 18;
/** See SolveOptions.drainSlice; and how much lower a paused position goes back into the queue. */
export const DRAIN_SLICE = 200_000;
const DRAIN_PENALTY = 20;
/** Weights of `Search.evaluate`, tuned on 42 hard deals of Beleaguered Castle (1..200) at 300 K: 31
 * decided against 17 by the depth-first search alone (README.md). */
const E = { home: 40, empty: 16, misplaced: 4, next: 4 };

/** What an earlier merged run proved lost: positions merged its way (hashed by `board`, a board of
 * its scheme) with one in `lost`. */
export interface KnownLost {
  readonly board: board.Board;
  readonly lost: HashTable64;
}

export class Search extends BoardMoves {
  readonly table: HashTable64;
  positions = 0;
  private readonly safeSlack: number;
  // FRAME ints per open node: its slice of `moves` (start, next to try, end), the line's length after
  // the move into it and before that move, and its hash (to take it out of the table on a pause)
  private readonly frames: IntStack;

  constructor(
    memory: SearchMemory,
    b: board.Board,
    t: Techniques,
    private readonly budget: number,
    private readonly stop: Stop,
    maxSlots: number,
    private readonly bestFirstNodes: number,
    private readonly drainSlice: number,
    /** Earlier runs' lost positions, pruned like dead ones. */
    private readonly known: readonly KnownLost[] = [],
    /** When set, the run records its positions and moves in it (RunGraph). */
    private readonly graph: RunGraph | null = null,
  ) {
    super(b, t, memory.line, memory.moves);
    this.frames = memory.frames;
    this.nodes = memory.nodes;
    this.table = memory.table;
    this.table.clear(Math.min(budget * 2, 1 << 16), maxSlots);
    this.safeSlack = t.widerSafeMoves ? 1 : 0;
    this.deadAllowed = t.deadPositions && !b.inSuit && (b.emptyTakesAny || t.kingRowDeadPositions) && b.nCells === 0 && b.auxMask === 0;
  }

  /** Positions taken as lost from `known`. */
  knownLost = 0;
  /** The positions at which the search next looks at its stop (stop.ts), or ends its budget. */
  private limit = 0;
  private readonly deadAllowed: boolean;
  private readonly deadTest = new DeadPositionTest();

  run(): SolveResult {
    const b = this.b;
    if (this.t.safeAutoMoves) this.playSafeMoves();
    this.rootLine = Array.from(this.line.data.subarray(0, this.line.n));
    this.line.n = 0;
    if (b.home === WON) return this.answer('winnable');
    this.table.add(b.hashA, b.hashB);
    if (this.spent()) return this.answer('unknown');
    this.positions++;
    this.graph?.node(b.hashA, b.hashB, this.atBoundary());
    if (this.t.bestFirst) return this.bestFirst();
    this.openFrame(NO_CARD, 0);
    const r = this.depthFirst();
    return this.answer(r === 'won' ? 'winnable' : r === 'over' ? 'unknown' : 'unwinnable');
  }

  /** The automatic moves played at the root, before any search move: the start of every line. */
  private rootLine: number[] = [];

  /**
   * The depth-first search from the open frames: each move is entered and, if new, searched before its
   * siblings. Returns 'won' with the line on `line`, 'over' when the budget ran out, 'paused' when
   * `pauseAt` positions were reached, or 'done'.
   */
  private depthFirst(pauseAt = Infinity): 'won' | 'over' | 'done' | 'paused' {
    const f = this.frames;
    while (f.n > 0) {
      const base = f.n - FRAME;
      const next = f.data[base + 1]!;
      if (next < f.data[base + 2]!) {
        if (this.positions >= pauseAt) return 'paused';
        f.data[base + 1] = next + 1;
        const m = this.moves.data[next]!;
        const before = this.line.n;
        const moved = this.play(m);
        const r = this.enter(moved, before, this.onlyChangedRow(m));
        if (r === 'won' || r === 'over') return r;
        if (r === 'seen') this.rewind(before);
      } else {
        // every move of this node failed: take back its automatic moves and the move(s) into it
        this.moves.n = f.data[base]!;
        this.rewind(f.data[base + 4]!);
        f.n = base;
      }
    }
    return 'done';
  }

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
  // Positions are kept as snapshots (Board.save) with their parent and the move from it, and the best
  // scored one is expanded next: every child is generated and entered into the table at once. Sound
  // and complete: each position reachable from the root is expanded, kept, or reachable from a kept
  // one (an expanded position's children were all entered). So when the store is full (or for the
  // rest of the budget), a depth-first search from each kept position, best first, finishes the job
  // with the same table: a position it finds there was expanded or is still kept. Each such search
  // pauses after a slice of positions (`pause`), so that one deep subtree does not take the rest of
  // the budget while better kept positions wait.

  private readonly nodes: NodeStore;

  private bestFirst(): SolveResult {
    const b = this.b;
    const q = this.nodes;
    q.reset(4 + b.nCells + b.nRows + 52);
    if (!(this.deadAllowed && this.deadTest.isDead(b, this.t.mergedHomesBySuit))) q.push(q.add(-1, 0, NO_CARD, b), this.evaluate());
    const room = Math.min(this.bestFirstNodes, this.budget + 1);
    for (;;) {
      const node = q.pop();
      if (node < 0) return this.answer('unwinnable');
      q.load(node, b);
      this.line.n = 0;
      this.moves.n = 0;
      this.generate(q.moved[node]!);
      const end = this.moves.n;
      if (q.count + end > room) {
        // no room for its successors: it goes back, for the depth-first search
        q.push(node, this.evaluate());
        break;
      }
      // pushed worst first: within a score, the last pushed comes out first
      for (let i = end - 1; i >= 0; i--) {
        const m = this.moves.data[i]!;
        let moved = this.play(m);
        const lineStart = this.line.n;
        if (this.t.safeAutoMoves) this.playSafeMoves(this.onlyChangedRow(m));
        if (b.home === WON) {
          const tail = Array.from(this.line.data.subarray(0, this.line.n));
          return this.answerFrom(node, tail);
        }
        if (this.line.n !== lineStart) moved = NO_CARD;
        if (!this.table.add(b.hashA, b.hashB)) {
          this.rewind(0);
          continue;
        }
        if (this.spent()) return this.answer('unknown');
        this.positions++;
        if (!this.provedLost()) q.push(q.add(node, m, moved, b), this.evaluate());
        this.rewind(0);
      }
    }
    // the store is full: search depth first from every kept position, best first
    for (let node = q.pop(); node >= 0; node = q.pop()) {
      q.load(node, b);
      this.line.n = 0;
      this.moves.n = 0;
      this.frames.n = 0;
      this.openFrame(q.moved[node]!, 0);
      const tries = q.tries[node]!;
      const r = this.depthFirst(this.drainSlice > 0 ? this.positions + this.drainSlice * 2 ** Math.min(tries, 24) : Infinity);
      if (r === 'won') return this.answerFrom(node, Array.from(this.line.data.subarray(0, this.line.n)));
      if (r === 'over') return this.answer('unknown');
      if (r === 'paused') this.pause(node, tries);
    }
    return this.answer('unwinnable');
  }

  /**
   * A depth-first search from kept position `node` used its slice: the positions on its path leave
   * the table, and `node` goes back to the queue, lower by DRAIN_PENALTY per pause, with twice the
   * slice next time. Sound: every position left in the table is then finished (all its successors
   * were entered) or kept, so the argument above still holds; the path's positions are reachable
   * from `node` and are found again from it. The finished part of its search is not repeated.
   */
  private pause(node: number, tries: number): void {
    const f = this.frames;
    for (let base = FRAME; base < f.n; base += FRAME) this.table.forget(f.data[base + 5]!, f.data[base + 6]!);
    const q = this.nodes;
    q.load(node, this.b);
    q.tries[node] = Math.min(255, tries + 1);
    q.push(node, this.evaluate() - DRAIN_PENALTY * (tries + 1));
  }

  /** The winning line through kept position `node`: the root's automatic moves, the search moves from
   * the root to `node` replayed with their automatic moves, then `tail`. */
  private answerFrom(node: number, tail: number[]): SolveResult {
    const q = this.nodes;
    const path: number[] = [];
    for (let n = node; q.parent[n]! >= 0; n = q.parent[n]!) path.push(q.move[n]!);
    path.reverse();
    q.load(0, this.b);
    this.line.n = 0;
    for (const m of path) {
      this.play(m);
      if (this.t.safeAutoMoves) this.playSafeMoves();
    }
    const moves = [...this.rootLine, ...Array.from(this.line.data.subarray(0, this.line.n)), ...tail];
    return { verdict: 'winnable', moves, positions: this.positions };
  }

  /**
   * How promising the position is: cards home, empty rows and free cells, less the cards lying on a
   * lower card of their row (each must move before that one goes home) and the cards over each card
   * that could go home now.
   */
  private evaluate(): number {
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
    return { verdict, moves, positions: this.positions };
  }

  private rewind(lineLength: number): void {
    while (this.line.n > lineLength) this.b.undo(this.line.data[--this.line.n]!);
  }

  /** Enters the position on the board: automatic moves, win test, table, and its candidate moves. */
  private enter(movedCard: number, lineBeforeMove: number, changedRow: number): 'won' | 'seen' | 'over' | 'open' {
    const b = this.b;
    const lineStart = this.line.n;
    this.crossed = false;
    if (this.t.safeAutoMoves) this.playSafeMoves(changedRow);
    if (b.home === WON) return 'won';
    if (this.graph) {
      const top = this.frames.n - FRAME;
      const parent = this.graph.idOf(this.frames.data[top + 5]!, this.frames.data[top + 6]!);
      if (this.crossed) this.graph.markBoundary(parent);
      this.graph.edge(parent, this.graph.node(b.hashA, b.hashB, this.atBoundary()));
    }
    if (!this.table.add(b.hashA, b.hashB)) {
      this.rewind(lineStart);
      return 'seen';
    }
    if (this.spent()) return 'over';
    this.positions++;
    this.openFrame(this.line.n === lineStart ? movedCard : NO_CARD, lineStart, lineBeforeMove);
    return 'open';
  }

  /** Whether the budget is spent or the stop says stop: looked at only when `limit` is reached. */
  private spent(): boolean {
    if (this.positions < this.limit) return false;
    this.limit = this.stop.limit(this.positions, this.budget);
    return this.limit < 0;
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

  /** Opens a frame for the position on the board (entered already): its candidate moves, none if it is
   * dead. `movedCard`: the card the move into it moved, when no automatic move followed. */
  private openFrame(movedCard: number, lineStart: number, lineBeforeMove = lineStart): void {
    const start = this.moves.n;
    // the rule "never move the card just moved" compares with the parent's move of that card straight
    // to the same place; automatic moves in between may have changed the place, so it lapses then
    if (!this.provedLost()) this.generate(movedCard);
    const f = this.frames;
    f.push(start);
    f.push(start);
    f.push(this.moves.n);
    f.push(lineStart);
    f.push(lineBeforeMove);
    f.push(this.b.hashA);
    f.push(this.b.hashB);
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
