import * as v from 'valibot';

// The messages between the server's loop and PGlite's thread (pglite.ts, pglite-thread-main.ts).

export type PgliteRequest =
  | { readonly id: number; readonly op: 'query'; readonly sql: string; readonly params: readonly unknown[] }
  | { readonly id: number; readonly op: 'exec'; readonly sql: string }
  | { readonly id: number; readonly op: 'close' };

/** A statement's failure as it crosses: what classifyError reads (database.ts). */
const failure = v.object({ message: v.string(), code: v.optional(v.string()), constraint: v.optional(v.string()) });

/** The thread's answers: ready once PGlite is open (or why it could not open), then one per request. */
export const pgliteAnswerSchema = v.union([
  v.strictObject({ ready: v.literal(true) }),
  v.strictObject({ ready: v.literal(false), error: failure }),
  v.strictObject({ id: v.number(), rows: v.array(v.unknown()) }),
  v.strictObject({ id: v.number(), done: v.literal(true) }),
  v.strictObject({ id: v.number(), error: failure }),
]);
export type PgliteAnswer = v.InferOutput<typeof pgliteAnswerSchema>;

/** The parts of an error that say what PostgreSQL refused, or why it failed. */
export function failureOf(e: unknown): v.InferOutput<typeof failure> {
  const o = typeof e === 'object' && e !== null ? (e as { code?: unknown; constraint?: unknown }) : {};
  return {
    message: e instanceof Error ? e.message : String(e),
    ...(typeof o.code === 'string' ? { code: o.code } : {}),
    ...(typeof o.constraint === 'string' ? { constraint: o.constraint } : {}),
  };
}
