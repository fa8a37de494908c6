// Where main's notices for the player go. Until the renderer first asks for them (takeNotices, at its
// start) they wait in a queue; after that each is sent at once as the `notice` event, since the
// renderer subscribes before it asks. So a notice is given exactly once, whenever it arises.
import type { HostNotice } from '../../shared/host/types';

export class Notices {
  private readonly waiting: HostNotice[] = [];
  private asked = false;

  /** `send` answers false when there is no window to send to; the notice then waits. */
  constructor(private readonly send: (notice: HostNotice) => boolean = () => false) {}

  push(notice: HostNotice): void {
    if (this.asked && this.send(notice)) return;
    this.waiting.push(notice);
  }

  take(): HostNotice[] {
    this.asked = true;
    return this.waiting.splice(0, this.waiting.length);
  }
}
