// The host's types, each from its schema in shared/ipc/payloads.ts, so a type and its check are one.
import type * as v from 'valibot';
import type {
  exportFileSchema,
  foldedTotalsSchema,
  gameResultSchema,
  hostNoticeSchema,
  resultTotalsSchema,
  settingsSchema,
} from '../ipc/payloads';
import type { ANIMATION_SPEEDS, CARD_BACKS, EXPORT_MIME_TYPES, LANGUAGES, THEMES } from './constants';

export { ANIMATION_SPEEDS, CARD_BACKS, EXPORT_MIME_TYPES, HOST_NOTICE_KINDS, LANGUAGES, THEMES } from './constants';

export type Language = (typeof LANGUAGES)[number];
export type Theme = (typeof THEMES)[number];
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];
export type CardBack = (typeof CARD_BACKS)[number];
export type ExportMimeType = (typeof EXPORT_MIME_TYPES)[number];

export type Settings = Readonly<v.InferOutput<typeof settingsSchema>>;

export const DEFAULT_SETTINGS: Settings = {
  game: 'beleaguered-castle',
  winnableOnly: true,
  autoMoveSafe: false,
  animationSpeed: 'normal',
  fourColour: false,
  cardBack: 'castle',
  theme: 'system',
  language: null,
};

/** One finished (won or abandoned-after-a-move) game: statistics are computed from a list of these. */
export type GameResult = Readonly<v.InferOutput<typeof gameResultSchema>>;

/** What the results folded away at the cap add up to (statistics add them to the results kept). */
export type FoldedTotals = Readonly<v.InferOutput<typeof foldedTotalsSchema>>;
export type ResultTotals = Readonly<v.InferOutput<typeof resultTotalsSchema>>;

/** A message for the player from the host, such as "your statistics file was damaged; a copy was kept". */
export type HostNotice = Readonly<v.InferOutput<typeof hostNoticeSchema>>;

/** A file made in the renderer for the player to keep, saved where the player picks. */
export type ExportFile = Readonly<v.InferOutput<typeof exportFileSchema>>;

/** `saved` false when the player cancelled; `path` where the file went, when the host knows it. */
export interface ExportOutcome {
  readonly saved: boolean;
  readonly path?: string;
}
