import { NO_CARD, RANK_OF } from '../../engine/cards';
import type { GameRules } from '../../engine/games';
import type { Position } from '../../engine/position';
import { CELL_BASE, cellsOpen, homeTo, makeMove } from '../../engine/moves';

// Which foundation moves the engine search may play at once, without branching: only where a proof
// holds for the game's rules, and none anywhere else. Both proofs need foundations from the Ace that
// never give a card back (a card home stays home, and foundations only grow) and no wrap.
//
// - Down any suit (Penelope's Web, and the first games): a card c of rank r once every foundation
//   holds r-2. Take any winning line L from the position; play c home first and then L, skipping
//   c's own moves, and sending home instead every card L puts on c. Only an r-1 card x builds on c,
//   and x's foundation is then at r-2 exactly, so x may go home; nothing builds on x (every r-2 is
//   home). So c (and x) are only ever a row's top one or two cards, every row of the new line is a
//   prefix of L's (a group move of L carries the same group less c and x; one whose bottom is c or x
//   is skipped), every move of L onto another card or an empty row stays legal (an empty row of L is
//   empty here too), and foundations are never lower than L's. The line ends won.
// - Up or down in suit, single-card moves: every foundation move. The cards L puts on c are c+1
//   (c-1 is home), then c+2 on it, and so on: a run of c's suit upwards, each of which can follow c
//   home in order at the moment L puts it there; the rest as above.
// With more decks (Lightweight, Castle Mount, Palace) r-2 is not enough: c takes a pile at r-1, and
// another deck's c may need that very pile in L (the only one while an r-1 of the suit is still out)
// to leave a row and uncover what the rest of L needs. So there c goes home at once only when every
// pile holds r-1 or more: no card ever builds on c, and the piles of c's suit at r-1 are exactly as
// many as the cards of c's face still out (each pile above r-1 holds one of them home), so c's move
// leaves one for each other copy. L's moves run on as above, less c (only ever a row's top card; a
// run of L that carries it carries the rest from the same bottom card). The second proof needs c-1
// home, which with another deck's c-1 still out it need not be: none there.

/**
 * A safe-move rule: the highest rank an exposed card that can go home may have to go there at once
 * in the position (every one of the proofs above is a bound on the rank, read from the foundations).
 */
export type SafeRule = (p: Readonly<Position>) => number;

/** The lowest foundation pile's count. */
function lowestPile(p: Readonly<Position>): number {
  const f = p.foundations;
  let low = 13;
  for (let s = 0; s < f.length; s++) if (f[s]! < low) low = f[s]!;
  return low;
}

const anyRank: SafeRule = () => 13;

/** One deck, down any suit: a card of rank r once every pile holds r - 2 (Aces and 2s always). */
const twoBelowHome: SafeRule = (p) => Math.max(2, lowestPile(p) + 2);

/** With more decks: every pile at rank - 1 or more (the file comment says why r - 2 is not enough). */
const oneBelowHome: SafeRule = (p) => lowestPile(p) + 1;

/** The safe-move rule proved for these rules, or null when none is. */
export function safeFoundationRule(rules: GameRules): SafeRule | null {
  // where play is compulsory every foundation move is the rule's, not a choice: all are played at once
  if (rules.compulsoryHome) return anyRank;
  if (rules.foundationBase !== 'ace' || rules.foundationRelease !== 'never' || rules.foundationWrap || rules.buildWrap) return null;
  if (rules.build === 'down-any-suit') return rules.decks === 1 ? twoBelowHome : oneBelowHome;
  if (rules.build === 'up-or-down-in-suit' && rules.groupMoves === 'none' && rules.decks === 1) return anyRank;
  return null;
}

/**
 * The first foundation move of an exposed card that `rule` says is safe, or -1, in the engine's order
 * of foundation moves (foundationMovesInto: rows, then cells): the searches play these at once, one
 * after another. Where play is compulsory this is the compulsory move (nextCompulsoryMove's order). Cards above the rule's highest rank are passed over without asking where they go.
 */
export function nextSafeMove(p: Position, rule: SafeRule): number {
  if (p.base === 0) return -1;
  const highest = rule(p);
  const rows = p.rows;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    if (row.length === 0) continue;
    const top = row[row.length - 1]!;
    const home = RANK_OF[top]! <= highest ? homeTo(p, top, r) : -1;
    if (home >= 0) return makeMove(top, r, home);
  }
  if (p.cells.length > 0 && cellsOpen(p)) {
    for (let c = 0; c < p.cells.length; c++) {
      const card = p.cells[c]!;
      const home = card !== NO_CARD && RANK_OF[card]! <= highest ? homeTo(p, card, CELL_BASE + c) : -1;
      if (home >= 0) return makeMove(card, CELL_BASE + c, home);
    }
  }
  return -1;
}
