// Where a host's notices for the player go. Until the table first asks for them (takeNotices, at its
// start) they wait in a queue; after that each goes at once to the subscribers (main sends it to the
// window as the `notice` event, the browser calls the page's handlers), since the table subscribes
// before it asks. So a notice is given exactly once, whenever it arises.
import type { HostNotice } from './types';

/** Takes a notice; false when it could not (no window to send it to): the notice then waits. */
export type NoticeSubscriber = (notice: HostNotice) => boolean | void;

export class Notices {
  private readonly waiting: HostNotice[] = [];
  private readonly subscribers = new Set<NoticeSubscriber>();
  private asked = false;

  push(notice: HostNotice): void {
    if (this.asked && this.deliver(notice)) return;
    this.waiting.push(notice);
  }

  take(): HostNotice[] {
    this.asked = true;
    return this.waiting.splice(0, this.waiting.length);
  }

  /** Returns the unsubscribe function. */
  subscribe(subscriber: NoticeSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => void this.subscribers.delete(subscriber);
  }

  private deliver(notice: HostNotice): boolean {
    let taken = false;
    for (const s of this.subscribers) if (s(notice) !== false) taken = true;
    return taken;
  }
}

/** Handlers of one kind of event (what became of a won daily deal...). */
export class Subscribers<T> {
  private readonly handlers = new Set<(value: T) => void>();

  subscribe(handler: (value: T) => void): () => void {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }

  tell(value: T): void {
    for (const h of this.handlers) h(value);
  }
}
