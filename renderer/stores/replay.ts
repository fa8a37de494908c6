import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { GameOrigin } from '../../shared/engine/record';
import type { Move } from '../../shared/engine/moves';
import type { Position } from '../../shared/engine/position';
import { LineReplay, type ReplaySpeed } from '../replay/line-replay';
import type { LineStep } from '../replay/line-steps';
import { browserScheduler } from '../session/scheduler';

/** The solver's line played back (renderer/replay/line-replay.ts), for Vue: refs copied after each change. */
export const useReplayStore = defineStore('replay', () => {
  const active = ref(false);
  const playing = ref(false);
  const index = ref(0);
  const length = ref(0);
  const version = ref(0);
  const position = shallowRef<Readonly<Position> | null>(null);
  const steps = shallowRef<readonly LineStep[]>([]);
  const speed = ref<ReplaySpeed>(1);

  const replay = new LineReplay({ scheduler: browserScheduler, changed: () => copy() });
  function copy(): void {
    active.value = replay.isOpen;
    playing.value = replay.playing;
    index.value = replay.index;
    length.value = replay.length;
    version.value = replay.version;
    position.value = replay.position;
    steps.value = replay.steps;
    speed.value = replay.speed;
  }

  /** Everything the table draws from while the replay is open, new on every step (the position changes in place). */
  const view = computed(() => {
    void version.value;
    return position.value === null ? null : { position: position.value };
  });

  return {
    active,
    playing,
    index,
    length,
    /** Each move of the line, for the move list. */
    steps,
    speed,
    view,
    open: (origin: GameOrigin, line: readonly Move[]) => replay.open(origin, line),
    forward: () => replay.stepForward(),
    back: () => replay.back(),
    toggle: () => replay.toggle(),
    goTo: (n: number) => replay.goTo(n),
    setSpeed: (x: ReplaySpeed) => replay.setSpeed(x),
    close: () => replay.close(),
  };
});
