import { parentPort } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { dailyDealNumber } from '../shared/solver/services/daily';
import { createSolver } from '../shared/solver/api/solve';
import * as v from 'valibot';
import { err } from '../shared/engine/result';
import { issueText } from '../shared/schemas/validate';
import { dealJobSchema } from './deal-worker-messages';

// One worker of the deal pool: answers each { game, date } with the day's deal number.

try {
  // on Linux this lowers this thread alone: the event loop's thread keeps its priority
  setPriority(19);
} catch {
  // not allowed here: run at the same priority
}
const solver = createSolver();
parentPort!.on('message', (message: unknown) => {
  const job = v.safeParse(dealJobSchema, message, { abortEarly: true });
  if (!job.success) {
    parentPort!.postMessage(err(`not a game and date: ${issueText(job.issues)}`));
    return;
  }
  parentPort!.postMessage(dailyDealNumber(job.output.game, job.output.date, solver));
});
