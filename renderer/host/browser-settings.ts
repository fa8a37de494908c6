import * as v from 'valibot';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/host/types';
import { settingsSchema } from '../../shared/ipc/payloads';
import { isPlainObject } from '../../shared/ipc/validate';

export interface ReadSettings {
  readonly settings: Settings;
  /** False when the value was not valid settings whole: then the caller keeps it aside and says so. */
  readonly whole: boolean;
}

/**
 * Settings read from storage, checked by the one settings schema (shared/ipc/payloads.ts). When the
 * whole does not pass, each field that passes its own schema is kept and the others take their
 * defaults, so one bad field never costs the player the rest.
 */
export function readSettings(raw: unknown): ReadSettings {
  const whole = v.safeParse(settingsSchema, raw);
  if (whole.success) return { settings: whole.output, whole: true };
  const o = isPlainObject(raw) ? raw : {};
  const kept: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, schema] of Object.entries(settingsSchema.entries)) {
    if (!Object.hasOwn(o, key)) continue;
    const field = v.safeParse(schema, o[key]);
    if (field.success) kept[key] = field.output;
  }
  return { settings: v.parse(settingsSchema, kept), whole: false };
}

/** Settings from anywhere, each bad field at its default (what readSettings keeps). */
export const sanitizeSettings = (raw: unknown): Settings => readSettings(raw).settings;
