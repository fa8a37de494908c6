import { type Card, NO_CARD, RANK_OF, SUIT_OF, KING } from './cards';
import { type Position, clonePosition, isWon } from './position';
import type { BuildRule } from './games';
import { type Result, ok, err } from './result';

// A move is one integer: card << 8 | from << 4 | to. Piles are rows 0..9, free cells 10..13 and the
// foundation 15 (the card's suit says which one). Carrying the card makes undo exact without looking
// at the position, and lets a record hold a move in two bytes.

export type Move = number;
export const CELL_BASE = 10;
export const FOUNDATION = 15;

export const makeMove = (card: Card, from: number, to: number): Move => (card << 8) | (from << 4) | to;
export const moveCard = (m: Move): Card => m >>> 8;
export const moveFrom = (m: Move): number => (m >>> 4) & 15;
export const moveTo = (m: Move): number => m & 15;
export const isRowPile = (p: number): boolean => p < CELL_BASE;
export const isCellPile = (p: number): boolean => p >= CELL_BASE && p < FOUNDATION;

export type MoveError =
  | 'no-such-pile'
  | 'empty-source'
  | 'same-pile'
  | 'from-foundation'
  | 'cell-locked'
  | 'not-next-on-foundation'
  | 'does-not-build'
  | 'auxiliary-row'
  | 'empty-row-takes-king'
  | 'cell-occupied'
  | 'cell-to-cell'
  | 'wrong-card';

export const MOVE_ERROR_TEXT: Readonly<Record<MoveError, string>> = {
  'no-such-pile': 'this game has no such pile',
  'empty-source': 'there is no card to move there',
  'same-pile': 'a card cannot move onto its own pile',
  'from-foundation': 'a card never leaves a foundation',
  'cell-locked': 'the free cell opens only while an auxiliary row is empty',
  'not-next-on-foundation': 'the card is not the next one on its foundation',
  'does-not-build': 'the card does not build on that row',
  'auxiliary-row': 'an auxiliary row never takes a card',
  'empty-row-takes-king': 'only a King may fill an empty row',
  'cell-occupied': 'the free cell is taken',
  'cell-to-cell': 'a card in a free cell does not move to another free cell',
  'wrong-card': 'the move names a card that is not the exposed card of its pile',
};

/** The card that would leave `pile`, or NO_CARD. */
export function cardAt(p: Position, pile: number): Card {
  if (pile < CELL_BASE) {
    const row = p.rows[pile];
    return row && row.length > 0 ? row[row.length - 1]! : NO_CARD;
  }
  if (pile < FOUNDATION) return p.cells[pile - CELL_BASE] ?? NO_CARD;
  return NO_CARD;
}

export function cellsOpen(p: Position): boolean {
  if (p.rules.cellRelease === 'always') return true;
  for (let r = 0; r < p.rows.length; r++) if ((p.auxMask >> r) & 1 && p.rows[r]!.length === 0) return true;
  return false;
}

export const canGoHome = (p: Position, card: Card): boolean => p.foundations[SUIT_OF[card]!] === RANK_OF[card]! - 1;

/** Whether `card` builds on `top` by the game's rule (a run is cards that each build on the one under). */
export function buildsOn(build: BuildRule, top: Card, card: Card): boolean {
  if (build === 'down-any-suit') return RANK_OF[top] === RANK_OF[card]! + 1;
  const d = RANK_OF[top]! - RANK_OF[card]!;
  return SUIT_OF[top] === SUIT_OF[card] && (d === 1 || d === -1);
}

/** Whether `card` may be put on row `r` (ignores where it comes from). */
export function canPlaceOnRow(p: Position, card: Card, r: number): boolean {
  if ((p.auxMask >> r) & 1) return false;
  const row = p.rows[r]!;
  if (row.length === 0) return p.rules.emptyRowTakes === 'any' || RANK_OF[card] === KING;
  return buildsOn(p.rules.build, row[row.length - 1]!, card);
}

/** Checks a move whose card is known and says why it is illegal. */
export function checkMove(p: Position, m: Move): Result<Move, MoveError> {
  const from = moveFrom(m);
  const to = moveTo(m);
  const card = moveCard(m);
  if (!pileExists(p, from) || !pileExists(p, to)) return err('no-such-pile');
  if (from === FOUNDATION) return err('from-foundation');
  const actual = cardAt(p, from);
  if (actual === NO_CARD) return err('empty-source');
  if (actual !== card) return err('wrong-card');
  if (from === to) return err('same-pile');
  if (isCellPile(from) && !cellsOpen(p)) return err('cell-locked');
  if (to === FOUNDATION) return canGoHome(p, card) ? ok(m) : err('not-next-on-foundation');
  if (isCellPile(to)) {
    if (isCellPile(from)) return err('cell-to-cell');
    return p.cells[to - CELL_BASE] === NO_CARD ? ok(m) : err('cell-occupied');
  }
  if ((p.auxMask >> to) & 1) return err('auxiliary-row');
  if (canPlaceOnRow(p, card, to)) return ok(m);
  return p.rows[to]!.length === 0 ? err('empty-row-takes-king') : err('does-not-build');
}

/** Builds and checks the move from pile `from` to pile `to`, taking the card that is there. */
export function resolveMove(p: Position, from: number, to: number): Result<Move, MoveError> {
  if (!pileExists(p, from) || !pileExists(p, to)) return err('no-such-pile');
  if (from === FOUNDATION) return err('from-foundation');
  const card = cardAt(p, from);
  if (card === NO_CARD) return err('empty-source');
  return checkMove(p, makeMove(card, from, to));
}

export function pileExists(p: Position, pile: number): boolean {
  if (pile === FOUNDATION) return true;
  if (pile < CELL_BASE) return pile < p.rows.length;
  return pile - CELL_BASE < p.cells.length;
}

/**
 * Writes every legal move into `out` and returns how many. Sources in pile order, each card's foundation
 * move before its row moves, then at most one move into the (interchangeable) free cells. No allocation:
 * this is the hot loop of playouts and the solver.
 */
export function generateMoves(p: Position, out: Move[] | Uint16Array): number {
  let n = 0;
  const rows = p.rows;
  const nRows = rows.length;
  const cells = p.cells;
  const open = cells.length > 0 && cellsOpen(p);
  const found = p.foundations;
  const auxMask = p.auxMask;
  const anySuit = p.rules.build === 'down-any-suit';
  const anyInEmpty = p.rules.emptyRowTakes === 'any';
  // sources: rows, then cells
  const nSources = nRows + cells.length;
  for (let s = 0; s < nSources; s++) {
    let card: number;
    let from: number;
    if (s < nRows) {
      const row = rows[s]!;
      if (row.length === 0) continue;
      card = row[row.length - 1]!;
      from = s;
    } else {
      if (!open) break;
      card = cells[s - nRows]!;
      if (card === NO_CARD) continue;
      from = CELL_BASE + s - nRows;
    }
    const base = (card << 8) | (from << 4);
    const rank = RANK_OF[card]!;
    const suit = SUIT_OF[card]!;
    if (found[suit] === rank - 1) out[n++] = base | FOUNDATION;
    // canPlaceOnRow inlined with the rule lookups hoisted: this loop is the engine's hottest
    for (let r = 0; r < nRows; r++) {
      if (r === from || (auxMask >> r) & 1) continue;
      const row = rows[r]!;
      const len = row.length;
      if (len === 0) {
        if (anyInEmpty || rank === KING) out[n++] = base | r;
        continue;
      }
      const top = row[len - 1]!;
      const d = RANK_OF[top]! - rank;
      if (anySuit ? d === 1 : SUIT_OF[top] === suit && (d === 1 || d === -1)) out[n++] = base | r;
    }
    if (from < CELL_BASE) {
      for (let c = 0; c < cells.length; c++) {
        if (cells[c] === NO_CARD) {
          out[n++] = base | (CELL_BASE + c);
          break; // the free cells are interchangeable: one empty cell is enough
        }
      }
    }
  }
  return n;
}

/** Legal moves as a fresh array: for callers outside the hot loop. */
export function legalMoves(p: Position): Move[] {
  const out: Move[] = [];
  generateMoves(p, out);
  return out;
}

export function hasLegalMove(p: Position): boolean {
  return generateMoves(p, SCRATCH) > 0;
}
const SCRATCH: Move[] = [];

/** Applies a legal move in place. Call `checkMove` first where the move is not known to be legal. */
export function applyMove(p: Position, m: Move): void {
  const card = m >>> 8;
  const from = (m >>> 4) & 15;
  const to = m & 15;
  if (from < CELL_BASE) p.rows[from]!.pop();
  else p.cells[from - CELL_BASE] = NO_CARD;
  if (to < CELL_BASE) p.rows[to]!.push(card);
  else if (to === FOUNDATION) p.foundations[SUIT_OF[card]!]!++;
  else p.cells[to - CELL_BASE] = card;
}

/** Takes back a move that was the last one applied to `p`. */
export function undoMove(p: Position, m: Move): void {
  const card = m >>> 8;
  const from = (m >>> 4) & 15;
  const to = m & 15;
  if (to < CELL_BASE) p.rows[to]!.pop();
  else if (to === FOUNDATION) p.foundations[SUIT_OF[card]!]!--;
  else p.cells[to - CELL_BASE] = NO_CARD;
  if (from < CELL_BASE) p.rows[from]!.push(card);
  else p.cells[from - CELL_BASE] = card;
}

/** Where a move may go for one source pile: what the renderer lights up when a card is picked up. */
export function destinationsFrom(p: Position, from: number): number[] {
  const out: number[] = [];
  for (const m of legalMoves(p)) if (moveFrom(m) === from) out.push(moveTo(m));
  // every empty cell is a destination for a player, not only the first one the generator lists
  if (out.some(isCellPile)) {
    for (let c = 0; c < p.cells.length; c++) {
      const pile = CELL_BASE + c;
      if (p.cells[c] === NO_CARD && !out.includes(pile)) out.push(pile);
    }
  }
  return out;
}

/** Whether `line`, played from `start` move by move with each move checked, is legal and ends won. */
export function lineWins(start: Readonly<Position>, line: readonly Move[]): boolean {
  const p = clonePosition(start as Position);
  for (const m of line) {
    if (!checkMove(p, m).ok) return false;
    applyMove(p, m);
  }
  return isWon(p);
}
