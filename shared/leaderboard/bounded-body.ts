// Reading an answer's body with a ceiling: chunk by chunk from its stream, so an answer larger than
// the ceiling is cut off once the ceiling is passed (the rest is never read, nor held in memory),
// where `Response.text()` would first read it whole, however large.
import { type Result, err, ok } from '../engine/result';

/** One read of a byte stream (the shape of a WHATWG ReadableStream reader's answer). */
export interface ByteChunk {
  readonly done: boolean;
  readonly value?: Uint8Array | undefined;
}
export interface ByteReader {
  read(): Promise<ByteChunk>;
  cancel(reason?: unknown): Promise<void>;
}
/** The part of a fetch body (a ReadableStream of bytes, in the browser and in Node) that is read. */
export interface ByteStream {
  getReader(): ByteReader;
}

// the WHATWG decoder is global in browsers and in Node alike; shared/ compiles without either's types
declare const TextDecoder: new (label?: string) => { decode(input?: Uint8Array, options?: { stream?: boolean }): string };

/** Why a body was not read. */
export type BodyError = { readonly kind: 'too-large'; readonly limit: number } | { readonly kind: 'failed'; readonly message: string };

/**
 * The body as text (UTF-8), or `too-large` as soon as more than `maxBytes` arrived, or as soon as
 * the declared Content-Length says so (then nothing is read). A missing body reads as ''.
 */
export async function readBoundedText(body: ByteStream | null, maxBytes: number, declaredLength: string | null = null): Promise<Result<string, BodyError>> {
  if (body === null) return ok('');
  const reader = body.getReader();
  // a declared length over the ceiling is believed: nothing is read
  const declared = declaredLength === null ? NaN : Number(declaredLength);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await reader.cancel('the answer is too large').catch(() => undefined);
    return err({ kind: 'too-large', limit: maxBytes });
  }
  const decoder = new TextDecoder('utf-8');
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      const value = chunk.value ?? new Uint8Array(0);
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        // the stream is closed here: the connection stops, and nothing more is held
        await reader.cancel('the answer is too large').catch(() => undefined);
        return err({ kind: 'too-large', limit: maxBytes });
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (e) {
    return err({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
  }
  return ok(text + decoder.decode());
}
