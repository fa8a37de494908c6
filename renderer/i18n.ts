import { createI18n, type MessageCompiler, type MessageContext } from 'vue-i18n';
import { enStart } from '../shared/i18n/en';
import { interpolateWith } from '../shared/i18n/interpolate';
import { formatParam } from '../shared/i18n/format-params';
import { pickLanguage } from '../shared/i18n/pick-language';
import type { MessageSchema } from '../shared/i18n/schema';
import type { Language } from '../shared/host/types';

// vue-i18n over the shared catalogues. Composition mode: components call useI18n().t.
// Only English (the fallback) is in the start bundle, and of it only the words the table shows from
// its start (shared/i18n/en.ts); the words only dialogs and panels show (en-dialogs.ts) load with the
// first of them (loadDialogWords). Kiswahili and Svenska are chunks of their own, whole, loaded when
// the settings or the system ask for them (the settings store waits for the catalogue before it
// shows the settings, so no text is painted in a language the player did not choose).

/** The catalogues an instance holds: English always (the fallback; the app's at first its start part), others as loaded. */
export type Catalogues = { readonly en: MessageSchema | typeof enStart } & Partial<Record<Exclude<Language, 'en'>, MessageSchema>>;

/**
 * Messages are plain text with `{name}` placeholders, read as the main process reads them; vue-i18n's
 * own message compiler (its syntax: linked messages, plurals, modifiers) stays out of the bundle
 * (`__INTLIFY_DROP_MESSAGE_COMPILER__`, renderer/vite.bundle-flags.ts). Numbers and dates among the
 * parameters are written as the message's language writes them (shared/i18n/format-params.ts).
 */
const compileMessage: MessageCompiler = (message, context) =>
  typeof message === 'string'
    ? (ctx: MessageContext) => interpolateWith(message, (name) => formatParam(context.locale, name, ctx.named(name)))
    : () => context.key;

/** A vue-i18n instance speaking `lang` from `catalogues`; tests mount components with their own. */
export function createAppI18n(lang: Language = 'en', catalogues: Catalogues = { en: enStart }) {
  if (!catalogues[lang]) throw new Error(`No catalogue for the language "${lang}" was given.`);
  return createI18n<[MessageSchema], Language, false>({
    legacy: false,
    locale: lang,
    fallbackLocale: 'en',
    // vue-i18n takes the catalogues there are; a language without one falls back to English
    messages: { ...catalogues } as Record<Language, MessageSchema>,
    messageCompiler: compileMessage,
    missingWarn: false,
    fallbackWarn: false,
  });
}

/** The app's instance. */
export const i18n = createAppI18n('en');

let dialogWords: Promise<void> | null = null;

/**
 * Merges the English words of the dialogs and panels (shared/i18n/en-dialogs.ts) into the app's
 * instance, once. A chunk that cannot load (a damaged install) is tried again next time.
 */
function loadDialogWords(): Promise<void> {
  dialogWords ??= import('../shared/i18n/en-dialogs').then(
    (m) => i18n.global.mergeLocaleMessage('en', m.enDialogs),
    () => {
      dialogWords = null;
    },
  );
  return dialogWords;
}

/** A lazily loaded dialog or panel's loader that brings its English words with it: none shows as a key. */
export const withDialogWords =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadDialogWords()]).then(([loaded]) => loaded);

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<MessageSchema>> = {
  sw: () => import('../shared/i18n/sw').then((m) => m.sw),
  sv: () => import('../shared/i18n/sv').then((m) => m.sv),
};
const loading = new Map<Language, Promise<boolean>>();

/** The language a choice means: the setting, or the system's when the player has not chosen one. */
export function languageOf(choice: Language | null): Language {
  return choice ?? pickLanguage(typeof navigator !== 'undefined' ? navigator.languages : []);
}

/**
 * Loads the catalogue of `lang` into the app's instance once; true when it is there. A chunk that
 * cannot load (a damaged install) leaves the language out: the words stay in English, the fallback.
 */
export function loadLanguage(lang: Language): Promise<boolean> {
  if (lang === 'en') return Promise.resolve(true);
  let p = loading.get(lang);
  if (!p) {
    p = LOADERS[lang]().then(
      (catalogue) => {
        i18n.global.setLocaleMessage(lang, catalogue);
        return true;
      },
      () => false,
    );
    loading.set(lang, p);
  }
  return p;
}

/** The latest language asked for: a catalogue that arrives after another choice is not shown. */
let wanted: Language = 'en';

/** Speaks the language of `choice`: at once when its catalogue is loaded, else once it is. */
export function applyLanguage(choice: Language | null): void {
  const lang = languageOf(choice);
  wanted = lang;
  const show = (loaded: boolean): void => {
    if (wanted !== lang) return;
    const shown = loaded ? lang : 'en';
    i18n.global.locale.value = shown;
    if (typeof document !== 'undefined') document.documentElement.lang = shown;
  };
  if (lang === 'en' || i18n.global.availableLocales.includes(lang)) show(true);
  else void loadLanguage(lang).then(show);
}
