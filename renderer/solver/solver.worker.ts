/// <reference lib="webworker" />
// The renderer's solver thread: a module Web Worker, a thin shell around the shared handler.
import { handleSolverRequest } from '../../shared/solver/services/worker-protocol';
import { createSolver } from '../../shared/solver/api/solve';

const scope = self as unknown as DedicatedWorkerGlobalScope;
// this thread's solver: its table and stacks serve every request
const solver = createSolver();
scope.onmessage = (event: MessageEvent<unknown>) => {
  scope.postMessage(handleSolverRequest(event.data, solver));
};
