import { messages } from '../../shared/i18n/translate';
import { createAppI18n as createWith } from '../../renderer/i18n';
import type { Language } from '../../shared/host/types';

/** A vue-i18n instance speaking `lang`, every catalogue at hand (the app loads all but English lazily). */
export function createAppI18n(lang: Language = 'en') {
  return createWith(lang, messages);
}
