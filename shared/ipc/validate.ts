// Small hand-written runtime validators for IPC payloads. Each one answers with a Result whose error is
// a sentence naming the field that is wrong, so a rejected message can be logged and understood.
import { type Result, ok, err } from '../engine/result';

export type Validator<T> = (value: unknown) => Result<T, string>;

/** Only `undefined`: for channels that carry no payload. */
export const nothing: Validator<undefined> = (value) =>
  value === undefined ? ok(undefined) : err(`expected no payload, got ${describe(value)}`);

export const boolean: Validator<boolean> = (value) =>
  typeof value === 'boolean' ? ok(value) : err(`expected a boolean, got ${describe(value)}`);

/** A string of bounded length, so a hostile sender cannot make main hold megabytes. */
export const string =
  (maxLength: number): Validator<string> =>
  (value) => {
    if (typeof value !== 'string') return err(`expected a string, got ${describe(value)}`);
    if (value.length > maxLength) return err(`string longer than ${maxLength} characters`);
    return ok(value);
  };

export const integer =
  (min: number, max: number): Validator<number> =>
  (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) return err(`expected an integer, got ${describe(value)}`);
    if (value < min || value > max) return err(`expected an integer from ${min} to ${max}, got ${value}`);
    return ok(value);
  };

export const oneOf =
  <T extends string>(list: readonly T[]): Validator<T> =>
  (value) =>
    typeof value === 'string' && (list as readonly string[]).includes(value)
      ? ok(value as T)
      : err(`expected one of ${list.join(', ')}, got ${describe(value)}`);

export const nullable =
  <T>(inner: Validator<T>): Validator<T | null> =>
  (value) =>
    value === null ? ok(null) : inner(value);

/** A plain object (not an array, not a class instance such as a Date). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

type Fields<T> = { readonly [K in keyof T]-?: Validator<T[K]> };

/**
 * An object with exactly these fields: a missing field, a wrong field or an unknown extra field is an
 * error. Fields listed in `optional` may be absent (but not present with a bad value).
 */
export function object<T>(fields: Fields<T>, optional: readonly (keyof T)[] = []): Validator<T> {
  const names = Object.keys(fields) as (keyof T & string)[];
  return (value) => {
    if (!isPlainObject(value)) return err(`expected an object, got ${describe(value)}`);
    for (const key of Object.keys(value)) {
      if (!Object.prototype.hasOwnProperty.call(fields, key)) return err(`unexpected field "${key.slice(0, 40)}"`);
    }
    const out: Partial<Record<keyof T, unknown>> = {};
    for (const name of names) {
      if (!Object.prototype.hasOwnProperty.call(value, name)) {
        if (optional.includes(name)) continue;
        return err(`missing field "${name}"`);
      }
      const checked = fields[name](value[name]);
      if (!checked.ok) return err(`field "${name}": ${checked.error}`);
      out[name] = checked.value;
    }
    return ok(out as T);
  };
}

/** An array of at most `maxLength` items, each checked. */
export const array =
  <T>(item: Validator<T>, maxLength: number): Validator<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return err(`expected an array, got ${describe(value)}`);
    if (value.length > maxLength) return err(`array longer than ${maxLength} items`);
    const out: T[] = [];
    for (let i = 0; i < value.length; i++) {
      const checked = item(value[i]);
      if (!checked.ok) return err(`item ${i}: ${checked.error}`);
      out.push(checked.value);
    }
    return ok(out);
  };

/** A short description of a value for error messages, safe for any input (even a throwing getter). */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return Number.isNaN(value) ? 'NaN' : `the number ${value}`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}
