// The host's domain as schemas: settings, results and their totals, notices, exports, how a game
// begins and the game the host holds. Types come from these schemas (shared/host/types.ts), every
// bound from limits.ts; nothing here knows a transport (IPC, storage, HTTP), so every door checks with
// the same schemas and accepts exactly the same values. Depends on the engine and leaf rules alone.
import * as v from 'valibot';
import { GAME_IDS } from '../engine/games';
import { MAX_DEAL_NUMBER } from '../engine/deal';
import { FACE_DOWN_PILES } from '../engine/position';
import { MAX_SCORE } from '../engine/score';
import { COMMAND_IDS } from '../commands/ids';
import { ANIMATION_SPEEDS, CARD_BACKS, CARD_SIZES, EXPORT_MIME_TYPES, HOST_NOTICE_KINDS, LANGUAGES, TABLE_COLOURS, THEMES } from './constants';
import { helpUsedSchema, localDateSchema } from './saved-game';
import { MAX_ADDRESS_CHARS, MAX_EXPORT_CHARS, MAX_FILE_NAME_CHARS, MAX_MOVES, MAX_NOTICE_CHARS, MAX_PATH_CHARS, MAX_POSITION_CHARS, MAX_SECONDS } from './limits';
import { integerIn, oneOf, stringOf, validator } from './validate';
import { checkServerAddress } from '../leaderboard/address';
import { NICKNAME_MAX, nicknameProblem } from '../leaderboard/nickname';

export const gameIdSchema = oneOf(GAME_IDS);
/** A command from outside the table (the native menu and its accelerators): any command of shared/commands, or Choose Game with the game picked in the menu's list. */
export const hostCommandSchema = v.union([oneOf(COMMAND_IDS), v.strictObject({ command: v.literal('choose-game'), game: gameIdSchema })]);

/** A leaderboard server's address as the settings keep it: https (http only to this machine), in one form. */
export const serverAddressSchema = v.pipe(
  stringOf(MAX_ADDRESS_CHARS),
  v.check(
    (s) => {
      const checked = checkServerAddress(s);
      return checked.ok && checked.value === s;
    },
    (issue) => {
      const checked = checkServerAddress(String(issue.input));
      return checked.ok ? `expected the address written as ${checked.value}` : checked.error;
    },
  ),
);

/** A nickname by the server's rule (shared/leaderboard/nickname.ts); 24 code points are at most 48 UTF-16 units. */
export const nicknameSchema = v.pipe(
  stringOf(NICKNAME_MAX * 2),
  v.check(
    (s) => nicknameProblem(s) === null,
    (issue) => nicknameProblem(String(issue.input)) ?? 'expected a nickname',
  ),
);

/**
 * The online leaderboard: off until the player turns it on (nothing is sent before). The browser
 * build served by the leaderboard server needs no address (it calls its own origin).
 */
export const leaderboardSettingsSchema = v.pipe(
  v.strictObject({ enabled: v.boolean(), server: v.nullable(serverAddressSchema), nickname: v.nullable(nicknameSchema) }),
  v.check((l) => !l.enabled || l.nickname !== null, 'the leaderboard needs a nickname to be turned on'),
);

export const settingsSchema = v.strictObject({
  game: gameIdSchema,
  winnableOnly: v.boolean(),
  /** With winnableOnly, New Game deals a deal of this difficulty level (1-5); null: any winnable deal. Absent in files from before it: null. */
  dealLevel: v.optional(v.nullable(v.picklist([1, 2, 3, 4, 5] as const, 'expected a level from 1 to 5')), null),
  autoMoveSafe: v.boolean(),
  animationSpeed: oneOf(ANIMATION_SPEEDS),
  fourColour: v.boolean(),
  cardBack: oneOf(CARD_BACKS),
  // the settings below came later: a file from before them loads with their defaults
  cardSize: v.optional(oneOf(CARD_SIZES), 'auto'),
  /** A card face with large corner indices, for readability. */
  largeIndex: v.optional(v.boolean(), false),
  tableColour: v.optional(oneOf(TABLE_COLOURS), 'green'),
  sound: v.optional(v.boolean(), true),
  /** Sound effects' volume, 0 to 100. */
  soundVolume: v.optional(integerIn(0, 100), 60),
  /** Ask before a command abandons a game in progress (it counts as a loss). */
  confirmAbandon: v.optional(v.boolean(), true),
  /** The first start's welcome has been shown. */
  welcomeSeen: v.optional(v.boolean(), false),
  theme: oneOf(THEMES),
  /** null until chosen: then the system's language is used. */
  language: v.nullable(oneOf(LANGUAGES)),
  leaderboard: leaderboardSettingsSchema,
});

/** What the renderer tells the host about the game, so the native menu can enable and disable items. */
export const tableStateSchema = v.strictObject({
  canUndo: v.boolean(),
  canRedo: v.boolean(),
  canAutoFinish: v.boolean(),
  /** The game is won: nothing is left to hint or to watch. */
  won: v.boolean(),
  /** A pile whose cards lie face down (the solver would see them): no hint, no watching the solver. */
  faceDown: oneOf(FACE_DOWN_PILES),
});

/** An ISO 8601 UTC timestamp as Date#toISOString writes it, of a real instant. */
export const isoTimestampSchema = v.pipe(
  stringOf(40),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, 'expected an ISO 8601 UTC timestamp'),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'expected a real instant'),
);

export { helpUsedSchema };

/** One finished (won or abandoned-after-a-move) game: statistics are computed from a list of these. */
export const gameResultSchema = v.strictObject({
  game: gameIdSchema,
  deal: v.nullable(integerIn(0, MAX_DEAL_NUMBER)),
  /** Local date YYYY-MM-DD of the daily deal played, if it was one. */
  daily: v.exactOptional(localDateSchema),
  won: v.boolean(),
  score: integerIn(0, MAX_SCORE),
  seconds: integerIn(0, MAX_SECONDS),
  moves: integerIn(0, MAX_MOVES),
  /** When it ended, ISO 8601. */
  finishedAt: isoTimestampSchema,
  /** Set when the game began from a position that is no numbered deal: kept, counted nowhere. */
  unranked: v.exactOptional(v.literal(true)),
  /** The help the player took, as the renderer reported it (absent in results from before it was kept). */
  help: v.exactOptional(helpUsedSchema),
});

/** The id main gives a game it holds: a UUID, as crypto.randomUUID writes it. */
export const heldGameIdSchema = v.pipe(
  stringOf(36),
  v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'expected a game id as the host issues them'),
);

/**
 * How a game begins, as the renderer asks the host to hold it: a numbered deal, the daily deal of a
 * date (the host works out its number), or a position that is no numbered deal (played, not ranked).
 */
export const gameStartSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('deal'), game: gameIdSchema, number: integerIn(0, MAX_DEAL_NUMBER) }),
  v.strictObject({ kind: v.literal('daily'), game: gameIdSchema, date: localDateSchema }),
  v.strictObject({ kind: v.literal('position'), game: gameIdSchema, position: stringOf(MAX_POSITION_CHARS) }),
]);

/** The game the host holds: the id its result must carry, and the deal (a daily's, as the host found it). */
export const heldGameSchema = v.strictObject({
  id: heldGameIdSchema,
  game: gameIdSchema,
  deal: v.nullable(integerIn(0, MAX_DEAL_NUMBER)),
  daily: v.exactOptional(localDateSchema),
  /** A position that is no numbered deal: its result is kept apart and counts in no statistic. */
  unranked: v.boolean(),
});

/** What a result carries besides the finished game: the id the host gave it, and the help taken. */
export const resultClaimSchema = v.strictObject({ id: heldGameIdSchema, help: helpUsedSchema });

/** A message for the player from the host, such as "your statistics file was damaged; a copy was kept". */
export const hostNoticeSchema = v.strictObject({
  kind: oneOf(HOST_NOTICE_KINDS),
  message: stringOf(MAX_NOTICE_CHARS),
  /** Where the damaged file (or the entries set aside) was kept, when it was. */
  backupPath: v.exactOptional(stringOf(MAX_PATH_CHARS)),
});

/**
 * A file name the save dialog may propose: one plain name, no folder, nothing a file system reads as
 * syntax (separators, drive colons, wildcards, control characters), not `.` or `..`.
 */
export const plainFileNameSchema = v.pipe(
  stringOf(MAX_FILE_NAME_CHARS),
  v.check(
    // eslint-disable-next-line no-control-regex
    (name) => name.length > 0 && !/[\\/:*?"<>|\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..' && name.trim() === name,
    'expected a plain file name without folders',
  ),
);

/** A file made in the renderer for the player to keep, saved where the player picks. */
export const exportFileSchema = v.strictObject({
  text: stringOf(MAX_EXPORT_CHARS),
  /** A plain name the save dialog proposes, without any folder. */
  fileName: plainFileNameSchema,
  mimeType: oneOf(EXPORT_MIME_TYPES),
});

/** `saved` false when the player cancelled; `path` where the file went, when the host knows it. */
export const exportOutcomeSchema = v.strictObject({ saved: v.boolean(), path: v.exactOptional(stringOf(MAX_PATH_CHARS)) });

/** Totals of the results folded away at the cap, for one game or for all (electron/main/results-fold.ts). */
export const foldedTotalsSchema = v.strictObject({
  played: integerIn(0, Number.MAX_SAFE_INTEGER),
  won: integerIn(0, Number.MAX_SAFE_INTEGER),
  /** Wins without a hint, Undo to winnable or Watch the solver. */
  wonWithoutHelp: integerIn(0, Number.MAX_SAFE_INTEGER),
  bestScore: v.nullable(integerIn(0, MAX_SCORE)),
  fastestWin: v.nullable(integerIn(0, MAX_SECONDS)),
  /** Sums for the averages: seconds of the won games, moves of all games. */
  winSeconds: integerIn(0, Number.MAX_SAFE_INTEGER),
  moves: integerIn(0, Number.MAX_SAFE_INTEGER),
  /** Moves of the won games; absent in totals folded before it was kept (their wins' moves are unknown). */
  winMoves: v.exactOptional(integerIn(0, Number.MAX_SAFE_INTEGER)),
  /** Wins in a row at the end of the folded games (a run the games kept go on with), the longest run. */
  streak: integerIn(0, Number.MAX_SAFE_INTEGER),
  bestStreak: integerIn(0, Number.MAX_SAFE_INTEGER),
});

export const resultTotalsSchema = v.strictObject({
  /**
   * How many of the results kept (the earliest, in time order) are in the streaks of the totals
   * already: top-ten games kept in the list among those folded. Statistics go on after them.
   */
  inStreak: integerIn(0, Number.MAX_SAFE_INTEGER),
  all: foldedTotalsSchema,
  byGame: v.record(gameIdSchema, foldedTotalsSchema),
});

/** A leaderboard request for one day of one game (a ticket, a board). */
export const leaderboardDaySchema = v.strictObject({ game: gameIdSchema, date: localDateSchema });

export const settings = validator(settingsSchema);
export const gameResult = validator(gameResultSchema);
export const localDate = validator(localDateSchema);
