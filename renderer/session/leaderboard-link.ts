// The game session's door to the online leaderboard: a daily deal takes its ticket when it starts,
// and its moves are sent when it is won. The host makes the calls (main in the desktop app, the page
// on its own server); the link only says what happened, for the end-of-game panel. No framework here.
import type { GameId } from '../../shared/engine/games';
import type { GameHost } from '../../shared/host/host';
import type { HelpUsed } from '../../shared/host/types';
import { tookHelp } from '../../shared/stats/ranked';

export type LeaderboardLinkHost = Pick<GameHost, 'leaderboardTicket' | 'leaderboardSubmit'>;

/** What became of the last daily deal won, for the panel: sent and ranked, waiting, or refused. */
export type LeaderboardStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'sending'; readonly game: GameId; readonly date: string }
  | { readonly kind: 'ranked'; readonly game: GameId; readonly date: string; readonly rank: number; readonly best: boolean }
  | { readonly kind: 'queued'; readonly game: GameId; readonly date: string }
  /** A win with help: the solver's work is not the player's, so it was not sent. */
  | { readonly kind: 'withHelp'; readonly game: GameId; readonly date: string }
  | { readonly kind: 'failed'; readonly game: GameId; readonly date: string; readonly message: string };

export class LeaderboardLink {
  status: LeaderboardStatus = { kind: 'none' };
  private readonly listeners = new Set<(status: LeaderboardStatus) => void>();
  private ticketTaken: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly host: () => LeaderboardLinkHost,
    /** Whether the player turned the leaderboard on (nothing is asked of the host before). */
    private readonly enabled: () => boolean,
  ) {}

  onChange(listener: (status: LeaderboardStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A daily deal starts (or is resumed unfinished): the host takes its ticket, or keeps the one it has. */
  dailyStarted(game: GameId, date: string): void {
    this.set({ kind: 'none' });
    if (!this.enabled()) return;
    // a refusal here shows at the win: the host answers then that the deal had no ticket
    this.ticketTaken = this.host()
      .leaderboardTicket(game, date)
      .catch(() => undefined);
  }

  /** A daily deal was won: its moves go to the host, after its ticket; a win with help is never sent. */
  async dailyWon(game: GameId, date: string, moves: string, help: HelpUsed): Promise<void> {
    if (!this.enabled()) return;
    if (tookHelp(help)) {
      this.set({ kind: 'withHelp', game, date });
      return;
    }
    this.set({ kind: 'sending', game, date });
    await this.ticketTaken;
    try {
      const answer = await this.host().leaderboardSubmit({ game, date, moves });
      if (!answer.ok) this.set(answer.error.kind === 'off' ? { kind: 'none' } : { kind: 'failed', game, date, message: answer.error.message });
      else if (answer.value.status === 'ranked') this.set({ kind: 'ranked', game, date, rank: answer.value.ranked.rank, best: answer.value.ranked.best });
      else this.set({ kind: 'queued', game, date });
    } catch (e) {
      this.set({ kind: 'failed', game, date, message: e instanceof Error ? e.message : String(e) });
    }
  }

  /** Resolves when the last ticket asked for is answered (tests, and a win right after the start). */
  settled(): Promise<unknown> {
    return this.ticketTaken;
  }

  private set(status: LeaderboardStatus): void {
    this.status = status;
    for (const l of this.listeners) l(status);
  }
}
