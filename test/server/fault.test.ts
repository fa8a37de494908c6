import { describe, expect, it } from 'vitest';
import { PG_SKIPPED, newPlayer, sendResult, suiteServer, ticketFor, winningLine } from './harness';

// PostgreSQL stopped under load: the API answers 503 with Retry-After while it is down, recovers by
// itself when it is back, and every result it answered 201 is in the database.

const NOON = '2026-12-01T12:00:00Z';
const DAY = '2026-12-01';
const BC = 'beleaguered-castle' as const;
const WORKERS = 12;
const MAX_REQUESTS = 50_000;

const nonceOf = (ticket: string): string => JSON.parse(Buffer.from(ticket.split('.')[2]!, 'base64url').toString()).n;

describe.skipIf(PG_SKIPPED)('a PostgreSQL outage under load', () => {
  const s = suiteServer('postgres', NOON, false);

  it('answers 503 with Retry-After, recovers, and loses no result it accepted', async () => {
    const players = [];
    for (let i = 0; i < WORKERS; i++) players.push(await newPlayer(s.app, `Player ${i}`));
    const queue: { secret: string; ticket: string; failedBefore: boolean }[] = [];
    for (let round = 0; round < 40; round++) for (const p of players) queue.push({ secret: p.secret, ticket: await ticketFor(s.app, p.secret, BC, DAY), failedBefore: false });
    s.clock.advance(90_000);
    const moves = winningLine(BC, DAY);

    const accepted: string[] = [];
    const counts = { created: 0, unavailable: 0, createdAfterRestart: 0, requests: 0 };
    const statuses = new Set<number>();
    let phase: 'up' | 'down' | 'back' = 'up';
    const waiters: { when: () => boolean; resolve: () => void }[] = [];
    const wake = () => {
      for (const w of [...waiters]) {
        if (!w.when()) continue;
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    };
    const until = (when: () => boolean) => new Promise<void>((resolve) => (when() ? resolve() : waiters.push({ when, resolve })));
    let failure: string | null = null;

    async function worker(): Promise<void> {
      while (queue.length > 0 && counts.requests < MAX_REQUESTS && failure === null) {
        const job = queue.shift()!;
        counts.requests++;
        const r = await sendResult(s.app, job.secret, BC, DAY, { ticket: job.ticket, moves });
        statuses.add(r.statusCode);
        if (r.statusCode === 201) {
          accepted.push(nonceOf(job.ticket));
          counts.created++;
          if (phase === 'back') counts.createdAfterRestart++;
        } else if (r.statusCode === 503) {
          counts.unavailable++;
          if (!(Number(r.headers['retry-after']) > 0)) failure = `503 without Retry-After: ${JSON.stringify(r.headers)}`;
          // a waiting result goes again later, as the s.app's queue sends it
          queue.push({ ...job, failedBefore: true });
        } else if (!(r.statusCode === 409 && job.failedBefore)) {
          // 409 is right only for a ticket whose earlier answer was lost with the connection
          failure = `unexpected ${r.statusCode}: ${r.body}`;
        }
        wake();
      }
      wake();
    }

    const done = Promise.all(Array.from({ length: WORKERS }, worker));
    const ended = () => failure !== null || queue.length === 0 || counts.requests >= MAX_REQUESTS;
    await until(() => counts.created >= 40 || ended());
    phase = 'down';
    s.engine.cluster!.stop();
    await until(() => counts.unavailable >= 30 || ended());
    s.engine.cluster!.start();
    phase = 'back';
    await until(() => counts.createdAfterRestart >= 40 || ended());
    await done;

    expect(failure).toBeNull();
    expect(counts.unavailable).toBeGreaterThanOrEqual(30);
    expect(counts.createdAfterRestart).toBeGreaterThanOrEqual(40);
    expect([...statuses].filter((s) => s !== 201 && s !== 503 && s !== 409)).toEqual([]);
    const stored = new Set((await s.engine.db.query<{ nonce: string }>('SELECT nonce FROM results')).map((r) => r.nonce));
    expect(accepted.filter((n) => !stored.has(n))).toEqual([]);
    expect(accepted.length).toBe(counts.created);
  });
});
