import { RANK_OF } from '../engine/cards';
import type { GameRules } from '../engine/games';
import type { Position } from '../engine/position';

// Which foundation moves the generic search may play at once, without branching: only where a proof
// holds for the game's rules, and none anywhere else. Both proofs need foundations from the Ace that
// never give a card back (a card home stays home, and foundations only grow), one deck and no wrap.
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

export type SafeRule = (p: Readonly<Position>, card: number) => boolean;

const anyRank: SafeRule = () => true;

const twoBelowHome: SafeRule = (p, card) => {
  const rank = RANK_OF[card]!;
  if (rank <= 2) return true;
  const f = p.foundations;
  for (let s = 0; s < f.length; s++) if (f[s]! < rank - 2) return false;
  return true;
};

/** The safe-move rule proved for these rules, or null when none is. */
export function safeFoundationRule(rules: GameRules): SafeRule | null {
  if (rules.decks !== 1 || rules.foundationBase !== 'ace' || rules.foundationRelease !== 'never' || rules.foundationWrap || rules.buildWrap) return null;
  if (rules.build === 'down-any-suit') return twoBelowHome;
  if (rules.build === 'up-or-down-in-suit' && rules.groupMoves === 'none') return anyRank;
  return null;
}
