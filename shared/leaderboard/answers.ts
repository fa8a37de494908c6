// The leaderboard server's answers (server/README.md), one schema each: the server sends each answer
// through its schema (server/valibot.ts: an unknown field never leaves it), and the client checks it
// before anything uses it: a server (or anything pretending to be one at that address) is outside the
// app, like a file or a payload.
import * as v from 'valibot';
import { GAME_IDS } from '../engine/games';
import { MAX_SCORE } from '../engine/score';
import { MAX_DEAL_NUMBER } from '../engine/deal';
import { localDateSchema } from '../schemas/saved-game';
import { MAX_MOVES, MAX_REASON_CHARS, MAX_SECONDS, MAX_SECRET_CHARS, MAX_TICKET_CHARS } from '../schemas/limits';
import { integerIn, oneOf, stringOf } from '../schemas/validate';
import { NICKNAME_MAX } from './nickname';

/** A nickname as the server shows it: 24 code points are at most 48 UTF-16 units (surrogate pairs). */
const nickname = stringOf(NICKNAME_MAX * 2);
const count = integerIn(0, Number.MAX_SAFE_INTEGER);
const game = oneOf(GAME_IDS);


export const registeredSchema = v.object({ id: count, nickname, secret: v.pipe(stringOf(MAX_SECRET_CHARS), v.minLength(16, 'expected a secret')) });
export const playerSchema = v.object({ id: count, nickname });
export const ticketSchema = v.object({ ticket: v.pipe(stringOf(MAX_TICKET_CHARS), v.minLength(1, 'expected a ticket')), issuedAt: stringOf(40) });
export const rankedSchema = v.object({ score: integerIn(0, MAX_SCORE), moves: integerIn(0, MAX_MOVES), seconds: integerIn(0, MAX_SECONDS), rank: integerIn(1, Number.MAX_SAFE_INTEGER), best: v.boolean() });

export const boardEntrySchema = v.object({ rank: integerIn(1, Number.MAX_SAFE_INTEGER), nickname, score: integerIn(0, MAX_SCORE), moves: integerIn(0, MAX_MOVES), seconds: integerIn(0, MAX_SECONDS) });
export const boardSchema = v.object({ game, date: localDateSchema, entries: v.pipe(v.array(boardEntrySchema), v.maxLength(100)), you: v.exactOptional(v.nullable(boardEntrySchema)) });

export const allTimeEntrySchema = v.object({ rank: integerIn(1, Number.MAX_SAFE_INTEGER), nickname, wins: count, bestStreak: count });
export const allTimeSchema = v.object({ game, entries: v.pipe(v.array(allTimeEntrySchema), v.maxLength(100)), you: v.exactOptional(v.nullable(allTimeEntrySchema)) });

/** The daily deal of a game and date. */
export const dealAnswerSchema = v.object({ game, date: localDateSchema, deal: integerIn(0, MAX_DEAL_NUMBER) });

export const errorAnswerSchema = v.object({ error: v.string() });

/** A day's board and the all-time standings of its game, as a host hands them to the table. */
export const boardViewSchema = v.object({ board: boardSchema, allTime: allTimeSchema });
/** The nickname the server registered (join answers it). */
export const joinedSchema = v.object({ nickname });

const reason = stringOf(MAX_REASON_CHARS);
/**
 * Why a call did not give its answer. `off`: the player has not turned the leaderboard on (or its
 * settings are incomplete); `offline`: no answer at all; `busy`: 429 or 503, try again after
 * `retryAfter` seconds; `refused`: any other 4xx (or 5xx), with the server's reason; `bad-answer`: the
 * server answered something the API does not say.
 */
export const leaderboardErrorSchema = v.variant('kind', [
  v.object({ kind: v.literal('off'), message: reason }),
  v.object({ kind: v.literal('offline'), message: reason }),
  v.object({ kind: v.literal('busy'), status: count, retryAfter: count, message: reason }),
  v.object({ kind: v.literal('refused'), status: count, message: reason }),
  v.object({ kind: v.literal('bad-answer'), message: reason }),
]);

/** An answer of the leaderboard as a host gives it: the value, or why there is none (a Result). */
export const answerSchema = <S extends v.GenericSchema>(value: S) =>
  v.variant('ok', [v.object({ ok: v.literal(true), value }), v.object({ ok: v.literal(false), error: leaderboardErrorSchema })]);

export type Registered = v.InferOutput<typeof registeredSchema>;
export type Ticket = v.InferOutput<typeof ticketSchema>;
export type Ranked = v.InferOutput<typeof rankedSchema>;
export type BoardEntry = v.InferOutput<typeof boardEntrySchema>;
export type Board = v.InferOutput<typeof boardSchema>;
export type AllTimeEntry = v.InferOutput<typeof allTimeEntrySchema>;
export type AllTime = v.InferOutput<typeof allTimeSchema>;
export type BoardView = v.InferOutput<typeof boardViewSchema>;
export type LeaderboardError = v.InferOutput<typeof leaderboardErrorSchema>;
