import { Worker } from 'node:worker_threads';
import type { GameId } from '../shared/engine/games';
import * as v from 'valibot';
import { type Result, err } from '../shared/engine/result';
import { issueText } from '../shared/schemas/validate';
import { dealWorkerAnswerSchema } from './deal-worker-messages';

// Worker threads that run the daily-deal search (the solver may take 15 s for one day of a big game),
// so the event loop only posts a job and reads an answer. Each worker lowers its own priority: on a
// busy machine requests come first and the deals of the days ahead wait.

export interface DealPool {
  readonly size: number;
  compute(game: GameId, date: string): Promise<Result<number, string>>;
  close(): Promise<void>;
}

interface Job {
  readonly game: GameId;
  readonly date: string;
  resolve(r: Result<number, string>): void;
}

const WORKER_URL = new URL('./deal-worker.mjs', import.meta.url);

export function dealPool(size = 1): DealPool {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  let closed = false;

  function spawn(): void {
    const worker = new Worker(WORKER_URL);
    worker.unref();
    worker.on('message', (message: unknown) => {
      const job = running.get(worker);
      running.delete(worker);
      const answer = v.safeParse(dealWorkerAnswerSchema, message, { abortEarly: true });
      job?.resolve(answer.success ? answer.output : err(`the deal worker's answer is not one: ${issueText(answer.issues)}`));
      idle.push(worker);
      pump();
    });
    worker.on('error', (e) => {
      const job = running.get(worker);
      running.delete(worker);
      job?.resolve(err(`the deal worker failed: ${e.message}`));
    });
    worker.on('exit', () => {
      running.get(worker)?.resolve(err('the deal worker stopped'));
      running.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      if (!closed) {
        spawn();
        pump();
      }
    });
    idle.push(worker);
  }

  function pump(): void {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      running.set(worker, job);
      worker.postMessage({ game: job.game, date: job.date });
    }
  }

  for (let i = 0; i < size; i++) spawn();
  return {
    size,
    compute(game, date) {
      if (closed) return Promise.resolve(err('the deal pool is closed'));
      return new Promise((resolve) => {
        queue.push({ game, date, resolve });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve(err('the deal pool is closed'));
      await Promise.all([...idle, ...running.keys()].map((w) => w.terminate()));
    },
  };
}
