import { type AnyGameId, isAnyGameId } from '../../engine/games';
import { dealPosition, isDealNumber } from '../../engine/deal';
import { type Move, generateMoves, applyMove, undoMove, checkMove, lineWins, makeMove, moveCard, moveFrom, moveTo } from '../../engine/moves';
import { autoSafeMoves } from '../../engine/autofinish';
import { type Position, clonePosition } from '../../engine/position';
import { type Result, ok, err } from '../../engine/result';
import { type Solver, type SolveResult, type Verdict, createSolver } from '../api/solve';
import { DIFFICULTY_BOUNDS } from './difficulty-bounds';
import { lineStillWins } from './line-transplant';
import { planFor } from '../plans';
import { type StopOptions, Stop } from '../api/stop';

// How hard a deal is for a person (README.md, "Difficulty"): measured on the deal's structure, along a
// line that wins, never by how long the solver took. At positions spread along the solver's winning
// line, every move open to the player is tried, and the solver says whether the game is still
// winnable after it: a deal where most moves keep it winnable forgives a player; one where only one
// or two of a dozen do is a deal of traps.

export type DifficultyLevel = 1 | 2 | 3 | 4 | 5;
export const DIFFICULTY_LEVELS = ['Very easy', 'Easy', 'Medium', 'Hard', 'Very hard'] as const;

export interface DifficultyMeasures {
  /** Positions of the winning line looked at. */
  readonly samples: number;
  /** Mean over them of the share of the moves open to the player that keep the game winnable (of
   * those the solver could tell about: proved winnable or proved lost). */
  readonly safeShare: number;
  /** How many of the moves open at the first choice are proved to keep the game winnable: the ways in. */
  readonly waysIn: number;
  /** The smallest such share among them: the tightest spot of the line. */
  readonly minShare: number;
  /** The score the level is read from: higher is harder (see `difficultyScore`). */
  readonly score: number;
}

export interface Rating {
  readonly verdict: Verdict;
  /** 1 (Very easy) to 5 (Very hard); null when the deal cannot be won or the solver could not tell. */
  readonly level: DifficultyLevel | null;
  /** What the level was read from; null when the deal is not winnable. */
  readonly measures: DifficultyMeasures | null;
  /** Positions the solver visited for the verdict and the measures. */
  readonly positions: number;
  /** Set when the signal or the deadline stopped the rating (the verdict is then `unknown`). */
  readonly stopped?: boolean;
}

/** `signal` and `deadline` stop the rating: it then answers `unknown`, with no level. */
export interface RateOptions extends StopOptions {
  /** The solver to use (a worker holds one); a fresh one otherwise. */
  readonly solver?: Solver;
  /**
   * The winning line New Game's proof of this deal found (its own search, at New Game's budget, in the
   * other worker): the line the rating's first search would find, so it is taken instead of searching
   * again, once checked to win from the deal. Any other line would rate the deal along another way.
   */
  readonly line?: readonly Move[];
}

/** Positions of the winning line looked at, spread evenly over it. */
const SAMPLES = 10;

/** Steps of the line a replay plays at the most before it gives up (the move then goes to the
 * search). A replay mostly meets the line again within a few dozen steps or not before the line's end;
 * on the depth-first search's wandering lines of Penelope's Web (30,000 to 235,000 moves) the end
 * cost most of a rating's time (README.md, "Difficulty"). */
const REPLAY_STEPS = 5_000;

/**
 * Rates deal `number` of `game`, or a position of it. Bad input (an unknown game, a deal number out of
 * range) gets an error, not a rating.
 */
export function rateDeal(game: AnyGameId, deal: number | Readonly<Position>, options: RateOptions = {}): Result<Rating, string> {
  if (!isAnyGameId(game)) return err(`unknown game "${String(game)}"`);
  let position: Position;
  if (typeof deal === 'number') {
    if (!isDealNumber(deal)) return err(`deal number ${String(deal)} is not a whole number from 0 to 4294967295`);
    position = dealPosition(game, deal);
  } else {
    if (deal.rules.id !== game) return err(`the position is of ${deal.rules.id}, not ${game}`);
    position = clonePosition(deal as Position);
  }
  return ok(ratePosition(position, options.solver ?? createSolver(), options.line, options));
}

function ratePosition(start: Position, solver: Solver, given: readonly Move[] | undefined, limits: StopOptions): Rating {
  const stop = new Stop(limits);
  const asked = { signal: limits.signal, deadline: limits.deadline, clock: limits.clock };
  const root = rootSolve(start, solver, given, asked);
  let positions = root.positions;
  if (root.verdict !== 'winnable') return { verdict: root.verdict, level: null, measures: null, positions, ...(root.stopped === true ? { stopped: true } : {}) };
  const line = root.moves;
  const p = clonePosition(start);
  let shareSum = 0;
  let samples = 0;
  let waysIn = -1;
  let minShare = 1;
  const picks = samplePoints(line.length);
  // Where the engine search plays, its check of one move within the rating plan's budget (plans.ts, RATING_MOVE_BUDGET) decides hardly anything
  // (Chequers: 10 of 2,485 moves), so the rest of the line, played after the move where its cards now
  // lie (line-transplant.ts), is asked first: a win there is a proof, for a replay instead of a search.
  // Not in the games of the fast solver: there the check decides most moves itself, and the few more
  // a replay proves safe ordered Streets and Alleys' levels worse against the heuristic player
  // (README.md, "Difficulty").
  const replays = planFor(start.rules, 'rating').space === 'engine';
  let at = 0;
  for (const index of picks) {
    while (at < index) applyMove(p, line[at++]!);
    const moves = openMoves(p);
    if (moves.length === 0) continue;
    const rest = replays ? line.slice(index) : [];
    let safe = 0;
    let lost = 0;
    for (const m of moves) {
      // the line's own move, and a move the player can take back at once, keep the game winnable
      if (m === line[index] || canTakeBack(p, m)) {
        safe++;
        continue;
      }
      if (replays && lineStillWins(p, m, rest, REPLAY_STEPS)) {
        safe++;
        continue;
      }
      applyMove(p, m);
      const r = solver.solve(p, { purpose: 'rating', ...asked });
      undoMove(p, m);
      positions += r.positions;
      // stopped: the measures so far would rate another deal than this one
      if (r.stopped === true || stop.due()) return { verdict: 'unknown', level: null, measures: null, positions, stopped: true };
      if (r.verdict === 'winnable') safe++;
      else if (r.verdict === 'unwinnable') lost++;
    }
    if (waysIn < 0) waysIn = safe; // the first position with a choice: the ways in
    // a move the solver could not tell about within the rating plan's budget (plans.ts, RATING_MOVE_BUDGET) counts neither way
    if (safe + lost === 0) continue;
    const share = safe / (safe + lost);
    shareSum += share;
    samples++;
    if (share < minShare) minShare = share;
  }
  const safeShare = samples > 0 ? shareSum / samples : 1;
  if (waysIn < 0) waysIn = 1; // no choice anywhere: one way, the line's
  const score = difficultyScore(safeShare, minShare, waysIn);
  const measures: DifficultyMeasures = { samples, safeShare, minShare, waysIn, score };
  return { verdict: 'winnable', level: levelOf(start.rules.id, score), measures, positions };
}

/**
 * The winning line the rating follows: New Game's budget first, so that a deal New Game (or the search
 * for a level) has just proved winnable is answered from the solver's memo (solve-memo.ts) or from the
 * line its proof found (`given`), then the full budget.
 */
function rootSolve(start: Position, solver: Solver, given: readonly Move[] | undefined, limits: StopOptions): SolveResult {
  if (given !== undefined && given.length > 0 && lineWins(start, given)) return { verdict: 'winnable', moves: given.slice(), positions: 0 };
  const quick = solver.solve(start, { budget: planFor(start.rules, 'new-game').budget, ...limits });
  if (quick.verdict !== 'unknown' || quick.stopped === true) return quick;
  const full = solver.solve(start, limits);
  return { ...full, positions: quick.positions + full.positions };
}

/**
 * The score a level is read from, from 0 to 3.5, higher is harder: half the share of the moves that
 * lose, on average along the line; that share at the line's tightest spot (where one wrong move of a
 * few loses the game); and 2 / (1 + the ways in), few good first moves. The weights were chosen
 * against the heuristic player and checked on deals it had not seen (NOTES.md, "Difficulty"):
 * any one term alone orders the levels less well.
 */
export function difficultyScore(safeShare: number, minShare: number, waysIn: number): number {
  return 0.5 * (1 - safeShare) + (1 - minShare) + 2 / (1 + waysIn);
}

/** The level of a score in `game`, by the bounds fixed from measured distributions. */
export function levelOf(game: AnyGameId, score: number): DifficultyLevel {
  const bounds = DIFFICULTY_BOUNDS[game];
  let level = 1;
  for (const b of bounds) if (score > b) level++;
  return level as DifficultyLevel;
}

/** Indexes along a line of `n` moves (0 is the start), SAMPLES of them spread evenly; fewer when
 * the line is shorter. */
function samplePoints(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const k = Math.floor((i * n) / SAMPLES);
    if (out[out.length - 1] !== k) out.push(k);
  }
  return out;
}

/** Whether move m, played in p, can be undone at once: the engine takes its card (or run) straight
 * back where it came from (a row-to-row move, a card to a free cell, a card taken back from a
 * foundation that builds it again). */
function canTakeBack(p: Position, m: Move): boolean {
  const from = moveFrom(m);
  const to = moveTo(m);
  applyMove(p, m);
  const back = checkMove(p, makeMove(moveCard(m), to, from)).ok;
  undoMove(p, m);
  return back;
}

/**
 * The moves a player has to choose from: every legal move, the safe foundation moves (the app plays
 * them itself) and moves to a second empty row (the same as to the first) left out.
 */
export function openMoves(p: Position): Move[] {
  const auto = new Set(autoSafeMoves(p));
  const all: Move[] = [];
  generateMoves(p, all);
  const out: Move[] = [];
  let emptyTarget = -1;
  for (const m of all) {
    if (auto.has(m)) continue;
    const to = m & 127;
    if (to < p.rows.length && p.rows[to]!.length === 0) {
      if (emptyTarget < 0) emptyTarget = to;
      if (to !== emptyTarget) continue;
    }
    out.push(m);
  }
  return out;
}
