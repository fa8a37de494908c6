// Settings through electron-store's base library `conf` (electron-store itself needs Electron): the
// schema and defaults, a round trip, migration of the old flat file, and a damaged file kept aside.
import { describe, expect, it } from 'vitest';
import Conf from 'conf';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/host/types';
import { type ConfFactory, SETTINGS_SCHEMA, SETTINGS_VERSION, openSettings } from '../../electron/main/settings-store';
import { backupPathFor } from '../../electron/main/versioned-file';
import { realFs, tempDir } from './helpers';

const NOW = new Date('2026-11-30T02:00:00.000Z');
const confFactory: ConfFactory = (o) => new Conf({ cwd: o.cwd, configName: o.name, schema: o.schema, defaults: o.defaults, clearInvalidConfig: false });
const open = (dir: string) => openSettings(realFs, dir, confFactory, () => NOW);
const chosen: Settings = { ...DEFAULT_SETTINGS, game: 'masterpiece', theme: 'dark', language: 'sv', fourColour: true, animationSpeed: 'slow' };

describe('settings in electron-store', () => {
  it('starts from the defaults', async () => {
    const { store, notice } = await open(tempDir());
    expect(notice).toBeUndefined();
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps what was saved across launches, in a versioned file', async () => {
    const dir = tempDir();
    (await open(dir)).store.set(chosen);
    const raw = JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'));
    expect(raw).toEqual({ version: SETTINGS_VERSION, data: chosen });
    expect((await open(dir)).store.get()).toEqual(chosen);
  });

  it('refuses settings that do not validate and keeps the old ones', async () => {
    const { store } = await open(tempDir());
    expect(() => store.set({ ...chosen, theme: 'purple' } as unknown as Settings)).toThrow(/Settings refused: field "theme"/);
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('has a schema that electron-store itself enforces', async () => {
    const dir = tempDir();
    await open(dir);
    const conf = confFactory({ cwd: dir, name: 'settings', schema: SETTINGS_SCHEMA, defaults: {} }) as unknown as Conf;
    expect(() => conf.set('data', { ...DEFAULT_SETTINGS, cardBack: 'tartan' })).toThrow(/cardBack|must be equal to one of the allowed values/);
  });

  it('migrates the flat settings file of version 0, keeping known fields and dropping others', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ game: 'fortress', theme: 'light', volume: 11 }));
    const { store, notice } = await open(dir);
    expect(notice).toBeUndefined();
    expect(store.get()).toEqual({ ...DEFAULT_SETTINGS, game: 'fortress', theme: 'light' });
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).version).toBe(SETTINGS_VERSION);
  });

  for (const [what, text] of [
    ['not JSON', '{"version":1,"data":{"game":'],
    ['a value out of the schema', JSON.stringify({ version: 1, data: { ...DEFAULT_SETTINGS, theme: 'purple' } })],
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
      expect((await open(dir)).store.get()).toEqual(chosen);
      expect(existsSync(backupPathFor(path, NOW))).toBe(true);
    });
  }
});
