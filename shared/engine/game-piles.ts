import { CELL_BASE, DOWN_FOUNDATION, FOUNDATION, RESERVE, STOCK, WASTE } from './moves';
import { type GameRules, namesFoundationPile, rowCount } from './games';

/**
 * Whether a game has this pile: its rows and free cells, the foundations (a suit's King piles as a
 * pile of their own where a move names them), its stock, waste and reserve where it has them. The
 * table's side piles and the keys of the piles (renderer/table) are read from it.
 */
export function gameHasPile(rules: GameRules, pile: number): boolean {
  if (pile === FOUNDATION) return true;
  if (pile === DOWN_FOUNDATION) return namesFoundationPile(rules);
  if (pile === STOCK) return rules.stock || rules.talonRefills;
  if (pile === WASTE) return rules.stock;
  if (pile === RESERVE) return rules.reserveSize > 0;
  if (pile >= CELL_BASE) return pile - CELL_BASE < rules.cells;
  return pile >= 0 && pile < rowCount(rules);
}
