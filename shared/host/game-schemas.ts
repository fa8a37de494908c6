// The saved game as the host's service takes and gives it, as schemas so that it sits in a request:
// the table sends a SavedGame, and the host behind the door receives a VerifiedGame (checked whole and
// replayed once, shared/formats/saved-game.ts), which nothing inside the host checks again.
import { err, ok } from '../engine/result';
import { type SavedGame, type VerifiedGame, validateSavedGame, verifyGame } from '../formats/saved-game';
import { checkedBy } from '../schemas/validate';

/** A saved game the table sends, verified at the door: fields, syntax, then the replay. */
export const savedGameRequestSchema = checkedBy<SavedGame, VerifiedGame>((value) => {
  const verified = verifyGame(value);
  return verified.ok ? verified : err(`saved game: ${verified.error.message}`);
});

/** The saved game a host gives back: one it verified when it came in. */
export const storedGameSchema = checkedBy<SavedGame>((value) => {
  const checked = validateSavedGame(value);
  return checked.ok ? ok(checked.value) : err(`saved game: ${checked.error.message}`);
});
