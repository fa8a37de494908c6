import { type Card, NO_CARD } from './cards';
import type { Position } from './position';
import { CELL_BASE, FOUNDATION_BASE, RESERVE, STOCK, WASTE, isSidePile } from './move';

// What the piles of a position hold and allow now, by pile code: the card that would leave a pile,
// whether a pile exists in the game, whether the free cells may be left, whether the base is set.

/** The card that would leave `pile`, or NO_CARD (a foundation's top depends on the suit: `foundationTopCard`). */
export function cardAt(p: Position, pile: number): Card {
  if (pile < CELL_BASE) {
    const row = p.rows[pile];
    return row && row.length > 0 ? row[row.length - 1]! : NO_CARD;
  }
  if (pile < FOUNDATION_BASE) return p.cells[pile - CELL_BASE] ?? NO_CARD;
  if (isSidePile(pile)) {
    const side = sidePile(p, pile);
    return side.length > 0 ? side[side.length - 1]! : NO_CARD;
  }
  return NO_CARD;
}

/** The cards of the stock, the waste or the reserve (`isSidePile`), playable card last. */
export const sidePile = (p: Position, pile: number): Card[] => (pile === STOCK ? p.stock : pile === WASTE ? p.waste : p.reserve);

/** Whether a card may leave a free cell now: always, or (Masterpiece) while an auxiliary row is empty. */
export function cellsOpen(p: Position): boolean {
  if (p.rules.cellRelease === 'always') return true;
  for (let r = 0; r < p.rows.length; r++) if ((p.auxMask >> r) & 1 && p.rows[r]!.length === 0) return true;
  return false;
}

/** Rows and cells take nothing yet: the game's first move must set the base (Castles End). */
export const waitsForBase = (p: Position): boolean => p.base === 0 && p.rules.baseBeforeRows;

/** Whether the game of `p` has pile `pile`. */
export function pileExists(p: Position, pile: number): boolean {
  if (pile < CELL_BASE) return pile >= 0 && pile < p.rows.length;
  if (pile < FOUNDATION_BASE) return pile - CELL_BASE < p.cells.length;
  if (pile < STOCK) return pile - FOUNDATION_BASE < p.foundations.length;
  if (pile === STOCK) return p.rules.stock || p.rules.talonRefills;
  if (pile === WASTE) return p.rules.stock;
  if (pile === RESERVE) return p.rules.reserveSize > 0;
  return false;
}
