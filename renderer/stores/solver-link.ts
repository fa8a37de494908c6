import type { SessionSolver } from '../session/ports';

/** The part of renderer/solver's client the table uses. */
export type TableSolver = SessionSolver;

// The solver client (a Web Worker) is loaded after the table is on screen, in its own chunk, so it
// never delays the first paint. Where no Worker can start, the table plays on with the verdict
// "not yet known".
let client: Promise<TableSolver | null> | null = null;

/** Tests put a fake solver (or none) in place of the worker. */
export function setSolver(solver: TableSolver | null): void {
  client = Promise.resolve(solver);
}

export function loadSolver(): Promise<TableSolver | null> {
  client ??= import('../solver/solver-client').then(
    (m) => (typeof Worker === 'undefined' ? null : m.createSolverClient()),
    () => null,
  );
  return client;
}
