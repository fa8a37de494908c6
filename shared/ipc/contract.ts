// The one IPC contract between the Electron main process and the preload: every channel named once,
// with its payload validator and its response type. Main registers its handlers from this table and
// the preload builds `window.castleHost` from it, so neither side can use a channel the other lacks.
import type { SavedGame } from '../formats/saved-game-types';
import type { GameHost, HostCommand, TableState } from '../host/host';
import type { ExportFile, ExportOutcome, GameResult, GameStart, HeldGame, HostNotice, Settings } from '../host/types';
import { type RecordResultRequest, exportFile, gameStart, hostCommand, recordResultRequest, savedGame, settings, tableState } from './payloads';
import { type Validator, nothing } from './validate';

/** Request/response pairs, renderer -> main, answered by `ipcMain.handle`. */
export interface InvokeTypes {
  loadGame: { request: undefined; response: SavedGame | null };
  saveGame: { request: SavedGame; response: void };
  clearGame: { request: undefined; response: void };
  loadSettings: { request: undefined; response: Settings };
  saveSettings: { request: Settings; response: Settings };
  loadResults: { request: undefined; response: readonly GameResult[] };
  beginGame: { request: GameStart; response: HeldGame };
  heldGame: { request: undefined; response: HeldGame | null };
  recordResult: { request: RecordResultRequest; response: GameResult | null };
  resetResults: { request: undefined; response: void };
  takeNotices: { request: undefined; response: readonly HostNotice[] };
  exportFile: { request: ExportFile; response: ExportOutcome };
}
export type InvokeName = keyof InvokeTypes;
export type InvokeRequest<K extends InvokeName> = InvokeTypes[K]['request'];
export type InvokeResponse<K extends InvokeName> = InvokeTypes[K]['response'];

/** One-way messages, renderer -> main (`ipcRenderer.send`). */
export interface SendTypes {
  setTableState: TableState;
}
export type SendName = keyof SendTypes;

/** Events, main -> renderer (`webContents.send`). */
export interface EventTypes {
  /** A menu item or its accelerator. */
  command: HostCommand;
  /** Settings changed from the native menu (game chosen, animation speed). */
  settingsChanged: Settings;
}
export type EventName = keyof EventTypes;

interface ChannelSpec<T> {
  readonly channel: string;
  readonly payload: Validator<T>;
}

export const INVOKE: { readonly [K in InvokeName]: ChannelSpec<InvokeRequest<K>> } = {
  loadGame: { channel: 'castle:load-game', payload: nothing },
  saveGame: { channel: 'castle:save-game', payload: savedGame },
  clearGame: { channel: 'castle:clear-game', payload: nothing },
  loadSettings: { channel: 'castle:load-settings', payload: nothing },
  saveSettings: { channel: 'castle:save-settings', payload: settings },
  loadResults: { channel: 'castle:load-results', payload: nothing },
  beginGame: { channel: 'castle:begin-game', payload: gameStart },
  heldGame: { channel: 'castle:held-game', payload: nothing },
  recordResult: { channel: 'castle:record-result', payload: recordResultRequest },
  resetResults: { channel: 'castle:reset-results', payload: nothing },
  takeNotices: { channel: 'castle:take-notices', payload: nothing },
  exportFile: { channel: 'castle:export-file', payload: exportFile },
};

export const SEND: { readonly [K in SendName]: ChannelSpec<SendTypes[K]> } = {
  setTableState: { channel: 'castle:set-table-state', payload: tableState },
};

export const EVENTS: { readonly [K in EventName]: ChannelSpec<EventTypes[K]> } = {
  command: { channel: 'castle:command', payload: hostCommand },
  settingsChanged: { channel: 'castle:settings-changed', payload: settings },
};

export const INVOKE_NAMES = Object.keys(INVOKE) as InvokeName[];
export const SEND_NAMES = Object.keys(SEND) as SendName[];
export const EVENT_NAMES = Object.keys(EVENTS) as EventName[];

/** What the desktop preload exposes: the GameHost plus what only a native menu can cause. */
export interface DesktopHost extends GameHost {
  /** Settings changed from the native menu; returns the unsubscribe function. */
  onSettingsChanged(handler: (settings: Settings) => void): () => void;
}

/** The main-process side: one async function per invoke channel, taking the validated payload. */
export type InvokeHandlers = {
  readonly [K in InvokeName]: [InvokeRequest<K>] extends [undefined]
    ? () => Promise<InvokeResponse<K>> | InvokeResponse<K>
    : (request: InvokeRequest<K>) => Promise<InvokeResponse<K>> | InvokeResponse<K>;
};
export type SendHandlers = { readonly [K in SendName]: (payload: SendTypes[K]) => void };
