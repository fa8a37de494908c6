import { isGameId } from '../../shared/engine/games';
import {
  ANIMATION_SPEEDS,
  CARD_BACKS,
  DEFAULT_SETTINGS,
  LANGUAGES,
  THEMES,
  type Settings,
} from '../../shared/host/types';

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback;
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** Settings read from anywhere (storage, a caller): every field checked, a bad one falls back to its default. */
export function sanitizeSettings(raw: unknown): Settings {
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_SETTINGS;
  return {
    game: isGameId(o.game) ? o.game : d.game,
    winnableOnly: bool(o.winnableOnly, d.winnableOnly),
    autoMoveSafe: bool(o.autoMoveSafe, d.autoMoveSafe),
    animationSpeed: oneOf(ANIMATION_SPEEDS, o.animationSpeed, d.animationSpeed),
    fourColour: bool(o.fourColour, d.fourColour),
    cardBack: oneOf(CARD_BACKS, o.cardBack, d.cardBack),
    theme: oneOf(THEMES, o.theme, d.theme),
    language: o.language === null ? null : LANGUAGES.includes(o.language as never) ? (o.language as Settings['language']) : d.language,
  };
}
