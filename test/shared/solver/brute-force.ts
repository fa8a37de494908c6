import { generateMoves, applyMove, undoMove } from '../../../shared/engine/moves';
import { type Position, clonePosition, isWon } from '../../../shared/engine/position';

/** Whether the game can be won, by a plain depth-first search over every legal move with an exact
 * visited set: no automatic moves, no symmetry, no pruning. 'too-big' past `limit` positions. */
export function bruteForceWinnable(start: Readonly<Position>, limit = 2_000_000): boolean | 'too-big' {
  const p = clonePosition(start as Position);
  const seen = new Set<string>();
  const key = (): string => `${p.foundations.join(',')}|${p.cells.join(',')}|${p.rows.map((r) => r.join(',')).join('/')}`;
  // an explicit stack of (moves of the node, next index, move that led to it)
  const stack: { moves: number[]; next: number; via: number }[] = [];
  const enter = (via: number): boolean => {
    const k = key();
    if (seen.has(k)) return false;
    seen.add(k);
    const moves: number[] = [];
    generateMoves(p, moves);
    stack.push({ moves, next: 0, via });
    return true;
  };
  if (isWon(p)) return true;
  enter(-1);
  while (stack.length > 0) {
    if (seen.size > limit) return 'too-big';
    const top = stack[stack.length - 1]!;
    if (top.next < top.moves.length) {
      const m = top.moves[top.next++]!;
      applyMove(p, m);
      if (isWon(p)) return true;
      if (!enter(m)) undoMove(p, m);
    } else {
      stack.pop();
      if (top.via >= 0) undoMove(p, top.via);
    }
  }
  return false;
}
