import type { Move } from '../../shared/engine/moves';
import type { Position } from '../../shared/engine/position';
import type { AnalysisRequest } from '../../shared/solver/api/analysis-types';
import type { Announcement } from '../table/announcement';
import { hintWords } from './move-words';
import type { SessionSolver } from './ports';
import type { Scheduler } from './scheduler';
import { verdictOf, type Verdict } from './verdict';

/** Quiet time after a change before the solver is asked about the position. */
export const ANALYSIS_DELAY_MS = 120;

export interface VerdictDeps {
  readonly scheduler: Scheduler;
  readonly solver: () => Promise<SessionSolver | null>;
  /** The position reached, as the solver reads it. */
  readonly request: () => AnalysisRequest;
  /** The position reached, as the table has it (the hint's words name the card a move goes on). */
  readonly position: () => Readonly<Position>;
  /** Says what the hint found (its move in words, or why there is none): the live region and the status line. */
  readonly say: (a: Announcement) => void;
  readonly changed: () => void;
  /**
   * The game has cards the player cannot see (a face-down stock): the solver is never asked, so no
   * verdict or hint tells what the stock holds (issue 15: hidden cards stay hidden).
   */
  readonly hidden: () => false | 'stock' | 'talon';
}

/**
 * The solver's verdict on the position reached and the hint from it. A position is analysed after a
 * quiet spell (a burst of moves starts one analysis), and an answer for an older position is dropped.
 * A hint is only ever the solver's: asked for while the solver still thinks, it follows its answer.
 */
export class VerdictAndHint {
  verdict: Verdict = { kind: 'unknown' };
  /** The move the hint shows on the table, until the next change. */
  hint: Move | null = null;
  /** The next move of the solver's line for the position reached, once it has answered. */
  private solverHint: Move | null = null;
  /** Goes up with every position and every analysis: an answer carries the number it was asked with. */
  private seq = 0;
  private cancelWait: (() => void) | null = null;
  /** The analysis of the current position on its way, if any. */
  private running: Promise<void> | null = null;
  /** The solver that analysis was asked of, until it answers: a move cancels it (the answer is stale). */
  private asked: SessionSolver | null = null;
  /** The player asked for a hint of this position before the solver had one. */
  private hintWanted = false;
  /** The solver's winning line from the position reached, once Hint is asked again in it. */
  private line: readonly Move[] | null = null;
  /** Which move of `line` the hint shows (0: the next move to play). */
  private step = 0;
  /** Hint asked again, on its way to the line. */
  private stepping: Promise<void> | null = null;

  constructor(private readonly d: VerdictDeps) {}

  /** The verdict while face-down cards would tell the solver what the player cannot see, or null. */
  private hiddenVerdict(): Verdict | null {
    const hidden = this.d.hidden();
    return hidden === false ? null : hidden === 'talon' ? { kind: 'hidden', talon: true } : { kind: 'hidden' };
  }

  /** A new game: nothing is known of it yet. */
  reset(): void {
    this.verdict = this.hiddenVerdict() ?? { kind: 'unknown' };
  }

  /** The position changed: the old hint and verdict go, and the new position is analysed soon. */
  positionChanged(): void {
    this.hint = null;
    this.solverHint = null;
    this.hintWanted = false;
    this.line = null;
    this.step = 0;
    const hidden = this.hiddenVerdict();
    if (hidden !== null) {
      this.verdict = hidden;
      return;
    }
    const k = this.verdict.kind;
    if (k !== 'unknown' && k !== 'thinking') this.verdict = { kind: 'thinking' };
    this.cancelAsked();
    this.seq++;
    this.cancelWait?.();
    this.cancelWait = this.d.scheduler.after(ANALYSIS_DELAY_MS, () => {
      this.cancelWait = null;
      this.run();
    });
  }

  showHint(): void {
    const hidden = this.d.hidden();
    if (hidden !== false) {
      this.hint = null;
      this.d.say({ key: hidden === 'talon' ? 'table.announce.hintHiddenTalon' : 'table.announce.hintHidden' });
      return;
    }
    // asked again while the hint shows: the next move of the solver's winning line
    if (this.hint !== null && this.solverHint !== null) {
      this.stepping ??= this.stepOn().finally(() => (this.stepping = null));
      return;
    }
    if (this.solverHint !== null || this.verdict.kind === 'lost' || !this.busy) {
      this.give();
      return;
    }
    this.hintWanted = true;
    this.hint = null;
    this.d.say({ key: 'table.announce.noHintYet' });
    // the player is waiting: no need for the quiet spell before asking the solver
    if (this.cancelWait !== null) this.runNow();
  }

  /** The session is gone: no analysis is asked for any more, and an answer on its way is dropped. */
  dispose(): void {
    this.cancelWait?.();
    this.cancelWait = null;
    this.cancelAsked();
    this.seq++;
    this.hintWanted = false;
  }

  clearHint(): void {
    this.hint = null;
    this.step = 0;
  }

  /** Resolves once the current position's analysis has answered (asking at once if it waits). */
  async whenIdle(): Promise<void> {
    for (;;) {
      if (this.cancelWait !== null) this.runNow();
      const r = this.running ?? this.stepping;
      if (r === null) return;
      await r;
    }
  }

  /** Stops the analysis on its way, if any: its answer would be dropped, and its search costs the worker. */
  private cancelAsked(): void {
    this.asked?.cancel();
    this.asked = null;
  }

  private get busy(): boolean {
    return this.cancelWait !== null || this.running !== null;
  }

  private runNow(): void {
    this.cancelWait?.();
    this.cancelWait = null;
    this.run();
  }

  private run(): void {
    const seq = ++this.seq;
    const p = this.analyse(seq).catch(() => undefined);
    this.running = p;
    void p.then(() => {
      if (this.running === p) this.running = null;
    });
  }

  private async analyse(seq: number): Promise<void> {
    try {
      const solver = await this.d.solver();
      if (seq !== this.seq) return;
      if (!solver) {
        this.verdict = { kind: 'unknown' };
        return;
      }
      this.verdict = { kind: 'thinking' };
      this.d.changed();
      this.asked = solver;
      const analysis = await solver.analyse(this.d.request()).catch(() => null);
      if (seq !== this.seq || analysis === null) return;
      this.asked = null;
      this.verdict = verdictOf(analysis);
      this.solverHint = analysis.hint ? analysis.hint.move : null;
    } finally {
      if (seq === this.seq) {
        if (this.hintWanted) this.give();
        this.d.changed();
      }
    }
  }

  /** Says (and shows) what the solver knows of the position now. */
  private give(): void {
    this.hintWanted = false;
    const m = this.solverHint;
    this.hint = m;
    this.step = 0;
    if (m !== null) this.d.say(hintWords(this.d.position(), [m]));
    else if (this.verdict.kind === 'lost') this.d.say({ key: 'table.announce.noHint' });
    else this.d.say({ key: 'table.announce.noHintUnknown' });
  }

  /**
   * The hint one move further along the solver's winning line (the solver keeps the line it found,
   * so asking for it costs no new search); after its last move, back to the first.
   */
  private async stepOn(): Promise<void> {
    const seq = this.seq;
    if (this.line === null) {
      const solver = await this.d.solver();
      const answer = solver ? await solver.winningLine(this.d.request()).catch(() => null) : null;
      if (seq !== this.seq || this.hint === null) return;
      this.line = answer?.line ?? [];
      // a line that does not start with the move shown is another line: it is shown from its start
      if (this.line[0] !== this.solverHint) this.step = -1;
    }
    const line = this.line;
    if (line.length === 0) return;
    this.step = (this.step + 1) % line.length;
    this.hint = line[this.step]!;
    this.d.say(hintWords(this.d.position(), line, this.step));
    this.d.changed();
  }
}
