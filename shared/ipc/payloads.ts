// Runtime validators for every payload type that crosses the process boundary or is read back from
// disk: settings, table state, menu commands, results and saved games.
import { GAME_IDS, type GameId } from '../engine/games';
import { MAX_DEAL_NUMBER } from '../engine/deal';
import { MAX_SCORE } from '../engine/score';
import { ok, err } from '../engine/result';
import { HOST_COMMANDS, type HostCommand, type TableState } from '../host/host';
import { ANIMATION_SPEEDS, CARD_BACKS, EXPORT_MIME_TYPES, LANGUAGES, THEMES, type ExportFile, type GameResult, type GameStart, type HelpUsed, type HostNotice, type ResultClaim, type Settings } from '../host/types';
import type { SavedGame } from '../formats/saved-game-types';
import { validateSavedGame } from '../formats/saved-game';
import { type Validator, array, boolean, integer, isPlainObject, nullable, object, oneOf, string } from './validate';

export const gameId: Validator<GameId> = oneOf(GAME_IDS);
export const hostCommand: Validator<HostCommand> = oneOf(HOST_COMMANDS);

export const settings: Validator<Settings> = object<Settings>({
  game: gameId,
  winnableOnly: boolean,
  autoMoveSafe: boolean,
  animationSpeed: oneOf(ANIMATION_SPEEDS),
  fourColour: boolean,
  cardBack: oneOf(CARD_BACKS),
  theme: oneOf(THEMES),
  language: nullable(oneOf(LANGUAGES)),
});

export const tableState: Validator<TableState> = object<TableState>({
  canUndo: boolean,
  canRedo: boolean,
  canAutoFinish: boolean,
  game: string(64),
});

/** A local calendar date, YYYY-MM-DD. */
export const localDate: Validator<string> = (value) => {
  const s = string(10)(value);
  if (!s.ok) return s;
  return /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(s.value) ? s : err(`expected a date YYYY-MM-DD, got "${s.value}"`);
};

/** An ISO 8601 timestamp as Date#toISOString writes it. */
export const isoTimestamp: Validator<string> = (value) => {
  const s = string(40)(value);
  if (!s.ok) return s;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(s.value) && !Number.isNaN(Date.parse(s.value))
    ? s
    : err(`expected an ISO 8601 UTC timestamp, got "${s.value.slice(0, 40)}"`);
};

/** Ten years of play: more than any clock should ever show, small enough to be a sane number. */
export const MAX_SECONDS = 10 * 365 * 24 * 3600;

/** More hints than any game has moves: a sane bound for a counter the renderer reports. */
export const MAX_HINTS = 1_000_000;

export const helpUsed: Validator<HelpUsed> = object<HelpUsed>({ hints: integer(0, MAX_HINTS), undoToWinnable: boolean, watchedSolver: boolean });

const onlyTrue: Validator<true> = (value) => (value === true ? ok(true) : err('expected true (or the field absent)'));

export const gameResult: Validator<GameResult> = object<GameResult>(
  {
    game: gameId,
    deal: nullable(integer(0, MAX_DEAL_NUMBER)),
    daily: localDate,
    won: boolean,
    score: integer(0, MAX_SCORE),
    seconds: integer(0, MAX_SECONDS),
    moves: integer(0, 1_000_000),
    finishedAt: isoTimestamp,
    unranked: onlyTrue,
    help: helpUsed,
  },
  ['daily', 'unranked', 'help'],
);

/** The id main gives a game it holds: a UUID, as crypto.randomUUID writes it. */
export const heldGameId: Validator<string> = (value) => {
  const s = string(36)(value);
  if (!s.ok) return s;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(s.value) ? s : err('expected a game id as the host issues them');
};

/** A board in the text format is a few hundred characters; this bound leaves room for comments. */
export const MAX_POSITION_CHARS = 4000;

export const gameStart: Validator<GameStart> = (value) => {
  if (!isPlainObject(value)) return err('expected an object with a "kind"');
  switch (value.kind) {
    case 'deal':
      return object<GameStart & { kind: 'deal' }>({ kind: oneOf(['deal'] as const), game: gameId, number: integer(0, MAX_DEAL_NUMBER) })(value);
    case 'daily':
      return object<GameStart & { kind: 'daily' }>({ kind: oneOf(['daily'] as const), game: gameId, date: localDate })(value);
    case 'position':
      return object<GameStart & { kind: 'position' }>({ kind: oneOf(['position'] as const), game: gameId, position: string(MAX_POSITION_CHARS) })(value);
    default:
      return err('field "kind": expected one of deal, daily, position');
  }
};

export const resultClaim: Validator<ResultClaim> = object<ResultClaim>({ id: heldGameId, help: helpUsed });

/** A statistics file holds at most this many results; older ones would be summarised first. */
export const MAX_RESULTS = 100_000;
export const gameResults: Validator<GameResult[]> = array(gameResult, MAX_RESULTS);

export const hostNotice: Validator<HostNotice> = object<HostNotice>(
  {
    kind: oneOf(['corrupt-file', 'unreadable-file', 'saved-game-rejected'] as const),
    message: string(2000),
    backupPath: string(4096),
  },
  ['backupPath'],
);

/**
 * The longest saved game accepted, in characters of its JSON: a game with thousands of moves and
 * undos stays far below it; a hostile payload of megabytes is refused before it is parsed further.
 */
export const MAX_SAVED_GAME_CHARS = 400_000;

/** A saved game's shape and fields (format, game, deal, moves...); replaying it is the engine's job. */
export const savedGame: Validator<SavedGame> = (value) => {
  const size = roughSize(value, MAX_SAVED_GAME_CHARS);
  if (size > MAX_SAVED_GAME_CHARS) return err(`saved game larger than ${MAX_SAVED_GAME_CHARS} characters`);
  try {
    const checked = validateSavedGame(value);
    return checked.ok ? ok(checked.value) : err(`saved game: ${checked.error.message}`);
  } catch (error) {
    // a value JSON cannot describe (a BigInt, a cyclic object) must still get an answer, not a crash
    return err(`saved game: not a plain JSON value (${error instanceof Error ? error.message : String(error)})`);
  }
};

export interface RecordResultRequest {
  readonly game: SavedGame;
  readonly won: boolean;
  /** The held game's id and the help taken; a request without it is refused by the host. */
  readonly claim?: ResultClaim;
}
export const recordResultRequest: Validator<RecordResultRequest> = object<RecordResultRequest>({ game: savedGame, won: boolean, claim: resultClaim }, ['claim']);

/**
 * The longest export accepted: MAX_RESULTS results as indented JSON (about 250 characters each) fit
 * well below it; a payload beyond it is refused before anything is written.
 */
export const MAX_EXPORT_CHARS = 40_000_000;

/**
 * A file name the save dialog may propose: one plain name, no folder, nothing a file system reads as
 * syntax (separators, drive colons, wildcards, control characters), not `.` or `..`.
 */
export const plainFileName: Validator<string> = (value) => {
  const s = string(255)(value);
  if (!s.ok) return s;
  const name = s.value;
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || /[\\/:*?"<>|\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..' || name.trim() !== name) {
    return err(`expected a plain file name without folders, got "${name.slice(0, 40)}"`);
  }
  return s;
};

export const exportFile: Validator<ExportFile> = object<ExportFile>({
  text: string(MAX_EXPORT_CHARS),
  fileName: plainFileName,
  mimeType: oneOf(EXPORT_MIME_TYPES),
});

/**
 * Characters of the strings in a value, counted up to `limit` and over at most a few levels: enough to
 * refuse an oversized payload cheaply without serialising it.
 */
function roughSize(value: unknown, limit: number, depth = 0): number {
  if (typeof value === 'string') return value.length;
  if (typeof value !== 'object' || value === null || depth > 3) return 8;
  let total = 0;
  for (const [key, inner] of Object.entries(value)) {
    total += key.length + roughSize(inner, limit, depth + 1);
    if (total > limit) break;
  }
  return total;
}
