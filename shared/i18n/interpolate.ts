import type { MessageParams } from './keys';
import { formatParam } from './format-params';

// The one message syntax the catalogues use: `{name}` placeholders (test/shared/i18n/catalogues.test.ts
// keeps out `@` and `|`). Shared by the main process's translate and the renderer's vue-i18n compiler,
// so a message reads the same in a native menu and on the table.

/** Replaces `{name}` with value(name); a placeholder without a value stays visible, so it gets noticed. */
export function interpolateWith(message: string, value: (name: string) => unknown): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = value(name);
    return v === undefined || v === null ? whole : String(v);
  });
}

/** Replaces `{name}` with params.name, numbers and dates written as `locale` writes them (format-params.ts). */
export function interpolate(message: string, params?: MessageParams, locale = 'en'): string {
  if (!params) return message;
  return interpolateWith(message, (name) => (Object.hasOwn(params, name) ? formatParam(locale, name, params[name]) : undefined));
}
