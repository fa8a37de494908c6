import { RANK_OF } from '../../engine/cards';
import { type Move, applyMove, generateMoves, isFoundationPile, moveCard, moveTo, undoMove, isUpFoundationMove } from '../../engine/moves';
import { type Position, isWon } from '../../engine/position';
import type { SolveResult } from '../api/types';
import { MoveStack } from '../search/depth-first';
import { ALL_BASES } from '../search/base-by-base';
import { codesFor, noteHome, searchMerged } from '../search/merged-runs';
import { type PositionHash, firstEmptyRow, renamesRows } from './engine-hash';
import { type SafeRule, nextSafeMove } from './engine-safe';

// The engine's position as the engine searches play it (engine-depth-first.ts depth first,
// engine-best-first.ts best first): engine moves on a line, the safe foundation moves after each
// (engine-safe.ts), the canonical hash (engine-hash.ts) kept up to date pile by pile, and the
// merged runs' codes and record. Each search adds its own moves to try and what a move's piles
// change besides the hash (`touched`).

/**
 * The most moves one node can have: 18 rows (Palace) as sources, each with a run start per card, to
 * 18 destinations and a foundation, is far below this; 14 sources times 16 destinations in the rest.
 */
export const MAX_NODE_MOVES = 4096;

export abstract class EngineSpace {
  protected p!: Position;
  protected hash!: PositionHash;
  /** Every move played from the root (or since the position was last loaded): the line when won. */
  protected readonly line = new MoveStack();
  /** The safe foundation moves' rule, or null: none played. */
  protected safe: SafeRule | null = null;
  /** Main rows count as interchangeable in this search (the technique, where the rules allow it). */
  protected canonical = true;
  /** Bit per rank: the bases a foundation move may choose while none is set. */
  protected bases = ALL_BASES;
  /** The hash's row codes (by rank alone where no rule reads a suit, merged-runs.ts's in a merged run), or undefined: by face. */
  protected codes: Uint8Array | undefined = undefined;
  /** The merged run in progress's record of the most cards each suit had home, or null when not merging. */
  protected reach: Int8Array | null = null;
  /** The search move into the position when no automatic move followed it, or -1. */
  protected lastMove = -1;
  /** How many runs the last merged search took (0: it was not merged). */
  mergedRuns = 0;
  private readonly generated = new Uint32Array(MAX_NODE_MOVES);

  get lineLength(): number {
    return this.line.n;
  }

  get hashA(): number {
    return this.hash.hashA;
  }

  get hashB(): number {
    return this.hash.hashB;
  }

  /** Plays a search move and the safe moves after it; the position's hash when not won. */
  enter(m: Move): boolean {
    this.play(m);
    const auto = this.playSafeMoves();
    if (isWon(this.p)) return true;
    this.hash.compute();
    this.lastMove = auto === 0 ? m : -1;
    return false;
  }

  /** Every position is searched: no test of a lost one without a search here. */
  keeps(): boolean {
    return true;
  }

  /** Takes back the line's moves down to length n. */
  rewind(n: number): void {
    while (this.line.n > n) {
      const m = this.line.data[--this.line.n]!;
      undoMove(this.p, m);
      this.touched(m);
    }
  }

  /**
   * The engine's moves of the position as it is into `out`, less `prune`, those the row symmetry
   * makes redundant (one empty row as a destination, no whole row onto an empty one) and, while a
   * chosen base is not set, those home of a base this search may not choose (`baseByBase`).
   */
  protected candidates(out: Uint32Array, prune = -1): number {
    const p = this.p;
    const n = generateMoves(p, this.generated);
    const firstEmpty = this.canonical ? firstEmptyRow(p) : -1;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const m = this.generated[i]!;
      if (m === prune) continue;
      if (this.canonical && renamesRows(p, m, firstEmpty)) continue;
      if (p.base === 0 && isFoundationPile(moveTo(m)) && !((this.bases >> RANK_OF[moveCard(m)]!) & 1)) continue;
      out[k++] = m;
    }
    return k;
  }

  /** What a move's piles change in the search's view of the position: the hash, at least. */
  protected abstract touched(m: Move): void;

  /** Applies an engine move and records it on the line. */
  protected play(m: Move): void {
    applyMove(this.p, m);
    this.touched(m);
    if (this.reach !== null && isUpFoundationMove(this.p, m)) noteHome(this.p.foundations, moveCard(m), this.reach);
    this.line.push(m);
  }

  /**
   * Plays the safe foundation moves again and again; returns how many. Only the exposed cards are
   * looked at (`nextSafeMove`), in the engine's move order: the whole move list, group moves and all,
   * made for this at every node, took most of a node's time.
   */
  protected playSafeMoves(): number {
    const rule = this.safe;
    if (rule === null) return 0;
    let played = 0;
    for (let m = nextSafeMove(this.p, rule); m >= 0; m = nextSafeMove(this.p, rule)) {
      this.play(m);
      played++;
    }
    return played;
  }

  /** The merged search (merged-runs.ts, `searchMerged`): `search`'s runs, fewer cards merged each time. */
  protected merged(start: Readonly<Position>, budget: number, margin: number, search: (budget: number) => SolveResult): SolveResult {
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
}
