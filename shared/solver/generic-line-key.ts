import { type Move, applyMove, undoMove } from '../engine/moves';
import { type Position, clonePosition } from '../engine/position';
import { PositionHash } from './generic-hash';

// A position's exact hash kept up to date along a line of engine moves, for games the fast solver's
// Board does not play (group moves, cards back from a foundation, a chosen base): the same
// apply/undo/hashA/hashB shape as Board, so shorten-line.ts takes either. Exact (rows keep their
// index): a line's positions are compared as they are, not up to renamed rows.

export class GenericLineKey {
  private readonly p: Position;
  private readonly h: PositionHash;

  constructor(start: Readonly<Position>) {
    this.p = clonePosition(start as Position);
    this.h = new PositionHash(this.p, false);
    this.h.compute();
  }

  get hashA(): number {
    return this.h.hashA;
  }

  get hashB(): number {
    return this.h.hashB;
  }

  apply(m: Move): void {
    applyMove(this.p, m);
    this.touched(m);
  }

  undo(m: Move): void {
    undoMove(this.p, m);
    this.touched(m);
  }

  private touched(m: Move): void {
    const from = (m >>> 6) & 63;
    const to = m & 63;
    this.h.refreshPile(from);
    this.h.refreshPile(to);
    this.h.compute();
  }
}
