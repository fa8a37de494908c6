import * as v from 'valibot';
import { GameRecord } from '../engine/record';
import { clonePosition } from '../engine/position';
import { scorePosition } from '../engine/score';
import { type Result, ok, err } from '../engine/result';
import { MAX_MOVES } from '../schemas/limits';
import { type FormatError, type FormatErrorCode, formatError } from './errors';
import { savedGameSchema } from '../schemas/saved-game';
import { type SavedGame, SAVED_GAME_FORMAT } from './saved-game-types';
import type { HelpUsed } from '../host/types';
import { formatPosition, parsePosition } from './position-text';
import { movesToText, parseMoveList, playMoveText, describeMoveListError } from './move-text';

export { type SavedGame, type SavedGameV1, SAVED_GAME_FORMAT } from './saved-game-types';

/** What to store for a record: its origin, the moves played and those Redo would play again. */
export function savedGameFromRecord(record: GameRecord, elapsedSeconds: number, daily?: string, help?: HelpUsed): SavedGame {
  const o = record.origin;
  const redo = movesToText(record.redoMoves(), record.position);
  const seconds = Number.isFinite(elapsedSeconds) && elapsedSeconds > 0 ? elapsedSeconds : 0;
  const groups = record.groups();
  return {
    format: SAVED_GAME_FORMAT,
    game: o.game,
    deal: o.kind === 'deal' ? o.number : null,
    ...(o.kind === 'position' ? { position: formatPosition(o.position) } : {}),
    moves: movesToText(record.moves(), record.start()),
    ...(redo !== '' ? { redo } : {}),
    elapsedSeconds: seconds,
    ...(daily !== undefined ? { daily } : {}),
    ...(groups.length > 0 ? { groups } : {}),
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

/** The error code of a field whose shape is wrong (the codes the format has always used); '' is the value itself. */
const FIELD_CODES: Readonly<Record<string, FormatErrorCode>> = {
  '': 'bad-json',
  format: 'bad-format-version',
  game: 'unknown-game',
  deal: 'bad-deal-number',
  elapsedSeconds: 'bad-elapsed',
  daily: 'bad-daily',
};

const field = (name: string, expected: string): FormatError => formatError('bad-field', `the saved game's "${name}" must be ${expected}`);

/**
 * Checks an already parsed value strictly: its shape and bounds (the schema), then what only the
 * format's parsers can tell: a position exactly when there is no deal number, and the syntax of the
 * moves and the board. The moves are not replayed here (restoreSavedGame does).
 */
export function validateSavedGame(value: unknown): Result<SavedGame, FormatError> {
  const checked = v.safeParse(savedGameSchema, value, { abortEarly: true });
  if (!checked.success) {
    const issue = checked.issues[0]!;
    const key = v.getDotPath(issue) ?? '';
    const code = Object.hasOwn(FIELD_CODES, key) ? FIELD_CODES[key]! : 'bad-field';
    return err(formatError(code, key === '' ? issue.message : `the saved game's "${key.slice(0, 40)}": ${issue.message}`));
  }
  const saved = checked.output;
  if (saved.deal === null) {
    if (saved.position === undefined) return err(field('position', 'the board text when "deal" is null'));
    const start = parsePosition(saved.position, saved.game);
    if (!start.ok) return err({ ...start.error, message: `the saved game's position: ${start.error.message}` });
  } else if (saved.position !== undefined) return err(field('position', 'absent when "deal" is a number'));
  let count = 0;
  for (const name of ['moves', 'redo'] as const) {
    const text = saved[name];
    if (text === undefined) continue;
    const list = parseMoveList(text);
    if (!list.ok) return err(formatError('bad-move', `the saved game's ${name}: ${list.error.message}`));
    count += list.value.length;
  }
  if (count > MAX_MOVES) return err(formatError('bad-move', `the saved game has ${count} moves, more than the ${MAX_MOVES} allowed`));
  if (saved.groups !== undefined && !isGroupList(saved.groups, count)) {
    return err(field('groups', 'a list of [first move, number of moves] pairs within the moves, in order, each of 2 moves or more'));
  }
  return ok(saved);
}

/** Groups [first, length] of length 2 or more, each after the one before, all within `count` moves. */
function isGroupList(groups: readonly (readonly [number, number])[], count: number): boolean {
  let next = 0;
  for (const [first, length] of groups) {
    if (first < next || length < 2 || first + length > count) return false;
    next = first + length;
  }
  return true;
}

/**
 * Replays a saved game through the engine: the moves, then the redo list, then undoes the redo moves
 * so that Redo plays them again. An illegal move is an error naming it.
 */
export function restoreSavedGame(saved: SavedGame): Result<GameRecord, FormatError> {
  const checked = validateSavedGame(saved);
  return checked.ok ? replay(checked.value) : checked;
}

/** The replay of a saved game whose fields were checked. */
function replay(saved: SavedGame): Result<GameRecord, FormatError> {
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
  for (const [first, length] of saved.groups ?? []) {
    if (!record.joinGroup(first, length)) return err(field('groups', `within the ${played.value + redone.value} moves stored, not [${first}, ${length}]`));
  }
  record.goTo(played.value);
  return ok(record);
}

const REPLAY: unique symbol = Symbol('replay');

/** What the one replay of a verified game found, kept with it so that nothing after it replays the game again. */
export interface Replay {
  readonly won: boolean;
  /** Moves played (not those Redo would play again). */
  readonly moveCount: number;
  /** The score of the position reached, with `seconds` on the clock. */
  score(seconds: number): number;
  /**
   * The replayed game itself, for the table to play on: given once (to the first asker, then null),
   * so that no two owners share it. A game that crossed a process boundary has none: it is replayed there.
   */
  takeRecord(): GameRecord | null;
}

/**
 * A saved game checked whole and replayed through the engine, with what the replay found. Only
 * verifyGame makes one, so code that takes a VerifiedGame (the host behind its door: its results, its
 * stored game) never checks it again. It is a SavedGame still: JSON carries the game, not the replay,
 * and a copy (`{ ...game }`) does not carry it either.
 */
export type VerifiedGame = SavedGame & { readonly [REPLAY]: Replay };

/** The check of a saved game from outside: its fields and syntax, then its replay. The error's code says which failed ('illegal-move': the replay). */
export function verifyGame(value: unknown): Result<VerifiedGame, FormatError> {
  const checked = validateSavedGame(value);
  if (!checked.ok) return checked;
  const replayed = replay(checked.value);
  if (!replayed.ok) return replayed;
  let record: GameRecord | null = replayed.value;
  const start = record.start();
  const end = clonePosition(record.position);
  const facts: Replay = {
    won: record.won,
    moveCount: record.moveCount,
    score: (seconds) => scorePosition(start, end, seconds).total,
    takeRecord: () => {
      const taken = record;
      record = null;
      return taken;
    },
  };
  // not enumerable: a copy made by spreading ({ ...game, moves }) is no longer verified, and says so
  return ok(Object.defineProperty({ ...checked.value }, REPLAY, { value: facts, enumerable: false }) as VerifiedGame);
}

/** What the replay of a verified game found. */
export function replayOf(game: VerifiedGame): Replay {
  const replay = (game as Partial<VerifiedGame>)[REPLAY];
  if (replay === undefined) throw new Error('a copy of a verified game is not verified: verify it again');
  return replay;
}

/** The replayed record a saved game carries when it was verified in this process (and not yet taken), else null. */
export function takeReplayedRecord(game: SavedGame): GameRecord | null {
  return REPLAY in game ? (game as VerifiedGame)[REPLAY].takeRecord() : null;
}
