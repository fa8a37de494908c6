import type { GameId } from '../../shared/engine/games';
import type { GameHost } from '../../shared/host/host';
import type { GameResult, HostNotice } from '../../shared/host/types';
import type { SolverClient } from '../../shared/solver/services/solver-client-core';
import type { DifficultyLevel } from '../../shared/solver/services/difficulty';

// What the game session is handed: the parts of the host, the solver and the settings it uses. Each
// is an interface, so a test passes a fake and the session knows nothing of Vue, Pinia or the DOM.

/** The part of the host the session uses; `onNotice` (pushed notices) where the host has it. */
export type SessionHost = Pick<GameHost, 'loadGame' | 'saveGame' | 'beginGame' | 'heldGame' | 'recordResult' | 'takeNotices' | 'setTableState'> & {
  onNotice?(handler: (notice: HostNotice) => void): () => void;
};

/** The part of the solver client the session uses (renderer/solver's Web Worker in the app). */
export type SessionSolver = Pick<SolverClient, 'analyse' | 'winningLine' | 'findWinnableDeal' | 'dailyDeal' | 'cancel'>;

/** The settings the session reads, and the one it changes: the game the player plays now. */
export interface SessionSettings {
  /** `dealLevel`: with winnableOnly, the difficulty New Game deals (null: any winnable deal). */
  current(): { readonly game: GameId; readonly winnableOnly: boolean; readonly dealLevel?: DifficultyLevel | null; readonly autoMoveSafe: boolean };
  load(): Promise<void>;
  /** A deal of `game` was started: it is the current game (New Game, Daily Deal, Settings). */
  chooseGame(game: GameId): void;
}

/** A result the host stored goes to the statistics. */
export type ResultRecorded = (result: GameResult) => void | Promise<void>;
