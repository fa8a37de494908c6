import type { SessionSolver } from '../session/ports';
import type { SolverClient } from '../../shared/solver/services/solver-client-core';
import type { DealSolver } from '../session/deal-facts';
import { browserScheduler } from '../session/scheduler';

/** The part of renderer/solver's client the table uses; `proof` passes New Game's proofs on to the
 * deal's rating in the other worker (deal-facts.ts). */
export type TableSolver = SessionSolver & Partial<Pick<SolverClient, 'proof'>>;
export type { DealSolver } from '../session/deal-facts';

// The solver client (a Web Worker) is loaded after the table is on screen, in its own chunk, so it
// never delays the first paint. Where no Worker can start, the table plays on with the verdict
// "not yet known".
let client: Promise<TableSolver | null> | null = null;
// The deal's facts (difficulty, par, the daily calendar's levels) have a worker of their own: par
// searches for up to two seconds, and the table's verdict after each move must not wait behind it.
let dealClient: Promise<DealSolver | null> | null = null;

/** Tests put a fake solver (or none) in place of the worker. */
export function setSolver(solver: TableSolver | null): void {
  client = Promise.resolve(solver);
}

/** Tests put a fake deal solver (or none) in place of the second worker. */
export function setDealSolver(solver: DealSolver | null): void {
  dealClient = Promise.resolve(solver);
}

const startClient = (): Promise<ReturnType<typeof import('../solver/solver-client').createSolverClient> | null> =>
  import('../solver/solver-client').then(
    (m) => (typeof Worker === 'undefined' ? null : m.createSolverClient()),
    () => null,
  );

export function loadSolver(): Promise<TableSolver | null> {
  client ??= startClient();
  return client;
}

/** The second worker starts once the page is idle (within a second): the table is interactive first. */
const pageIdle = (): Promise<void> => new Promise((resolve) => void browserScheduler.idle(resolve, 1000));

export function loadDealSolver(): Promise<DealSolver | null> {
  dealClient ??= pageIdle().then(startClient);
  return dealClient;
}
