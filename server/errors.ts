import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { DatabaseUnavailable } from './db/database';

// One place maps every error to a status and a one-line reason `{ "error": "..." }`. Bad input is
// always a 4xx; a database that cannot answer is a 503 with Retry-After, so clients (and the app's
// queue of waiting results) try again; a 500 is left only for a bug.

export const RETRY_AFTER_SECONDS = 2;

const oneLine = (s: string): string => {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
};

const FRAMEWORK_REASONS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'the body is larger than the server accepts'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'send the body as application/json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'the body is empty but says it is JSON'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'the body is not valid JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'the Content-Length does not match the body'],
  FST_ERR_BAD_URL: [400, 'the URL is not well-formed (a bad percent-escape)'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'the request cannot be routed'],
};

/** The answer to a request the HTTP parser refused (no route ran): still `{ "error" }`. */
export function clientErrorAnswer(code: string | undefined): { status: number; reason: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, reason: 'the request headers are larger than the server accepts' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'the request took too long to arrive' };
  return { status: 400, reason: 'the request is not well-formed HTTP' };
}

export function describeError(error: unknown): { status: number; reason: string; retryAfter?: number } {
  if (error instanceof HttpError) return { status: error.statusCode, reason: oneLine(error.message), ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }) };
  if (error instanceof DatabaseUnavailable) return { status: 503, reason: 'the leaderboard database is not answering: try again shortly' };
  const e = error as Partial<FastifyError>;
  if (e.validation) return { status: 400, reason: oneLine(e.message ?? 'the request does not match its schema') };
  const known = e.code ? FRAMEWORK_REASONS[e.code] : undefined;
  if (known) return { status: known[0], reason: known[1] };
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) return { status: e.statusCode, reason: oneLine(e.message ?? 'bad request') };
  return { status: 500, reason: 'internal error' };
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, reason, retryAfter } = describeError(error);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  else if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  if (status >= 500) request.log.error({ err: error }, reason);
  return reply.code(status).send({ error: reason });
}
