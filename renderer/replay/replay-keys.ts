import type { KeyPress } from '../../shared/commands/accelerator';

// The replay bar's keys: the table's own arrows, Space and Escape (renderer/table/keymap.ts
// TABLE_KEYS), which no command uses, so a command's key never steps the replay or the other way.

export type ReplayAction = 'forward' | 'back' | 'toggle' | 'close';

const REPLAY_ACTIONS: Readonly<Record<string, ReplayAction>> = {
  ArrowRight: 'forward',
  ArrowLeft: 'back',
  ' ': 'toggle',
  Escape: 'close',
};

export const REPLAY_KEYS: readonly string[] = Object.keys(REPLAY_ACTIONS);

/** What a key press does to the replay, or null (a key with Ctrl, Cmd or Alt is never the replay's). */
export function replayKeyAction(e: KeyPress): ReplayAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  return REPLAY_ACTIONS[e.key] ?? null;
}
