import type { Move } from '../../shared/engine/moves';
import type { Scheduler } from '../session/scheduler';

/** The deal animation lasts up to this many card flights (see CastleTable's stagger). */
export const DEAL_SPAN = 7;
/** Watching the solver, a move waits at least this long, so it can be followed and stopped even with motion off. */
export const WATCH_STEP_MIN_MS = 150;

export interface MotionDeps {
  readonly scheduler: Scheduler;
  /** Milliseconds one card's flight takes; 0 plays everything at once. */
  readonly animationMs: () => number;
  /** Plays one queued move; false when it no longer fits (the rest is dropped). */
  readonly play: (m: Move) => boolean;
  /** Running animations must end at once (CastleTable finishes its transitions). */
  readonly snap: () => void;
  /** Watching the solver ended: at the end of the line, or stopped with moves left. */
  readonly watchEnded: (finished: boolean) => void;
}

/**
 * The table's timing of moves that play by themselves: auto-finish and safe moves one flight after
 * another (a new gesture plays the rest at once), and the solver's line while the player watches
 * (one move per flight; any input stops it, leaving the rest unplayed). The game session knows
 * nothing of it: it is handed each move through `play`.
 */
export class MotionQueue {
  /** The solver's line is being played. */
  watching = false;
  private pending: Move[] = [];
  private cancelStep: (() => void) | null = null;
  private lastChangeAt = -Infinity;

  constructor(private readonly d: MotionDeps) {}

  /** Moves of the solver's line still to play while watching; 0 otherwise. */
  get left(): number {
    return this.watching ? this.pending.length : 0;
  }

  /** The position changed: a card may be in flight for a while. */
  noteChange(): void {
    this.lastChangeAt = this.d.scheduler.now();
  }

  /** Plays moves one after another, each as its own animation. */
  queue(moves: readonly Move[]): void {
    if (moves.length === 0) return;
    this.pending.push(...moves);
    this.step();
  }

  /** Plays the solver's line move by move until its end or until `stop`. */
  watch(line: readonly Move[]): void {
    this.finish();
    if (line.length === 0) return;
    this.watching = true;
    this.pending = [...line];
    this.step();
  }

  /** Ends watching, the rest of the line unplayed. */
  stop(): void {
    if (!this.watching) return;
    this.cancelStep?.();
    this.cancelStep = null;
    this.pending = [];
    this.watching = false;
    this.d.watchEnded(false);
  }

  /** Ends every running animation: queued moves are played now and the table jumps to its place. */
  finish(): void {
    // cheap when nothing moves: the table only has work to do while a flight may be under way
    const ms = this.d.animationMs();
    const flying = this.pending.length > 0 || this.d.scheduler.now() - this.lastChangeAt < ms * DEAL_SPAN;
    if (this.watching) this.stop();
    this.cancelStep?.();
    this.cancelStep = null;
    const rest = this.pending;
    this.pending = [];
    for (const m of rest) if (!this.d.play(m)) break;
    if (flying) this.d.snap();
  }

  private step(): void {
    if (this.cancelStep !== null || this.pending.length === 0) return;
    const ms = this.d.animationMs();
    if (!this.watching && ms <= 0) {
      this.finish();
      return;
    }
    const played = this.d.play(this.pending.shift()!);
    if (!played) this.pending = [];
    if (this.pending.length > 0) {
      const wait = this.watching ? Math.max(ms, WATCH_STEP_MIN_MS) : ms * 0.6;
      this.cancelStep = this.d.scheduler.after(wait, () => {
        this.cancelStep = null;
        this.step();
      });
    } else if (this.watching) {
      this.watching = false;
      this.d.watchEnded(played);
    }
  }
}
