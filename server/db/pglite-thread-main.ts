import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { type PgliteAnswer, type PgliteRequest, failureOf } from './pglite-messages';

// PGlite on a thread of its own: a query runs here, so its time is never the server's event loop's
// delay. The server's side (pglite.ts) sends one request at a time in a transaction's order; this
// thread only runs them. The requests come from the server's own code, not from a client.

const port = parentPort!;
const send = (answer: PgliteAnswer): void => port.postMessage(answer);
const { dataDir } = workerData as { readonly dataDir: string | null };

let db: PGlite;
try {
  db = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir);
  send({ ready: true });
} catch (e) {
  send({ ready: false, error: failureOf(e) });
  process.exit(1);
}

port.on('message', (m: PgliteRequest) => {
  void (async () => {
    try {
      if (m.op === 'query') send({ id: m.id, rows: (await db.query(m.sql, m.params as unknown[])).rows });
      else if (m.op === 'exec') send({ id: m.id, done: (await db.exec(m.sql), true) });
      else {
        await db.close();
        send({ id: m.id, done: true });
      }
    } catch (e) {
      send({ id: m.id, error: failureOf(e) });
    }
  })();
});
