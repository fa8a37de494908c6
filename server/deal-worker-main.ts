import { parentPort } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { dailyDealNumber } from '../shared/solver/daily';
import { createSolver } from '../shared/solver/solve';
import { isGameId } from '../shared/engine/games';
import { err } from '../shared/engine/result';

// One worker of the deal pool: answers each { game, date } with the day's deal number.

try {
  // on Linux this lowers this thread alone: the event loop's thread keeps its priority
  setPriority(19);
} catch {
  // not allowed here: run at the same priority
}
const solver = createSolver();
parentPort!.on('message', (job: { game: unknown; date: unknown }) => {
  if (!isGameId(job.game) || typeof job.date !== 'string') {
    parentPort!.postMessage(err('not a game and date'));
    return;
  }
  parentPort!.postMessage(dailyDealNumber(job.game, job.date, solver));
});
