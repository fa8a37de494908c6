// What the leaderboard server takes (server/README.md "The API"), as schemas: the server checks every
// request with them (server/valibot.ts) and the client's requests are typed by them. Unknown fields
// are refused, and nothing is coerced: a score, a time or a deal sent along is a 400.
import * as v from 'valibot';
import { MAX_NICKNAME_REQUEST_CHARS, MAX_RESULT_MOVES_CHARS, MAX_TICKET_CHARS } from '../schemas/limits';
import { stringOf } from '../schemas/validate';

/** An object of exactly these fields, each refusal said as the server's one-line reason. */
const fields = <E extends v.ObjectEntries>(entries: E) =>
  v.strictObject(entries, (issue) => (issue.expected === 'never' ? 'not a field of this request' : issue.received === 'undefined' ? 'required' : 'expected an object'));

/** A game in a URL: known or not, the route answers it (an unknown game is a 404 listing the games). */
const gameInPath = stringOf(40);

export const noQuerySchema = fields({});
/** No body (or an empty one): for a request whose every word is the server's, such as a ticket. */
export const noBodySchema = v.optional(v.nullable(v.strictObject({}, 'a ticket request has no body: the server decides everything a ticket says')));
export const gameParamsSchema = fields({ game: gameInPath });
/** The date is read by the route too: a date that is no real date is a 400 saying so. */
export const dayParamsSchema = fields({ game: gameInPath, date: stringOf(10) });

/** A new player, or a new name: the nickname rule itself (shared/leaderboard/nickname.ts) is the route's. */
export const nicknameRequestSchema = fields({ nickname: stringOf(MAX_NICKNAME_REQUEST_CHARS) });
/** A won daily deal: the ticket of its begin and the moves; score and time are the server's. */
export const resultRequestSchema = fields({ ticket: stringOf(MAX_TICKET_CHARS), moves: stringOf(MAX_RESULT_MOVES_CHARS) });
