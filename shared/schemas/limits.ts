// Every bound of the contract, written once. The IPC door (electron/main/ipc.ts), the preload, the
// file loaders (electron/main/data-files.ts, settings) and the browser host all read these numbers, so
// nothing the door accepts can later fail to load, and nothing a loader keeps could not pass the door.

/** Ten years of play: more than any clock should show, small enough to keep scores and sums exact. */
export const MAX_SECONDS = 10 * 365 * 24 * 3600;

/** Moves in one saved game, played and redo together: a long game has a few hundred. */
export const MAX_MOVES = 20_000;

/** Characters of a moves string: MAX_MOVES moves of at most 6 characters ("36:7S" names its card) with a space between. */
export const MAX_MOVES_CHARS = MAX_MOVES * 7;

/** More hints than any game has moves: a sane bound for a counter the renderer reports. */
export const MAX_HINTS = 1_000_000;

/** Runs played as one step in a saved game: each is two moves or more. */
export const MAX_GROUPS = MAX_MOVES / 2;
/** Characters and JSON values of a saved game's groups: `[12345,12],` is at most 13 characters and 3 values. */
const GROUPS_CHARS = MAX_GROUPS * 13;
const GROUPS_VALUES = MAX_GROUPS * 3;

/** Characters of a starting position in the board text format (9 to 13 rows of at most 52 cards). */
export const MAX_POSITION_CHARS = 4_000;

/** Results kept one by one; older ones are folded into per-game totals (electron/main/results-fold.ts). */
export const MAX_RESULTS = 10_000;

/** Characters of one notice's message and of the path it names. */
export const MAX_NOTICE_CHARS = 2_000;
export const MAX_PATH_CHARS = 4_096;

/**
 * The longest export accepted: MAX_RESULTS results as indented JSON (about 250 characters each) fit
 * below it; anything larger is refused before it is parsed.
 */
export const MAX_EXPORT_CHARS = 4_000_000;

/** Characters of a file name the save dialog may propose (what file systems allow). */
export const MAX_FILE_NAME_CHARS = 255;

/** Characters of a daily deal's moves sent to the leaderboard server (its limit, server/README.md). */
export const MAX_RESULT_MOVES_CHARS = 12_000;
/** Characters of the reason a won daily deal was not taken by the leaderboard (its server's one line, cut). */
export const MAX_OUTCOME_MESSAGE_CHARS = 500;


/**
 * The shape of any JSON the app reads from outside (an IPC payload, a file, browser storage): its
 * length in characters, how many values it holds and how deep they nest. These are counted by a
 * bounded scan of the text (shared/ipc/json-scan.ts) that stops at the first limit passed, before
 * JSON.parse or a schema walks anything.
 */
export interface JsonLimits {
  readonly maxChars: number;
  /** Values (objects, arrays, strings, numbers, booleans, nulls) in the whole document. */
  readonly maxValues: number;
  readonly maxDepth: number;
  /**
   * Escape sequences (`\"`, `\n`...) in its strings: the scan jumps over plain text, but takes a
   * step for each escape, so they are bounded too (an export written as JSON has one in about 8
   * characters; a string of nothing but escapes is refused).
   */
  readonly maxEscapes: number;
}

const escapesIn = (maxChars: number): number => Math.ceil(maxChars / 8);

/** One IPC payload: the largest (a result request, a saved game inside it) has about 20 values. */
const payload = (maxChars: number, maxValues = 200): JsonLimits => ({ maxChars, maxValues, maxDepth: 6, maxEscapes: escapesIn(maxChars) });

/** A saved game as JSON: its moves, redo and position strings and a few short fields. */
export const SAVED_GAME_CHARS = 2 * MAX_MOVES_CHARS + MAX_POSITION_CHARS + GROUPS_CHARS + 1_000;

export const PAYLOAD_LIMITS = {
  none: payload(0),
  savedGame: payload(SAVED_GAME_CHARS, 200 + GROUPS_VALUES),
  recordResult: payload(SAVED_GAME_CHARS + 400, 200 + GROUPS_VALUES),
  beginGame: payload(MAX_POSITION_CHARS + 200),
  settings: payload(2_000),
  tableState: payload(500),
  exportFile: payload(MAX_EXPORT_CHARS + 1_000),
  command: payload(100),
  notice: payload(MAX_NOTICE_CHARS + MAX_PATH_CHARS + 200),
  /** A game and a date (a board). */
  leaderboardDay: payload(200),
  /** What became of a daily deal won: a game, a date, a rank or a reason (shared/leaderboard/outcome.ts). */
  leaderboardOutcome: payload(2 * MAX_OUTCOME_MESSAGE_CHARS + 300),
} as const satisfies Record<string, JsonLimits>;

/**
 * Results a stored file may hold when read: the cap of earlier versions (which kept every result up
 * to 100,000), so a file they wrote is read whole and then folded down to MAX_RESULTS.
 */
export const MAX_RESULTS_READ = 100_000;
/** Values in one stored result as the scan counts them: 9 fields, unranked, and help's object of 3. */
const RESULT_VALUES = 26;
/** Values in the folded totals: 10 totals (all games and each game) of 9 names and values. */
const TOTALS_VALUES = 300;

export const FILE_LIMITS = {
  /** results.json: results of at most 300 characters each, and the folded totals. */
  results: { maxChars: MAX_RESULTS_READ * 300, maxValues: MAX_RESULTS_READ * RESULT_VALUES + TOTALS_VALUES, maxDepth: 6, maxEscapes: escapesIn(MAX_RESULTS_READ * 300) },
  savedGame: { maxChars: SAVED_GAME_CHARS + 100, maxValues: 40 + GROUPS_VALUES, maxDepth: 6, maxEscapes: escapesIn(SAVED_GAME_CHARS) },
  settings: { maxChars: 4_000, maxValues: 80, maxDepth: 4, maxEscapes: 500 },
  windowState: { maxChars: 1_000, maxValues: 20, maxDepth: 4, maxEscapes: 100 },
  /** held-games.json: at most 16 open games (a position each) and 256 finished ids. */
  /** leaderboard.json: the account, at most 32 tickets and 64 waiting results (moves of 12,000 characters). */
  leaderboard: { maxChars: 64 * (MAX_RESULT_MOVES_CHARS + 1_500) + 32 * 1_500 + 2_000, maxValues: 64 * 8 + 32 * 7 + 20, maxDepth: 4, maxEscapes: 2_000 },
  heldGames: { maxChars: 16 * (MAX_POSITION_CHARS + 300) + 256 * 40 + 100, maxValues: 16 * 16 + 256 + 10, maxDepth: 4, maxEscapes: 16 * 200 },
} as const satisfies Record<string, JsonLimits>;
