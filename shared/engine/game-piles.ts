import { CELL_BASE, FOUNDATION_BASE, RESERVE, STOCK, WASTE } from './moves';
import { type GameRules, rowCount } from './games';
import { foundationCount } from './position';

/**
 * Whether a game has this pile: its rows and free cells, its foundation piles (four a deck), its
 * stock, waste and reserve where it has them. The
 * table's side piles and the keys of the piles (renderer/table) are read from it.
 */
export function gameHasPile(rules: GameRules, pile: number): boolean {
  if (pile === STOCK) return rules.stock || rules.talonRefills;
  if (pile === WASTE) return rules.stock;
  if (pile === RESERVE) return rules.reserveSize > 0;
  if (pile >= STOCK) return false;
  if (pile >= FOUNDATION_BASE) return pile - FOUNDATION_BASE < foundationCount(rules);
  if (pile >= CELL_BASE) return pile - CELL_BASE < rules.cells;
  return pile >= 0 && pile < rowCount(rules);
}
