// The solver as a Node worker thread (CLI, main process, tests): a thin shell around the shared handler.
import { parentPort } from 'node:worker_threads';
import { handleSolverRequest } from '../../shared/solver/worker-protocol';

parentPort?.on('message', (msg: unknown) => {
  parentPort?.postMessage(handleSolverRequest(msg));
});
