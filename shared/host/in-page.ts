// The host served in the same page as the table (the browser build): the same door as main's IPC
// dispatcher, made by a loop from the service (service.ts), minus the wire. Each request passes its
// call's schema before the core sees it, so the core takes checked values on both hosts alike.
import * as v from 'valibot';
import type { GameHost, LeaderboardPlace } from './host';
import type { HostCore } from './host-core';
import { CALL_NAMES, EVENT_NAMES, HOST_CALLS, requestSchema, subscriberName, type EventName, type EventPayload, type SendHandlers } from './service';
import { issueText } from '../schemas/validate';

export interface InPageOptions {
  /** Where the leaderboard goes from this page. */
  readonly leaderboardPlace: LeaderboardPlace;
  /** What the page does with the one-way messages (a page has no native menu to tell). */
  readonly sends: SendHandlers;
}

/** Subscribes to an event of the core once it is open; the unsubscribe function works before that too. */
type Source = { readonly [K in EventName]?: (core: HostCore, handler: (payload: EventPayload<K>) => void) => () => void };

/** The events a core raises itself; a page has no menu, so `command` and `settingsChanged` never come. */
const SOURCES: Source = {
  notice: (core, handler) => core.notices.subscribe(handler),
  leaderboardOutcome: (core, handler) => core.outcomes.subscribe(handler),
};

export function servedInPage(opening: Promise<HostCore>, options: InPageOptions): GameHost {
  const host: Record<string, unknown> = { leaderboardPlace: () => options.leaderboardPlace, ...options.sends };
  for (const name of CALL_NAMES) {
    const schema = requestSchema(HOST_CALLS[name]);
    host[name] = async (request?: unknown) => {
      const core = await opening;
      const checked = v.safeParse(schema, request, { abortEarly: true });
      if (!checked.success) throw new Error(`${name}: invalid payload: ${issueText(checked.issues)}`);
      return (core[name] as (request: unknown) => unknown)(checked.output);
    };
  }
  for (const name of EVENT_NAMES) {
    const source = SOURCES[name] as ((core: HostCore, handler: (payload: unknown) => void) => () => void) | undefined;
    host[subscriberName(name)] = (handler: (payload: unknown) => void) => {
      if (!source) return () => undefined;
      let off: (() => void) | null = null;
      let gone = false;
      void opening.then((core) => {
        if (!gone) off = source(core, handler);
      });
      return () => {
        gone = true;
        off?.();
      };
    };
  }
  return host as GameHost;
}
