// The host's service, described once: every call the table makes of its host (the request's schema,
// the answer's schema, the bounds of its payload as JSON text), every one-way message and every event
// the host sends. The GameHost type (host.ts), main's dispatcher (electron/main/ipc.ts), the preload's
// proxy (electron/preload/index.ts) and the browser's in-page door (in-page.ts) are made from this
// table by loops, as VS Code's ProxyChannel makes a channel of a service: a method named here exists
// on every side, with one check, and nowhere else.
import * as v from 'valibot';
import type { JsonLimits } from '../schemas/limits';
import { PAYLOAD_LIMITS as L } from '../schemas/limits';
import {
  exportFileSchema,
  exportOutcomeSchema,
  gameResultSchema,
  gameStartSchema,
  heldGameSchema,
  hostCommandSchema,
  hostNoticeSchema,
  leaderboardDaySchema,
  resultClaimSchema,
  resultTotalsSchema,
  settingsSchema,
  tableStateSchema,
} from '../schemas/host';
import { answerSchema, boardViewSchema, joinedSchema } from '../leaderboard/answers';
import { dailyOutcomeSchema } from '../leaderboard/outcome';
import { savedGameRequestSchema, storedGameSchema } from './game-schemas';

/** A call: what it takes (null: nothing), what it answers, and how large its request may be as JSON text. */
export interface CallSpec {
  readonly request: v.GenericSchema | null;
  readonly answer: v.GenericSchema;
  readonly limits: JsonLimits;
}

/** A one-way message or an event: its payload and how large it may be as JSON text. */
export interface MessageSpec {
  readonly payload: v.GenericSchema;
  readonly limits: JsonLimits;
}

const call = <Q extends v.GenericSchema | null, A extends v.GenericSchema>(request: Q, answer: A, limits: JsonLimits) => ({ request, answer, limits });
const message = <P extends v.GenericSchema>(payload: P, limits: JsonLimits) => ({ payload, limits });
const list = <S extends v.GenericSchema>(item: S) => v.pipe(v.array(item), v.readonly());

/** Request and answer, table -> host. Every call resolves; failures the player must hear about arrive as notices. */
export const HOST_CALLS = {
  /** The game in progress, or null when there is none. The table replays it through the engine. */
  loadGame: call(null, v.nullable(storedGameSchema), L.none),
  /** Called after every move, undo and redo. */
  saveGame: call(savedGameRequestSchema, v.void(), L.savedGame),
  loadSettings: call(null, settingsSchema, L.none),
  saveSettings: call(settingsSchema, settingsSchema, L.settings),
  /** Every recorded result, oldest first. */
  loadResults: call(null, list(gameResultSchema), L.none),
  /**
   * What the results folded away at the cap add up to (the host keeps MAX_RESULTS results one by
   * one); shared/stats `summarize` adds them to the results kept, so statistics stay true.
   */
  loadResultTotals: call(null, resultTotalsSchema, L.none),
  /**
   * Holds a new game (every new deal, restart and daily deal): the host keeps its origin, works out a
   * daily deal's number itself, and gives it an id. Rejects with a reason (a date after today...).
   */
  beginGame: call(gameStartSchema, heldGameSchema, L.beginGame),
  /** The game the host holds for the game in progress (kept across a restart), or null. */
  heldGame: call(null, v.nullable(heldGameSchema), L.none),
  /**
   * Records a finished game. The host records it only for a game it holds (`claim.id`), once, from
   * the origin it holds, with the time it measured itself; a win only when `game` replays to a won
   * position. Answers with the result it stored, or null when it refused it (a request without a
   * claim is refused too). The game is checked last: the cheap fields refuse a bad request first.
   */
  recordResult: call(v.strictObject({ won: v.boolean(), claim: v.exactOptional(resultClaimSchema), game: savedGameRequestSchema }), v.nullable(gameResultSchema), L.recordResult),
  resetResults: call(null, v.void(), L.none),
  /** Notices the host has for the player (damaged files and the like), each given once. */
  takeNotices: call(null, list(hostNoticeSchema), L.none),
  /**
   * Saves a file the player exports where the player picks (a save dialog, or the browser's
   * download). Rejects with a reason when it could not be written.
   */
  exportFile: call(exportFileSchema, exportOutcomeSchema, L.exportFile),
  /**
   * The online leaderboard: the host makes the calls and keeps the secret (shared/leaderboard/service.ts).
   * Registers the nickname of the settings (or renames): Settings calls it when the player turns it on.
   */
  leaderboardJoin: call(null, answerSchema(joinedSchema), L.none),
  /** A day's board and the game's all-time standings, with the player's own entries. */
  leaderboardBoard: call(leaderboardDaySchema, answerSchema(boardViewSchema), L.leaderboardDay),
} as const satisfies Record<string, CallSpec>;

/** One-way messages, table -> host. */
export const HOST_SENDS = {
  /** What the native menu should enable. */
  setTableState: message(tableStateSchema, L.tableState),
} as const satisfies Record<string, MessageSpec>;

/** Events, host -> table; the table subscribes with `on` + the name (`onNotice`). */
export const HOST_EVENTS = {
  /** A menu item or its accelerator. */
  command: message(hostCommandSchema, L.command),
  /** Settings changed from the native menu (game chosen, animation speed). */
  settingsChanged: message(settingsSchema, L.settings),
  /**
   * Something the player must hear now: a save or a result that could not be written, and the like.
   * A notice sent to a subscriber is not given again by takeNotices.
   */
  notice: message(hostNoticeSchema, L.notice),
  /** What became of a daily deal won on the online leaderboard (the host sent it itself). */
  leaderboardOutcome: message(dailyOutcomeSchema, L.leaderboardOutcome),
} as const satisfies Record<string, MessageSpec>;

type Calls = typeof HOST_CALLS;
type Sends = typeof HOST_SENDS;
type Events = typeof HOST_EVENTS;
export type CallName = keyof Calls;
export type SendName = keyof Sends;
export type EventName = keyof Events;

export const CALL_NAMES = Object.keys(HOST_CALLS) as CallName[];
export const SEND_NAMES = Object.keys(HOST_SENDS) as SendName[];
export const EVENT_NAMES = Object.keys(HOST_EVENTS) as EventName[];

/** What a call answers. */
export type CallAnswer<K extends CallName> = v.InferOutput<Calls[K]['answer']>;
/** What a caller passes (the schema's input), and what the host's handler receives once it is checked. */
export type CallInput<K extends CallName> = Calls[K]['request'] extends v.GenericSchema ? v.InferInput<Calls[K]['request']> : undefined;
export type CallRequest<K extends CallName> = Calls[K]['request'] extends v.GenericSchema ? v.InferOutput<Calls[K]['request']> : undefined;
export type SendPayload<K extends SendName> = v.InferOutput<Sends[K]['payload']>;
export type EventPayload<K extends EventName> = v.InferOutput<Events[K]['payload']>;

/** The table's side of the calls: one async method each. */
export type HostCalls = {
  [K in CallName]: Calls[K]['request'] extends v.GenericSchema ? (request: CallInput<K>) => Promise<CallAnswer<K>> : () => Promise<CallAnswer<K>>;
};
export type HostSends = { [K in SendName]: (payload: SendPayload<K>) => void };
/** `onNotice(handler)` for the event `notice`...: each returns its unsubscribe function. */
export type HostEvents = { [K in EventName as `on${Capitalize<K>}`]: (handler: (payload: EventPayload<K>) => void) => () => void };

/** The host's side: one function per call, taking the checked request. */
export type CallHandlers = {
  readonly [K in CallName]: Calls[K]['request'] extends v.GenericSchema
    ? (request: CallRequest<K>) => Promise<CallAnswer<K>> | CallAnswer<K>
    : () => Promise<CallAnswer<K>> | CallAnswer<K>;
};
export type SendHandlers = { readonly [K in SendName]: (payload: SendPayload<K>) => void };

/** The subscribe method of an event: `notice` -> `onNotice`. */
export const subscriberName = <K extends EventName>(name: K): `on${Capitalize<K>}` => `on${name[0]!.toUpperCase()}${name.slice(1)}` as `on${Capitalize<K>}`;

/** The schema a call's request must pass; a call without a request takes nothing. */
export const requestSchema = (spec: CallSpec): v.GenericSchema => spec.request ?? v.undefined('expected no payload');
