// How a request travels from the preload to main: as one JSON text (or nothing). Main then knows a
// payload's size from its length alone, before it parses or walks anything, and what it parses is
// always made of plain objects and arrays. Anything else arriving (an object, a typed array, two
// arguments) is refused at once, whatever its size.
import { type Result, err } from '../engine/result';
import type { ChannelSpec } from './contract';
import { parseBoundedJson } from './json-scan';

/** The request as the preload sends it: JSON text, or no argument for channels without a payload. */
export function toWire(value: unknown): string[] {
  return value === undefined ? [] : [JSON.stringify(value)];
}

/** The arguments of one message back into a checked payload, or why they are refused. */
export function fromWire<T>(spec: ChannelSpec<T>, args: readonly unknown[]): Result<T, string> {
  if (args.length > 1) return err(`expected at most one argument, got ${args.length}`);
  const text = args[0];
  if (text === undefined) return spec.payload(undefined);
  if (typeof text !== 'string') return err(`expected the payload as JSON text, got ${text === null ? 'null' : Array.isArray(text) ? 'an array' : typeof text}`);
  const parsed = parseBoundedJson(text, spec.limits);
  if (!parsed.ok) return err(`the payload is refused: ${parsed.error}`);
  return spec.payload(parsed.value);
}
