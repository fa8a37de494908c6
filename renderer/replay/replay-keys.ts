import type { KeyPress } from '../../shared/commands/accelerator';
import { FIXED_KEYS, type ReplayAction } from '../table/table-keys';

// The replay bar's keys: the table's own keys that do something there (renderer/table/table-keys.ts),
// which no command uses, so a command's key never steps the replay or the other way.

const REPLAY_ACTIONS: ReadonlyMap<string, ReplayAction> = new Map(FIXED_KEYS.flatMap((k) => (k.replay ? [[k.key, k.replay] as const] : [])));

export const REPLAY_KEYS: readonly string[] = [...REPLAY_ACTIONS.keys()];

/** What a key press does to the replay, or null (a key with Ctrl, Cmd or Alt is never the replay's). */
export function replayKeyAction(e: KeyPress): ReplayAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  return REPLAY_ACTIONS.get(e.key) ?? null;
}
