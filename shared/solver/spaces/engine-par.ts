import { type Move, generateMoves, applyMove } from '../../engine/moves';
import { type Position, cardCount, clonePosition, cardsOnFoundations, isWon } from '../../engine/position';
import { PositionHash, firstEmptyRow, renamesRows, rowsInterchangeable } from './engine-hash';
import { readSnapshot, snapshotStride, writeSnapshot } from './snapshot';
import type { AStarSpace } from '../search/a-star';
import type { NodeArena } from '../search/node-arena';

// Par's A* (par.ts, search/a-star.ts) for the games the byte board does not play, over the engine's
// own moves. The bound is the one that holds under every rule of the family: each card not home
// needs a foundation move of its own, and a move sends at most one card home (a group move none, a
// card back from a foundation takes one away), so h = cards not home is admissible and consistent.
// Rows and cells are interchangeable here as in the engine search (engine-hash.ts): renaming rows
// keeps every distance. Positions are kept as byte snapshots (snapshot.ts).

/** At least how many moves the position needs to be won (the file comment). */
export const engineMovesLeftBound = (p: Readonly<Position>): number => cardCount(p.rules) - cardsOnFoundations(p as Position);

export class EnginePar implements AStarSpace {
  private readonly p: Position;
  private readonly hash: PositionHash;
  private readonly canonical: boolean;
  readonly stride: number;

  constructor(start: Readonly<Position>) {
    this.p = clonePosition(start as Position);
    this.canonical = rowsInterchangeable(this.p);
    this.hash = new PositionHash(this.p, this.canonical);
    this.stride = snapshotStride(this.p);
    this.hash.compute();
  }

  get hashA(): number {
    return this.hash.hashA;
  }

  get hashB(): number {
    return this.hash.hashB;
  }

  bound(): number {
    return engineMovesLeftBound(this.p);
  }

  won(): boolean {
    return isWon(this.p);
  }

  successors(out: Uint32Array): number {
    const p = this.p;
    const n = generateMoves(p, out);
    if (!this.canonical) return n;
    const firstEmpty = firstEmptyRow(p);
    let k = 0;
    for (let i = 0; i < n; i++) if (!renamesRows(p, out[i]!, firstEmpty)) out[k++] = out[i]!;
    return k;
  }

  applyBound(m: Move): number {
    applyMove(this.p, m);
    return engineMovesLeftBound(this.p);
  }

  hashAfter(m: Move): void {
    this.hash.refreshPile((m >>> 7) & 127);
    this.hash.refreshPile(m & 127);
    this.hash.compute();
  }

  /** Back to the node: its snapshot is exact, and cheaper to trust than an undo of every rule. */
  back(m: Move, arena: NodeArena, node: number): void {
    readSnapshot(this.p, arena.bytes, node * this.stride);
    this.hash.refreshPile((m >>> 7) & 127);
    this.hash.refreshPile(m & 127);
  }

  save(arena: NodeArena, node: number): void {
    writeSnapshot(this.p, arena.bytes, node * this.stride);
  }

  load(arena: NodeArena, node: number): void {
    readSnapshot(this.p, arena.bytes, node * this.stride);
    this.hash.refreshAll();
    this.hash.compute();
  }
}
