import { createI18n } from 'vue-i18n';
import { messages } from '../shared/i18n/translate';
import { pickLanguage } from '../shared/i18n/pick-language';
import type { Language } from '../shared/host/types';

/** A catalogue as vue-i18n sees it: nested objects of strings. */
interface Catalogue {
  [key: string]: string | Catalogue;
}

// vue-i18n over the shared catalogues. Composition mode: components call useI18n().t.
export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: messages as unknown as Record<Language, Catalogue>,
  missingWarn: false,
  fallbackWarn: false,
});

/** The language setting, or the system's when the player has not chosen one. */
export function applyLanguage(choice: Language | null): void {
  const lang = choice ?? pickLanguage(typeof navigator !== 'undefined' ? navigator.languages : []);
  i18n.global.locale.value = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
