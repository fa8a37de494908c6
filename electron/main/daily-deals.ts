// The daily deal as main works it out: never on main's own thread (a Castle Mount day takes the solver
// seconds, and main's loop answers every IPC call and the window's menus). A solver worker thread
// (electron/solver) is started when a daily deal is asked for, and ended once no request waits for
// it, so main holds no solver between the few daily deals of a day. HeldGames keeps each answer.
import { err, ok } from '../../shared/engine/result';
import type { DailyDealOf } from '../../shared/host/held-games';
import type { SolverClient } from '../../shared/solver/services/solver-client-core';

/** What main needs of a solver client: the day's deal, and ending its worker. */
export type DailySolver = Pick<SolverClient, 'dailyDeal' | 'dispose'>;

export interface WorkerDailyDeals {
  readonly dailyDeal: DailyDealOf;
  /** Ends the worker (the app is quitting); later requests are refused. */
  dispose(): void;
}

/** Daily deals from solver workers that `spawn` starts (electron/solver/node-solver-client.ts). */
export function workerDailyDeals(spawn: () => DailySolver): WorkerDailyDeals {
  let solver: DailySolver | null = null;
  let waiting = 0;
  let closed = false;
  const dailyDeal: DailyDealOf = async (game, date) => {
    if (closed) return err('the app is closing');
    const mine = (solver ??= spawn());
    waiting++;
    try {
      return ok(await mine.dailyDeal(game, date));
    } catch (e) {
      return err(e instanceof Error ? e.message : String(e));
    } finally {
      // the last answer ends the worker: its thread and its solver's memory go with it
      if (--waiting === 0 && solver === mine) {
        solver = null;
        mine.dispose();
      }
    }
  };
  return {
    dailyDeal,
    dispose() {
      closed = true;
      solver?.dispose();
      solver = null;
    },
  };
}

/** Where no worker was given (a host service opened for a test): a daily deal is refused, never computed here. */
export const NO_DAILY_DEALS: DailyDealOf = async () => err('no solver thread is running to work out the daily deal');
