import * as v from 'valibot';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/host/types';
import { settingsSchema } from '../../shared/schemas/host';
import { isPlainObject } from '../../shared/schemas/validate';

export interface ReadSettings {
  readonly settings: Settings;
  /** False when a value was damaged (not an object, a field of a wrong kind): the caller keeps it aside and says so. */
  readonly whole: boolean;
}

/**
 * Settings read from storage, each field checked by its schema in the one settings schema
 * (shared/schemas/host.ts). As the desktop's migration of an older file does, a missing field takes
 * its default and a field no longer known is dropped, without a word; a field of a wrong kind takes
 * its default too, and then the value is reported damaged, so one bad field never costs the rest.
 */
export function readSettings(raw: unknown): ReadSettings {
  if (!isPlainObject(raw)) return { settings: DEFAULT_SETTINGS, whole: false };
  const kept: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  let whole = true;
  for (const [key, schema] of Object.entries(settingsSchema.entries)) {
    if (!Object.hasOwn(raw, key)) continue;
    const field = v.safeParse(schema, raw[key]);
    if (field.success) kept[key] = field.output;
    else whole = false;
  }
  return { settings: v.parse(settingsSchema, kept), whole };
}

/** Settings from anywhere, each bad field at its default (what readSettings keeps). */
export const sanitizeSettings = (raw: unknown): Settings => readSettings(raw).settings;
