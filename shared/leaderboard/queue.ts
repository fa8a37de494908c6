// Results waiting to be sent: a win while offline, or while the server answers 503 or 429. The queue
// is the host's (main's file, the browser's storage), so a result survives a restart. It is sent again
// after the server's Retry-After, or as soon as the server answers another call; a 409 on a resend
// means an earlier send arrived (its answer was lost); any other refusal drops the result, with a word.
import type { Result } from '../engine/result';
import { type Answer, DEFAULT_RETRY_SECONDS, type LeaderboardError } from './client';
import type { Ranked } from './answers';
import type { PendingResult } from './state';
import { MAX_PENDING } from '../schemas/limits';

export interface QueueDeps {
  send(item: PendingResult): Promise<Answer<Ranked>>;
  /** The waiting list changed: the host keeps it. */
  changed(pending: readonly PendingResult[]): void;
  /** Runs `run` after `ms` (a timer the tests fake); answers a function that cancels it. */
  schedule(run: () => void, ms: number): () => void;
  /** A result that will never be taken (refused, or pushed out of a full queue), and why. */
  dropped(item: PendingResult, reason: string): void;
  /** A result that reached the board (`ranked` null: an earlier send had, the server says 409). */
  delivered?(item: PendingResult, ranked: Ranked | null): void;
}

/** What became of the result at the head of the queue. */
type Step = 'sent' | 'wait' | 'stop';

export class ResultQueue {
  private items: PendingResult[];
  private cancelTimer: (() => void) | null = null;
  /** Set while a Retry-After runs: the server asked for quiet until then. */
  private busy = false;
  private running: Promise<void> | null = null;

  constructor(
    initial: readonly PendingResult[],
    private readonly deps: QueueDeps,
  ) {
    this.items = [...initial];
  }

  get pending(): readonly PendingResult[] {
    return this.items;
  }

  /** Queues a result (the oldest goes when the queue is full) and keeps the list. */
  add(item: PendingResult): void {
    this.items.push(item);
    while (this.items.length > MAX_PENDING) this.deps.dropped(this.items.shift()!, 'too many results were waiting to be sent');
    this.deps.changed(this.items);
  }

  /** Waits `seconds` (the server's Retry-After), then sends what waits. */
  retryIn(seconds: number, busy: boolean): void {
    this.cancelTimer?.();
    this.busy = busy;
    this.cancelTimer = this.deps.schedule(() => {
      this.cancelTimer = null;
      this.busy = false;
      void this.flush();
    }, seconds * 1000);
  }

  /** The server answered another call: what waited for the network goes now (not before a Retry-After). */
  serverAnswered(): void {
    if (this.items.length > 0 && !this.busy && this.running === null) void this.flush();
  }

  /** Sends the waiting results in order, until the server asks to wait or cannot be reached. */
  flush(): Promise<void> {
    this.running ??= this.sendAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendAll(): Promise<void> {
    while (this.items.length > 0) {
      const item = this.items[0]!;
      const step = this.settle(item, await this.deps.send(item));
      if (step !== 'sent') return;
    }
  }

  private settle(item: PendingResult, answer: Result<Ranked, LeaderboardError>): Step {
    if (!answer.ok) {
      const e = answer.error;
      if (e.kind === 'busy') return this.wait(e.retryAfter, true);
      if (e.kind === 'offline') return this.wait(DEFAULT_RETRY_SECONDS, false);
      if (e.kind === 'off') return 'stop';
    }
    this.items = this.items.filter((x) => x !== item);
    this.deps.changed(this.items);
    if (answer.ok) this.deps.delivered?.(item, answer.value);
    else if (answer.error.kind === 'refused' && answer.error.status === 409) this.deps.delivered?.(item, null);
    else this.deps.dropped(item, answer.error.message);
    return 'sent';
  }

  private wait(seconds: number, busy: boolean): Step {
    this.retryIn(seconds, busy);
    return 'wait';
  }

  /** Stops the timer (the host is closing). */
  stop(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }
}
