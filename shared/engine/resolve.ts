import { NO_CARD } from './cards';
import { type Position, foundationTopCard } from './position';
import { type Move, type MoveError, DOWN_FOUNDATION, isFoundationPile, isRowPile, makeMove } from './move';
import { cardAt, pileExists } from './piles';
import { checkMove } from './legal';
import { type Result, ok, err } from './result';

// A move named by its piles alone (a click, a key, the notation's "from to"): which card it moves.

/**
 * Builds and checks the move from pile `from` to pile `to`: the exposed card of a row or cell; from
 * the foundation (pile 15), the one foundation top that may go there. In games whose runs move
 * whole, when the exposed card alone may not go to row `to`, the longest run that may.
 */
export function resolveMove(p: Position, from: number, to: number): Result<Move, MoveError> {
  if (!pileExists(p, from) || !pileExists(p, to)) return err('no-such-pile');
  if (isFoundationPile(from)) return resolveFromFoundation(p, from, to);
  const card = cardAt(p, from);
  if (card === NO_CARD) return err('empty-source');
  const single = checkMove(p, makeMove(card, from, to));
  if (single.ok || !p.ruleSet.wholeRuns || !isRowPile(from) || !isRowPile(to)) return single;
  const row = p.rows[from]!;
  for (let i = 0; i < row.length - 1; i++) {
    const group = checkMove(p, makeMove(row[i]!, from, to));
    if (group.ok) return group;
  }
  return single;
}

function resolveFromFoundation(p: Position, from: number, to: number): Result<Move, MoveError> {
  let found: Move | null = null;
  let firstError: MoveError | null = null;
  // where moves name the pile, the code says which half: the Ace piles (0-3) or the King piles (4-7)
  const named = p.ruleSet.namedPiles;
  for (let pile = 0; pile < p.foundations.length; pile++) {
    if (named && pile >= 4 !== (from === DOWN_FOUNDATION)) continue;
    const top = foundationTopCard(p, pile);
    if (top === NO_CARD) continue;
    const checked = checkMove(p, makeMove(top, from, to));
    if (!checked.ok) firstError ??= checked.error;
    else if (checked.value === found) continue; // another pile of the same face: the same move
    else if (found !== null) return err('which-foundation');
    else found = checked.value;
  }
  if (found !== null) return ok(found);
  return err(p.rules.foundationRelease === 'never' ? 'from-foundation' : (firstError ?? 'empty-source'));
}
