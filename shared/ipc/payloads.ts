// The schemas of everything that crosses a boundary: IPC payloads, the files main keeps, the browser's
// storage. Types come from these schemas (shared/host/types.ts), and every bound comes from limits.ts,
// so the IPC door and the loaders accept exactly the same values.
import * as v from 'valibot';
import { GAME_IDS } from '../engine/games';
import { MAX_DEAL_NUMBER } from '../engine/deal';
import { FACE_DOWN_PILES } from '../engine/position';
import { MAX_SCORE } from '../engine/score';
import { ok, err } from '../engine/result';
import { HOST_COMMANDS } from '../host/host';
import { ANIMATION_SPEEDS, CARD_BACKS, CARD_SIZES, EXPORT_MIME_TYPES, HOST_NOTICE_KINDS, LANGUAGES, TABLE_COLOURS, THEMES } from '../host/constants';
import type { SavedGame } from '../formats/saved-game-types';
import { validateSavedGame } from '../formats/saved-game';
import { helpUsedSchema, localDateSchema } from '../formats/saved-game-schema';
import { MAX_EXPORT_CHARS, MAX_FILE_NAME_CHARS, MAX_MOVES, MAX_NOTICE_CHARS, MAX_PATH_CHARS, MAX_POSITION_CHARS, MAX_SECONDS } from './limits';
import { type Validator, integerIn, oneOf, stringOf, validator } from './validate';
import { MAX_ADDRESS_CHARS, checkServerAddress } from '../leaderboard/address';
import { NICKNAME_MAX, nicknameProblem } from '../leaderboard/nickname';

export const gameIdSchema = oneOf(GAME_IDS);
/** A menu command: its id, or Choose Game with the game picked in the menu's list. */
export const hostCommandSchema = v.union([oneOf(HOST_COMMANDS), v.strictObject({ command: v.literal('choose-game'), game: gameIdSchema })]);

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

export const tableStateSchema = v.strictObject({
  canUndo: v.boolean(),
  canRedo: v.boolean(),
  canAutoFinish: v.boolean(),
  won: v.boolean(),
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
export const gameStart: Validator<v.InferOutput<typeof gameStartSchema>> = validator(gameStartSchema);

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
export const leaderboardDay = validator(leaderboardDaySchema);

export const hostCommand = validator(hostCommandSchema);
export const settings = validator(settingsSchema);
export const tableState = validator(tableStateSchema);
export const gameResult = validator(gameResultSchema);
export const hostNotice = validator(hostNoticeSchema);
export const exportFile = validator(exportFileSchema);
export const localDate = validator(localDateSchema);

/** A saved game's shape and fields (format, game, deal, moves...); replaying it is the engine's job. */
export const savedGame: Validator<SavedGame> = (value) => {
  const checked = validateSavedGame(value);
  return checked.ok ? ok(checked.value) : err(`saved game: ${checked.error.message}`);
};

export interface RecordResultRequest {
  readonly game: SavedGame;
  readonly won: boolean;
  /** The held game's id and the help taken; a request without it is refused by the host. */
  readonly claim?: v.InferOutput<typeof resultClaimSchema>;
}
const recordResultShape = validator(v.strictObject({ game: v.unknown(), won: v.boolean(), claim: v.exactOptional(resultClaimSchema) }));
export const recordResultRequest: Validator<RecordResultRequest> = (value) => {
  const shape = recordResultShape(value);
  if (!shape.ok) return shape;
  if (!Object.hasOwn(shape.value, 'game')) return err('missing field "game"');
  const game = savedGame(shape.value.game);
  if (!game.ok) return err(`field "game": ${game.error}`);
  const { claim } = shape.value;
  return ok({ game: game.value, won: shape.value.won, ...(claim !== undefined ? { claim } : {}) });
};
