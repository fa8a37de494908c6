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
