// The app's words in English, Kiswahili and Svenska, usable anywhere: vue-i18n in the renderer
// (renderer/i18n.ts) and the plain `translate` in the main process.
export { en } from './english';
export { sw } from './sw';
export { sv } from './sv';
export type { MessageSchema } from './schema';
export type { MessageKey, MessageParams } from './keys';
export { messages, translate, lookup, interpolate } from './translate';
export { pickLanguage } from './pick-language';
export { RANK_KEYS, cardNameKeys, type CardNameKeys } from './card-names';
export { LANGUAGES, type Language } from '../host/types';
