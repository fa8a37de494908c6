// The table's window on the online leaderboard. The host owns a daily deal's life there (main in the
// desktop app, the browser host in the page): it takes the ticket when it begins the deal and sends
// the win it vouched for (shared/leaderboard/daily-lifecycle.ts). The link only hears what became of
// it, for the end-of-game panel. No framework here.
import type { GameHost } from '../../shared/host/host';
import type { DailyOutcome } from '../../shared/leaderboard/outcome';

export type LeaderboardLinkHost = Pick<GameHost, 'onLeaderboardOutcome'>;

/** What became of the last daily deal won, for the panel: nothing yet, or the host's word. */
export type LeaderboardStatus = { readonly kind: 'none' } | DailyOutcome;

export class LeaderboardLink {
  status: LeaderboardStatus = { kind: 'none' };
  private readonly listeners = new Set<(status: LeaderboardStatus) => void>();
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly host: () => LeaderboardLinkHost) {}

  /** Starts hearing the host's outcomes (once). */
  listen(): void {
    this.unsubscribe ??= this.host().onLeaderboardOutcome((outcome) => this.set(outcome));
  }

  onChange(listener: (status: LeaderboardStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A daily deal starts: what was said of an earlier win goes. */
  dailyStarted(): void {
    this.set({ kind: 'none' });
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private set(status: LeaderboardStatus): void {
    this.status = status;
    for (const l of this.listeners) l(status);
  }
}
