import { NO_CARD, SUIT_OF } from './cards';
import { type Move, makeMove, CELL_BASE, RESERVE, WASTE } from './move';
import { cardAt, cellsOpen } from './piles';
import { homeTo } from './home';
import { applyMove, undoMove } from './apply';
import { nextCompulsoryMove } from './compulsory';
import { PILE_COUNTS } from './rule-set';
import { type Position, foundationOffset } from './position';

/**
 * Every exposed card (rows, cells when they may be left, the waste's and the reserve's tops) that can go to its foundation now.
 * None while a chosen base is not set: choosing it is the player's move.
 */
export function foundationMoves(p: Position): Move[] {
  const out: Move[] = [];
  foundationMovesInto(p, out);
  return out;
}

/** `foundationMoves` written into `out` from index 0, rows first, then cells, the waste and the reserve; returns how many. No
 * allocation: the generic search looks for its safe moves with it at every node. */
export function foundationMovesInto(p: Position, out: Move[] | Uint32Array): number {
  let n = 0;
  if (p.base === 0) return n;
  for (let r = 0; r < p.rows.length; r++) {
    const row = p.rows[r]!;
    if (row.length === 0) continue;
    const home = homeTo(p, row[row.length - 1]!, r);
    if (home >= 0) out[n++] = makeMove(row[row.length - 1]!, r, home);
  }
  if (p.cells.length > 0 && cellsOpen(p)) {
    for (let c = 0; c < p.cells.length; c++) {
      const card = p.cells[c]!;
      const home = card === NO_CARD ? -1 : homeTo(p, card, CELL_BASE + c);
      if (home >= 0) out[n++] = makeMove(card, CELL_BASE + c, home);
    }
  }
  // the waste's and the reserve's top cards (Zerline); the stock is face down, and turning it is the player's move
  for (const pile of [WASTE, RESERVE]) {
    const card = cardAt(p, pile);
    const home = card === NO_CARD ? -1 : homeTo(p, card, pile);
    if (home >= 0) out[n++] = makeMove(card, pile, home);
  }
  return n;
}

/**
 * A foundation move that can never turn a winnable game into a lost one: the rule set's `safeNeed`
 * table says, for the card's place on its foundation, how many cards every pile must hold first
 * (rule-set.ts gives the arguments).
 */
export function isSafeFoundationMove(p: Position, m: Move): boolean {
  const need = p.ruleSet.safeNeed[p.base * PILE_COUNTS + foundationOffset(p, m >>> 14) + 1]!;
  if (need <= 0) return need === 0;
  const f = p.foundations;
  for (let i = 0; i < f.length; i++) if (f[i]! < need) return false;
  return true;
}

/** The safe foundation moves available now (the optional auto-move setting plays these). */
export function safeFoundationMoves(p: Position): Move[] {
  return foundationMoves(p).filter((m) => isSafeFoundationMove(p, m));
}

function playRepeatedly(p: Position, pick: (p: Position) => Move[]): Move[] {
  const played: Move[] = [];
  // a move that is due already (a row emptied with no refill played yet, or Rittenhouse's compulsory
  // foundation play) comes first: the engine takes no other move before it. The list is kept only if
  // it holds a move `pick` chose (a due move counts when `pick` would have chosen it): a due move
  // alone is no auto-finish, and a due foundation play no safe move where none is proved safe
  let picked = false;
  for (let m = nextCompulsoryMove(p); m >= 0; m = nextCompulsoryMove(p)) {
    if (!picked && pick(p).includes(m)) picked = true;
    applyMove(p, m);
    played.push(m);
  }
  for (;;) {
    const moves = pick(p);
    if (moves.length === 0) break;
    picked = true;
    // lowest rank first: the cards rise on the foundations in an order a player can follow
    moves.sort((a, b) => foundationOffset(p, a >>> 14) - foundationOffset(p, b >>> 14) || SUIT_OF[a >>> 14]! - SUIT_OF[b >>> 14]!);
    applyMove(p, moves[0]!);
    played.push(moves[0]!);
    // the moves that make themselves after it (Chequers' talon filling an emptied row)
    for (let m = nextCompulsoryMove(p); m >= 0; m = nextCompulsoryMove(p)) {
      applyMove(p, m);
      played.push(m);
    }
  }
  for (let i = played.length - 1; i >= 0; i--) undoMove(p, played[i]!);
  return picked ? played : [];
}

/** Auto-finish: the moves that send home every card that can go there, again and again until none can. */
export function autoFinishMoves(p: Position): Move[] {
  return playRepeatedly(p, foundationMoves);
}

/** The auto-move setting: the safe foundation moves, repeated while new ones appear. */
export function autoSafeMoves(p: Position): Move[] {
  return playRepeatedly(p, safeFoundationMoves);
}
