// The host's types, each from its schema in shared/schemas/host.ts, so a type and its check are one.
import type * as v from 'valibot';
import type {
  exportFileSchema,
  exportOutcomeSchema,
  foldedTotalsSchema,
  gameResultSchema,
  gameStartSchema,
  heldGameSchema,
  hostNoticeSchema,
  resultClaimSchema,
  resultTotalsSchema,
  settingsSchema,
  tableStateSchema,
} from '../schemas/host';
import type { helpUsedSchema } from '../schemas/saved-game';
import type { ANIMATION_SPEEDS, CARD_BACKS, CARD_SIZES, EXPORT_MIME_TYPES, LANGUAGES, TABLE_COLOURS, THEMES } from '../schemas/constants';

export { ANIMATION_SPEEDS, CARD_BACKS, CARD_SIZES, EXPORT_MIME_TYPES, HOST_NOTICE_KINDS, LANGUAGES, TABLE_COLOURS, THEMES } from '../schemas/constants';

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
export type GameStart = Readonly<v.InferOutput<typeof gameStartSchema>>;

/** The game the host holds: the id its result must carry, and the deal (a daily's, as the host found it). */
export type HeldGame = Readonly<v.InferOutput<typeof heldGameSchema>>;

/** What a result carries besides the finished game: the id the host gave it, and the help taken. */
export type ResultClaim = Readonly<v.InferOutput<typeof resultClaimSchema>>;

/** A message for the player from the host, such as "your statistics file was damaged; a copy was kept". */
export type HostNotice = Readonly<v.InferOutput<typeof hostNoticeSchema>>;

/** A file made in the renderer for the player to keep, saved where the player picks. */
export type ExportFile = Readonly<v.InferOutput<typeof exportFileSchema>>;

/** `saved` false when the player cancelled; `path` where the file went, when the host knows it. */
export type ExportOutcome = Readonly<v.InferOutput<typeof exportOutcomeSchema>>;

/** What the renderer tells the host about the game, so the native menu can enable and disable items. */
export type TableState = Readonly<v.InferOutput<typeof tableStateSchema>>;
