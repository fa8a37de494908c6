// The IPC contract between the Electron main process and the preload, made by a loop from the host's
// service (shared/host/service.ts): each call, message and event gets a channel named after it
// (`loadGame` -> `castle:load-game`), the check of its payload and the bounds of its payload as JSON
// text. Main registers its handlers from these tables and the preload builds `window.castleHost` from
// them, so neither side can use a channel the other lacks.
import type * as v from 'valibot';
import {
  CALL_NAMES,
  EVENT_NAMES,
  HOST_CALLS,
  HOST_EVENTS,
  HOST_SENDS,
  SEND_NAMES,
  requestSchema,
  type CallAnswer,
  type CallHandlers,
  type CallName,
  type CallRequest,
  type EventName,
  type EventPayload,
  type SendHandlers,
  type SendName,
  type SendPayload,
} from '../host/service';
import type { JsonLimits } from '../schemas/limits';
import { type Validator, validator } from '../schemas/validate';

export { CALL_NAMES as INVOKE_NAMES, EVENT_NAMES, SEND_NAMES };
export type { CallHandlers as InvokeHandlers, CallName as InvokeName, EventName, SendHandlers, SendName };
export type InvokeResponse<K extends CallName> = CallAnswer<K>;
export type EventTypes = { readonly [K in EventName]: EventPayload<K> };

/**
 * A channel: its name, its payload's check, and the bounds of its payload as JSON text. Requests
 * travel as JSON text (shared/ipc/wire.ts), so main counts a payload's size before anything walks it.
 */
export interface ChannelSpec<T> {
  readonly channel: string;
  readonly payload: Validator<T>;
  readonly limits: JsonLimits;
}

/** `loadGame` -> `castle:load-game`. */
export const channelOf = (name: string): string => `castle:${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function channels<N extends string, T>(names: readonly N[], spec: (name: N) => { schema: v.GenericSchema; limits: JsonLimits }): { readonly [K in N]: ChannelSpec<T> } {
  return Object.fromEntries(
    names.map((name) => {
      const { schema, limits } = spec(name);
      return [name, { channel: channelOf(name), payload: validator(schema), limits }];
    }),
  ) as { readonly [K in N]: ChannelSpec<T> };
}

/** Request/response pairs, renderer -> main, answered by `ipcMain.handle`. */
export const INVOKE = channels(CALL_NAMES, (name) => ({ schema: requestSchema(HOST_CALLS[name]), limits: HOST_CALLS[name].limits })) as {
  readonly [K in CallName]: ChannelSpec<CallRequest<K>>;
};

/** One-way messages, renderer -> main (`ipcRenderer.send`). */
export const SEND = channels(SEND_NAMES, (name) => ({ schema: HOST_SENDS[name].payload, limits: HOST_SENDS[name].limits })) as {
  readonly [K in SendName]: ChannelSpec<SendPayload<K>>;
};

/** Events, main -> renderer (`webContents.send`). */
export const EVENTS = channels(EVENT_NAMES, (name) => ({ schema: HOST_EVENTS[name].payload, limits: HOST_EVENTS[name].limits })) as {
  readonly [K in EventName]: ChannelSpec<EventPayload<K>>;
};
