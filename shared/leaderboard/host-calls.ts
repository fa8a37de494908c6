// The leaderboard calls of the GameHost (shared/host/host.ts), answered by main over IPC or by the
// browser host: what they take and answer. Every answer is a Result: errors are values to show. A
// daily deal's ticket and result are no calls of the renderer: the host takes the ticket when it
// begins the deal and sends the win it vouched for (daily-lifecycle.ts), and tells the table after.
import type { GameId } from '../engine/games';
import type { Answer } from './client';
import type { DailyOutcome } from './outcome';
import type { BoardView, Leaderboard } from './service';

export interface LeaderboardDay {
  readonly game: GameId;
  readonly date: string;
}

/** Where a host's leaderboard goes: an address the player gives (desktop), the page's own server, or nowhere. */
export type LeaderboardPlace = 'address' | 'this-site' | 'none';

export interface LeaderboardAnswers {
  join: Answer<{ readonly nickname: string }>;
  board: Answer<BoardView>;
}

/** The GameHost's part: one method each. */
export interface LeaderboardHost {
  /** Where this host's leaderboard goes (so Settings asks for an address only where one is needed). */
  leaderboardPlace(): LeaderboardPlace;
  /** Registers the nickname of the settings (or renames): Settings calls it when the player turns it on. */
  leaderboardJoin(): Promise<LeaderboardAnswers['join']>;
  /** A day's board and the game's all-time standings, with the player's own entries. */
  leaderboardBoard(game: GameId, date: string): Promise<LeaderboardAnswers['board']>;
  /** Subscribes to what became of each daily deal won (sent, ranked, waiting...); returns the unsubscribe function. */
  onLeaderboardOutcome(handler: (outcome: DailyOutcome) => void): () => void;
}

/**
 * The host methods over a service (main's handlers and the browser host use the same mapping). The
 * service may come later: the browser host loads it on the first call, so it is not in the page's start.
 */
export function leaderboardCalls(service: () => Leaderboard | Promise<Leaderboard>): Pick<LeaderboardHost, 'leaderboardJoin' | 'leaderboardBoard'> {
  return {
    leaderboardJoin: async () => (await service()).join(),
    leaderboardBoard: async (game, date) => (await service()).board(game, date),
  };
}
