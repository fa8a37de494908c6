import type { GameId } from '../../engine/games';
import type { Analysis, AnalysisRequest } from '../api/analysis-types';
import type { ParAnswer, SolverRequest, SolverResponse } from './worker-protocol';
import type { DifficultyLevel, Rating } from './difficulty';
import type { Move } from '../../engine/moves';
import { type Validator, validator } from '../../schemas/validate';
import { messageId, solverResponseSchema } from './worker-messages';

const solverResponse: Validator<SolverResponse> = validator(solverResponseSchema);

// The table's side of a solver worker, for any worker that can post messages and be terminated (a
// Web Worker, a Node worker thread, a fake in tests). The table never waits on it: every answer is a
// promise. Cancelling an analysis really stops the work: where memory can be shared with the worker
// (a Node thread; a page that is cross-origin isolated), the analysis carries a shared stop word the
// client sets, and the worker's search stops at its next look (shared/solver/stop.ts), keeping its
// table and the requests queued behind; elsewhere the busy worker is terminated and a fresh one
// started, and the requests that were not cancelled are sent to it again. Ratings and pars are facts
// of a deal: each is asked once per game and deal (or position) and kept, a failure not.

/** A deal as rate and par ask about it: a numbered deal, or a position in the board format. */
export type DealRef = { readonly game: GameId; readonly deal: number } | { readonly game: GameId; readonly deal: null; readonly position: string };

/** New Game's proofs a client keeps (`proof`): the deal on the table's, and a few before it. */
const PROOFS_KEPT = 4;
/** Ratings and pars kept at most: a month of daily deals for every game, and more. */
export const DEAL_FACTS_KEPT = 400;

/** What the client needs of a worker. */
export interface WorkerLike {
  postMessage(msg: SolverRequest): void;
  terminate(): void;
  /** What the worker posts: checked against its schema before anything reads it. */
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface SolverClient {
  /** The analysis of the game; null when cancelled or superseded by a newer analyse call. */
  analyse(req: AnalysisRequest): Promise<Analysis | null>;
  /** The analysis with, when winnable, the whole winning line; not cancelled by `analyse` or `cancel`. */
  winningLine(req: AnalysisRequest): Promise<Analysis>;
  /** A deal number proven winnable, drawn from the sequence that starts at `seed`; with `level`, of that
   * difficulty (or the nearest found within the bound: shared/solver/winnable-deal.ts). */
  findWinnableDeal(game: GameId, seed: number, level?: DifficultyLevel): Promise<number>;
  /** The deal's difficulty (shared/solver/difficulty.ts), kept per deal; rejects on bad input. `line`:
   * the winning line New Game's proof of the deal found (`proof`, of the client that asked New Game),
   * which the rating then need not search for. */
  rate(deal: DealRef, line?: readonly Move[]): Promise<Rating>;
  /** The winning line this client's worker found when it proved the deal winnable for New Game lately
   * (its answer to findWinnableDeal); undefined for any other deal. */
  proof(deal: DealRef): readonly Move[] | undefined;
  /** The deal's par and its proved lower bound (shared/solver/par.ts), kept per deal; rejects on bad input. */
  par(deal: DealRef): Promise<ParAnswer>;
  /** The daily deal of `game` for a local date YYYY-MM-DD. */
  dailyDeal(game: GameId, date: string): Promise<number>;
  /** Stops the pending analysis (it answers null); deal requests carry on. */
  cancel(): void;
  /** Stops everything: pending analyses answer null, deal, rate and par requests reject. */
  dispose(): void;
}

interface Pending {
  readonly msg: SolverRequest;
  readonly settle: (r: SolverResponse | null) => void;
}

export interface SolverClientOptions {
  /** Stop analyses through a shared stop word (default: wherever a SharedArrayBuffer can be made);
   * false: by terminating the worker. */
  readonly sharedStop?: boolean;
}

/** Whether this thread can share a stop word with a worker: a page must be cross-origin isolated. */
const canShare = (): boolean => typeof SharedArrayBuffer === 'function' && (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated !== false;

export function createSolverClientWith(spawn: () => WorkerLike, options: SolverClientOptions = {}): SolverClient {
  const sharedStop = options.sharedStop ?? canShare();
  let worker: WorkerLike | null = null;
  let nextId = 1;
  let disposed = false;
  const pending = new Map<number, Pending>();
  let analysisId = 0;

  const start = (): WorkerLike => {
    const w = spawn();
    w.onmessage = (event) => {
      // a worker is a trust boundary: its answer passes its schema, or it is an error for its asker
      const checked = solverResponse(event.data);
      const id = checked.ok ? checked.value.id : messageId(event.data);
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      p.settle(checked.ok ? checked.value : { id, kind: 'error', message: `the solver's answer is not as expected (${checked.error})` });
    };
    w.onerror = () => {
      // a crashed worker fails what it held, and the next request starts a fresh one
      if (worker === w) worker = null;
      w.terminate();
      for (const [id, p] of pending) {
        pending.delete(id);
        p.settle({ id, kind: 'error', message: 'the solver worker failed' });
      }
    };
    return w;
  };

  const send = (msg: SolverRequest): void => {
    worker ??= start();
    worker.postMessage(msg);
  };

  /** Drops one request: its stop word is set, or, without one, the worker is replaced and the others
   * sent again. */
  const drop = (id: number): void => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    p.settle(null);
    const stop = 'stop' in p.msg ? p.msg.stop : undefined;
    if (stop !== undefined) {
      // the worker answers soon, to no one; what is queued behind it waits on the same worker
      Atomics.store(stop, 0, 1);
      return;
    }
    if (worker) {
      worker.terminate();
      worker = null;
    }
    for (const other of pending.values()) send(other.msg);
  };

  const request = (make: (id: number) => SolverRequest): Promise<SolverResponse | null> => {
    if (disposed) return Promise.resolve(null);
    const id = nextId++;
    const msg = make(id);
    return new Promise((resolve) => {
      pending.set(id, { msg, settle: resolve });
      send(msg);
    });
  };

  /** The answer of the kind asked for, or the error the worker gave (or its stop, or a wrong kind). */
  function answerOf<K extends SolverResponse['kind']>(r: SolverResponse | null, kind: K, asked: string): Extract<SolverResponse, { kind: K }> {
    if (r === null) throw new Error('the solver was stopped');
    if (r.kind === 'error') throw new Error(r.message);
    if (r.kind !== kind) throw new Error(`the solver answered ${r.kind} to a ${asked} request`);
    return r as Extract<SolverResponse, { kind: K }>;
  }
  const dealAnswer = (r: SolverResponse | null): number => answerOf(r, 'deal', 'deal').number;

  /** Answers kept per deal: one request per deal however often it is asked; a failure is asked again. */
  const kept = new Map<string, Promise<unknown>>();
  function keep<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const known = kept.get(key) as Promise<T> | undefined;
    if (known) {
      // the newest use last: the oldest goes first when the map is full
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const asked = ask();
    kept.set(key, asked);
    asked.catch(() => kept.get(key) === asked && kept.delete(key));
    if (kept.size > DEAL_FACTS_KEPT) kept.delete(kept.keys().next().value!);
    return asked;
  }
  /** The lines of New Game's last proofs, by deal, newest last. */
  const proofs = new Map<string, readonly Move[]>();
  const dealKey = (kind: string, d: DealRef): string => `${kind} ${d.game} ${d.deal === null ? `position ${d.position}` : d.deal}`;
  const dealRequest = (d: DealRef) => (d.deal === null ? { game: d.game, deal: null, position: d.position } : { game: d.game, deal: d.deal });

  return {
    async analyse(req) {
      if (analysisId !== 0) drop(analysisId);
      const answer = request((id) => {
        analysisId = id;
        return { id, kind: 'analyse', request: req, ...(sharedStop ? { stop: new Int32Array(new SharedArrayBuffer(4)) } : {}) };
      });
      const r = await answer;
      if (r === null) return null;
      if (analysisId === r.id) analysisId = 0;
      if (r.kind === 'error') return { verdict: 'unknown', positions: 0, error: r.message };
      return r.kind === 'analysis' ? r.analysis : null;
    },
    async winningLine(req) {
      const r = await request((id) => ({ id, kind: 'line', request: req }));
      if (r === null) return { verdict: 'unknown', positions: 0, error: 'the solver was stopped' };
      if (r.kind === 'error') return { verdict: 'unknown', positions: 0, error: r.message };
      if (r.kind !== 'analysis') return { verdict: 'unknown', positions: 0, error: `the solver answered ${r.kind} to a line request` };
      return r.analysis;
    },
    async findWinnableDeal(game, seed, level) {
      const r = await request((id) => ({ id, kind: 'winnable-deal', game, seed, ...(level !== undefined ? { level } : {}) }));
      const number = dealAnswer(r);
      if (r?.kind === 'deal' && r.line !== undefined) {
        proofs.set(`${game} ${number}`, r.line);
        if (proofs.size > PROOFS_KEPT) proofs.delete(proofs.keys().next().value!);
      }
      return number;
    },
    proof(d) {
      return d.deal === null ? undefined : proofs.get(`${d.game} ${d.deal}`);
    },
    rate(d, line) {
      return keep(dealKey('rate', d), async () => {
        const r = await request((id) => ({ id, kind: 'rate', ...dealRequest(d), ...(line !== undefined && d.deal !== null ? { line } : {}) }) as SolverRequest);
        return answerOf(r, 'rating', 'rate').rating;
      });
    },
    par(d) {
      return keep(dealKey('par', d), async () => {
        return answerOf(await request((id) => ({ id, kind: 'par', ...dealRequest(d) })), 'par', 'par').par;
      });
    },
    dailyDeal(game, date) {
      // a date's deal never changes: kept as ratings are
      return keep(`daily ${game} ${date}`, async () => dealAnswer(await request((id) => ({ id, kind: 'daily', game, date }))));
    },
    cancel() {
      if (analysisId !== 0) {
        const id = analysisId;
        analysisId = 0;
        drop(id);
      }
    },
    dispose() {
      disposed = true;
      worker?.terminate();
      worker = null;
      for (const [id, p] of pending) {
        pending.delete(id);
        p.settle(null);
      }
      analysisId = 0;
      kept.clear();
    },
  };
}
