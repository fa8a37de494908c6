/**
 * Time as the session sees it: a clock and two kinds of timer. The browser's is below; tests pass a
 * fake one and move time themselves, so nothing in a test waits for real time.
 */
export interface Scheduler {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  /** Runs `fn` once after `ms`; the returned function cancels it. */
  after(ms: number, fn: () => void): () => void;
  /** Runs `fn` once the page is idle, within `timeoutMs`; the returned function cancels it. */
  idle(fn: () => void, timeoutMs: number): () => void;
}

export const browserScheduler: Scheduler = {
  now: () => performance.now(),
  after(ms, fn) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
  idle(fn, timeoutMs) {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(fn, { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(fn, 0);
    return () => clearTimeout(id);
  },
};
