/// <reference lib="webworker" />
// The renderer's solver thread: a module Web Worker, a thin shell around the shared handler.
import { handleSolverRequest } from '../../shared/solver/worker-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<unknown>) => {
  scope.postMessage(handleSolverRequest(event.data));
};
