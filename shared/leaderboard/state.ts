// What a host keeps for the leaderboard (main in a versioned file, the browser in its storage): the
// player's account on a server (the secret is shown once by the server, so it is kept here), the
// tickets of daily deals begun, and the results waiting to be sent.
import * as v from 'valibot';
import { GAME_IDS } from '../engine/games';
import { localDateSchema } from '../schemas/saved-game';
import { MAX_PENDING, MAX_RESULT_MOVES_CHARS, MAX_SECRET_CHARS, MAX_TICKET_CHARS, MAX_TICKETS } from '../schemas/limits';
import { isoTimestampSchema } from '../schemas/host';
import { integerIn, oneOf, stringOf, validator } from '../schemas/validate';
import { NICKNAME_MAX } from './nickname';

/** The API root a value belongs to (`https://host/api/v1` or `/api/v1`): an account is per server. */
const api = stringOf(300);

export const accountSchema = v.strictObject({ api, id: integerIn(0, Number.MAX_SAFE_INTEGER), nickname: stringOf(NICKNAME_MAX * 2), secret: stringOf(MAX_SECRET_CHARS) });
export const heldTicketSchema = v.strictObject({ api, game: oneOf(GAME_IDS), date: localDateSchema, ticket: stringOf(MAX_TICKET_CHARS), issuedAt: isoTimestampSchema });
export const pendingResultSchema = v.strictObject({ api, game: oneOf(GAME_IDS), date: localDateSchema, ticket: stringOf(MAX_TICKET_CHARS), moves: stringOf(MAX_RESULT_MOVES_CHARS), queuedAt: isoTimestampSchema });
export const leaderboardStateSchema = v.strictObject({
  account: v.nullable(accountSchema),
  tickets: v.pipe(v.array(heldTicketSchema), v.maxLength(MAX_TICKETS)),
  pending: v.pipe(v.array(pendingResultSchema), v.maxLength(MAX_PENDING)),
});

export type Account = v.InferOutput<typeof accountSchema>;
export type HeldTicket = v.InferOutput<typeof heldTicketSchema>;
export type PendingResult = v.InferOutput<typeof pendingResultSchema>;
export type LeaderboardState = v.InferOutput<typeof leaderboardStateSchema>;

export const EMPTY_LEADERBOARD_STATE: LeaderboardState = { account: null, tickets: [], pending: [] };
export const leaderboardState = validator(leaderboardStateSchema);
