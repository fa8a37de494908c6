import { LANGUAGES, type Language } from '../host/types';

/**
 * The language of a first start: the first of the system's preferred locales (BCP 47 tags such as
 * `sv-SE`, `sw_KE`, `en-US`) whose language we have; English when none is.
 */
export function pickLanguage(systemLocales: readonly string[]): Language {
  for (const locale of systemLocales) {
    const primary = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const found = LANGUAGES.find((lang) => lang === primary);
    if (found) return found;
  }
  return 'en';
}
