import { describe, it, expect } from 'vitest';
import { settings as validateSettings } from '../../../shared/schemas/host';
import { DEFAULT_SETTINGS } from '../../../shared/host/types';
import { readSettings } from '../../../renderer/host/browser-settings';

// dealLevel came after the settings files already in use: a file without it loads as it is, with
// the default (any winnable deal), and nothing is migrated; a bad value is refused with its reason.
describe('the dealLevel setting', () => {
  const { dealLevel: _, ...before } = DEFAULT_SETTINGS;

  it('settings from before it validate, and take null: any winnable deal', () => {
    expect(validateSettings(before)).toEqual({ ok: true, value: { ...before, dealLevel: null } });
    expect(DEFAULT_SETTINGS.dealLevel).toBeNull();
  });

  it('takes a level from 1 to 5, or null', () => {
    for (const dealLevel of [1, 2, 3, 4, 5, null]) expect(validateSettings({ ...before, dealLevel })).toMatchObject({ ok: true, value: { dealLevel } });
  });

  it('refuses anything else, saying what it expected', () => {
    for (const dealLevel of [0, 6, 2.5, '3', 'hard', true]) {
      expect(validateSettings({ ...before, dealLevel }), JSON.stringify(dealLevel)).toMatchObject({ ok: false, error: expect.stringMatching(/level from 1 to 5/) });
    }
  });

  it('in the browser, a stored value of a wrong kind takes the default and keeps the rest', () => {
    expect(readSettings({ ...before, theme: 'dark', dealLevel: 9 })).toEqual({ settings: { ...DEFAULT_SETTINGS, theme: 'dark' }, whole: false });
    expect(readSettings({ ...before, theme: 'dark' })).toEqual({ settings: { ...DEFAULT_SETTINGS, theme: 'dark' }, whole: true });
  });
});
