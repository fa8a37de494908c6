// The saved game as the host's service takes and gives it: checked whole by the format
// (shared/formats/saved-game.ts), as a schema so that it sits in a request.
import { err, ok } from '../engine/result';
import { type SavedGame, validateSavedGame } from '../formats/saved-game';
import { type Validator, checkedBy } from '../schemas/validate';

/** A saved game's shape, fields and syntax, as the host's stores and door check it; replaying is the engine's job. */
export const savedGame: Validator<SavedGame> = (value) => {
  const checked = validateSavedGame(value);
  return checked.ok ? ok(checked.value) : err(`saved game: ${checked.error.message}`);
};

/** A saved game the table sends: its shape, fields and the syntax of its moves and board. */
export const savedGameRequestSchema = checkedBy<SavedGame>(savedGame);

/** The saved game a host gives back (it stored only what passed the request's check). */
export const storedGameSchema = checkedBy<SavedGame>(savedGame);
