import { type Move, generateMoves, applyMove, undoMove, lineWins } from '../engine/moves';
import { type Position, clonePosition, positionsEqual } from '../engine/position';
import { Board } from './board';
import { fastSolverPlays } from './fast-rules';
import { GenericLineKey } from './generic-line-key';

// A depth-first search finds a winning line, not a short one: it wanders through positions it could
// have reached in a move or two. Shown to a player as hints, such a line looks aimless. This takes a
// line apart and puts it back with shortcuts: from each position on it, every sequence of one or two
// legal moves that lands on a later position of the line replaces the moves in between, the one that
// saves most first (a loop back to a position the line passes again goes with it). A line that does
// not win comes back as it was; so would a shortened one that did not (it is replayed to make sure).

/** Sequences of up to this many moves are tried as shortcuts from each position of the line. */
const SHORTCUT_MOVES = 2;
/** Passes over the line: a shortcut can bring two far positions next to each other. */
const PASSES = 3;

export function shortenLine(start: Readonly<Position>, line: readonly Move[]): Move[] {
  if (!lineWins(start, line)) return line.slice();
  let best = line.slice();
  for (let pass = 0; pass < PASSES; pass++) {
    const shorter = onePass(start, best);
    if (shorter.length >= best.length) break;
    best = shorter;
  }
  return lineWins(start, best) ? best : line.slice();
}

function onePass(start: Readonly<Position>, line: readonly Move[]): Move[] {
  // every position on the line, and where each hash was last seen
  const p = clonePosition(start as Position);
  const board = lineKey(p);
  const states: Position[] = [clonePosition(p)];
  const last = new Map<string, number>();
  last.set(keyOf(board), 0);
  for (let i = 0; i < line.length; i++) {
    applyMove(p, line[i]!);
    board.apply(line[i]!);
    states.push(clonePosition(p));
    last.set(keyOf(board), i + 1);
  }

  const walk = clonePosition(start as Position);
  const b = lineKey(walk);
  const out: Move[] = [];
  const found = (): number => {
    const j = last.get(keyOf(b));
    if (j === undefined || !positionsEqual(walk, states[j]!) || !sameIds(walk, states[j]!)) return -1;
    return j;
  };
  let i = 0;
  while (i < line.length) {
    // the shortcut that saves most moves: k moves in place of the line's j - i
    let bestJ = i + 1;
    let bestMoves: Move[] = [line[i]!];
    let bestSaved = 0;
    const prefix: Move[] = [];
    const tryMoves = (): void => {
      const moves: Move[] = [];
      generateMoves(walk, moves);
      for (const m of moves) {
        applyMove(walk, m);
        b.apply(m);
        prefix.push(m);
        const j = found();
        if (j - i - prefix.length > bestSaved) {
          bestJ = j;
          bestMoves = prefix.slice();
          bestSaved = j - i - prefix.length;
        }
        if (prefix.length < SHORTCUT_MOVES) tryMoves();
        prefix.pop();
        b.undo(m);
        undoMove(walk, m);
      }
    };
    tryMoves();
    for (const m of bestMoves) {
      applyMove(walk, m);
      b.apply(m);
      out.push(m);
    }
    i = bestJ;
  }
  return out;
}

/**
 * Whether the same card ids lie in the same places. With more decks, positions equal face for face
 * may hold another deck's copy of a card where the line's next move names this one: the line goes on
 * only from the very position it passed.
 */
function sameIds(a: Position, b: Position): boolean {
  if (a.rules.decks === 1) return true;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  for (let i = 0; i < a.rows.length; i++) {
    const ra = a.rows[i]!;
    const rb = b.rows[i]!;
    for (let j = 0; j < ra.length; j++) if (ra[j] !== rb[j]) return false;
  }
  return true;
}

/** Board's exact hash where the fast solver plays the rules; the generic one elsewhere. */
function lineKey(p: Readonly<Position>): Board | GenericLineKey {
  return fastSolverPlays(p.rules) ? new Board(p, false) : new GenericLineKey(p);
}

function keyOf(b: Board | GenericLineKey): string {
  return `${b.hashA}:${b.hashB}`;
}
