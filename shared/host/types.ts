// The host's types, each from its schema in shared/ipc/payloads.ts, so a type and its check are one.
import type * as v from 'valibot';
import type {
  exportFileSchema,
  foldedTotalsSchema,
  gameResultSchema,
  helpUsedSchema,
  hostNoticeSchema,
  resultTotalsSchema,
  settingsSchema,
} from '../ipc/payloads';
import type { ANIMATION_SPEEDS, CARD_BACKS, CARD_SIZES, EXPORT_MIME_TYPES, LANGUAGES, TABLE_COLOURS, THEMES } from './constants';
import type { GameId } from '../engine/games';

export { ANIMATION_SPEEDS, CARD_BACKS, CARD_SIZES, EXPORT_MIME_TYPES, HOST_NOTICE_KINDS, LANGUAGES, TABLE_COLOURS, THEMES } from './constants';

export type Language = (typeof LANGUAGES)[number];
export type Theme = (typeof THEMES)[number];
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];
export type CardBack = (typeof CARD_BACKS)[number];
export type CardSize = (typeof CARD_SIZES)[number];
export type TableColour = (typeof TABLE_COLOURS)[number];
export type ExportMimeType = (typeof EXPORT_MIME_TYPES)[number];

export type Settings = Readonly<v.InferOutput<typeof settingsSchema>>;

export const DEFAULT_SETTINGS: Settings = {
  game: 'beleaguered-castle',
  winnableOnly: true,
  dealLevel: null,
  // safe moves to the foundations play by themselves, as most players expect
  autoMoveSafe: true,
  animationSpeed: 'normal',
  fourColour: false,
  cardBack: 'castle',
  cardSize: 'auto',
  largeIndex: false,
  tableColour: 'green',
  sound: true,
  soundVolume: 60,
  confirmAbandon: true,
  welcomeSeen: false,
  theme: 'system',
  language: null,
  leaderboard: { enabled: false, server: null, nickname: null },
};

/** One finished (won or abandoned-after-a-move) game: statistics are computed from a list of these. */
export type GameResult = Readonly<v.InferOutput<typeof gameResultSchema>>;

/** What the results folded away at the cap add up to (statistics add them to the results kept). */
export type FoldedTotals = Readonly<v.InferOutput<typeof foldedTotalsSchema>>;
export type ResultTotals = Readonly<v.InferOutput<typeof resultTotalsSchema>>;

/** Help the player took during a game. Main cannot check it: it only ever marks a result "with help". */
export type HelpUsed = Readonly<v.InferOutput<typeof helpUsedSchema>>;
export const NO_HELP: HelpUsed = { hints: 0, undoToWinnable: false, watchedSolver: false };

/**
 * How a game begins, as the renderer asks the host to hold it: a numbered deal, the daily deal of a
 * date (the host works out its number), or a position that is no numbered deal (played, not ranked).
 */
export type GameStart =
  | { readonly kind: 'deal'; readonly game: GameId; readonly number: number }
  | { readonly kind: 'daily'; readonly game: GameId; readonly date: string }
  | { readonly kind: 'position'; readonly game: GameId; readonly position: string };

/** The game the host holds: the id its result must carry, and the deal (a daily's, as the host found it). */
export interface HeldGame {
  readonly id: string;
  readonly game: GameId;
  readonly deal: number | null;
  readonly daily?: string;
  /** A position that is no numbered deal: its result is kept apart and counts in no statistic. */
  readonly unranked: boolean;
}

/** What a result carries besides the finished game: the id the host gave it, and the help taken. */
export interface ResultClaim {
  readonly id: string;
  readonly help: HelpUsed;
}

/** A message for the player from the host, such as "your statistics file was damaged; a copy was kept". */
export type HostNotice = Readonly<v.InferOutput<typeof hostNoticeSchema>>;

/** A file made in the renderer for the player to keep, saved where the player picks. */
export type ExportFile = Readonly<v.InferOutput<typeof exportFileSchema>>;

/** `saved` false when the player cancelled; `path` where the file went, when the host knows it. */
export interface ExportOutcome {
  readonly saved: boolean;
  readonly path?: string;
}
