/**
 * The session's calls to the host, one at a time in the order the session made them. So a game is
 * begun before its first save reaches the host (whose clock starts at that save), and the result of
 * a game goes out, with that game's id, before the next game is begun.
 */
export class HostLine {
  private tail: Promise<void> = Promise.resolve();

  run<T>(call: () => Promise<T>): Promise<T> {
    const next = this.tail.then(call);
    this.tail = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }

  /** Resolves once every call made so far has been answered (or failed). */
  idle(): Promise<void> {
    return this.tail;
  }
}
