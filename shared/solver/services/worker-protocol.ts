import { isGameId, type GameId } from '../../engine/games';
import { isDealNumber } from '../../engine/deal';
import type { Analysis, AnalysisRequest } from '../api/analysis-types';
import { analyse } from './analyse';
import { findWinnableDeal } from './winnable-deal';
import { WINNABLE_DEAL_BUDGET } from '../plans';
import { dailyDealNumber } from './daily';
import { createSolver, type Solver } from '../api/solve';
import { rateDeal, type DifficultyLevel, type Rating } from './difficulty';
import { findPar } from './par';
import { dealPosition } from '../../engine/deal';
import type { Position } from '../../engine/position';
import { parsePosition } from '../../formats/position-text';
import type { Move } from '../../engine/moves';
import type { StopSignal } from '../api/stop';

// Messages between the table and a solver worker (a Web Worker in the renderer, a worker thread in
// Node). Both workers are thin shells around `handleSolverRequest`, which checks each message at run
// time: a worker is a trust boundary, and a malformed message gets an error reply, never a crash.

export type SolverRequest =
  /** `stop`: a word of shared memory the table sets to stop the analysis (`stopSignal`). */
  | { readonly id: number; readonly kind: 'analyse'; readonly request: AnalysisRequest; readonly stop?: Int32Array }
  /** An analysis whose winnable answer carries the whole winning line (Watch the solver). */
  | { readonly id: number; readonly kind: 'line'; readonly request: AnalysisRequest; readonly stop?: Int32Array }
  /** A winnable deal; with `level`, one of that difficulty level (winnable-deal.ts says what happens when none is found). */
  | { readonly id: number; readonly kind: 'winnable-deal'; readonly game: GameId; readonly seed: number; readonly level?: DifficultyLevel }
  | { readonly id: number; readonly kind: 'daily'; readonly game: GameId; readonly date: string }
  /** `line`, when given: the winning line New Game's proof of the deal found (the `deal` answer's), so
   * the rating need not search for it again (difficulty.ts, `RateOptions.line`). */
  | { readonly id: number; readonly kind: 'rate'; readonly game: GameId; readonly deal: number; readonly line?: readonly Move[] }
  /** The rating of a position that is no numbered deal (Open Deal's board text). */
  | { readonly id: number; readonly kind: 'rate'; readonly game: GameId; readonly deal: null; readonly position: string }
  /** Par of a deal (`deal`) or of a position in the board format (`deal` null, `position`). */
  | { readonly id: number; readonly kind: 'par'; readonly game: GameId; readonly deal: number | null; readonly position?: string };

/** findPar's answer as it crosses to the table. */
export interface ParAnswer {
  readonly par: number | null;
  readonly line: readonly Move[];
  readonly lowerBound: number;
  readonly positions: number;
}

export type SolverResponse =
  | { readonly id: number; readonly kind: 'analysis'; readonly analysis: Analysis }
  /** `line`: for New Game's deal, the winning line its proof found (for a rate request to pass on). */
  | { readonly id: number; readonly kind: 'deal'; readonly number: number; readonly line?: readonly Move[] }
  | { readonly id: number; readonly kind: 'error'; readonly message: string }
  | { readonly id: number; readonly kind: 'rating'; readonly rating: Rating }
  | { readonly id: number; readonly kind: 'par'; readonly par: ParAnswer };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A line's moves at the most: New Game's proofs are depth-first lines, one move a position visited,
 * so none is longer than its budget (a few wander that far: Penelope's Web's reach 170,000 moves). */
export const MAX_LINE_MOVES = WINNABLE_DEAL_BUDGET;

/** A rate request's `line`: absent, or moves (whole numbers that fit a move's bits); an error says why not. */
function checkLine(v: unknown): readonly Move[] | undefined | string {
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) return 'line must be a list of moves';
  if (v.length > MAX_LINE_MOVES) return `line must hold at most ${MAX_LINE_MOVES} moves`;
  for (const m of v) if (!Number.isInteger(m) || (m as number) < 0 || (m as number) >= 1 << 20) return 'line must hold moves: whole numbers from 0 to 2^20 - 1';
  return v as Move[];
}

function checkAnalysisRequest(v: unknown): AnalysisRequest | string {
  if (!isRecord(v)) return 'the analysis request is not an object';
  if (!isGameId(v.game)) return `unknown game "${String(v.game)}"`;
  if (v.deal !== null && !isDealNumber(v.deal)) return 'deal must be a deal number or null';
  if (v.deal === null && typeof v.position !== 'string') return 'a request without a deal needs the board text in position';
  if (typeof v.moves !== 'string') return 'moves must be move text';
  const request: AnalysisRequest = { game: v.game, deal: v.deal as number | null, moves: v.moves };
  return typeof v.position === 'string' ? { ...request, position: v.position } : request;
}

/** The start of a rate or par request: a numbered deal, or board text read for its game. */
function startOf(game: GameId, deal: unknown, position: unknown): Position | string {
  if (deal !== null) return isDealNumber(deal) ? dealPosition(game, deal) : 'deal must be a deal number or null';
  if (typeof position !== 'string') return 'a request without a deal needs the board text in position';
  const parsed = parsePosition(position, game);
  return parsed.ok ? parsed.value : `the position does not read: ${parsed.error.message}`;
}

const LEVELS: readonly unknown[] = [1, 2, 3, 4, 5];

/**
 * The signal of a request's `stop`: a word of a SharedArrayBuffer that the client sets to 1 while the
 * worker searches (a message could not reach it before the search ends). Absent: no signal. Anything
 * else is an error.
 */
export function stopSignal(stop: unknown): StopSignal | undefined | string {
  if (stop === undefined) return undefined;
  if (!(stop instanceof Int32Array) || typeof SharedArrayBuffer !== 'function' || !(stop.buffer instanceof SharedArrayBuffer) || stop.length < 1) return 'stop must be an Int32Array on a SharedArrayBuffer';
  return {
    get aborted() {
      return Atomics.load(stop, 0) !== 0;
    },
  };
}

/** Answers one message; pure apart from the solver's caches. `solver`: the worker's own, held from one
 * message to the next (a fresh one otherwise). */
export function handleSolverRequest(msg: unknown, solver: Solver = createSolver()): SolverResponse {
  const id = isRecord(msg) && typeof msg.id === 'number' ? msg.id : -1;
  if (!isRecord(msg)) return { id, kind: 'error', message: 'the message is not an object' };
  switch (msg.kind) {
    case 'analyse':
    case 'line': {
      const request = checkAnalysisRequest(msg.request);
      if (typeof request === 'string') return { id, kind: 'error', message: request };
      const signal = stopSignal(msg.stop);
      if (typeof signal === 'string') return { id, kind: 'error', message: signal };
      const analysis = analyse(request, { withLine: msg.kind === 'line', solver, signal });
      if (analysis.error !== undefined) return { id, kind: 'error', message: analysis.error };
      return { id, kind: 'analysis', analysis };
    }
    case 'winnable-deal': {
      if (!isGameId(msg.game)) return { id, kind: 'error', message: `unknown game "${String(msg.game)}"` };
      if (!isDealNumber(msg.seed)) return { id, kind: 'error', message: 'seed must be a deal number' };
      if (msg.level !== undefined && !LEVELS.includes(msg.level)) return { id, kind: 'error', message: 'level must be 1 to 5' };
      const level = msg.level as DifficultyLevel | undefined;
      const found = findWinnableDeal(msg.game, msg.seed, { solver, ...(level !== undefined ? { level } : {}) });
      if (!found.found) return { id, kind: 'deal', number: found.number };
      // the proof just made, from the solver's memo (solve-memo.ts): no second search
      const proof = solver.solve(dealPosition(msg.game, found.number), { purpose: 'new-game' });
      return { id, kind: 'deal', number: found.number, ...(proof.verdict === 'winnable' && proof.moves.length <= MAX_LINE_MOVES ? { line: proof.moves } : {}) };
    }
    case 'daily': {
      if (!isGameId(msg.game)) return { id, kind: 'error', message: `unknown game "${String(msg.game)}"` };
      const n = dailyDealNumber(msg.game, typeof msg.date === 'string' ? msg.date : String(msg.date), solver);
      return n.ok ? { id, kind: 'deal', number: n.value } : { id, kind: 'error', message: n.error };
    }
    case 'rate': {
      if (!isGameId(msg.game)) return { id, kind: 'error', message: `unknown game "${String(msg.game)}"` };
      if (msg.deal === null) {
        const start = startOf(msg.game, null, msg.position);
        if (typeof start === 'string') return { id, kind: 'error', message: start };
        const r = rateDeal(msg.game, start, { solver });
        return r.ok ? { id, kind: 'rating', rating: r.value } : { id, kind: 'error', message: r.error };
      }
      const line = checkLine(msg.line);
      if (typeof line === 'string') return { id, kind: 'error', message: line };
      const r = rateDeal(msg.game, typeof msg.deal === 'number' ? msg.deal : NaN, { solver, ...(line !== undefined ? { line } : {}) });
      return r.ok ? { id, kind: 'rating', rating: r.value } : { id, kind: 'error', message: r.error };
    }
    case 'par': {
      if (!isGameId(msg.game)) return { id, kind: 'error', message: `unknown game "${String(msg.game)}"` };
      const start = startOf(msg.game, msg.deal, msg.position);
      if (typeof start === 'string') return { id, kind: 'error', message: start };
      const r = findPar(start, { solver });
      return { id, kind: 'par', par: { par: r.par, line: r.line, lowerBound: r.lowerBound, positions: r.positions } };
    }
    default:
      return { id, kind: 'error', message: `unknown request kind "${String(msg.kind)}"` };
  }
}
