// The saved game's shape as a valibot schema (shared/schemas/validate.ts says why valibot): fields, types
// and bounds. What only the format's own parsers can tell (a move list's syntax, a board) is checked
// after it, in saved-game.ts; replaying the moves is the engine's job.
import * as v from 'valibot';
import { GAME_IDS } from '../engine/games';
import { MAX_DEAL_NUMBER } from '../engine/deal';
import { MAX_GROUPS, MAX_HINTS, MAX_MOVES, MAX_MOVES_CHARS, MAX_POSITION_CHARS, MAX_SECONDS } from './limits';
import { integerIn, isPlainObject, oneOf, stringOf } from './validate';
import { isLocalDate } from '../stats/dates';

/** A real calendar date YYYY-MM-DD (2026-02-30 is not one): the one date check of every boundary. */
export const localDateSchema = v.pipe(v.string('expected a date YYYY-MM-DD'), v.maxLength(10, 'expected a date YYYY-MM-DD'), v.check(isLocalDate, 'expected a real date YYYY-MM-DD'));

/** Seconds on a game's clock: finite, from 0 to MAX_SECONDS (a clock of 4e8 s is refused). */
export const secondsSchema = v.pipe(
  v.number('expected a number of seconds'),
  v.finite('expected a finite number of seconds'),
  v.minValue(0, 'expected 0 seconds or more'),
  v.maxValue(MAX_SECONDS, `expected at most ${MAX_SECONDS} seconds`),
);

/** Help the player took during a game. Main cannot check it: it only ever marks a result "with help". */
export const helpUsedSchema = v.strictObject({ hints: integerIn(0, MAX_HINTS), undoToWinnable: v.boolean(), watchedSolver: v.boolean() });

export const savedGameV1Schema = v.strictObject(
  {
    format: v.literal(1, 'expected format 1'),
    game: oneOf(GAME_IDS),
    /** The deal number, or null when the game started from `position`. */
    deal: v.nullable(integerIn(0, MAX_DEAL_NUMBER)),
    /** The starting position in the board text format, when `deal` is null. */
    position: v.exactOptional(stringOf(MAX_POSITION_CHARS)),
    /** Moves played, oldest first, in the move notation (`3h 36 4a`). */
    moves: stringOf(MAX_MOVES_CHARS),
    /** Moves undone that Redo would play again, next first. */
    redo: v.exactOptional(stringOf(MAX_MOVES_CHARS)),
    elapsedSeconds: secondsSchema,
    /** The local date (YYYY-MM-DD) when this is a daily deal. */
    daily: v.exactOptional(localDateSchema),
    /**
     * Moves played as one step (a run): [index of the first, how many], counted over `moves` then
     * `redo`, in order and not overlapping (saved-game.ts checks that). Undo and Redo take each back
     * and play it whole.
     */
    /** The help taken so far (hints, Undo to winnable, Watch the solver); absent when none was. */
    help: v.exactOptional(helpUsedSchema),
    groups: v.exactOptional(v.pipe(v.array(v.tuple([integerIn(0, MAX_MOVES), integerIn(2, MAX_MOVES)])), v.maxLength(MAX_GROUPS))),
  },
  (issue) => `unknown field "${String(issue.input).slice(0, 40)}"`,
);

/** A saved game as it arrives: a JSON object (not an array, not null), then its format-1 fields. */
export const savedGameSchema = v.pipe(v.custom<object>(isPlainObject, 'a saved game must be a JSON object'), savedGameV1Schema);
