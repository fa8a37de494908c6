import { isGameId, type GameId } from '../engine/games';
import { isDealNumber } from '../engine/deal';
import type { Analysis, AnalysisRequest } from './analysis-types';
import { analyse } from './analyse';
import { findWinnableDeal } from './winnable-deal';
import { dailyDealNumber } from './daily';
import { createSolver, type Solver } from './solve';
import { rateDeal, type Rating } from './difficulty';

// Messages between the table and a solver worker (a Web Worker in the renderer, a worker thread in
// Node). Both workers are thin shells around `handleSolverRequest`, which checks each message at run
// time: a worker is a trust boundary, and a malformed message gets an error reply, never a crash.

export type SolverRequest =
  | { readonly id: number; readonly kind: 'analyse'; readonly request: AnalysisRequest }
  /** An analysis whose winnable answer carries the whole winning line (Watch the solver). */
  | { readonly id: number; readonly kind: 'line'; readonly request: AnalysisRequest }
  | { readonly id: number; readonly kind: 'winnable-deal'; readonly game: GameId; readonly seed: number }
  | { readonly id: number; readonly kind: 'daily'; readonly game: GameId; readonly date: string }
  | { readonly id: number; readonly kind: 'rate'; readonly game: GameId; readonly deal: number };

export type SolverResponse =
  | { readonly id: number; readonly kind: 'analysis'; readonly analysis: Analysis }
  | { readonly id: number; readonly kind: 'deal'; readonly number: number }
  | { readonly id: number; readonly kind: 'error'; readonly message: string }
  | { readonly id: number; readonly kind: 'rating'; readonly rating: Rating };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function checkAnalysisRequest(v: unknown): AnalysisRequest | string {
  if (!isRecord(v)) return 'the analysis request is not an object';
  if (!isGameId(v.game)) return `unknown game "${String(v.game)}"`;
  if (v.deal !== null && !isDealNumber(v.deal)) return 'deal must be a deal number or null';
  if (v.deal === null && typeof v.position !== 'string') return 'a request without a deal needs the board text in position';
  if (typeof v.moves !== 'string') return 'moves must be move text';
  const request: AnalysisRequest = { game: v.game, deal: v.deal as number | null, moves: v.moves };
  return typeof v.position === 'string' ? { ...request, position: v.position } : request;
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
      const analysis = analyse(request, { withLine: msg.kind === 'line', solver });
      if (analysis.error !== undefined) return { id, kind: 'error', message: analysis.error };
      return { id, kind: 'analysis', analysis };
    }
    case 'winnable-deal': {
      if (!isGameId(msg.game)) return { id, kind: 'error', message: `unknown game "${String(msg.game)}"` };
      if (!isDealNumber(msg.seed)) return { id, kind: 'error', message: 'seed must be a deal number' };
      return { id, kind: 'deal', number: findWinnableDeal(msg.game, msg.seed, { solver }).number };
    }
    case 'daily': {
      if (!isGameId(msg.game)) return { id, kind: 'error', message: `unknown game "${String(msg.game)}"` };
      const n = dailyDealNumber(msg.game, typeof msg.date === 'string' ? msg.date : String(msg.date), solver);
      return n.ok ? { id, kind: 'deal', number: n.value } : { id, kind: 'error', message: n.error };
    }
    case 'rate': {
      if (!isGameId(msg.game)) return { id, kind: 'error', message: `unknown game "${String(msg.game)}"` };
      const r = rateDeal(msg.game, typeof msg.deal === 'number' ? msg.deal : NaN, { solver });
      return r.ok ? { id, kind: 'rating', rating: r.value } : { id, kind: 'error', message: r.error };
    }
    default:
      return { id, kind: 'error', message: `unknown request kind "${String(msg.kind)}"` };
  }
}
