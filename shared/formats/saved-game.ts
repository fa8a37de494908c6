import { type GameId, isGameId } from '../engine/games';
import { isDealNumber } from '../engine/deal';
import { GameRecord } from '../engine/record';
import { type Result, ok, err } from '../engine/result';
import { type FormatError, formatError } from './errors';
import { type SavedGame, SAVED_GAME_FORMAT } from './saved-game-types';
import type { HelpUsed } from '../host/types';
import { formatPosition, parsePosition } from './position-text';
import { movesToText, parseMoveList, playMoveText, describeMoveListError } from './move-text';

export { type SavedGame, type SavedGameV1, SAVED_GAME_FORMAT } from './saved-game-types';

const KEYS = new Set(['format', 'game', 'deal', 'position', 'moves', 'redo', 'elapsedSeconds', 'daily', 'help']);
const DAILY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What to store for a record: its origin, the moves played and those Redo would play again. */
export function savedGameFromRecord(record: GameRecord, elapsedSeconds: number, daily?: string, help?: HelpUsed): SavedGame {
  const o = record.origin;
  const redo = movesToText(record.redoMoves());
  const seconds = Number.isFinite(elapsedSeconds) && elapsedSeconds > 0 ? elapsedSeconds : 0;
  return {
    format: SAVED_GAME_FORMAT,
    game: o.game,
    deal: o.kind === 'deal' ? o.number : null,
    ...(o.kind === 'position' ? { position: formatPosition(o.position) } : {}),
    moves: movesToText(record.moves()),
    ...(redo !== '' ? { redo } : {}),
    elapsedSeconds: seconds,
    ...(daily !== undefined ? { daily } : {}),
    ...(help !== undefined && (help.hints > 0 || help.undoToWinnable || help.watchedSolver) ? { help } : {}),
  };
}

export function serializeSavedGame(saved: SavedGame): string {
  return JSON.stringify(saved, null, 2) + '\n';
}

export function parseSavedGame(json: string): Result<SavedGame, FormatError> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return err(formatError('bad-json', `the saved game is not JSON (${e instanceof Error ? e.message : String(e)})`));
  }
  return validateSavedGame(value);
}

const field = (name: string, expected: string): FormatError => formatError('bad-field', `the saved game's "${name}" must be ${expected}`);

/** Checks an already parsed value strictly: its shape, its types, and the syntax of its moves and position. */
export function validateSavedGame(value: unknown): Result<SavedGame, FormatError> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err(formatError('bad-json', 'a saved game must be a JSON object'));
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) if (!KEYS.has(key)) return err(formatError('bad-field', `the saved game has an unknown field "${key}"`));
  if (v.format !== SAVED_GAME_FORMAT) return err(formatError('bad-format-version', `the saved game's format is ${JSON.stringify(v.format) ?? 'missing'}, but this version reads format ${SAVED_GAME_FORMAT}`));
  if (!isGameId(v.game)) return err(formatError('unknown-game', `the saved game names an unknown game ${JSON.stringify(v.game) ?? '(none)'}`));
  const game: GameId = v.game;
  if (v.deal !== null && !isDealNumber(v.deal)) return err(formatError('bad-deal-number', `the saved game's deal ${JSON.stringify(v.deal) ?? '(none)'} is neither null nor a 32-bit unsigned integer`));
  if (v.deal === null) {
    if (typeof v.position !== 'string') return err(field('position', 'the board text when "deal" is null'));
    const start = parsePosition(v.position, game);
    if (!start.ok) return err({ ...start.error, message: `the saved game's position: ${start.error.message}` });
  } else if (v.position !== undefined) return err(field('position', 'absent when "deal" is a number'));
  if (typeof v.moves !== 'string') return err(field('moves', 'a string of moves such as "3h 36"'));
  if (v.redo !== undefined && typeof v.redo !== 'string') return err(field('redo', 'a string of moves such as "3h 36"'));
  for (const name of ['moves', 'redo'] as const) {
    const text = v[name];
    if (typeof text !== 'string') continue;
    const list = parseMoveList(text);
    if (!list.ok) return err(formatError('bad-move', `the saved game's ${name}: ${list.error.message}`));
  }
  const s = v.elapsedSeconds;
  if (typeof s !== 'number' || !Number.isFinite(s) || s < 0) return err(formatError('bad-elapsed', `the saved game's elapsedSeconds must be a finite number of seconds, 0 or more, not ${JSON.stringify(s) ?? 'missing'}`));
  if (v.daily !== undefined && (typeof v.daily !== 'string' || !DAILY.test(v.daily))) return err(formatError('bad-daily', `the saved game's daily date ${JSON.stringify(v.daily)} is not a date YYYY-MM-DD`));
  if (v.help !== undefined && !isHelp(v.help)) return err(field('help', 'an object { hints: a whole number 0 or more, undoToWinnable: true or false, watchedSolver: true or false }'));
  const saved: SavedGame = {
    format: SAVED_GAME_FORMAT,
    game,
    deal: v.deal,
    ...(typeof v.position === 'string' ? { position: v.position } : {}),
    moves: v.moves,
    ...(typeof v.redo === 'string' ? { redo: v.redo } : {}),
    elapsedSeconds: s,
    ...(typeof v.daily === 'string' ? { daily: v.daily } : {}),
    ...(isHelp(v.help) ? { help: { hints: v.help.hints, undoToWinnable: v.help.undoToWinnable, watchedSolver: v.help.watchedSolver } } : {}),
  };
  return ok(saved);
}

function isHelp(h: unknown): h is HelpUsed {
  if (typeof h !== 'object' || h === null || Array.isArray(h)) return false;
  const o = h as Record<string, unknown>;
  return (
    Object.keys(o).every((k) => k === 'hints' || k === 'undoToWinnable' || k === 'watchedSolver') &&
    Number.isSafeInteger(o.hints) &&
    (o.hints as number) >= 0 &&
    typeof o.undoToWinnable === 'boolean' &&
    typeof o.watchedSolver === 'boolean'
  );
}

/**
 * Replays a saved game through the engine: the moves, then the redo list, then undoes the redo moves
 * so that Redo plays them again. An illegal move is an error naming it.
 */
export function restoreSavedGame(saved: SavedGame): Result<GameRecord, FormatError> {
  const checked = validateSavedGame(saved);
  if (!checked.ok) return checked;
  let record: GameRecord;
  if (saved.deal === null) {
    const start = parsePosition(saved.position ?? '', saved.game);
    if (!start.ok) return start;
    record = new GameRecord({ kind: 'position', game: saved.game, position: start.value });
  } else {
    record = GameRecord.fromDeal(saved.game, saved.deal);
  }
  const played = playMoveText(record, saved.moves);
  if (!played.ok) return err(formatError('illegal-move', `the saved game's ${describeMoveListError(played.error)}`));
  const redone = playMoveText(record, saved.redo ?? '');
  if (!redone.ok) return err(formatError('illegal-move', `the saved game's redo ${describeMoveListError(redone.error)}`));
  for (let i = 0; i < redone.value; i++) record.undo();
  return ok(record);
}
