import type { GameId } from '../engine/games';

export const LANGUAGES = ['en', 'sw', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];
export const CARD_BACKS = ['castle', 'plain-blue', 'plain-red'] as const;
export type CardBack = (typeof CARD_BACKS)[number];

export interface Settings {
  readonly game: GameId;
  readonly winnableOnly: boolean;
  readonly autoMoveSafe: boolean;
  readonly animationSpeed: AnimationSpeed;
  readonly fourColour: boolean;
  readonly cardBack: CardBack;
  readonly theme: Theme;
  /** null until chosen: then the system's language is used. */
  readonly language: Language | null;
}

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
export interface GameResult {
  readonly game: GameId;
  readonly deal: number | null;
  /** Local date YYYY-MM-DD of the daily deal played, if it was one. */
  readonly daily?: string;
  readonly won: boolean;
  readonly score: number;
  readonly seconds: number;
  readonly moves: number;
  /** When it ended, ISO 8601. */
  readonly finishedAt: string;
  /** Set when the game began from a position that is no numbered deal: kept, counted nowhere. */
  readonly unranked?: true;
  /** The help the player took, as the renderer reported it (absent in results from before it was kept). */
  readonly help?: HelpUsed;
}

/** Help the player took during a game. Main cannot check it: it only ever marks a result "with help". */
export interface HelpUsed {
  readonly hints: number;
  readonly undoToWinnable: boolean;
  readonly watchedSolver: boolean;
}
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
export interface HostNotice {
  readonly kind: 'corrupt-file' | 'unreadable-file' | 'saved-game-rejected';
  readonly message: string;
  /** Where the damaged file was kept, when one was. */
  readonly backupPath?: string;
}

/** The kinds of file the player can export (the statistics as JSON or CSV). */
export const EXPORT_MIME_TYPES = ['application/json', 'text/csv'] as const;
export type ExportMimeType = (typeof EXPORT_MIME_TYPES)[number];

/** A file made in the renderer for the player to keep, saved where the player picks. */
export interface ExportFile {
  readonly text: string;
  /** A plain name the save dialog proposes, without any folder. */
  readonly fileName: string;
  readonly mimeType: ExportMimeType;
}

/** `saved` false when the player cancelled; `path` where the file went, when the host knows it. */
export interface ExportOutcome {
  readonly saved: boolean;
  readonly path?: string;
}
