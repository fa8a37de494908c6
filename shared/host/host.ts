import type { SavedGame } from '../formats/saved-game-types';
import type { ExportFile, ExportOutcome, GameResult, HostNotice, ResultTotals, Settings } from './types';

/** Commands that come from outside the table: the native menu and its accelerators. */
export const HOST_COMMANDS = [
  'new-game',
  'restart',
  'daily-deal',
  'undo',
  'redo',
  'hint',
  'auto-finish',
  'statistics',
  'settings',
  'help',
  'shortcuts',
  'about',
] as const;
export type HostCommand = (typeof HOST_COMMANDS)[number];

/** What the renderer tells the host about the game, so the native menu can enable and disable items. */
export interface TableState {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly canAutoFinish: boolean;
  readonly game: string;
}

/**
 * The one contract between the renderer and whatever hosts it: the Electron main process (over IPC,
 * see shared/ipc) or the browser (over localStorage). Every method resolves; failures the player must
 * hear about arrive as notices.
 */
export interface GameHost {
  /** The game in progress, or null when there is none. The renderer replays it through the engine. */
  loadGame(): Promise<SavedGame | null>;
  /** Called after every move, undo and redo. */
  saveGame(game: SavedGame): Promise<void>;
  clearGame(): Promise<void>;
  loadSettings(): Promise<Settings>;
  saveSettings(settings: Settings): Promise<Settings>;
  /** Every recorded result, oldest first. */
  loadResults(): Promise<readonly GameResult[]>;
  /**
   * Records a finished game. A win is recorded only when `game` replays to a won position; the host
   * checks that itself and answers with the result it stored, or null when it refused it.
   */
  recordResult(game: SavedGame, won: boolean): Promise<GameResult | null>;
  /**
   * What the results folded away at the cap add up to (the host keeps MAX_RESULTS results one by
   * one); shared/stats `summarize` adds them to the results kept, so statistics stay true.
   */
  loadResultTotals(): Promise<ResultTotals>;
  resetResults(): Promise<void>;
  /**
   * Saves a file the player exports where the player picks (a save dialog, or the browser's
   * download). Rejects with a reason when it could not be written.
   */
  exportFile(file: ExportFile): Promise<ExportOutcome>;
  /** Notices the host has for the player (damaged files and the like), each given once. */
  takeNotices(): Promise<readonly HostNotice[]>;
  /**
   * Subscribes to notices as they happen (a save that could not be written, storage full); returns
   * the unsubscribe function. A notice sent to a subscriber is not given again by takeNotices.
   */
  onNotice(handler: (notice: HostNotice) => void): () => void;
  /** Tells the host what the menu should enable. */
  setTableState(state: TableState): void;
  /** Subscribes to menu commands; returns the unsubscribe function. */
  onCommand(handler: (command: HostCommand) => void): () => void;
}
