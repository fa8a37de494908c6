import { GAMES, isGameId } from '../../engine/games';
import type { Move } from '../../engine/moves';
import { GameRecord } from '../../engine/record';
import { isDealNumber } from '../../engine/deal';
import { type Result, ok, err } from '../../engine/result';
import { parsePosition } from '../../formats/position-text';
import { moveToText, playMoveText, describeMoveListError } from '../../formats/move-text';
import type { Analysis, AnalysisRequest } from '../api/analysis-types';
import { createSolver, type Solver } from '../api/solve';
import { shortenLine } from './shorten-line';
import type { StopOptions } from '../api/stop';
import { ANALYSE_TOTAL_BUDGET, planFor } from '../plans';

// The table's questions: is the game still winnable, what is a good next move, and if it is lost,
// since which move. Winning lines are remembered per position reached, so the usual case (the player
// follows or leaves a line the solver found) costs no search at all.

/** `signal` and `deadline` stop every solve of the answer (the table's next move makes it stale). */
export interface AnalyseOptions extends StopOptions {
  /** Positions one solve may visit. */
  readonly budget?: number;
  /** Positions the whole answer may visit, walking back included. */
  readonly totalBudget?: number;
  /** A winnable answer carries its whole winning line (Watch the solver plays it). */
  readonly withLine?: boolean;
  /** The solver to use (a worker holds one); a fresh one otherwise. */
  readonly solver?: Solver;
}


type Known = { readonly verdict: 'winnable'; readonly line: readonly Move[] } | { readonly verdict: 'unwinnable' };

/** Verdicts by game, start and moves played; a winnable entry keeps its winning line. */
const known = new Map<string, Known>();
const KNOWN_LIMIT = 512;

function remember(key: string, value: Known): void {
  if (known.size >= KNOWN_LIMIT) known.delete(known.keys().next().value as string);
  known.set(key, value);
}

/** Forgets every remembered verdict (tests use it to measure a cold answer). */
export function clearAnalysisCache(): void {
  known.clear();
}

function rebuild(request: AnalysisRequest): Result<GameRecord, string> {
  if (!isGameId(request.game)) return err(`unknown game "${String(request.game)}"`);
  let record: GameRecord;
  if (request.deal !== null) {
    if (!isDealNumber(request.deal)) return err(`deal number ${String(request.deal)} is not a whole number from 0 to 4294967295`);
    record = GameRecord.fromDeal(request.game, request.deal);
  } else {
    const start = parsePosition(request.position ?? '', request.game);
    if (!start.ok) return err(start.error.message);
    record = new GameRecord({ kind: 'position', game: request.game, position: start.value });
  }
  const played = playMoveText(record, request.moves);
  if (!played.ok) return err(describeMoveListError(played.error));
  return ok(record);
}

function keyOf(request: AnalysisRequest, moves: readonly Move[], count: number): string {
  const origin = request.deal !== null ? `#${request.deal}` : (request.position ?? '');
  return `${request.game}|${origin}|${moves.slice(0, count).join(',')}`;
}

export function analyse(request: AnalysisRequest, options: AnalyseOptions = {}): Analysis {
  const budget = options.budget ?? (isGameId(request.game) ? planFor(GAMES[request.game], 'hint').budget : 0);
  let left = options.totalBudget ?? ANALYSE_TOTAL_BUDGET;
  const rebuilt = rebuild(request);
  if (!rebuilt.ok) return { verdict: 'unknown', positions: 0, error: rebuilt.error };
  const record = rebuilt.value;
  const moves = record.moves();
  let positions = 0;
  const solver = options.solver ?? createSolver();

  /** The verdict after `count` moves: remembered, derived from the previous position's line, or searched. */
  const verdictAt = (count: number): Known | 'unknown' => {
    const key = keyOf(request, moves, count);
    const hit = known.get(key);
    if (hit) return hit;
    if (count > 0) {
      const before = known.get(keyOf(request, moves, count - 1));
      // the player played the first move of a known winning line: the rest of it still wins
      if (before?.verdict === 'winnable' && before.line[0] === moves[count - 1]) {
        const value: Known = { verdict: 'winnable', line: before.line.slice(1) };
        remember(key, value);
        return value;
      }
    }
    if (left <= 0) return 'unknown';
    record.goTo(count);
    const r = solver.solve(record.position, { budget: Math.min(budget, left), signal: options.signal, deadline: options.deadline, clock: options.clock });
    positions += r.positions;
    left -= r.positions;
    if (r.verdict === 'unknown') return 'unknown';
    // a hint follows the line, so it takes the shortcuts a player would see
    const value: Known = r.verdict === 'winnable' ? { verdict: 'winnable', line: shortenLine(record.position, r.moves) } : { verdict: 'unwinnable' };
    remember(key, value);
    return value;
  };

  const now = verdictAt(moves.length);
  if (now === 'unknown') return { verdict: 'unknown', positions };
  if (now.verdict === 'winnable') {
    const first = now.line[0];
    const line = options.withLine ? { line: now.line } : {};
    if (first === undefined) return { verdict: 'winnable', positions, ...line }; // already won
    return { verdict: 'winnable', hint: { move: first, text: moveToText(first, record.position) }, positions, ...line };
  }
  for (let count = moves.length - 1; count >= 0; count--) {
    const v = verdictAt(count);
    if (v === 'unknown') return { verdict: 'lost', positions };
    if (v.verdict === 'winnable') return { verdict: 'lost', lostSinceMove: count + 1, lastWinnableMove: count, positions };
  }
  return { verdict: 'lost', lostSinceMove: 0, positions };
}
