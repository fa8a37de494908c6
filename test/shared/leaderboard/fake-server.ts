// A fake fetch for the leaderboard client: each request is recorded and answered by a handler the
// test writes (or by throwing, as a fetch does with no network).
import type { FetchAnswer, FetchLike, FetchRequest } from '../../../shared/leaderboard/client';
import type { Subscribe } from '../../until';

export interface Asked {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}
export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** A body that is not JSON. */
  readonly text?: string;
}
export type Handler = (asked: Asked) => Reply | 'offline';

/**
 * `asked` holds every request in order; `onAsk` hears each as it is made (test/until.ts waits on it).
 */
export function fakeFetch(api: string, handler: Handler): { fetch: FetchLike; asked: Asked[]; onAsk: Subscribe } {
  const asked: Asked[] = [];
  const listeners = new Set<() => void>();
  const onAsk: Subscribe = (listener) => (listeners.add(listener), () => void listeners.delete(listener));
  const fetch: FetchLike = async (url: string, init: FetchRequest): Promise<FetchAnswer> => {
    if (!url.startsWith(api)) throw new Error(`asked ${url}, not under ${api}`);
    const a: Asked = { method: init.method, path: url.slice(api.length), headers: init.headers, body: init.body === undefined ? undefined : JSON.parse(init.body) };
    asked.push(a);
    for (const l of [...listeners]) l();
    const reply = handler(a);
    if (reply === 'offline') throw new TypeError('fetch failed');
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return { status: reply.status, headers: { get: (name) => headers.get(name.toLowerCase()) ?? null }, body: new Response(reply.text ?? JSON.stringify(reply.body ?? {})).body };
  };
  return { fetch, asked, onAsk };
}

export const RANKED = { score: 1405, moves: 145, seconds: 95, rank: 1, best: true };
export const SECRET = 'XlLEwfpCZQcXBJ8kEoPuwLFXD2dWYPIYGDTC8XjX69Y';

/** A server that does what the README says for a player who registers, takes tickets and sends results. */
export function happyServer(): Handler {
  let tickets = 0;
  return (a) => {
    if (a.method === 'POST' && a.path === '/players') return { status: 201, body: { id: 1, nickname: (a.body as { nickname: string }).nickname, secret: SECRET } };
    if (a.method === 'PATCH' && a.path === '/players/me') return { status: 200, body: { id: 1, nickname: (a.body as { nickname: string }).nickname } };
    if (a.path.endsWith('/tickets')) return { status: 201, body: { ticket: `v1.t${++tickets}`, issuedAt: '2026-12-01T08:00:00.000Z' } };
    if (a.path.endsWith('/results')) return { status: 201, body: RANKED };
    if (a.path.endsWith('/leaderboard')) return { status: 200, body: { game: 'citadel', date: '2026-12-01', entries: [{ rank: 1, nickname: 'Ada', score: 1405, moves: 145, seconds: 95 }], you: null } };
    if (a.path.endsWith('/all-time')) return { status: 200, body: { game: 'citadel', entries: [] } };
    return { status: 404, body: { error: 'not found' } };
  };
}

/**
 * A body of `total` bytes made on demand, `chunk` bytes a read, as a server streams a huge answer:
 * `pulled()` says how many bytes the reader asked for, `cancelled()` whether it hung up.
 */
export function endlessBody(total: number, chunk = 64 * 1024): { body: ReadableStream<Uint8Array>; pulled: () => number; cancelled: () => boolean } {
  let sent = 0;
  let hungUp = false;
  const piece = new Uint8Array(chunk).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk;
      controller.enqueue(piece);
    },
    cancel() {
      hungUp = true;
    },
  }, { highWaterMark: 0 });
  return { body, pulled: () => sent, cancelled: () => hungUp };
}
