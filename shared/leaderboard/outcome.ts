// What became of a won daily deal on the online leaderboard, as the host tells the table (main over
// IPC, the browser host in the page): being sent, ranked, waiting to be sent again, not sent because
// help was taken, or refused with the server's reason. The end-of-game panel shows it.
import * as v from 'valibot';
import { GAME_IDS } from '../engine/games';
import { localDateSchema } from '../schemas/saved-game';
import { MAX_OUTCOME_MESSAGE_CHARS } from '../schemas/limits';
import { integerIn, oneOf, stringOf, validator } from '../schemas/validate';

const day = { game: oneOf(GAME_IDS), date: localDateSchema };

export const dailyOutcomeSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('sending'), ...day }),
  v.strictObject({ kind: v.literal('ranked'), ...day, rank: integerIn(1, Number.MAX_SAFE_INTEGER), best: v.boolean() }),
  /** Offline, or the server busy: the host sends it again by itself. */
  v.strictObject({ kind: v.literal('queued'), ...day }),
  /** A win with help: the solver's work is not the player's, so it was not sent. */
  v.strictObject({ kind: v.literal('withHelp'), ...day }),
  v.strictObject({ kind: v.literal('failed'), ...day, message: stringOf(MAX_OUTCOME_MESSAGE_CHARS) }),
]);

export type DailyOutcome = v.InferOutput<typeof dailyOutcomeSchema>;
export const dailyOutcome = validator(dailyOutcomeSchema);
