// The three sounds made with Web Audio, nothing to license or download: a card placed (a short tap
// of filtered noise over a soft thump), a move refused (two low falling notes) and a win (a rising
// arpeggio). One AudioContext for the app, made on the first sound; every sound goes through one
// master gain, which carries the volume.

export const SOUND_NAMES = ['place', 'illegal', 'win'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

export interface Synth {
  /** Plays `name` at `volume` (0 to 1). */
  play(name: SoundName, volume: number): void;
}

/** The master gain for a volume from 0 to 1: squared, as loudness is heard, so the lower half of the slider is usable. */
export const gainFor = (volume: number): number => Math.min(1, Math.max(0, volume)) ** 2;

type ContextMaker = () => AudioContext | null;

const defaultContext: ContextMaker = () => {
  const Ctor = globalThis.AudioContext as typeof AudioContext | undefined;
  return Ctor ? new Ctor() : null;
};

/** A synthesiser over a new AudioContext; null where the browser has no Web Audio. */
export function createSynth(makeContext: ContextMaker = defaultContext): Synth | null {
  const ctx = makeContext();
  if (!ctx) return null;
  const master = ctx.createGain();
  master.connect(ctx.destination);
  let noise: AudioBuffer | null = null;

  /** A tenth of a second of white noise, made once: the body of the card's tap. */
  function noiseBuffer(): AudioBuffer {
    if (noise) return noise;
    noise = ctx!.createBuffer(1, Math.ceil(ctx!.sampleRate / 10), ctx!.sampleRate);
    const data = noise.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
    return noise;
  }

  /** A gain that rises in 3 ms to `peak` at `at` and dies away over `length` seconds, into `to`. */
  function envelope(at: number, peak: number, length: number, to: AudioNode): GainNode {
    const g = ctx!.createGain();
    g.gain.setValueAtTime(0.0001, at);
    g.gain.exponentialRampToValueAtTime(peak, at + 0.003);
    g.gain.exponentialRampToValueAtTime(0.0001, at + length);
    g.connect(to);
    return g;
  }

  /** Starts `source` at `at`, stops it after `length`, and lets its nodes go once it has ended. */
  function run(source: AudioScheduledSourceNode, at: number, length: number, nodes: AudioNode[]): void {
    source.onended = () => {
      for (const n of [source, ...nodes]) n.disconnect();
    };
    source.start(at);
    source.stop(at + length + 0.02);
  }

  /** A note of `frequency` into `to`; `alsoEnds` are nodes to let go with it (a filter the note is the last through). */
  function tone(type: OscillatorType, frequency: number, at: number, peak: number, length: number, to: AudioNode, alsoEnds: AudioNode[] = []): void {
    const osc = ctx!.createOscillator();
    osc.type = type;
    osc.frequency.setValueAtTime(frequency, at);
    const g = envelope(at, peak, length, to);
    osc.connect(g);
    run(osc, at, length, [g, ...alsoEnds]);
  }

  const sounds: Record<SoundName, (at: number) => void> = {
    place(at) {
      const tap = ctx.createBufferSource();
      tap.buffer = noiseBuffer();
      const band = ctx.createBiquadFilter();
      band.type = 'bandpass';
      band.frequency.setValueAtTime(2200, at);
      band.Q.setValueAtTime(0.9, at);
      const g = envelope(at, 0.9, 0.06, master);
      tap.connect(band).connect(g);
      run(tap, at, 0.06, [band, g]);
      tone('sine', 170, at, 0.35, 0.07, master);
    },
    illegal(at) {
      const soft = ctx.createBiquadFilter();
      soft.type = 'lowpass';
      soft.frequency.setValueAtTime(1400, at);
      soft.connect(master);
      tone('triangle', 220, at, 0.35, 0.09, soft);
      tone('triangle', 165, at + 0.1, 0.35, 0.14, soft, [soft]);
    },
    win(at) {
      const notes = [523.25, 659.25, 783.99, 1046.5];
      notes.forEach((f, i) => tone('triangle', f, at + i * 0.1, 0.3, i === notes.length - 1 ? 0.8 : 0.3, master));
    },
  };

  return {
    play(name, volume) {
      // a context made before the page had a click starts suspended: a sound follows a gesture, so resume
      if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
      master.gain.value = gainFor(volume);
      sounds[name](ctx.currentTime + 0.005);
    },
  };
}
