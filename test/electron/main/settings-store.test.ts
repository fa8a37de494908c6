// Settings in their versioned file, held in memory while the app runs: defaults, a round trip,
// migration of the old flat file (own fields only), a damaged file kept aside, and a file damaged
// while the app runs, which neither get nor set ever reads.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/host/types';
import { SETTINGS_VERSION, openSettings } from '../../../electron/main/settings-store';
import { backupPathFor } from '../../../electron/main/versioned-file';
import { realFs, tempDir } from '../helpers';

const NOW = new Date('2026-11-30T02:00:00.000Z');
const open = (dir: string) => openSettings(realFs, dir, { now: () => NOW });
const chosen: Settings = { ...DEFAULT_SETTINGS, game: 'masterpiece', theme: 'dark', language: 'sv', fourColour: true, animationSpeed: 'slow' };

describe('settings', () => {
  it('starts from the defaults', async () => {
    const { store, notice } = await open(tempDir());
    expect(notice).toBeUndefined();
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps what was saved across launches, in a versioned file', async () => {
    const dir = tempDir();
    const { store } = await open(dir);
    store.set(chosen);
    await store.written!();
    const raw = JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'));
    expect(raw).toEqual({ version: SETTINGS_VERSION, data: chosen });
    expect((await open(dir)).store.get()).toEqual(chosen);
  });

  it('loads a file from before card size, sound, table colour and the rest with their defaults; safe moves on by default', async () => {
    const dir = tempDir();
    const { cardSize: _a, largeIndex: _b, tableColour: _c, sound: _d, soundVolume: _e, confirmAbandon: _f, welcomeSeen: _g, ...older } = chosen;
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ version: SETTINGS_VERSION, data: older }));
    const { store, notice } = await open(dir);
    expect(notice).toBeUndefined();
    expect(store.get()).toEqual(chosen);
    expect(DEFAULT_SETTINGS).toMatchObject({ autoMoveSafe: true, cardSize: 'auto', sound: true, confirmAbandon: true, welcomeSeen: false });
  });

  it('refuses settings that do not validate and keeps the old ones', async () => {
    const { store } = await open(tempDir());
    expect(() => store.set({ ...chosen, theme: 'purple' } as unknown as Settings)).toThrow(/Settings refused: field "theme"/);
    expect(() => store.set({ ...chosen, extra: 1 } as unknown as Settings)).toThrow(/Settings refused: field "extra"/);
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('migrates the flat settings file of version 0, keeping its own known fields and dropping others', async () => {
    const dir = tempDir();
    // `toString` and `constructor` are names every object inherits: they are not settings
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ game: 'fortress', theme: 'light', volume: 11, toString: 'x', constructor: 1 }));
    const { store, notice } = await open(dir);
    expect(notice).toBeUndefined();
    expect(store.get()).toEqual({ ...DEFAULT_SETTINGS, game: 'fortress', theme: 'light' });
    await store.written!();
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).version).toBe(SETTINGS_VERSION);
  });

  it('migrates a version 1 file (before the online leaderboard): the leaderboard is off, the rest kept', async () => {
    const dir = tempDir();
    const { leaderboard: _, ...before } = { ...DEFAULT_SETTINGS, game: 'citadel' as const, theme: 'dark' as const };
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ version: 1, data: before }));
    const { store, notice } = await open(dir);
    expect(notice).toBeUndefined();
    expect(store.get()).toEqual({ ...DEFAULT_SETTINGS, game: 'citadel', theme: 'dark', leaderboard: { enabled: false, server: null, nickname: null } });
    await store.written!();
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toEqual({ version: SETTINGS_VERSION, data: store.get() });
  });

  for (const [what, text] of [
    ['not JSON', '{"version":1,"data":{"game":'],
    ['a value out of the schema', JSON.stringify({ version: 1, data: { ...DEFAULT_SETTINGS, theme: 'purple' } })],
    ['too large', JSON.stringify({ version: 1, data: { ...DEFAULT_SETTINGS }, pad: 'x'.repeat(10_000) })],
  ]) {
    it(`keeps a settings file that is ${what} as a backup, says so, and uses the defaults`, async () => {
      const dir = tempDir();
      const path = join(dir, 'settings.json');
      writeFileSync(path, text!);
      const { store, notice } = await open(dir);
      expect(store.get()).toEqual(DEFAULT_SETTINGS);
      expect(notice?.kind).toBe('corrupt-file');
      expect(notice?.message).toMatch(/settings/);
      expect(notice?.backupPath).toBe(backupPathFor(path, NOW));
      expect(readFileSync(backupPathFor(path, NOW), 'utf8')).toBe(text);
      // play goes on: the fresh settings can be changed and kept
      store.set(chosen);
      await store.written!();
      expect((await open(dir)).store.get()).toEqual(chosen);
      expect(existsSync(backupPathFor(path, NOW))).toBe(true);
    });
  }

  it('goes on when the file is damaged while the app runs: get and set never throw, the next save replaces it', async () => {
    const dir = tempDir();
    const path = join(dir, 'settings.json');
    const { store } = await open(dir);
    store.set(chosen);
    await store.written!();
    writeFileSync(path, '{"version":1,"data":{"ga');
    expect(store.get()).toEqual(chosen);
    const next = { ...chosen, theme: 'light' as const };
    expect(store.set(next)).toEqual(next);
    await store.written!();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ version: SETTINGS_VERSION, data: next });
  });
});
