import * as board from './board';
import type { Board } from './board';

// The solver's proof that a position is lost (solve.ts, technique `deadPositions`): a relaxation that
// forgets when things happen. README.md in this folder, technique 7.

// local bindings: see board.ts on why the hot loop does not read imported ones
const { ROW_CAP, RANK_OF, SUIT_OF } = board;
const KING = 13;

export class DeadPositionTest {
  private readonly canLeave = new Uint8Array(52);
  private readonly exposable = new Uint8Array(52);
  private readonly homeable = new Uint8Array(52);
  private readonly hostRank = new Uint8Array(15);
  /** Whether some card of each rank is home or homeable. */
  private readonly rankHome = new Uint8Array(15);
  /** `bySuit`: whether some merged card of each rank is homeable, and whether some suit merged at rank
   * k has its foundation at k - 1 or higher. */
  private readonly mergedHome = new Uint8Array(15);
  private readonly foundMerged = new Uint8Array(15);

  /**
   * Whether the position is lost for sure (any-suit build, no cells, no auxiliary rows). Where empty
   * rows take any card, only with no empty row: otherwise every card can be exposed and nothing is
   * proved. Where they take only Kings (Exiled Kings), an empty row (there now, or a row that can be
   * emptied) is one more way for a King to leave: L(K) needs K to go home, or an empty row, all of
   * whose cards left before, so the row can be emptied in the fixpoint (solve.ts,
   * `kingRowDeadPositions`).
   *
   * A relaxation that forgets when things happen, computed as a least fixpoint over three flags per
   * card on the board, each only ever set from false to true:
   * - exposable(x): every card over x in its row (as now) can leave;
   * - canLeave(x): exposable(x), and x can go home, or some card of rank(x)+1 is exposable, or some row
   *   can be emptied (all its cards can leave);
   * - homeable(x): exposable(x), and the card of x's suit one rank below is home or homeable.
   * Soundness: take any line of play from here and, by induction over its moves, the first time each
   * card leaves its place (L) or goes home (H). L(x) needs every card over x gone first (each had its L
   * earlier, so exposable(x)), and x going home, or a host of rank(x)+1 on top of a row (that host is in
   * its place with all over it gone, or has left its place: exposable either way), or an empty row (all
   * the cards now in it have left: the row can be emptied). H(x) needs x on top (in its place, or having
   * left it: exposable) and the card below it home first. So every L and H of a real line is set in
   * the fixpoint; a winning line sends every card home, hence a card not homeable proves the loss.
   *
   * On a merged board (Board.erase) a merged card (above its suit's `erase`) is homeable once it is
   * exposable and some card of the rank below, of any suit, is homeable (or some foundation is that
   * high): weaker, so still sound, and blind to which merged card of a rank lies where, as the merged
   * search needs. With `bySuit` (solve.ts, `mergedHomesBySuit`) only suits merged at the card's rank
   * count: a merged card of rank k is homeable once exposable and, for some suit s merged at k (its
   * `erase` below k), s's foundation is at k - 1 or higher, or s's card of rank k - 1 is unmerged and
   * homeable, or some merged card of rank k - 1 is homeable (every suit merged at k - 1 is merged at
   * k). The card goes home on its own suit, one merged at k, so this is still sound; and it reads
   * merged cards by rank alone, so positions merged with each other get the same answer.
   */
  isDead(b: Board, bySuit = false): boolean {
    // kingRow: an empty row, now or later (a row that can be emptied); where any card may go to one,
    // it ends the test, where only Kings may (Exiled Kings) it lets the Kings leave
    let kingRow = 0;
    for (let r = 0; r < b.nRows; r++) {
      if (b.len[r] !== 0) continue;
      if (b.emptyTakesAny) return false;
      kingRow = 1;
    }
    const canLeave = this.canLeave;
    const exposable = this.exposable;
    const homeable = this.homeable;
    const hostRank = this.hostRank;
    const rankHome = this.rankHome;
    const erase = b.erase;
    canLeave.fill(0);
    exposable.fill(0);
    homeable.fill(0);
    hostRank.fill(0);
    const top = Math.max(b.found[0]!, b.found[1]!, b.found[2]!, b.found[3]!);
    for (let k = 0; k < 15; k++) rankHome[k] = k <= top ? 1 : 0;
    // once every card on the board is homeable nothing is proved: no need for the last, quiet pass
    let left = 0;
    for (let r = 0; r < b.nRows; r++) left += b.len[r]!;
    const mergedHome = this.mergedHome;
    const foundMerged = this.foundMerged;
    if (bySuit) {
      mergedHome.fill(0);
      foundMerged.fill(0);
      for (let s = 0; s < 4; s++) for (let k = erase[s]! + 1; k <= KING; k++) if (b.found[s]! >= k - 1) foundMerged[k] = 1;
    }
    for (let changed = true; changed; ) {
      changed = false;
      for (let r = 0; r < b.nRows; r++) {
        const n = b.len[r]!;
        let clear = true;
        for (let i = n - 1; i >= 0 && clear; i--) {
          const c = b.cards[r * ROW_CAP + i]!;
          const rank = RANK_OF[c]!;
          if (!exposable[c]) {
            exposable[c] = 1;
            hostRank[rank] = 1;
            changed = true;
          }
          if (!homeable[c]) {
            const merged = rank > erase[SUIT_OF[c]!]!;
            if (merged ? (bySuit ? this.mergedBelowHome(b, rank) : rankHome[rank - 1]) : b.found[SUIT_OF[c]!]! >= rank - 1 || homeable[c - 1]) {
              homeable[c] = 1;
              rankHome[rank] = 1;
              if (merged) mergedHome[rank] = 1;
              changed = true;
              if (--left === 0) return false;
            }
          }
          if (!canLeave[c] && (homeable[c] || hostRank[rank + 1] || (kingRow && rank === KING))) {
            canLeave[c] = 1;
            changed = true;
          }
          clear = canLeave[c] === 1;
        }
        // a row that can be emptied lets every card leave once exposed, so every card is exposable and,
        // suit by suit from the foundations up, homeable: nothing to prove
        if (clear && n > 0) {
          if (b.emptyTakesAny) return false;
          if (!kingRow) {
            kingRow = 1;
            changed = true;
          }
        }
      }
    }
    for (let r = 0; r < b.nRows; r++) {
      for (let i = 0; i < b.len[r]!; i++) if (!homeable[b.cards[r * ROW_CAP + i]!]) return true;
    }
    return false;
  }

  /** `bySuit`: whether a merged card of rank k can have the card below it in its suit home first. */
  private mergedBelowHome(b: Board, k: number): number {
    if (this.foundMerged[k] || this.mergedHome[k - 1]) return 1;
    for (let s = 0; s < 4; s++) if (b.erase[s] === k - 1 && k >= 2 && this.homeable[s * 13 + k - 2]) return 1;
    return 0;
  }
}
