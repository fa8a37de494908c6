// Counting before walking: a JSON text's length, its number of values and its depth, measured by one
// pass that stops at the first limit passed. It runs before JSON.parse, so a hostile text (ten million
// array items, two million keys, a hundred thousand levels of nesting) is refused in the time it takes
// to read up to the limit, never in the time to build it. It checks no syntax: JSON.parse does that,
// on a text already known to be small.
import { type Result, ok, err } from '../engine/result';
import type { JsonLimits } from '../schemas/limits';

// each pattern starts where the scan stands (sticky) and is one character class, which the
// regular-expression engine runs as a tight loop: long runs of spaces or digits cost no turns here
const GAP = /[\s,:]*/y;
const LITERAL = /[^\s,:\]}[{"]+/y;

/**
 * The index just past the string that opens at `start`, or -1 when it is not closed or holds more
 * escapes than `maxEscapes`. indexOf jumps over plain runs; only escapes cost a turn of the loop.
 */
function stringEnd(text: string, start: number, maxEscapes: { left: number }): number {
  let from = start + 1;
  let quote = -1;
  let backslash = -1;
  for (;;) {
    if (quote < from) {
      quote = text.indexOf('"', from);
      if (quote < 0) return -1;
    }
    if (backslash < from) {
      backslash = text.indexOf('\\', from);
      if (backslash < 0) backslash = Number.POSITIVE_INFINITY;
    }
    if (backslash > quote) return quote + 1;
    if (--maxEscapes.left < 0) return -2;
    from = backslash + 2;
  }
}

/** Why the text is too large, or ok when it is within every limit. */
export function scanJson(text: string, limits: JsonLimits): Result<void, string> {
  if (text.length > limits.maxChars) return err(`the text is ${text.length} characters long, more than the ${limits.maxChars} allowed`);
  let values = 0;
  let depth = 0;
  let i = 0;
  const escapes = { left: limits.maxEscapes };
  while (i < text.length) {
    GAP.lastIndex = i;
    GAP.test(text);
    i = GAP.lastIndex;
    if (i >= text.length) break;
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      // { or [
      if (++depth > limits.maxDepth) return err(`the values nest deeper than ${limits.maxDepth} levels`);
      i++;
    } else if (c === 0x7d || c === 0x5d) {
      // } or ]
      depth--;
      i++;
      continue;
    } else if (c === 0x22) {
      const end = stringEnd(text, i, escapes);
      if (end === -2) return err(`the strings hold more than ${limits.maxEscapes} escape sequences`);
      if (end < 0) return err('a string is not closed');
      i = end;
    } else {
      LITERAL.lastIndex = i;
      if (!LITERAL.test(text)) return err(`unexpected character at ${i}`);
      i = LITERAL.lastIndex;
    }
    if (++values > limits.maxValues) return err(`the text holds more than ${limits.maxValues} values`);
  }
  return ok(undefined);
}

/** Scans, then parses: the value of a JSON text within the limits, or why it is refused. */
export function parseBoundedJson(text: string, limits: JsonLimits): Result<unknown, string> {
  const scanned = scanJson(text, limits);
  if (!scanned.ok) return scanned;
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return err(`not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}
