// What stops a solve before its budget: a signal (an AbortSignal, or anything with `aborted`) and a
// deadline on a clock. The searches look every STOP_EVERY positions, by lowering the position count
// at which they next stop to look (`Stop.limit`), so the hot loop tests one number as before. A
// stopped search answers `unknown` with the positions it searched, never `unwinnable`.

/** An AbortSignal, or anything else with `aborted` (a worker's shared stop word). */
export interface StopSignal {
  readonly aborted: boolean;
}

/** The ways to stop a solve early, as its options take them. */
export interface StopOptions {
  /** Stops the solve once `aborted`. */
  readonly signal?: StopSignal;
  /** The time, on `clock`, after which the solve stops. */
  readonly deadline?: number;
  /** Milliseconds, for `deadline` (Date.now); tests pass their own. */
  readonly clock?: () => number;
}

/** Positions between two looks at the signal and the clock: a few milliseconds of the slowest search
 * (the beams of the games of three and four decks), a fraction of one of the fastest. */
export const STOP_EVERY = 512;

export class Stop {
  /** Set the first time the signal or the clock said stop; it stays set. */
  stopped = false;
  private readonly clock: () => number;

  constructor(private readonly options: StopOptions = {}) {
    this.clock = options.clock ?? Date.now;
  }

  /** Whether the solve must stop now (looks at the signal and the clock). */
  due(): boolean {
    if (this.stopped) return true;
    const o = this.options;
    if (o.signal?.aborted === true || (o.deadline !== undefined && this.clock() >= o.deadline)) this.stopped = true;
    return this.stopped;
  }

  /**
   * A search that has counted `positions` of `budget` reached its limit: whether it must end (budget
   * spent, or stopped), and otherwise the count at which it looks again.
   */
  limit(positions: number, budget: number): number {
    if (positions >= budget || this.due()) return -1;
    return Math.min(budget, positions + STOP_EVERY);
  }
}

/** A search's count of positions against its budget and its stop: the one number its hot loop tests. */
export class PositionCount {
  positions = 0;
  /** The count at which the search next looks at its stop, or ends its budget. */
  private limit = 0;

  constructor(
    private readonly budget: number,
    private readonly stop: Stop,
  ) {}

  /** Whether the budget is spent or the stop says stop: looked at only when `limit` is reached. */
  spent(): boolean {
    if (this.positions < this.limit) return false;
    this.limit = this.stop.limit(this.positions, this.budget);
    return this.limit < 0;
  }
}

/** A stop that never stops: for solves asked without a signal or a deadline. */
export const NEVER = new Stop();

/** The stop of a solve's options: NEVER when they name neither a signal nor a deadline. */
export function stopOf(options: StopOptions): Stop {
  return options.signal === undefined && options.deadline === undefined ? NEVER : new Stop(options);
}
