import { GameRecord, type GameOrigin } from '../../shared/engine/record';
import type { Move } from '../../shared/engine/moves';
import type { Position } from '../../shared/engine/position';
import { type Result, err, ok } from '../../shared/engine/result';
import type { Scheduler } from '../session/scheduler';
import { type LineStep, lineStep } from './line-steps';

// The solver's line played back from the deal, read-only: a GameRecord of its own, built from the
// deal and the line (every move checked by the engine as it is recorded), stepped forward and back
// by redo and undo, sent to any move, or played at a steady pace (0.5x to 4x). The game on the
// table is never touched; the table draws this record instead of the game while the replay is open.
// Plain TypeScript, its timer passed in, so tests drive it with fake time.

/** Time between two moves while playing at 1x: long enough to follow a card, as Watch the solver is. */
export const REPLAY_STEP_MS = 700;

/** The speeds the player can choose, as multiples of 1x. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

export interface ReplayDeps {
  readonly scheduler: Scheduler;
  /** Called after every change: the view draws again. */
  readonly changed: () => void;
  readonly stepMs?: number;
}

export class LineReplay {
  /** The replay's own game; null while closed. */
  private record: GameRecord | null = null;
  private stopTimer: (() => void) | null = null;
  /** Goes up with every change of the replay's position. */
  version = 0;
  /** What each move of the line is, for the move list; empty while closed. */
  steps: readonly LineStep[] = [];
  /** How fast it plays: it stays as chosen from one replay to the next. */
  speed: ReplaySpeed = 1;

  constructor(private readonly d: ReplayDeps) {}

  get isOpen(): boolean {
    return this.record !== null;
  }

  get playing(): boolean {
    return this.stopTimer !== null;
  }

  /** Moves of the line shown so far. */
  get index(): number {
    return this.record?.moveCount ?? 0;
  }

  /** Moves in the line. */
  get length(): number {
    const r = this.record;
    return r === null ? 0 : r.moveCount + r.redoMoves().length;
  }

  /** The position after `index` moves of the line; null while closed. */
  get position(): Readonly<Position> | null {
    return this.record?.position ?? null;
  }

  /**
   * Opens the line from the deal of `origin`, at its start. A line with a move the engine refuses (or
   * no move at all) opens nothing and says why; an open replay is replaced.
   */
  open(origin: GameOrigin, line: readonly Move[]): Result<void, string> {
    if (line.length === 0) return err('the line has no move');
    const record = new GameRecord(origin);
    const steps: LineStep[] = [];
    for (let i = 0; i < line.length; i++) {
      steps.push(lineStep(record.position, line[i]!));
      const played = record.play(line[i]!);
      if (!played.ok) return err(`move ${i + 1} of the line cannot be played: ${played.error}`);
    }
    record.goTo(0);
    this.pause();
    this.record = record;
    this.steps = steps;
    this.moved();
    return ok(undefined);
  }

  /** One move on; false at the end (or closed). */
  forward(): boolean {
    if (this.record?.redo() == null) return false;
    this.moved();
    return true;
  }

  /** One move back; false at the start (or closed). Stepping by hand pauses the play. */
  back(): boolean {
    this.pause();
    if (this.record?.undo() == null) return false;
    this.moved();
    return true;
  }

  /** Steps forward by hand: the play pauses. */
  stepForward(): boolean {
    this.pause();
    return this.forward();
  }

  /** Shows the position after `n` moves of the line (the slider, the move list); the play pauses. */
  goTo(n: number): boolean {
    const r = this.record;
    if (r === null || !Number.isInteger(n) || n < 0 || n > this.length) return false;
    this.pause();
    if (n === r.moveCount) return true;
    r.goTo(n);
    this.moved();
    return true;
  }

  /** Plays faster or slower; a play under way goes on at the new pace from the next move. */
  setSpeed(speed: ReplaySpeed): void {
    if (speed === this.speed) return;
    this.speed = speed;
    if (this.stopTimer !== null) {
      this.stopTimer();
      this.schedule();
    }
    this.d.changed();
  }

  /** Plays the line on from here, a move every step; from the end it starts again at the deal. */
  play(): void {
    const r = this.record;
    if (r === null || this.playing) return;
    if (!r.canRedo) {
      r.goTo(0);
      this.version++;
    }
    this.schedule();
    this.d.changed();
  }

  pause(): void {
    if (this.stopTimer === null) return;
    this.stopTimer();
    this.stopTimer = null;
    this.d.changed();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Closes the replay: the table draws the game again. */
  close(): void {
    if (this.record === null) return;
    this.pause();
    this.record = null;
    this.steps = [];
    this.moved();
  }

  private schedule(): void {
    this.stopTimer = this.d.scheduler.after((this.d.stepMs ?? REPLAY_STEP_MS) / this.speed, () => {
      this.stopTimer = null;
      this.forward();
      if (this.record?.canRedo) this.schedule();
      this.d.changed();
    });
  }

  private moved(): void {
    this.version++;
    this.d.changed();
  }
}
