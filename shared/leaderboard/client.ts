// The leaderboard's HTTP client, pure: it is handed a fetch-like function (Node's or the page's
// global fetch, a fake in tests) and answers every call with a Result. Each answer is read from its
// stream up to MAX_ANSWER_BYTES (shared/schemas/limits.ts, no further), bounded again as JSON and checked with valibot; every failure is a value the caller must look at: no network, the server busy
// (429/503 with its Retry-After), a refusal with the server's one-line reason, or an answer that is
// not what the API documents (server/README.md).
import * as v from 'valibot';
import type { GameId } from '../engine/games';
import { type Result, ok, err } from '../engine/result';
import { parseBoundedJson } from '../ipc/json-scan';
import { LEADERBOARD_ANSWER_LIMITS, MAX_ANSWER_BYTES } from '../schemas/limits';
import { issueText } from '../schemas/validate';
import { type ByteStream, readBoundedText } from './bounded-body';
import { type AllTime, type Board, type LeaderboardError, type Ranked, type Registered, type Ticket, allTimeSchema, boardSchema, errorAnswerSchema, playerSchema, rankedSchema, registeredSchema, ticketSchema } from './answers';

/** The part of a fetch Response the client reads: the body as a stream, never `text()` (unbounded). */
export interface FetchAnswer {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  readonly body: ByteStream | null;
}
export interface FetchRequest {
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly headers: Record<string, string>;
  readonly body?: string;
}
/** The global fetch has this shape; tests pass a fake one. */
export type FetchLike = (url: string, init: FetchRequest) => Promise<FetchAnswer>;

export type { LeaderboardError };

export type Answer<T> = Result<T, LeaderboardError>;

/** The Retry-After the server did not give (or gave in a form we do not read): a short wait. */
export const DEFAULT_RETRY_SECONDS = 30;
/** Waits longer than this are cut to it: a queued result is tried again within the hour. */
export const MAX_RETRY_SECONDS = 3_600;

/** Retry-After in seconds (whole seconds or an HTTP date), within 1 s to MAX_RETRY_SECONDS. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number {
  if (header === null) return DEFAULT_RETRY_SECONDS;
  const text = header.trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : Math.ceil((Date.parse(text) - now) / 1000);
  if (!Number.isFinite(seconds)) return DEFAULT_RETRY_SECONDS;
  return Math.min(MAX_RETRY_SECONDS, Math.max(1, seconds));
}

export interface LeaderboardClient {
  register(nickname: string): Promise<Answer<Registered>>;
  rename(secret: string, nickname: string): Promise<Answer<{ id: number; nickname: string }>>;
  ticket(secret: string, game: GameId, date: string): Promise<Answer<Ticket>>;
  result(secret: string, game: GameId, date: string, ticket: string, moves: string): Promise<Answer<Ranked>>;
  board(secret: string | null, game: GameId, date: string): Promise<Answer<Board>>;
  allTime(secret: string | null, game: GameId): Promise<Answer<AllTime>>;
}

/** A client of the API at `api` (`https://host/api/v1`, or `/api/v1` on the page's own origin). */
export function createLeaderboardClient(api: string, fetch: FetchLike): LeaderboardClient {
  async function call<S extends v.GenericSchema>(method: FetchRequest['method'], path: string, schema: S, secret: string | null, body?: unknown): Promise<Answer<v.InferOutput<S>>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (secret !== null) headers.authorization = `Bearer ${secret}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const unreachable = (why: string): Answer<never> => err({ kind: 'offline', message: `the leaderboard server could not be reached (${why})` });
    let answer: FetchAnswer;
    try {
      answer = await fetch(`${api}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    } catch (e) {
      return unreachable(e instanceof Error ? e.message : String(e));
    }
    const text = await readBoundedText(answer.body, MAX_ANSWER_BYTES, answer.headers.get('content-length'));
    if (!text.ok && text.error.kind === 'failed') return unreachable(text.error.message);
    const json: Result<unknown, string> = text.ok ? parseBoundedJson(text.value, LEADERBOARD_ANSWER_LIMITS) : err(`it is larger than ${MAX_ANSWER_BYTES / 1024} KB`);
    const status = answer.status;
    if (status === 429 || status === 503) {
      return err({ kind: 'busy', status, retryAfter: retryAfterSeconds(answer.headers.get('retry-after')), message: reasonOf(json, status === 429 ? 'too many requests' : 'the server is busy') });
    }
    if (status < 200 || status > 299) return err({ kind: 'refused', status, message: reasonOf(json, `the server answered ${status}`) });
    if (!text.ok) return err({ kind: 'bad-answer', message: `the server's answer is larger than ${MAX_ANSWER_BYTES / 1024} KB: it was not read` });
    if (!json.ok) return err({ kind: 'bad-answer', message: `the server's answer is not JSON (${json.error})` });
    const checked = v.safeParse(schema, json.value);
    if (!checked.success) return err({ kind: 'bad-answer', message: `the server's answer is not as expected (${issueText(checked.issues)})` });
    return ok(checked.output);
  }
  const day = (game: GameId, date: string): string => `/daily/${encodeURIComponent(game)}/${encodeURIComponent(date)}`;
  return {
    register: (nickname) => call('POST', '/players', registeredSchema, null, { nickname }),
    rename: (secret, nickname) => call('PATCH', '/players/me', playerSchema, secret, { nickname }),
    ticket: (secret, game, date) => call('POST', `${day(game, date)}/tickets`, ticketSchema, secret),
    result: (secret, game, date, ticket, moves) => call('POST', `${day(game, date)}/results`, rankedSchema, secret, { ticket, moves }),
    board: (secret, game, date) => call('GET', `${day(game, date)}/leaderboard`, boardSchema, secret),
    allTime: (secret, game) => call('GET', `/games/${encodeURIComponent(game)}/all-time`, allTimeSchema, secret),
  };
}

/** The server's one-line reason (`{ "error" }`), cut to a line, or `fallback`. */
function reasonOf(json: Result<unknown, string>, fallback: string): string {
  if (!json.ok) return fallback;
  const answer = v.safeParse(errorAnswerSchema, json.value);
  return answer.success ? answer.output.error.split('\n')[0]!.slice(0, 300) : fallback;
}
