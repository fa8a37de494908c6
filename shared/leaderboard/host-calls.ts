// The leaderboard calls of the GameHost (shared/host/host.ts), answered by main over IPC or by the
// browser host: what they take and answer. Every answer is a Result: errors are values to show.
import type { GameId } from '../engine/games';
import type { Answer } from './client';
import type { BoardView, Leaderboard, SubmitOutcome } from './service';

export interface LeaderboardDay {
  readonly game: GameId;
  readonly date: string;
}
export interface LeaderboardResult extends LeaderboardDay {
  /** The whole game in the move notation (shared/formats/move-text.ts movesToText). */
  readonly moves: string;
}

/** Where a host's leaderboard goes: an address the player gives (desktop), the page's own server, or nowhere. */
export type LeaderboardPlace = 'address' | 'this-site' | 'none';

export interface LeaderboardAnswers {
  join: Answer<{ readonly nickname: string }>;
  ticket: Answer<{ readonly issuedAt: string }>;
  submit: Answer<SubmitOutcome>;
  board: Answer<BoardView>;
}

/** The GameHost's part: one method each. */
export interface LeaderboardHost {
  /** Where this host's leaderboard goes (so Settings asks for an address only where one is needed). */
  leaderboardPlace(): LeaderboardPlace;
  /** Registers the nickname of the settings (or renames): Settings calls it when the player turns it on. */
  leaderboardJoin(): Promise<LeaderboardAnswers['join']>;
  /** A daily deal begins: the host takes its ticket (or keeps the one it has). */
  leaderboardTicket(game: GameId, date: string): Promise<LeaderboardAnswers['ticket']>;
  /** A daily deal was won: the host sends it, or keeps it until the server answers. */
  leaderboardSubmit(result: LeaderboardResult): Promise<LeaderboardAnswers['submit']>;
  /** A day's board and the game's all-time standings, with the player's own entries. */
  leaderboardBoard(game: GameId, date: string): Promise<LeaderboardAnswers['board']>;
}

/**
 * The host methods over a service (main's handlers and the browser host use the same mapping). The
 * service may come later: the browser host loads it on the first call, so it is not in the page's start.
 */
export function leaderboardCalls(service: () => Leaderboard | Promise<Leaderboard>): Omit<LeaderboardHost, 'leaderboardPlace'> {
  return {
    leaderboardJoin: async () => (await service()).join(),
    leaderboardTicket: async (game, date) => (await service()).ticket(game, date),
    leaderboardSubmit: async ({ game, date, moves }) => (await service()).submit(game, date, moves),
    leaderboardBoard: async (game, date) => (await service()).board(game, date),
  };
}
