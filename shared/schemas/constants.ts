// The constant lists the host's types and schemas are built from (chessops style: a tuple, then its type).
export const LANGUAGES = ['en', 'sw', 'sv'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export const CARD_BACKS = ['castle', 'plain-blue', 'plain-red'] as const;
/** The cards' size: as large as the game's layout allows in the window, or a fixed width. */
export const CARD_SIZES = ['auto', 'small', 'medium', 'large'] as const;
/** The cloth the cards lie on. */
export const TABLE_COLOURS = ['green', 'blue', 'red', 'grey'] as const;
/** The kinds of file the player can export (the statistics as JSON or CSV). */
export const EXPORT_MIME_TYPES = ['application/json', 'text/csv'] as const;

/**
 * What a notice is about. `corrupt-file`: a file was damaged and set aside whole; `entries-set-aside`:
 * some entries of a file were damaged and kept apart, the rest loaded; `unreadable-file`: a file could
 * not be read; `saved-game-rejected`: a game or result was refused; `write-failed`: a change could not
 * be written (disk full, no permission) and the previous version was kept; `not-saving`: the data
 * folder cannot be written at all, so the game plays on without saving (said once).
 */
export const HOST_NOTICE_KINDS = ['corrupt-file', 'entries-set-aside', 'unreadable-file', 'saved-game-rejected', 'write-failed', 'not-saving'] as const;
