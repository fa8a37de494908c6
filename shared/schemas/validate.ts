// The one way data is checked where it enters: a valibot schema, run through `validator`, which
// answers with a Result whose error names the field that is wrong ("field "deal": ...").
//
// Why valibot: its TypeScript types come from the schema (`v.InferOutput`), so a type and its check
// cannot drift apart; and it is built from small functions a bundler keeps only when used, so the
// browser build pays for the few checks it imports (a few KB), where zod's one large object model
// costs its whole size (about 12 KB gzip for v4) whatever is used. Sizes are never left to a schema:
// every text is bounded and counted first (json-scan.ts), so a schema only walks small values.
import * as v from 'valibot';
import { type Result, ok, err } from '../engine/result';

export type Validator<T> = (value: unknown) => Result<T, string>;

/** A sentence for the first problem valibot found, with the path of the field it is in. */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid value';
  const path = v.getDotPath(issue);
  return path ? `field "${path.slice(0, 80)}": ${issue.message}` : issue.message;
}

/** A schema as a Validator: the value it outputs, or the first problem as a sentence. */
export function validator<S extends v.GenericSchema>(schema: S): Validator<v.InferOutput<S>> {
  return (value) => {
    const checked = v.safeParse(schema, value, { abortEarly: true });
    return checked.success ? ok(checked.output) : err(issueText(checked.issues));
  };
}

/**
 * A check no schema can say (a board's syntax, a replay) as a schema, so that it can sit inside one:
 * its input type is `In`, its output what the check answers, and its error the check's sentence.
 */
export const checkedBy = <In, Out = In>(check: (value: unknown) => Result<Out, string>) =>
  v.pipe(
    v.custom<In>(() => true),
    v.rawTransform<In, Out>(({ dataset, addIssue, NEVER }) => {
      const checked = check(dataset.value);
      if (checked.ok) return checked.value;
      addIssue({ message: checked.error });
      return NEVER;
    }),
  );

/** Only `undefined`: for channels that carry no payload. */
export const nothing: Validator<undefined> = validator(v.undefined('expected no payload'));

/** A plain object (not an array, not a class instance such as a Date or a Map). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An integer from min to max, with a message that says so. */
export const integerIn = (min: number, max: number) =>
  v.pipe(v.number('expected a number'), v.integer('expected an integer'), v.minValue(min, `expected at least ${min}`), v.maxValue(max, `expected at most ${max}`));

/** A string of at most `max` characters. */
export const stringOf = (max: number) => v.pipe(v.string('expected a string'), v.maxLength(max, `expected at most ${max} characters`));

/** One of a constant list, with the list in the message. */
export const oneOf = <const T extends readonly string[]>(list: T) => v.picklist(list, `expected one of ${list.join(', ')}`);
