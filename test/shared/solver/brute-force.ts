import { generateMoves, applyMove, undoMove } from '../../../shared/engine/moves';
import { type Position, clonePosition, isWon } from '../../../shared/engine/position';

/** Every card's place, by id: the stock, the waste and the reserve too. */
const positionKey = (p: Position): string =>
  `${p.base}:${p.foundations.join(',')}|${p.cells.join(',')}|${p.rows.map((r) => r.join(',')).join('/')}|${p.stock.join(',')}|${p.waste.join(',')}|${p.reserve.join(',')}`;

/** Whether the game can be won, by a plain depth-first search over every legal move with an exact
 * visited set: no automatic moves, no symmetry, no pruning. 'too-big' past `limit` positions. */
export function bruteForceWinnable(start: Readonly<Position>, limit = 2_000_000): boolean | 'too-big' {
  const p = clonePosition(start as Position);
  const seen = new Set<string>();
  const key = (): string => positionKey(p);
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

/** The fewest legal moves that win, by a plain breadth-first search over every legal move with an
 * exact visited set; null when the game cannot be won, 'too-big' past `limit` positions. */
export function bruteForceShortest(start: Readonly<Position>, limit = 300_000): number | null | 'too-big' {
  const key = positionKey;
  let layer: Position[] = [clonePosition(start as Position)];
  const seen = new Set<string>([key(layer[0]!)]);
  for (let depth = 0; layer.length > 0; depth++) {
    const next: Position[] = [];
    for (const p of layer) {
      if (isWon(p)) return depth;
      const moves: number[] = [];
      generateMoves(p, moves);
      for (const m of moves) {
        applyMove(p, m);
        const k = key(p);
        if (!seen.has(k)) {
          seen.add(k);
          next.push(clonePosition(p));
        }
        undoMove(p, m);
      }
      if (seen.size > limit) return 'too-big';
    }
    layer = next;
  }
  return null;
}
