// The sandboxed preload: builds `window.castleHost` by a loop over the host's service
// (shared/host/service.ts, channels in shared/ipc/contract.ts) and exposes it with contextBridge. The
// page gets these functions only: no ipcRenderer, no Electron event objects. Requests go as JSON text
// (shared/ipc/wire.ts); one beyond its channel's size is refused here already, so it never crosses to
// main (main counts again: it trusts nothing from this side).
import { contextBridge, ipcRenderer } from 'electron';
import { EVENTS, EVENT_NAMES, INVOKE, INVOKE_NAMES, SEND, SEND_NAMES, type ChannelSpec } from '../../shared/ipc/contract';
import type { GameHost } from '../../shared/host/host';
import { subscriberName } from '../../shared/host/service';
import { toWire } from '../../shared/ipc/wire';

function invoke(spec: ChannelSpec<unknown>, request: unknown): Promise<unknown> {
  const args = toWire(request);
  const size = args[0]?.length ?? 0;
  if (size > spec.limits.maxChars) return Promise.reject(new Error(`${spec.channel}: the payload is ${size} characters, more than the ${spec.limits.maxChars} allowed`));
  return ipcRenderer.invoke(spec.channel, ...args);
}

/** Subscribes to a main -> renderer event; payloads that do not validate are dropped. */
function subscribe(spec: ChannelSpec<unknown>, handler: (payload: unknown) => void): () => void {
  const listener = (_event: unknown, payload: unknown): void => {
    const checked = spec.payload(payload);
    if (checked.ok) handler(checked.value);
  };
  ipcRenderer.on(spec.channel, listener);
  return () => {
    ipcRenderer.removeListener(spec.channel, listener);
  };
}

const castleHost: Record<string, unknown> = {
  // the desktop app sends to the address the player gives in Settings; main makes the calls
  leaderboardPlace: () => 'address',
};
for (const name of INVOKE_NAMES) castleHost[name] = (request?: unknown) => invoke(INVOKE[name], request);
for (const name of SEND_NAMES) castleHost[name] = (payload: unknown) => ipcRenderer.send(SEND[name].channel, ...toWire(payload));
for (const name of EVENT_NAMES) castleHost[subscriberName(name)] = (handler: (payload: unknown) => void) => subscribe(EVENTS[name], handler);

contextBridge.exposeInMainWorld('castleHost', castleHost as GameHost);
