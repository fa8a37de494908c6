import { describe, it, expect } from 'vitest';
import { REPLAY_KEYS, replayKeyAction } from '../../../renderer/replay/replay-keys';
import { commandForKey } from '../../../renderer/table/keymap';
import { TABLE_KEYS } from '../../../renderer/table/table-keys';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('the replay bar’s keys', () => {
  it('step with Left and Right, play or pause with Space, go back to the game with Escape', () => {
    expect(['ArrowRight', 'ArrowLeft', ' ', 'Escape'].map((k) => replayKeyAction(press(k)))).toEqual(['forward', 'back', 'toggle', 'close']);
    expect(replayKeyAction(press('ArrowUp'))).toBeNull();
    expect(replayKeyAction(press('ArrowRight', { ctrlKey: true }))).toBeNull();
    expect(replayKeyAction(press(' ', { altKey: true }))).toBeNull();
  });

  it('are table keys, which no command uses, with or without Shift', () => {
    for (const key of REPLAY_KEYS) {
      expect(TABLE_KEYS).toContain(key);
      for (const shiftKey of [false, true]) for (const build of ['desktop', 'browser'] as const) expect(commandForKey(press(key, { shiftKey }), build), key).toBeNull();
    }
  });
});
