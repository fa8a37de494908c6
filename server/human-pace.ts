import type { Position } from '../shared/engine/position';
import { clonePosition } from '../shared/engine/position';
import { type Move, CELL_BASE, applyMove, isCellPile, isFoundationPile, isRowPile, moveCard, moveFrom, moveTo, nextCompulsoryMove } from '../shared/engine/moves';
import { NO_CARD } from '../shared/engine/cards';
import { hasCompulsoryMoves } from '../shared/engine/games';
import { planRunMove, runLength } from '../shared/engine/run-move';

// How fast a person can play a line. The server measures a result's time itself (ticket to result)
// and refuses one faster than MIN_MS_PER_STEP for each step a player had to take (server/README.md,
// "Time a person needs", says where the figure comes from). A step is what one action of the player
// makes: a move of one card, or a run carried in one go (its single-card moves through free cells
// and empty rows, as the app plays them). Moves the app may make by itself count nothing: a card
// going to a foundation (safe moves, Auto-finish) and compulsory play. So the floor is never above
// MIN_MS_PER_STEP a move, whatever the player's settings.

export const MIN_MS_PER_STEP = 250;
/** How far ahead a run's bottom card is looked for: a carried run has at most this many moves. */
const RUN_LOOKAHEAD = 64;

const same = (a: readonly Move[], from: number, b: readonly Move[]): boolean => a.every((m, k) => b[from + k] === m);

/** Whether a run carried from `from` to `dest` may pass through `pile`: its own rows, or a pile empty at its start. */
function spareFor(p: Readonly<Position>, from: number, dest: number, pile: number): boolean {
  return pile === from || pile === dest || (isRowPile(pile) ? p.rows[pile]!.length === 0 : isCellPile(pile) && p.cells[pile - CELL_BASE] === NO_CARD);
}

/** The moves a run carried from `p` makes when it starts at `moves[i]`: the longest that matches, or 1. */
function carriedRun(p: Readonly<Position>, moves: readonly Move[], i: number): number {
  const from = moveFrom(moves[i]!);
  const to = moveTo(moves[i]!);
  // a carried run's first move sets its top card aside: into a free cell or an empty row
  if (!isRowPile(from) || (isRowPile(to) && p.rows[to]!.length > 0)) return 1;
  const row = p.rows[from]!;
  let best = 1;
  for (let depth = 2; depth <= runLength(p, from); depth++) {
    const bottom = row[row.length - depth]!;
    // the run's bottom card goes straight from its row to the run's new row
    let j = i;
    const end = Math.min(moves.length, i + RUN_LOOKAHEAD);
    while (j < end && !(moveCard(moves[j]!) === bottom && moveFrom(moves[j]!) === from)) j++;
    if (j === end || !isRowPile(moveTo(moves[j]!))) continue;
    // a run carried moves cards only between its row, its new row and piles empty when it starts:
    // anything else up to its bottom card's move, and it is no carried run (no plan made, no copy).
    // (A function of the module, not a closure made per depth: tsx names every closure it makes.)
    const dest = moveTo(moves[j]!);
    let within = true;
    for (let k = i; k <= j && within; k++) within = spareFor(p, from, dest, moveFrom(moves[k]!)) && spareFor(p, from, dest, moveTo(moves[k]!));
    if (!within) continue;
    const plan = planRunMove(p, from, depth, dest);
    if (plan.ok && plan.value.length > best && same(plan.value, i, moves)) best = plan.value.length;
  }
  return best;
}

/** The steps a player takes to play `moves` from `start` (legal moves, as the replay checked them). */
export function playerSteps(start: Readonly<Position>, moves: readonly Move[]): number {
  const p = clonePosition(start as Position);
  const compulsory = hasCompulsoryMoves(p.rules);
  let steps = 0;
  let i = 0;
  while (i < moves.length) {
    const m = moves[i]!;
    if (isFoundationPile(moveTo(m)) || (compulsory && nextCompulsoryMove(p) === m)) {
      applyMove(p, m);
      i++;
      continue;
    }
    const n = carriedRun(p, moves, i);
    for (let k = 0; k < n; k++) applyMove(p, moves[i + k]!);
    i += n;
    steps++;
  }
  return steps;
}

/** The least time, in ms, a person needs for `steps` steps. */
export const humanFloorMs = (steps: number, msPerStep = MIN_MS_PER_STEP): number => steps * msPerStep;
