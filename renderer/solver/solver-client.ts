import { createSolverClientWith, type SolverClient, type SolverClientOptions, type WorkerLike } from '../../shared/solver/services/solver-client-core';

// The table's solver: analyses, winnable deals and daily deals run in a Web Worker, off the UI thread.
export type { SolverClient } from '../../shared/solver/services/solver-client-core';

function spawnWebWorker(): WorkerLike {
  return new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module', name: 'solver' }) as unknown as WorkerLike;
}

/** A client on a fresh Web Worker; `spawn` replaces the worker (tests pass a fake). */
export function createSolverClient(spawn: () => WorkerLike = spawnWebWorker, options: SolverClientOptions = {}): SolverClient {
  return createSolverClientWith(spawn, options);
}
