import { COMMAND_IDS, type CommandId } from '../commands/ids';
import type { SavedGame } from '../formats/saved-game-types';
import type { LeaderboardHost } from '../leaderboard/host-calls';
import type { ExportFile, ExportOutcome, GameResult, GameStart, HeldGame, HostNotice, ResultClaim, ResultTotals, Settings, TableState } from './types';

export type { TableState } from './types';

/** Commands that come from outside the table (the native menu and its accelerators): every command of shared/commands. */
export const HOST_COMMANDS = COMMAND_IDS;
export type HostCommand = CommandId;

/**
 * The one contract between the renderer and whatever hosts it: the Electron main process (over IPC,
 * see shared/ipc) or the browser (over localStorage). Every method resolves; failures the player must
 * hear about arrive as notices.
 */
export interface GameHost extends LeaderboardHost {
  /** The game in progress, or null when there is none. The renderer replays it through the engine. */
  loadGame(): Promise<SavedGame | null>;
  /** Called after every move, undo and redo. */
  saveGame(game: SavedGame): Promise<void>;
  loadSettings(): Promise<Settings>;
  saveSettings(settings: Settings): Promise<Settings>;
  /** Every recorded result, oldest first. */
  loadResults(): Promise<readonly GameResult[]>;
  /**
   * Holds a new game (every new deal, restart and daily deal): the host keeps its origin, works out a
   * daily deal's number itself, and gives it an id. Rejects with a reason (a date after today...).
   */
  beginGame(start: GameStart): Promise<HeldGame>;
  /** The game the host holds for the game in progress (kept across a restart), or null. */
  heldGame(): Promise<HeldGame | null>;
  /**
   * Records a finished game. The host records it only for a game it holds (`claim.id`), once, from
   * the origin it holds, with the time it measured itself; a win only when `game` replays to a won
   * position. Answers with the result it stored, or null when it refused it (a request over IPC
   * without a claim is refused too).
   */
  recordResult(game: SavedGame, won: boolean, claim: ResultClaim): Promise<GameResult | null>;
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
