import { createI18n } from 'vue-i18n';
import { messages } from '../shared/i18n/translate';
import { pickLanguage } from '../shared/i18n/pick-language';
import type { MessageSchema } from '../shared/i18n/schema';
import type { Language } from '../shared/host/types';

// vue-i18n over the shared catalogues. Composition mode: components call useI18n().t.

/** A vue-i18n instance speaking `lang`, English as the fallback; tests mount components with their own. */
export function createAppI18n(lang: Language = 'en') {
  return createI18n<[MessageSchema], Language, false>({
    legacy: false,
    locale: lang,
    fallbackLocale: 'en',
    messages: { ...messages },
    missingWarn: false,
    fallbackWarn: false,
  });
}

/** The app's instance. */
export const i18n = createAppI18n('en');

/** The language setting, or the system's when the player has not chosen one. */
export function applyLanguage(choice: Language | null): void {
  const lang = choice ?? pickLanguage(typeof navigator !== 'undefined' ? navigator.languages : []);
  i18n.global.locale.value = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
