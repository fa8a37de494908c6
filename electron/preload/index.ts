// The sandboxed preload: builds `window.castleHost` from the shared IPC contract and exposes it with
// contextBridge. The page gets these functions only: no ipcRenderer, no Electron event objects.
// Requests go as JSON text (shared/ipc/wire.ts); one beyond its channel's size is refused here already,
// so it never crosses to main (main counts again: it trusts nothing from this side).
import { contextBridge, ipcRenderer } from 'electron';
import { EVENTS, INVOKE, SEND, type DesktopHost, type EventName, type EventTypes, type InvokeName, type InvokeRequest, type InvokeResponse } from '../../shared/ipc/contract';
import { toWire } from '../../shared/ipc/wire';

function invoke<K extends InvokeName>(name: K, request: InvokeRequest<K>): Promise<InvokeResponse<K>> {
  const args = toWire(request);
  const size = args[0]?.length ?? 0;
  if (size > INVOKE[name].limits.maxChars) return Promise.reject(new Error(`${INVOKE[name].channel}: the payload is ${size} characters, more than the ${INVOKE[name].limits.maxChars} allowed`));
  return ipcRenderer.invoke(INVOKE[name].channel, ...args) as Promise<InvokeResponse<K>>;
}

/** Subscribes to a main -> renderer event; payloads that do not validate are dropped. */
function subscribe<K extends EventName>(name: K, handler: (payload: EventTypes[K]) => void): () => void {
  const listener = (_event: unknown, payload: unknown): void => {
    const checked = EVENTS[name].payload(payload);
    if (checked.ok) handler(checked.value);
  };
  ipcRenderer.on(EVENTS[name].channel, listener);
  return () => {
    ipcRenderer.removeListener(EVENTS[name].channel, listener);
  };
}

const castleHost: DesktopHost = {
  loadGame: () => invoke('loadGame', undefined),
  saveGame: (game) => invoke('saveGame', game),
  loadSettings: () => invoke('loadSettings', undefined),
  saveSettings: (settings) => invoke('saveSettings', settings),
  loadResults: () => invoke('loadResults', undefined),
  beginGame: (start) => invoke('beginGame', start),
  heldGame: () => invoke('heldGame', undefined),
  recordResult: (game, won, claim) => invoke('recordResult', { game, won, ...(claim !== undefined ? { claim } : {}) }),
  loadResultTotals: () => invoke('loadResultTotals', undefined),
  resetResults: () => invoke('resetResults', undefined),
  takeNotices: () => invoke('takeNotices', undefined),
  exportFile: (file) => invoke('exportFile', file),
  // the desktop app sends to the address the player gives in Settings; main makes the calls
  leaderboardPlace: () => 'address',
  leaderboardJoin: () => invoke('leaderboardJoin', undefined),
  leaderboardBoard: (game, date) => invoke('leaderboardBoard', { game, date }),
  onLeaderboardOutcome: (handler) => subscribe('leaderboardOutcome', handler),
  setTableState: (state) => ipcRenderer.send(SEND.setTableState.channel, ...toWire(state)),
  onCommand: (handler) => subscribe('command', handler),
  onSettingsChanged: (handler) => subscribe('settingsChanged', handler),
  onNotice: (handler) => subscribe('notice', handler),
};

contextBridge.exposeInMainWorld('castleHost', castleHost);
