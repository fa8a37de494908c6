// @vitest-environment happy-dom
// The table's sounds (renderer/sound): nothing of Web Audio exists while sound is off; with sound on,
// the settings' volume reaches the master gain every sound goes through; the table calls them when a
// move is played, refused or wins the game.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playSound, resetSoundForTests } from '../../../renderer/sound/play-sound';
import { SOUND_NAMES, gainFor } from '../../../renderer/sound/synth';
import { useSettingsStore } from '../../../renderer/stores/settings';
import { useGameStore } from '../../../renderer/stores/game';
import { useInteractionStore } from '../../../renderer/stores/interaction';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';
import { legalMoves, moveFrom, moveTo } from '../../../shared/engine/moves';
import { dealPosition } from '../../../shared/engine/deal';
import { solve } from '../../../shared/solver/api/solve';
import { freshTable } from '../helpers';
import { FakeAudioContext } from './fake-audio';

const soundSettings = (sound: boolean, soundVolume: number): void => useSettingsStore().replace({ ...DEFAULT_SETTINGS, autoMoveSafe: false, sound, soundVolume });

/** Lets the synthesiser's chunk load and its promise run. */
async function settled(): Promise<void> {
  await vi.dynamicImportSettled();
  await new Promise((r) => setTimeout(r, 0));
}

beforeEach(() => {
  freshTable();
  FakeAudioContext.reset();
  resetSoundForTests();
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('playSound', () => {
  it('with sound off makes no AudioContext and no audio node, whatever is played', async () => {
    soundSettings(false, 80);
    for (const name of SOUND_NAMES) playSound(name);
    await settled();
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  it('at volume 0 makes none either', async () => {
    soundSettings(true, 0);
    playSound('place');
    await settled();
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  it('with sound on makes one context, and the volume reaches the master gain every sound goes through', async () => {
    soundSettings(true, 30);
    playSound('place');
    await settled();
    expect(FakeAudioContext.made).toHaveLength(1);
    const ctx = FakeAudioContext.made[0]!;
    const master = ctx.nodes[0]!;
    expect(master.kind).toBe('gain');
    expect(master.connections).toEqual([ctx.destination]);
    expect(master.gain!.value).toBeCloseTo(gainFor(0.3));
    // the tap's sources started, and their sound ends at the master gain
    expect(ctx.nodes.filter((n) => n.started).map((n) => n.kind).sort()).toEqual(['buffer', 'oscillator']);

    soundSettings(true, 80);
    for (const name of SOUND_NAMES) playSound(name);
    await settled();
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(master.gain!.value).toBeCloseTo(gainFor(0.8));
    expect(gainFor(0.8)).toBeGreaterThan(gainFor(0.3));
    // the win is four notes
    expect(ctx.nodes.filter((n) => n.kind === 'oscillator').length).toBeGreaterThanOrEqual(1 + 2 + 4);
  });

  it('leaves the game silent, not broken, where the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    soundSettings(true, 50);
    expect(() => playSound('win')).not.toThrow();
    await settled();
  });
});

describe('the table’s sounds', () => {
  /** The notes (oscillators) the context made from node `from` on: their wave and frequency. */
  const notes = (ctx: FakeAudioContext, from = 0): string[] =>
    ctx.nodes.slice(from).filter((n) => n.kind === 'oscillator').map((n) => `${n.type} ${n.frequency!.value}`);

  it('a played move sounds "place", a refused drop "illegal"', async () => {
    soundSettings(true, 50);
    const game = useGameStore();
    await game.startDeal('beleaguered-castle', 3);
    const m = legalMoves(game.position)[0]!;
    game.play(moveFrom(m), moveTo(m));
    await settled();
    const ctx = FakeAudioContext.made[0]!;
    // the tap: noise over a soft thump
    expect(notes(ctx)).toEqual(['sine 170']);
    const before = ctx.nodes.length;
    useInteractionStore().refused++;
    await settled();
    // the refusal's two low notes
    expect(notes(ctx, before)).toEqual(['triangle 220', 'triangle 165']);
  });

  it('a win sounds its four rising notes once, after the last move’s tap', async () => {
    soundSettings(true, 50);
    const game = useGameStore();
    game.setAnimationMs(0);
    await game.startDeal('masterpiece', 1);
    for (const m of solve(dealPosition('masterpiece', 1), { budget: 300_000 }).moves) game.play(moveFrom(m), moveTo(m));
    game.finishPending();
    expect(game.won).toBe(true);
    await settled();
    const played = notes(FakeAudioContext.made[0]!);
    expect(played.filter((n) => n.startsWith('triangle'))).toEqual(['triangle 523.25', 'triangle 659.25', 'triangle 783.99', 'triangle 1046.5']);
    expect(played.at(-5)).toBe('sine 170');
  });
});
