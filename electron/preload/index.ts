// The sandboxed preload: builds `window.castleHost` from the shared IPC contract and exposes it with
// contextBridge. The page gets these functions only: no ipcRenderer, no Electron event objects.
import { contextBridge, ipcRenderer } from 'electron';
import { EVENTS, INVOKE, SEND, type DesktopHost, type EventName, type EventTypes, type InvokeName, type InvokeRequest, type InvokeResponse } from '../../shared/ipc/contract';

function invoke<K extends InvokeName>(name: K, request: InvokeRequest<K>): Promise<InvokeResponse<K>> {
  return ipcRenderer.invoke(INVOKE[name].channel, request) as Promise<InvokeResponse<K>>;
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
  clearGame: () => invoke('clearGame', undefined),
  loadSettings: () => invoke('loadSettings', undefined),
  saveSettings: (settings) => invoke('saveSettings', settings),
  loadResults: () => invoke('loadResults', undefined),
  beginGame: (start) => invoke('beginGame', start),
  heldGame: () => invoke('heldGame', undefined),
  recordResult: (game, won, claim) => invoke('recordResult', { game, won, ...(claim !== undefined ? { claim } : {}) }),
  resetResults: () => invoke('resetResults', undefined),
  takeNotices: () => invoke('takeNotices', undefined),
  exportFile: (file) => invoke('exportFile', file),
  setTableState: (state) => ipcRenderer.send(SEND.setTableState.channel, state),
  onCommand: (handler) => subscribe('command', handler),
  onSettingsChanged: (handler) => subscribe('settingsChanged', handler),
};

contextBridge.exposeInMainWorld('castleHost', castleHost);
