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

/** The host methods over a service (main's handlers and the browser host use the same mapping). */
export function leaderboardCalls(service: () => Leaderboard): Omit<LeaderboardHost, 'leaderboardPlace'> {
  return {
    leaderboardJoin: () => service().join(),
    leaderboardTicket: (game, date) => service().ticket(game, date),
    leaderboardSubmit: ({ game, date, moves }) => service().submit(game, date, moves),
    leaderboardBoard: (game, date) => service().board(game, date),
  };
}
