import { describe, it, expect } from 'vitest';
import { isFoundationPile } from '../../../shared/engine/moves';
import { LineReplay, REPLAY_STEP_MS } from '../../../renderer/replay/line-replay';
import { movesToText } from '../../../shared/formats/move-text';
import { moveTo } from '../../../shared/engine/moves';
import { FakeScheduler } from '../session/fakes';
import { findPar } from '../../../shared/solver/services/par';
import { dealPosition } from '../../../shared/engine/deal';
import { GameRecord, type GameOrigin } from '../../../shared/engine/record';
import { legalMoves } from '../../../shared/engine/moves';

const ORIGIN: GameOrigin = { kind: 'deal', game: 'fortress', number: 5 };
const LINE = findPar(dealPosition('fortress', 5)).line;

function setup() {
  const scheduler = new FakeScheduler();
  let changes = 0;
  const replay = new LineReplay({ scheduler, changed: () => changes++ });
  return { scheduler, replay, changes: () => changes };
}

/** The position after the first `n` moves of the line, played on a record of its own. */
function after(n: number) {
  const r = new GameRecord(ORIGIN);
  for (const m of LINE.slice(0, n)) r.play(m);
  return r.position;
}

describe('LineReplay', () => {
  it('opens at the deal and steps forward and back through the line, move by move', () => {
    const { replay, changes } = setup();
    expect(replay.isOpen).toBe(false);
    expect(replay.open(ORIGIN, LINE)).toEqual({ ok: true, value: undefined });
    expect(replay).toMatchObject({ isOpen: true, index: 0, length: LINE.length, playing: false });
    expect(replay.position).toEqual(dealPosition('fortress', 5));
    expect(replay.back()).toBe(false);
    expect(replay.stepForward()).toBe(true);
    expect(replay.stepForward()).toBe(true);
    expect(replay.index).toBe(2);
    expect(replay.position).toEqual(after(2));
    expect(replay.back()).toBe(true);
    expect(replay.position).toEqual(after(1));
    expect(changes()).toBeGreaterThan(0);
  });

  it('plays a move every step while playing, pauses at the end, and starts again from the deal', () => {
    const { replay, scheduler } = setup();
    replay.open(ORIGIN, LINE);
    replay.toggle();
    expect(replay.playing).toBe(true);
    scheduler.advance(REPLAY_STEP_MS - 1);
    expect(replay.index).toBe(0);
    scheduler.advance(1);
    expect(replay.index).toBe(1);
    scheduler.advance(REPLAY_STEP_MS * 3);
    expect(replay.index).toBe(4);
    replay.toggle();
    scheduler.advance(REPLAY_STEP_MS * 5);
    expect(replay).toMatchObject({ index: 4, playing: false });
    replay.play();
    scheduler.advance(REPLAY_STEP_MS * (LINE.length + 5));
    expect(replay).toMatchObject({ index: LINE.length, playing: false });
    expect(replay.position).toEqual(after(LINE.length));
    expect(after(LINE.length).foundations).toEqual([13, 13, 13, 13]);
    // from the end, play starts again at the deal
    replay.play();
    expect(replay.index).toBe(0);
    scheduler.advance(REPLAY_STEP_MS);
    expect(replay.index).toBe(1);
  });

  it('a step by hand pauses the play; closing stops it and leaves nothing open', () => {
    const { replay, scheduler } = setup();
    replay.open(ORIGIN, LINE);
    replay.play();
    scheduler.advance(REPLAY_STEP_MS * 2);
    replay.stepForward();
    expect(replay).toMatchObject({ index: 3, playing: false });
    scheduler.advance(REPLAY_STEP_MS * 4);
    expect(replay.index).toBe(3);
    replay.play();
    replay.back();
    expect(replay).toMatchObject({ index: 2, playing: false });
    replay.play();
    replay.close();
    scheduler.advance(REPLAY_STEP_MS * 4);
    expect(replay).toMatchObject({ isOpen: false, playing: false, index: 0, length: 0, position: null });
    expect(replay.stepForward()).toBe(false);
    expect(replay.back()).toBe(false);
  });

  it('goes to any move of the line at once (the slider, the move list), and pauses', () => {
    const { replay, scheduler } = setup();
    replay.open(ORIGIN, LINE);
    replay.play();
    expect(replay.goTo(LINE.length - 3)).toBe(true);
    expect(replay).toMatchObject({ index: LINE.length - 3, playing: false });
    expect(replay.position).toEqual(after(LINE.length - 3));
    scheduler.advance(REPLAY_STEP_MS * 4);
    expect(replay.index).toBe(LINE.length - 3);
    expect(replay.goTo(2)).toBe(true);
    expect(replay.position).toEqual(after(2));
    for (const bad of [-1, LINE.length + 1, 1.5, Number.NaN]) expect(replay.goTo(bad)).toBe(false);
    expect(replay.index).toBe(2);
  });

  it('plays at the speed chosen, 0.5x to 4x, and changes pace while it plays', () => {
    const { replay, scheduler } = setup();
    replay.open(ORIGIN, LINE);
    replay.setSpeed(0.5);
    replay.play();
    scheduler.advance(REPLAY_STEP_MS * 2 - 1);
    expect(replay.index).toBe(0);
    scheduler.advance(1);
    expect(replay.index).toBe(1);
    replay.setSpeed(4);
    scheduler.advance(REPLAY_STEP_MS / 4);
    expect(replay.index).toBe(2);
    scheduler.advance(REPLAY_STEP_MS);
    expect(replay.index).toBe(6);
    expect(replay.playing).toBe(true);
    // the speed stays for the next line
    replay.close();
    replay.open(ORIGIN, LINE);
    expect(replay.speed).toBe(4);
  });

  it('says what each move is: its card, where it goes, and its notation', () => {
    const { replay } = setup();
    replay.open(ORIGIN, LINE);
    expect(replay.steps).toHaveLength(LINE.length);
    expect(replay.steps.map((s) => s.notation).join(' ')).toBe(movesToText(LINE, dealPosition('fortress', 5)));
    LINE.forEach((m, i) => {
      const step = replay.steps[i]!;
      const before = after(i);
      if (isFoundationPile(moveTo(m))) expect(step.kind).toBe('home');
      else if (step.kind === 'onto') expect(step.onto).toBe(before.rows[moveTo(m)]!.at(-1));
      else expect(step).toMatchObject({ kind: 'to', slot: moveTo(m) });
    });
    expect(replay.steps.some((s) => s.kind === 'onto')).toBe(true);
    replay.close();
    expect(replay.steps).toEqual([]);
  });

  it('refuses a line with a move the engine does not allow, or no move, and opens nothing', () => {
    const { replay } = setup();
    expect(replay.open(ORIGIN, [])).toMatchObject({ ok: false });
    // a legal first move, then the same move again: no longer legal from where it left
    const m = legalMoves(dealPosition('fortress', 5))[0]!;
    const r = replay.open(ORIGIN, [m, m]);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/move 2/) });
    expect(replay.isOpen).toBe(false);
  });
});
