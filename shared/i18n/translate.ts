import { en } from './english';
import { sv } from './sv';
import { sw } from './sw';
import type { Language } from '../host/types';
import type { MessageKey, MessageParams } from './keys';
import type { MessageSchema } from './schema';
import { interpolate } from './interpolate';

export const messages: Readonly<Record<Language, MessageSchema>> = { en, sw, sv };

/** The message at a dotted path, or undefined when the path does not lead to a string. */
export function lookup(catalogue: MessageSchema, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export { interpolate } from './interpolate';

/**
 * A plain lookup without vue-i18n, for the Electron main process (native menu, dialogs). Falls back
 * to English, then to the key itself, so a missing message shows as its key instead of nothing.
 */
export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  const message = lookup(messages[lang], key) ?? lookup(en, key) ?? key;
  return interpolate(message, params, lang);
}
