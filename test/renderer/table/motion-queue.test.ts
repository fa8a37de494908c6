import { describe, it, expect } from 'vitest';
import { MotionQueue, WATCH_STEP_MIN_MS, type MotionDeps } from '../../../renderer/table/motion-queue';
import { FakeScheduler } from '../session/fakes';

function setup(animationMs: number, fits = (m: number) => m < 100) {
  const scheduler = new FakeScheduler();
  const played: number[] = [];
  const ended: boolean[] = [];
  let snaps = 0;
  const deps: MotionDeps = {
    scheduler,
    animationMs: () => animationMs,
    play: (m) => {
      if (!fits(m)) return false;
      played.push(m);
      queue.noteChange();
      return true;
    },
    snap: () => snaps++,
    watchEnded: (finished) => ended.push(finished),
  };
  const queue = new MotionQueue(deps);
  return { queue, scheduler, played, ended, snaps: () => snaps };
}

describe('motion queue', () => {
  it('plays queued moves one flight apart; finish plays the rest at once and snaps the cards', () => {
    const { queue, scheduler, played, snaps } = setup(100);
    queue.queue([1, 2, 3]);
    expect(played).toEqual([1]);
    scheduler.advance(59);
    expect(played).toEqual([1]);
    scheduler.advance(1);
    expect(played).toEqual([1, 2]);
    queue.finish();
    expect(played).toEqual([1, 2, 3]);
    expect(snaps()).toBe(1);
    expect(scheduler.pending).toBe(0);
  });

  it('with motion off, everything plays at once', () => {
    const { queue, played } = setup(0);
    queue.queue([1, 2, 3]);
    expect(played).toEqual([1, 2, 3]);
  });

  it('a move that no longer fits drops the rest of the queue', () => {
    const { queue, scheduler, played } = setup(100);
    queue.queue([1, 200, 3]);
    scheduler.advance(1000);
    expect(played).toEqual([1]);
  });

  it('watching plays one move per flight, even with motion off, and says when the line is done', () => {
    const { queue, scheduler, played, ended } = setup(0);
    queue.watch([1, 2, 3]);
    expect(queue.watching).toBe(true);
    expect(played).toEqual([1]);
    scheduler.advance(WATCH_STEP_MIN_MS);
    expect(played).toEqual([1, 2]);
    scheduler.advance(WATCH_STEP_MIN_MS);
    expect(played).toEqual([1, 2, 3]);
    expect(queue.watching).toBe(false);
    expect(ended).toEqual([true]);
  });

  it('stopping a watch leaves the rest unplayed, and so does any other action (finish)', () => {
    const slow = setup(360);
    slow.queue.watch([1, 2, 3, 4]);
    slow.scheduler.advance(360);
    expect(slow.played).toEqual([1, 2]);
    slow.queue.stop();
    slow.scheduler.advance(10_000);
    expect(slow.played).toEqual([1, 2]);
    expect(slow.ended).toEqual([false]);

    const other = setup(90);
    other.queue.watch([1, 2, 3]);
    other.queue.finish();
    expect(other.played).toEqual([1]);
    expect(other.ended).toEqual([false]);
    expect(other.queue.watching).toBe(false);
  });
});
