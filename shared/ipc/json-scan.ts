// Counting before walking: a JSON text's length, its number of values and its depth, measured by one
// pass that stops at the first limit passed. It runs before JSON.parse, so a hostile text (ten million
// array items, two million keys, a hundred thousand levels of nesting) is refused in the time it takes
// to read up to the limit, never in the time to build it. It checks no syntax: JSON.parse does that,
// on a text already known to be small.
import { type Result, ok, err } from '../engine/result';
import type { JsonLimits } from './limits';

// each pattern starts where the scan stands (sticky) and runs in the regular-expression engine, so
// long runs of spaces, digits or string characters cost no loop turns here
const GAP = /[\s,:]*/y;
const STRING = /"(?:[^"\\]|\\[\s\S])*"/y;
const LITERAL = /[^\s,:\]}[{"]+/y;

/** Why the text is too large, or ok when it is within every limit. */
export function scanJson(text: string, limits: JsonLimits): Result<void, string> {
  if (text.length > limits.maxChars) return err(`the text is ${text.length} characters long, more than the ${limits.maxChars} allowed`);
  let values = 0;
  let depth = 0;
  let i = 0;
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
    } else {
      const pattern = c === 0x22 ? STRING : LITERAL;
      pattern.lastIndex = i;
      if (!pattern.test(text)) return err(c === 0x22 ? 'a string is not closed' : `unexpected character at ${i}`);
      i = pattern.lastIndex;
    }
    if (++values > limits.maxValues) return err(`the text holds more than ${limits.maxValues} values`);
  }
  return ok(undefined);
}

// V8 runs a regular expression in its interpreter first and compiles it after a run or two: a few
// scans at load make a hostile payload meet the compiled code (measured by npm run bench:ipc)
const WARM = `{"a":["${'\\"'.repeat(20_000)}${'x'.repeat(50_000)}",1, {}]}`;
for (let i = 0; i < 4; i++) scanJson(WARM, { maxChars: WARM.length, maxValues: 100, maxDepth: 5 });

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
