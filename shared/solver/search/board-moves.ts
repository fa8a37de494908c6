import { NO_CARD as ENGINE_NO_CARD } from '../../engine/cards';
import type { Move } from '../../engine/moves';
import { planRun } from '../../engine/run-move';
import * as board from '../spaces/board';
import type { Techniques } from '../plans';
import type { MoveStack } from './depth-first';

// The byte board's moves as its search (board-search.ts) tries them: each node's moves pushed on one
// stack, best first when ordering is on (how urgent the row a card leaves is, what it buries where it
// lands), and run moves played as single-card moves on the line.

/** The most candidate moves one node can have: 14 sources times 12 destinations, rounded up. */
export const MAX_NODE_MOVES = 512;
/** A move of a run: RUN_FLAG | cards << 14 | from << 7 | to, played as single-card moves. */
export const RUN_FLAG = 1 << 24;
// local bindings: see board.ts on why the hot loop does not read imported ones
const { ROW_CAP, RANK_OF, SUIT_OF, CELL_BASE, FOUNDATION_BASE } = board;
const KING = 13;
const NO_CARD = ENGINE_NO_CARD;

// Move ordering weights, tuned on deals 1..40 of Beleaguered Castle by the positions they cost
// (see README.md): what a move gains by leaving its row, and loses by where it lands.
const W = {
  cellLeave: 300,
  toEmpty: 400,
  toCell: 500,
  /** per point of urgency under the horizon, for burying a row whose wanted card is near */
  bury: 5,
  buryHorizon: 20,
  /** urgency points per rank a card is from going home */
  rankWeight: 4,
  empties: 500,
  exposesHome: 400,
  uncover: 100,
  uncoverSlope: 3,
  /** bonus of a run move over the single moves */
  run: -600,
};

export class BoardMoves {
  /** Ordering scores of the node being generated, from its first move. */
  private readonly scores = new Int32Array(MAX_NODE_MOVES);
  private scoreBase = 0;
  protected readonly runsAllowed: boolean;

  constructor(
    protected readonly b: board.Board,
    protected readonly t: Techniques,
    /** Every move applied on the current path, search moves and automatic ones: the line when won. */
    protected readonly line: MoveStack,
    /** Candidate moves of every open node, back to back. */
    protected readonly moves: MoveStack,
  ) {
    this.runsAllowed = !b.inSuit && b.emptyTakesAny;
  }

  private add(m: Move, score: number): void {
    this.scores[this.moves.n - this.scoreBase] = score;
    this.moves.data[this.moves.n++] = m;
  }

  /** Pushes the node's moves, best first when ordering is on. */
  protected generate(movedCard: number, order = this.t.moveOrdering): void {
    const b = this.b;
    const t = this.t;
    const start = this.moves.n;
    this.moves.reserve(MAX_NODE_MOVES);
    this.scoreBase = start;
    // the main rows by the rank of their top card, and the empty ones: a card's destinations are a
    // few bits to walk instead of a test of every row
    const hosts = this.hostRows;
    hosts.fill(0);
    let empties = 0;
    let firstEmpty = -1;
    for (let r = 0; r < b.nRows; r++) {
      if ((b.auxMask >> r) & 1) continue;
      const n = b.len[r]!;
      if (n === 0) {
        empties |= 1 << r;
        if (firstEmpty < 0) firstEmpty = r;
      } else {
        const k = RANK_OF[b.cards[r * ROW_CAP + n - 1]!]!;
        hosts[k] = hosts[k]! | (1 << r);
      }
    }
    let freeCell = -1;
    for (let i = 0; i < b.nCells; i++) {
      if (b.cells[i] === NO_CARD) {
        freeCell = i;
        break;
      }
    }
    const inSuit = b.inSuit;
    const open = b.nCells > 0 && b.cellsOpen();
    const nSources = b.nRows + (open ? b.nCells : 0);
    for (let s = 0; s < nSources; s++) {
      const fromRow = s < b.nRows;
      const card = fromRow ? b.top(s) : b.cells[s - b.nRows]!;
      if (card === NO_CARD) continue;
      if (t.noSameCardTwice && card === movedCard) continue;
      const from = fromRow ? s : CELL_BASE + s - b.nRows;
      const base = (card << 14) | (from << 7);
      const rank = RANK_OF[card]!;
      // a main row's last card moving to an empty main row: the same position with rows renamed
      const lone = fromRow && b.len[s] === 1 && !((b.auxMask >> s) & 1);
      let toEmpty = b.emptyTakesAny || rank === KING ? empties : 0;
      if (t.canonicalRows) toEmpty = lone ? 0 : toEmpty & (1 << firstEmpty); // another empty row is the same move
      let dest = (hosts[rank + 1]! | (inSuit ? hosts[rank - 1]! : 0) | toEmpty) & ~(fromRow ? 1 << from : 0); // a cell pile (32..) has no row bit
      const home = b.canGoHome(card);
      const toCell = fromRow && freeCell >= 0;
      if (!home && dest === 0 && !toCell) continue;
      const leave = order ? (fromRow ? this.leaveScore(s) : W.cellLeave) : 0;
      if (home) this.add(base | (FOUNDATION_BASE + SUIT_OF[card]!), 100000 + leave);
      while (dest !== 0) {
        const r = 31 - Math.clz32(dest & -dest);
        dest &= dest - 1;
        if (b.len[r] === 0) this.add(base | r, leave - W.toEmpty);
        else if (!inSuit || b.accepts(r, card)) {
          const u = order ? this.rowUrgency(r) : W.buryHorizon;
          this.add(base | r, leave - (u < W.buryHorizon ? (W.buryHorizon - u) * W.bury : 0));
        }
      }
      if (toCell) this.add(base | (CELL_BASE + freeCell), leave - W.toCell);
    }
    if (t.runMoves && this.runsAllowed) this.generateRuns();
    if (order) this.sortFrom(start);
  }

  /** Main rows by the rank of their top card (bit r for row r); index 14 stays empty (no rank 14). */
  private readonly hostRows = new Int32Array(16);

  // What ordering measures of a row, kept with the row's and the foundations' stamps (Board) at the
  // time: a move changes two rows, so most rows of a node are measured already in its parent.
  private readonly urgencyOf = new Int32Array(10);
  private readonly urgencyRow = new Int32Array(10).fill(-1);
  private readonly urgencyFound = new Int32Array(10);
  private readonly leaveOf = new Int32Array(10);
  private readonly leaveRow = new Int32Array(10).fill(-1);
  private readonly leaveFound = new Int32Array(10);

  /** How soon row r's most wanted card is needed: 4 per rank to go before it goes home, plus 1 per
   * card over it. Small is urgent. */
  private rowUrgency(r: number): number {
    const b = this.b;
    if (this.urgencyRow[r] === b.rowStamp[r] && this.urgencyFound[r] === b.foundStamp) return this.urgencyOf[r]!;
    const n = b.len[r]!;
    let best = 1000;
    for (let i = 0; i < n; i++) {
      const c = b.cards[r * ROW_CAP + i]!;
      const d = (RANK_OF[c]! - b.found[SUIT_OF[c]!]!) * W.rankWeight + (n - 1 - i);
      if (d < best) best = d;
    }
    this.urgencyOf[r] = best;
    this.urgencyRow[r] = b.rowStamp[r]!;
    this.urgencyFound[r] = b.foundStamp;
    return best;
  }

  /** How much moving the top card off row r helps: emptying it, or uncovering a wanted card. */
  private leaveScore(r: number): number {
    const b = this.b;
    if (this.leaveRow[r] === b.rowStamp[r] && this.leaveFound[r] === b.foundStamp) return this.leaveOf[r]!;
    const v = this.measureLeave(r);
    this.leaveOf[r] = v;
    this.leaveRow[r] = b.rowStamp[r]!;
    this.leaveFound[r] = b.foundStamp;
    return v;
  }

  private measureLeave(r: number): number {
    const b = this.b;
    const n = b.len[r]!;
    if (n === 1) return W.empties;
    const under = b.cards[r * ROW_CAP + n - 2]!;
    if (b.canGoHome(under)) return W.exposesHome;
    let best = 1000;
    for (let i = 0; i < n - 1; i++) {
      const c = b.cards[r * ROW_CAP + i]!;
      const d = (RANK_OF[c]! - b.found[SUIT_OF[c]!]!) * W.rankWeight + (n - 2 - i);
      if (d < best) best = d;
    }
    return W.uncover - best * W.uncoverSlope;
  }

  /**
   * Moves of a run (cards descending by one from its top card down) onto a host, through empty rows:
   * with e empty rows a run of up to 2^e cards moves as one step. The single-card moves remain, so
   * nothing is lost; the intermediate positions are simply not entered.
   */
  private generateRuns(): void {
    const b = this.b;
    let empty = 0;
    for (let r = 0; r < b.nRows; r++) if (b.len[r] === 0 && !((b.auxMask >> r) & 1)) empty++;
    if (empty === 0) return;
    const cap = 1 << Math.min(empty, 4);
    for (let a = 0; a < b.nRows; a++) {
      const n = b.len[a]!;
      if (n < 2) continue;
      let k = 1;
      // the run's length: cards from the top down, each one rank below the card under it
      while (k < n && k < cap && RANK_OF[b.cards[a * ROW_CAP + n - k - 1]!] === RANK_OF[b.cards[a * ROW_CAP + n - k]!]! + 1) {
        k++;
        const low = b.cards[a * ROW_CAP + n - k]!; // the run's bottom card
        for (let d = 0; d < b.nRows; d++) {
          if (d === a || b.len[d] === 0 || !b.accepts(d, low)) continue;
          this.add(RUN_FLAG | (k << 14) | (a << 7) | d, this.runScore(a, n - k));
        }
      }
    }
  }

  private runScore(r: number, remaining: number): number {
    if (!this.t.moveOrdering) return 0;
    const b = this.b;
    if (remaining === 0) return W.empties + W.run;
    const under = b.cards[r * ROW_CAP + remaining - 1]!;
    if (b.canGoHome(under)) return W.exposesHome + W.run;
    let best = 1000;
    for (let i = 0; i < remaining; i++) {
      const c = b.cards[r * ROW_CAP + i]!;
      const d = (RANK_OF[c]! - b.found[SUIT_OF[c]!]!) * W.rankWeight + (remaining - 1 - i);
      if (d < best) best = d;
    }
    return W.uncover - best * W.uncoverSlope + W.run;
  }

  /** Plays a run move as single-card moves, each one on the line. */
  protected playRun(m: number): void {
    const b = this.b;
    const k = (m >>> 14) & 0x7f;
    const from = (m >>> 7) & 127;
    const to = m & 127;
    const empties: number[] = [];
    for (let r = 0; r < b.nRows; r++) if (b.len[r] === 0 && !((b.auxMask >> r) & 1)) empties.push(r);
    this.moveRun(k, from, to, empties);
  }

  private moveRun(k: number, from: number, to: number, empties: number[]): void {
    // the engine's plan (shared/engine/run-move.ts), through empty rows only: the solver's runs use no cells
    planRun(k, from, to, empties, [], (a, d) => {
      const m = (this.b.top(a) << 14) | (a << 7) | d;
      this.b.apply(m);
      this.line.push(m);
    });
  }

  private sortFrom(start: number): void {
    const ms = this.moves.data;
    const sc = this.scores;
    const n = this.moves.n - start;
    for (let i = 1; i < n; i++) {
      const m = ms[start + i]!;
      const s = sc[i]!;
      let j = i - 1;
      while (j >= 0 && sc[j]! < s) {
        ms[start + j + 1] = ms[start + j]!;
        sc[j + 1] = sc[j]!;
        j--;
      }
      ms[start + j + 1] = m;
      sc[j + 1] = s;
    }
  }
}
