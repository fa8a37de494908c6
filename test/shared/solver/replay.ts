import { type Move, checkMove, applyMove } from '../../../shared/engine/moves';
import { type Position, clonePosition, isWon } from '../../../shared/engine/position';

/** Plays a line through the engine, checking each move: whether every move is legal and the game ends won. */
export function lineWins(start: Readonly<Position>, line: readonly Move[]): boolean {
  const p = clonePosition(start as Position);
  for (const m of line) {
    if (!checkMove(p, m).ok) return false;
    applyMove(p, m);
  }
  return isWon(p);
}
