// Every bound of what crosses a boundary, written once: the IPC door (electron/main/ipc.ts) and the
// preload, the files and the browser's storage, the leaderboard server and its client all read these
// numbers, so nothing one side accepts can later fail on the other: what the door accepts always
// loads again, and a ticket the server issues is one the client keeps.

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

/** Characters of the reason an error carries back: a worker's (the solver's, the server's deal pool's), a server's answer. */
export const MAX_REASON_CHARS = 2_000;

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

/** Games begun and not yet finished that a host keeps (the oldest is dropped first): a new deal, a restart... */
export const MAX_OPEN_GAMES = 16;
/** Finished ids a host remembers, so a second result gets its true reason ("already recorded"). */
export const MAX_FINISHED_IDS = 256;

// The online leaderboard: its server (server/README.md) and the hosts' client of it.

/** Characters of a daily deal's moves sent to the leaderboard server. */
export const MAX_RESULT_MOVES_CHARS = 12_000;
/** Characters of a ticket: the server issues shorter ones (`v2.KID.PAYLOAD.MAC`) and refuses longer ones. */
export const MAX_TICKET_CHARS = 400;
/** Characters of a player's secret as the server shows it once. */
export const MAX_SECRET_CHARS = 200;
/** Characters of a nickname as a request carries it: long enough for a decomposed name that NFC brings under the rule's limit. */
export const MAX_NICKNAME_REQUEST_CHARS = 200;
/** Characters of a leaderboard server's address in the settings. */
export const MAX_ADDRESS_CHARS = 200;
/** Bytes of a request's body the server reads (413 above). */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024;
/** Bytes of an answer the client reads at most: past them the body is dropped unread (a board of 100 entries is about 8,000 characters). */
export const MAX_ANSWER_BYTES = 64 * 1024;
/** Results a host keeps waiting to be sent: a few days of every game's daily deal (a ticket lasts 24 hours anyway). */
export const MAX_PENDING = 64;
/** Tickets of daily deals begun and not yet won a host keeps: one per game and date, the last few. */
export const MAX_TICKETS = 32;
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
  /** leaderboard.json: the account, the tickets and the waiting results (each with its moves). */
  leaderboard: { maxChars: MAX_PENDING * (MAX_RESULT_MOVES_CHARS + MAX_TICKET_CHARS + 1_100) + MAX_TICKETS * (MAX_TICKET_CHARS + 1_100) + 2_000, maxValues: MAX_PENDING * 8 + MAX_TICKETS * 7 + 20, maxDepth: 4, maxEscapes: 2_000 },
  /** held-games.json: the open games (a position each) and the finished ids. */
  heldGames: { maxChars: MAX_OPEN_GAMES * (MAX_POSITION_CHARS + 300) + MAX_FINISHED_IDS * 40 + 100, maxValues: MAX_OPEN_GAMES * 16 + MAX_FINISHED_IDS + 10, maxDepth: 4, maxEscapes: MAX_OPEN_GAMES * 200 },
} as const satisfies Record<string, JsonLimits>;

/** A leaderboard answer's text (a board of 100 entries is about 8,000 characters), within MAX_ANSWER_BYTES. */
export const LEADERBOARD_ANSWER_LIMITS: JsonLimits = { maxChars: 64_000, maxValues: 2_000, maxDepth: 5, maxEscapes: 8_000 };
