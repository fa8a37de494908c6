// The messages between the deal pool (deal-pool.ts) and its workers (deal-worker-main.ts), as valibot
// schemas built of the shared ones. A worker is a boundary both ways, as the solver's is: a job is
// checked before any search starts, an answer before the server serves its number.
import * as v from 'valibot';
import { MAX_DEAL_NUMBER } from '../shared/engine/deal';
import { GAME_IDS } from '../shared/engine/games';
import { MAX_REASON_CHARS } from '../shared/schemas/limits';
import { localDateSchema } from '../shared/schemas/saved-game';
import { integerIn, oneOf, stringOf } from '../shared/schemas/validate';

/** A job: the daily deal of this game on this date. */
export const dealJobSchema = v.strictObject({ game: oneOf(GAME_IDS), date: localDateSchema });

/** An answer: the day's deal number, or why there is none. */
export const dealWorkerAnswerSchema = v.variant('ok', [
  v.strictObject({ ok: v.literal(true), value: integerIn(0, MAX_DEAL_NUMBER) }),
  v.strictObject({ ok: v.literal(false), error: stringOf(MAX_REASON_CHARS) }),
]);
