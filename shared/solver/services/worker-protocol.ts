import * as v from 'valibot';
import type { GameId } from '../../engine/games';
import { analyse } from './analyse';
import { findWinnableDeal } from './winnable-deal';
import { dailyDealNumber } from './daily';
import { createSolver, type Solver } from '../api/solve';
import { rateDeal } from './difficulty';
import { MAX_LINE_MOVES, type SolverResponse, messageId, solverRequestSchema } from './worker-messages';
import { issueText } from '../../schemas/validate';
import { findPar } from './par';
import { dealPosition } from '../../engine/deal';
import type { Position } from '../../engine/position';
import { parsePosition } from '../../formats/position-text';
import type { StopSignal } from '../api/stop';

// Messages between the table and a solver worker (a Web Worker in the renderer, a worker thread in
// Node). Both workers are thin shells around `handleSolverRequest`, which checks each message at run
// time against its schema (worker-messages.ts): a worker is a trust boundary, and a malformed message
// gets an error reply, never a crash.

export type { ParAnswer, SolverRequest, SolverResponse } from './worker-messages';
export { MAX_LINE_MOVES };

/** The start of a rate or par request: a numbered deal, or board text read for its game. */
function startOf(game: GameId, deal: number | null, position: string | undefined): Position | string {
  if (deal !== null) return dealPosition(game, deal);
  const parsed = parsePosition(position ?? '', game);
  return parsed.ok ? parsed.value : `the position does not read: ${parsed.error.message}`;
}

/**
 * The signal of a request's `stop` (checked by its schema: a word of a SharedArrayBuffer) that the
 * client sets to 1 while the worker searches (a message could not reach it before the search ends).
 */
export function stopSignal(stop: Int32Array | undefined): StopSignal | undefined {
  if (stop === undefined) return undefined;
  return {
    get aborted() {
      return Atomics.load(stop, 0) !== 0;
    },
  };
}

/** Answers one message; pure apart from the solver's caches. `solver`: the worker's own, held from one
 * message to the next (a fresh one otherwise). */
export function handleSolverRequest(message: unknown, solver: Solver = createSolver()): SolverResponse {
  const checked = v.safeParse(solverRequestSchema, message, { abortEarly: true });
  if (!checked.success) return { id: messageId(message), kind: 'error', message: issueText(checked.issues) };
  const msg = checked.output;
  const { id } = msg;
  switch (msg.kind) {
    case 'analyse':
    case 'line': {
      const analysis = analyse(msg.request, { withLine: msg.kind === 'line', solver, signal: stopSignal(msg.stop) });
      if (analysis.error !== undefined) return { id, kind: 'error', message: analysis.error };
      return { id, kind: 'analysis', analysis };
    }
    case 'winnable-deal': {
      const { level } = msg;
      const found = findWinnableDeal(msg.game, msg.seed, { solver, ...(level !== undefined ? { level } : {}) });
      if (!found.found) return { id, kind: 'deal', number: found.number };
      // the proof just made, from the solver's memo (solve-memo.ts): no second search
      const proof = solver.solve(dealPosition(msg.game, found.number), { purpose: 'new-game' });
      return { id, kind: 'deal', number: found.number, ...(proof.verdict === 'winnable' && proof.moves.length <= MAX_LINE_MOVES ? { line: proof.moves } : {}) };
    }
    case 'daily': {
      const n = dailyDealNumber(msg.game, msg.date, solver);
      return n.ok ? { id, kind: 'deal', number: n.value } : { id, kind: 'error', message: n.error };
    }
    case 'rate': {
      if (msg.deal === null) {
        const start = startOf(msg.game, null, msg.position);
        if (typeof start === 'string') return { id, kind: 'error', message: start };
        const r = rateDeal(msg.game, start, { solver });
        return r.ok ? { id, kind: 'rating', rating: r.value } : { id, kind: 'error', message: r.error };
      }
      const { line } = msg;
      const r = rateDeal(msg.game, msg.deal, { solver, ...(line !== undefined ? { line } : {}) });
      return r.ok ? { id, kind: 'rating', rating: r.value } : { id, kind: 'error', message: r.error };
    }
    case 'par': {
      const start = startOf(msg.game, msg.deal, msg.position);
      if (typeof start === 'string') return { id, kind: 'error', message: start };
      const r = findPar(start, { solver });
      return { id, kind: 'par', par: { par: r.par, line: r.line, lowerBound: r.lowerBound, positions: r.positions } };
    }
  }
}
