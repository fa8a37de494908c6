/**
 * The game clock of RULES.md: it starts with the first move, stops while the window is hidden and
 * when the game ends. Plain TypeScript with the time passed in, so tests need no timers.
 */
export class GameClock {
  private accumulated = 0;
  private runningSince: number | null = null;
  private started = false;
  private stopped = false;
  private hidden = false;

  /** A fresh clock, or one resumed from a saved game's seconds (it waits for the next move). */
  reset(seconds = 0): void {
    this.accumulated = Math.max(0, seconds * 1000);
    this.runningSince = null;
    this.started = seconds > 0;
    this.stopped = false;
  }

  /** A move was played: the first one starts the clock, and a resumed game starts running again. */
  moved(now: number): void {
    this.started = true;
    if (!this.stopped && !this.hidden && this.runningSince === null) this.runningSince = now;
  }

  /** The document was hidden or shown again. */
  setHidden(hidden: boolean, now: number): void {
    this.hidden = hidden;
    if (hidden) this.halt(now);
    else if (this.started && !this.stopped && this.runningSince === null) this.runningSince = now;
  }

  /** The game ended (won): the clock holds its time. */
  stop(now: number): void {
    this.halt(now);
    this.stopped = true;
  }

  /** Undo out of a won position lets the clock run again on the next move. */
  unstop(): void {
    this.stopped = false;
  }

  get running(): boolean {
    return this.runningSince !== null;
  }

  seconds(now: number): number {
    const ms = this.accumulated + (this.runningSince === null ? 0 : now - this.runningSince);
    return Math.floor(ms / 1000);
  }

  private halt(now: number): void {
    if (this.runningSince !== null) {
      this.accumulated += now - this.runningSince;
      this.runningSince = null;
    }
  }
}
