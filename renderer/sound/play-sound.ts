// The table's sounds, by name, for any part of the renderer to call: playSound('place'). It reads
// the player's settings each time; the synthesiser (synth.ts) and its AudioContext are a chunk of
// their own, loaded the first time a sound is played with sound on, so the app's start does not
// grow and a player who keeps sound off never has an AudioContext or an audio node made.
import { useSettingsStore } from '../stores/settings';
import type { SoundName, Synth } from './synth';

export type { SoundName } from './synth';

let synth: Promise<Synth | null> | null = null;

/** Plays `name` at the settings' volume; nothing when sound is off, at volume 0, or where Web Audio is missing. */
export function playSound(name: SoundName): void {
  const { sound, soundVolume } = useSettingsStore().settings;
  if (!sound || soundVolume <= 0) return;
  // a chunk that cannot load (a damaged install) leaves the game silent, not broken
  synth ??= import('./synth').then((m) => m.createSynth(), () => null);
  void synth.then((s) => s?.play(name, soundVolume / 100));
}

/** Forgets the synthesiser (tests: each starts with none). */
export function resetSoundForTests(): void {
  synth = null;
}
