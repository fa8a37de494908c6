import type { SavedGame } from '../../shared/formats/saved-game-types';
import type { HostLine } from './host-line';
import type { Scheduler } from './scheduler';

/** Longest wait for an idle moment before the game in progress is saved. */
export const SAVE_WAIT_MS = 500;

/**
 * When the game in progress is written. A burst of moves (auto-finish, a fast player) saves once: the
 * save waits for an idle moment after the frame that shows the move (at most SAVE_WAIT_MS), so
 * serialising and writing never sit between an input and its frame. Saves reach the host in order,
 * by the session's line to the host (so a slow host never sees an older game after a newer one, nor
 * a game's first save before that game was begun); a failed save is reported, and the next save
 * tries again.
 */
export class SavePolicy {
  private cancel: (() => void) | null = null;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly scheduler: Scheduler,
    private readonly line: HostLine,
    private readonly snapshot: () => SavedGame,
    private readonly write: (game: SavedGame) => Promise<void>,
    private readonly failed: (reason: string) => void,
  ) {}

  /** A change to save soon. */
  schedule(): void {
    this.cancel ??= this.scheduler.idle(() => this.now(), SAVE_WAIT_MS);
  }

  /** The session is gone: a save waiting for an idle moment is not made (one already asked for goes on). */
  dispose(): void {
    this.cancel?.();
    this.cancel = null;
  }

  /** Saves at once (the page is being hidden, or a test wants it). */
  now(): void {
    this.cancel?.();
    this.cancel = null;
    const game = this.snapshot();
    // on the line at once: it keeps its place among the games begun and the results sent
    const written = this.line.run(() => this.write(game)).catch((e: unknown) => this.failed(reasonOf(e)));
    this.chain = Promise.all([this.chain, written]).then(() => undefined);
  }

  /** Resolves once every save asked for so far has reached the host (or failed). */
  settled(): Promise<void> {
    return this.chain;
  }
}

export const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
