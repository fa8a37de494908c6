// The one IPC contract between the Electron main process and the preload: every channel named once,
// with its payload validator and its response type. Main registers its handlers from this table and
// the preload builds `window.castleHost` from it, so neither side can use a channel the other lacks.
import type { SavedGame } from '../formats/saved-game-types';
import type { GameHost, HostCommand, TableState } from '../host/host';
import type { ExportFile, ExportOutcome, GameResult, GameStart, HeldGame, HostNotice, ResultTotals, Settings } from '../host/types';
import { type JsonLimits, PAYLOAD_LIMITS } from '../schemas/limits';
import type { LeaderboardDay, LeaderboardAnswers } from '../leaderboard/host-calls';
import { type DailyOutcome, dailyOutcome } from '../leaderboard/outcome';
import * as v from 'valibot';
import { ok, err } from '../engine/result';
import { validateSavedGame } from '../formats/saved-game';
import { exportFile, gameStart, hostCommand, hostNotice, leaderboardDay, resultClaimSchema, settings, tableState } from '../schemas/host';
import { type Validator, nothing, validator } from '../schemas/validate';

/** A saved game's shape and fields (format, game, deal, moves...); replaying it is the engine's job. */
export const savedGame: Validator<SavedGame> = (value) => {
  const checked = validateSavedGame(value);
  return checked.ok ? ok(checked.value) : err(`saved game: ${checked.error.message}`);
};

export interface RecordResultRequest {
  readonly game: SavedGame;
  readonly won: boolean;
  /** The held game's id and the help taken; a request without it is refused by the host. */
  readonly claim?: v.InferOutput<typeof resultClaimSchema>;
}
const recordResultShape = validator(v.strictObject({ game: v.unknown(), won: v.boolean(), claim: v.exactOptional(resultClaimSchema) }));
export const recordResultRequest: Validator<RecordResultRequest> = (value) => {
  const shape = recordResultShape(value);
  if (!shape.ok) return shape;
  if (!Object.hasOwn(shape.value, 'game')) return err('missing field "game"');
  const game = savedGame(shape.value.game);
  if (!game.ok) return err(`field "game": ${game.error}`);
  const { claim } = shape.value;
  return ok({ game: game.value, won: shape.value.won, ...(claim !== undefined ? { claim } : {}) });
};

export * from '../schemas/limits';

/** Request/response pairs, renderer -> main, answered by `ipcMain.handle`. */
export interface InvokeTypes {
  loadGame: { request: undefined; response: SavedGame | null };
  saveGame: { request: SavedGame; response: void };
  loadSettings: { request: undefined; response: Settings };
  saveSettings: { request: Settings; response: Settings };
  loadResults: { request: undefined; response: readonly GameResult[] };
  beginGame: { request: GameStart; response: HeldGame };
  heldGame: { request: undefined; response: HeldGame | null };
  loadResultTotals: { request: undefined; response: ResultTotals };
  recordResult: { request: RecordResultRequest; response: GameResult | null };
  resetResults: { request: undefined; response: void };
  takeNotices: { request: undefined; response: readonly HostNotice[] };
  exportFile: { request: ExportFile; response: ExportOutcome };
  /**
   * The online leaderboard: main makes the calls and keeps the secret (shared/leaderboard/service.ts).
   * A daily deal's ticket and result are main's own doing, at beginGame and recordResult.
   */
  leaderboardJoin: { request: undefined; response: LeaderboardAnswers['join'] };
  leaderboardBoard: { request: LeaderboardDay; response: LeaderboardAnswers['board'] };
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
  /** Something the player must hear now: a save or a result that could not be written, and the like. */
  notice: HostNotice;
  /** What became of a daily deal won on the online leaderboard (main sent it itself). */
  leaderboardOutcome: DailyOutcome;
}
export type EventName = keyof EventTypes;

/**
 * A channel: its name, its payload's check, and the bounds of its payload as JSON text. Requests
 * travel as JSON text (shared/ipc/wire.ts), so main counts a payload's size before anything walks it.
 */
export interface ChannelSpec<T> {
  readonly channel: string;
  readonly payload: Validator<T>;
  readonly limits: JsonLimits;
}

const L = PAYLOAD_LIMITS;

export const INVOKE: { readonly [K in InvokeName]: ChannelSpec<InvokeRequest<K>> } = {
  loadGame: { channel: 'castle:load-game', payload: nothing, limits: L.none },
  saveGame: { channel: 'castle:save-game', payload: savedGame, limits: L.savedGame },
  loadSettings: { channel: 'castle:load-settings', payload: nothing, limits: L.none },
  saveSettings: { channel: 'castle:save-settings', payload: settings, limits: L.settings },
  loadResults: { channel: 'castle:load-results', payload: nothing, limits: L.none },
  loadResultTotals: { channel: 'castle:load-result-totals', payload: nothing, limits: L.none },
  beginGame: { channel: 'castle:begin-game', payload: gameStart, limits: L.beginGame },
  heldGame: { channel: 'castle:held-game', payload: nothing, limits: L.none },
  recordResult: { channel: 'castle:record-result', payload: recordResultRequest, limits: L.recordResult },
  resetResults: { channel: 'castle:reset-results', payload: nothing, limits: L.none },
  takeNotices: { channel: 'castle:take-notices', payload: nothing, limits: L.none },
  exportFile: { channel: 'castle:export-file', payload: exportFile, limits: L.exportFile },
  leaderboardJoin: { channel: 'castle:leaderboard-join', payload: nothing, limits: L.none },
  leaderboardBoard: { channel: 'castle:leaderboard-board', payload: leaderboardDay, limits: L.leaderboardDay },
};

export const SEND: { readonly [K in SendName]: ChannelSpec<SendTypes[K]> } = {
  setTableState: { channel: 'castle:set-table-state', payload: tableState, limits: L.tableState },
};

export const EVENTS: { readonly [K in EventName]: ChannelSpec<EventTypes[K]> } = {
  command: { channel: 'castle:command', payload: hostCommand, limits: L.command },
  settingsChanged: { channel: 'castle:settings-changed', payload: settings, limits: L.settings },
  notice: { channel: 'castle:notice', payload: hostNotice, limits: L.notice },
  leaderboardOutcome: { channel: 'castle:leaderboard-outcome', payload: dailyOutcome, limits: L.leaderboardOutcome },
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
