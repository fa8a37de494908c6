// An answer to a bad request: a 4xx status and a one-line reason the client can show; a 429 or 503
// also says when to ask again.

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** Seconds for Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (reason: string): HttpError => new HttpError(400, reason);
export const unauthorized = (reason: string): HttpError => new HttpError(401, reason);
export const forbidden = (reason: string): HttpError => new HttpError(403, reason);
export const notFound = (reason: string): HttpError => new HttpError(404, reason);
export const conflict = (reason: string): HttpError => new HttpError(409, reason);
export const unprocessable = (reason: string): HttpError => new HttpError(422, reason);
export const tooMany = (seconds: number): HttpError => new HttpError(429, `too many requests: try again in ${seconds} s`, seconds);
