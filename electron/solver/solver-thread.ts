// The solver as a Node worker thread (CLI, main process, tests): a thin shell around the shared handler.
import { parentPort } from 'node:worker_threads';
import { handleSolverRequest } from '../../shared/solver/services/worker-protocol';
import { createSolver } from '../../shared/solver/api/solve';

// this thread's solver: its table and stacks serve every request
const solver = createSolver();

parentPort?.on('message', (msg: unknown) => {
  parentPort?.postMessage(handleSolverRequest(msg, solver));
});
