import { type Position, clonePosition } from './position';
import { type Move, FOUNDATION_BASE, STOCK, makeMove } from './move';
import { homePile } from './home';
import { applyMove } from './apply';

// The moves that make themselves (`RuleSet.compulsory`): foundation plays where play is compulsory
// (Rittenhouse), the talon's refills of emptied rows (Chequers). While one is due it is the only
// legal move: the generator gives it alone and the move check refuses every other.

/**
 * The move play compulsory makes next, or -1 (and always -1 where play is free): the talon's next
 * card into the first empty row; else the first row, left to right, whose exposed card a foundation
 * it feeds takes (PySolFC's _fillOne, bc:741-747).
 */
export function nextCompulsoryMove(p: Position): Move {
  const rows = p.rows;
  if (p.rules.talonRefills) {
    // the talon fills the first empty row with its next card (PySolFC's refill, bc:613-615)
    if (p.stock.length === 0) return -1;
    for (let r = 0; r < rows.length; r++) if (rows[r]!.length === 0) return makeMove(p.stock[p.stock.length - 1]!, STOCK, r);
    return -1;
  }
  if (!p.rules.compulsoryHome) return -1;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    if (row.length === 0) continue;
    const pile = homePile(p, row[row.length - 1]!, r);
    if (pile >= 0) return makeMove(row[row.length - 1]!, r, FOUNDATION_BASE + pile);
  }
  return -1;
}

/** The compulsory moves due now, one after another, first first; `p` is left as it was. */
export function compulsoryMoves(p: Readonly<Position>): Move[] {
  return p.ruleSet.compulsory ? playCompulsoryMoves(clonePosition(p as Position)) : [];
}

/** Plays every compulsory move in turn (`nextCompulsoryMove`); returns them, first first. */
export function playCompulsoryMoves(p: Position): Move[] {
  const played: Move[] = [];
  for (let m = nextCompulsoryMove(p); m >= 0; m = nextCompulsoryMove(p)) {
    applyMove(p, m);
    played.push(m);
  }
  return played;
}
