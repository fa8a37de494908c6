import type { Queryable } from './db/database';
import { DatabaseRefused } from './db/database';
import { type NewResult, type Recorded, recordResults, vacuumScoreCounts } from './queries';

// Verified results go to the database in batches: the results that reach the writer in one turn of
// the event loop go together (setImmediate: after the requests already read from the sockets, no
// fixed delay), and while `maxInFlight` statements are running, those that arrive wait for one of
// them to return. An idle server sends each result alone; a busy one pays one round trip, one
// statement and one commit for many. (PGlite runs one query at a time: sent at once, every result
// would go alone.) Each result is answered only once its statement has
// committed, so every 201 is in the database; a failed statement fails the results it held.
//
// A batch holds one result per player, game and day (a statement may update a row once), and a key
// in flight is not sent again until its statement returns, so two statements never race for one
// entry: the second sees the first's result and answers the right "best" and rank.

export interface ResultWriter {
  record(result: NewResult): Promise<Recorded>;
}

export interface WriterOptions {
  /** Statements running at once: 1 for PGlite (one query at a time), a few for a pool. */
  readonly maxInFlight: number;
  /** Results in one statement at most. */
  readonly maxBatch: number;
  /** Results this process records between two VACUUMs of the counts per score (queries.ts says why). */
  readonly vacuumEvery?: number;
}

export const VACUUM_EVERY = 1000;

/** A pool: a few statements at once, many results in each. */
export const POOL_BATCHES: WriterOptions = { maxInFlight: 4, maxBatch: 64 };
/** PGlite: one query at a time, on its own thread (db/pglite.ts); batches of 16 took a fifth of the
 * results' rate. */
export const PGLITE_BATCHES: WriterOptions = { maxInFlight: 1, maxBatch: 64 };

interface Waiting {
  readonly result: NewResult;
  readonly key: string;
  resolve(r: Recorded): void;
  reject(e: unknown): void;
}

const keyOf = (r: NewResult): string => `${r.player}|${r.game}|${r.date}`;

export function resultWriter(db: Queryable, options: WriterOptions): ResultWriter {
  let queue: Waiting[] = [];
  const busyKeys = new Set<string>();
  let inFlight = 0;
  let scheduled = false;
  let sinceVacuum = 0;
  let vacuuming = false;

  // upkeep, never in a result's way: one at a time, and a failure waits for the next turn
  function vacuumWhenDue(recorded: number): void {
    sinceVacuum += recorded;
    if (vacuuming || sinceVacuum < (options.vacuumEvery ?? VACUUM_EVERY)) return;
    sinceVacuum = 0;
    vacuuming = true;
    void vacuumScoreCounts(db)
      .catch(() => {})
      .finally(() => (vacuuming = false));
  }

  /** The oldest waiting results whose keys are neither in flight nor already taken, up to maxBatch. */
  function take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const taken = new Set<string>();
    for (const w of queue) {
      if (batch.length < options.maxBatch && !busyKeys.has(w.key) && !taken.has(w.key)) {
        taken.add(w.key);
        batch.push(w);
      } else rest.push(w);
    }
    queue = rest;
    return batch;
  }

  async function write(batch: Waiting[]): Promise<void> {
    let rows: Recorded[];
    try {
      rows = await recordResults(db, batch.map((w) => w.result));
    } catch (e) {
      // a statement refused for what one result holds must not fail the others: each goes alone
      if (e instanceof DatabaseRefused && batch.length > 1) {
        for (const w of batch) await write([w]);
        return;
      }
      for (const w of batch) w.reject(e);
      return;
    }
    batch.forEach((w, i) => w.resolve(rows[i]!));
    vacuumWhenDue(batch.length);
  }

  function pump(): void {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = take();
      if (batch.length === 0) return;
      inFlight++;
      for (const w of batch) busyKeys.add(w.key);
      void write(batch).finally(() => {
        inFlight--;
        for (const w of batch) busyKeys.delete(w.key);
        schedule();
      });
    }
  }

  function schedule(): void {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      pump();
    });
  }

  return {
    record(result) {
      return new Promise<Recorded>((resolve, reject) => {
        queue.push({ result, key: keyOf(result), resolve, reject });
        schedule();
      });
    },
  };
}
