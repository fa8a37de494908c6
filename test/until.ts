// Waiting in a test for a condition itself, never for a clock: the condition is looked at now and
// again on each event that could change it. A condition that never comes fails at the test's timeout.

/** Subscribes a listener to the events that may change a condition; answers how to unsubscribe. */
export type Subscribe = (listener: () => void) => () => void;

/** Resolves once `holds()` is true: at once, or at the first event of `subscribe` after which it is. */
export function until(holds: () => boolean, subscribe: Subscribe): Promise<void> {
  if (holds()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(() => {
      if (!holds()) return;
      stop();
      resolve();
    });
  });
}
