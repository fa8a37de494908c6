import { NO_CARD } from './cards';
import { type Position, clonePosition } from './position';
import { type Move, type MoveError, CELL_BASE, isRowPile, makeMove } from './move';
import { cardAt, cellsOpen, waitsForBase } from './piles';
import { buildsOn, checkMove, rowRefusal, runDirection } from './legal';
import { resolveMove } from './resolve';
import { destinationsFrom } from './generate';
import { applyMove } from './apply';
import { type Result, ok, err } from './result';

// Moving a run, as PySolFC and KPatience allow: the cards at a row's exposed end that each build on
// the one under them move together onto a host, played as single-card moves through the empty rows
// and free cells. With c free cells and e empty rows (the destination not counted), at most
// (c + 1) x 2^e cards move: the rules still move one card at a time, this only saves the clicks.
// In games whose runs move whole (groupMoves 'unlimited') a run is one move of the engine instead,
// named by its bottom card, with no carrying limit.

export type RunMoveError =
  | MoveError
  /** more cards than the free cells and empty rows can carry */
  | 'too-many-cards';

const wholeRuns = (p: Readonly<Position>): boolean => p.ruleSet.wholeRuns;

/**
 * Plans the single-card steps that carry `k` cards from pile `from` to pile `to` through the spare
 * `rows` (empty) and `cells` (empty free cells), calling `step(from, to)` for each in order. The caller
 * makes sure `k <= (cells.length + 1) * 2 ** rows.length`. Pure pile arithmetic, shared by the engine
 * and the solver (which plays the steps on its own board).
 */
export function planRun(k: number, from: number, to: number, rows: readonly number[], cells: readonly number[], step: (from: number, to: number) => void): void {
  if (k <= cells.length + 1) {
    // the k - 1 upper cards wait in free cells, the bottom card goes over, they follow it back down
    for (let i = 0; i < k - 1; i++) step(from, cells[i]!);
    step(from, to);
    for (let i = k - 2; i >= 0; i--) step(cells[i]!, to);
    return;
  }
  // the upper half goes to a spare empty row, the lower half to its place, the upper half after it
  const spare = rows[rows.length - 1]!;
  const rest = rows.slice(0, -1);
  const upper = Math.ceil(k / 2);
  planRun(upper, from, spare, rest, cells, step);
  planRun(k - upper, from, to, rest, cells, step);
  planRun(upper, spare, to, rest, cells, step);
}

/** The (free cells + 1) x 2^(empty rows) formula. */
export const runCapacityFor = (freeCells: number, emptyRows: number): number => (freeCells + 1) * 2 ** emptyRows;

/** How many cards at row `row`'s exposed end form a run (0 for an empty row or a pile that is not a row). */
export function runLength(p: Readonly<Position>, row: number): number {
  if (!isRowPile(row) || row >= p.rows.length) return 0;
  const cards = p.rows[row]!;
  let n = cards.length === 0 ? 0 : 1;
  if (wholeRuns(p)) {
    // a run that moves whole steps one way throughout
    while (n < cards.length && runDirection(p.rules, cards, cards.length - n - 1) !== 0) n++;
    return n;
  }
  while (n < cards.length && buildsOn(p.rules, cards[cards.length - n - 1]!, cards[cards.length - n]!)) n++;
  return n;
}

/** The empty rows a run moving to `to` may pass through: not auxiliary, not `to`, and open to any card. */
function spareRows(p: Readonly<Position>, to: number): number[] {
  if (!p.ruleSet.carryRows || waitsForBase(p as Position)) return [];
  const out: number[] = [];
  for (let r = 0; r < p.rows.length; r++) if (r !== to && p.rows[r]!.length === 0 && !((p.auxMask >> r) & 1)) out.push(r);
  return out;
}

/** The empty free cells a run may pass through: none while a card could not leave them again. */
function spareCells(p: Readonly<Position>): number[] {
  if (!p.ruleSet.carryCells || waitsForBase(p as Position) || !cellsOpen(p as Position)) return [];
  const out: number[] = [];
  for (let c = 0; c < p.cells.length; c++) if (p.cells[c] === NO_CARD) out.push(CELL_BASE + c);
  return out;
}

/** The most cards that may move as one run to row `to`. */
export function runCapacity(p: Readonly<Position>, to: number): number {
  return runCapacityFor(spareCells(p).length, spareRows(p, to).length);
}

/** Why the `depth` (2 or more) cards at the exposed end of `from` cannot move to `to`, or null. */
function runError(p: Readonly<Position>, from: number, depth: number, to: number): RunMoveError | null {
  if (depth > runLength(p, from)) return 'not-a-run';
  if (!isRowPile(to)) return 'one-card-only';
  if (to >= p.rows.length) return 'no-such-pile';
  if (to === from) return 'same-pile';
  const row = p.rows[from]!;
  const bottom = row[row.length - depth]!;
  if (wholeRuns(p)) {
    const checked = checkMove(p as Position, makeMove(bottom, from, to));
    return checked.ok ? null : checked.error;
  }
  const refusal = rowRefusal(p as Position, bottom, to);
  if (refusal !== null) return refusal;
  if (depth > runCapacity(p, to)) return 'too-many-cards';
  // where play is compulsory, a card set down on the way may have to go home: that run is not carried
  if (p.ruleSet.compulsory && !carriesWhole(p, from, depth, to)) return 'compulsory-move-first';
  return null;
}

/** The single-card moves of a carried run, played on a copy of `p`. */
function carryLine(p: Readonly<Position>, from: number, depth: number, to: number): { line: Move[]; legal: boolean } {
  const q = clonePosition(p as Position);
  const line: Move[] = [];
  let legal = true;
  planRun(depth, from, to, spareRows(p, to), spareCells(p), (a, b) => {
    const m = makeMove(cardAt(q, a), a, b);
    legal &&= checkMove(q, m).ok;
    applyMove(q, m);
    line.push(m);
  });
  return { line, legal };
}

/** Whether every single-card move of the carried run is legal when its turn comes (none waits on a compulsory one). */
const carriesWhole = (p: Readonly<Position>, from: number, depth: number, to: number): boolean => carryLine(p, from, depth, to).legal;

/**
 * The single-card moves that carry the `depth` cards at the exposed end of pile `from` to pile `to`,
 * or why they cannot go. Depth 1 is the plain move of one card (to a row, a free cell or home).
 */
export function planRunMove(p: Readonly<Position>, from: number, depth: number, to: number): Result<Move[], RunMoveError> {
  if (!Number.isInteger(depth) || depth < 1) return err('not-a-run');
  if (depth === 1) {
    const single = resolveMove(p as Position, from, to);
    return single.ok ? ok([single.value]) : single;
  }
  const why = runError(p, from, depth, to);
  if (why !== null) return err(why);
  const row = p.rows[from]!;
  if (wholeRuns(p)) return ok([makeMove(row[row.length - depth]!, from, to)]);
  return ok(carryLine(p, from, depth, to).line);
}

/**
 * Where the cards of pile `from` may go, by depth: entry 0 lists the places of the exposed card alone
 * (as `destinationsFrom`), entry d - 1 the rows a run of d cards may move to. What the table lights up.
 */
export function runDestinations(p: Readonly<Position>, from: number): number[][] {
  const out: number[][] = [destinationsFrom(p as Position, from)];
  const n = runLength(p, from);
  for (let depth = 2; depth <= n; depth++) {
    const dests: number[] = [];
    for (let to = 0; to < p.rows.length; to++) if (runError(p, from, depth, to) === null) dests.push(to);
    out.push(dests);
  }
  return out;
}
