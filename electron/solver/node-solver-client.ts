import { Worker } from 'node:worker_threads';
import { createSolverClientWith, type SolverClient, type WorkerLike } from '../../shared/solver/services/solver-client-core';
import type { SolverResponse } from '../../shared/solver/services/worker-protocol';

// The solver client on Node worker threads. `script` is the thread's entry: the built solver-thread.js,
// or solver-thread-source.mjs (which registers tsx) when running from the TypeScript sources.

export interface NodeSolverOptions {
  readonly script: URL;
  readonly execArgv?: string[];
}

export function nodeSolverWorker(options: NodeSolverOptions): WorkerLike {
  const thread = new Worker(options.script, { execArgv: options.execArgv ?? [] });
  const like: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage: (msg) => thread.postMessage(msg),
    terminate: () => void thread.terminate(),
  };
  thread.on('message', (data: SolverResponse) => like.onmessage?.({ data }));
  thread.on('error', (e) => like.onerror?.(e));
  return like;
}

/** The entry of the thread when running from the TypeScript sources (tests, `tsx`). */
export const SOURCE_THREAD = new URL('./solver-thread-source.mjs', import.meta.url);

export function createNodeSolverClient(options: NodeSolverOptions = { script: SOURCE_THREAD }): SolverClient {
  return createSolverClientWith(() => nodeSolverWorker(options));
}
