// @vitest-environment happy-dom
// The settings dialog: an accessible modal that shows every setting and reports each change whole.
import { beforeEach, describe, expect, it } from 'vitest';
import SettingsDialog from '../../../renderer/dialogs/SettingsDialog.vue';
import { useSettingsStore } from '../../../renderer/stores/settings';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/host/types';
import { freshHost, mountDialog, settle } from './mount-dialog';

beforeEach(() => {
  document.body.innerHTML = '';
  freshHost();
});

describe('SettingsDialog', () => {
  it('is a modal dialog named by its heading, with the first control focused', async () => {
    const w = mountDialog(SettingsDialog, 'en', { props: { settings: DEFAULT_SETTINGS } });
    await settle();
    const dialog = w.find('[role="dialog"]');
    expect(dialog.attributes('aria-modal')).toBe('true');
    const heading = w.find(`#${dialog.attributes('aria-labelledby')}`);
    expect(heading.element.tagName).toBe('H2');
    expect(heading.text()).toBe('Settings');
    expect(document.activeElement).toBe(w.find('[data-test="game"]').element);
  });

  it('closes on Escape and on its close button', async () => {
    const w = mountDialog(SettingsDialog, 'en', { props: { settings: DEFAULT_SETTINGS } });
    await w.find('[role="dialog"]').trigger('keydown', { key: 'Escape' });
    await w.find('[data-test="close"]').trigger('click');
    expect(w.emitted('close')).toHaveLength(2);
  });

  it('emits the whole settings with one change', async () => {
    const w = mountDialog(SettingsDialog, 'en', { props: { settings: DEFAULT_SETTINGS } });
    await w.find('[data-test="fourColour"]').setValue(true);
    await w.find('[data-test="animation-slow"]').setValue(true);
    await w.find('[data-test="cardBack"]').setValue('plain-red');
    await w.find('[data-test="game"]').setValue('masterpiece');
    const emitted = (w.emitted('update:settings') ?? []).map((e) => e[0] as Settings);
    expect(emitted).toEqual([
      { ...DEFAULT_SETTINGS, fourColour: true },
      { ...DEFAULT_SETTINGS, animationSpeed: 'slow' },
      { ...DEFAULT_SETTINGS, cardBack: 'plain-red' },
      { ...DEFAULT_SETTINGS, game: 'masterpiece' },
    ]);
  });

  it('offers the system language as null and each language by its own name', async () => {
    const w = mountDialog(SettingsDialog, 'sv', { props: { settings: { ...DEFAULT_SETTINGS, language: 'sv' } } });
    const select = w.find('[data-test="language"]');
    expect(select.findAll('option').map((o) => o.text())).toEqual(['Som systemet', 'English', 'Kiswahili', 'Svenska']);
    await select.setValue('system');
    await select.setValue('sw');
    expect((w.emitted('update:settings') ?? []).map((e) => (e[0] as Settings).language)).toEqual([null, 'sw']);
  });

  it('speaks Swahili with the words of the source text', () => {
    const w = mountDialog(SettingsDialog, 'sw', { props: { settings: DEFAULT_SETTINGS } });
    expect(w.find('h2').text()).toBe('Mipangilio');
    expect(w.text()).toContain('misingi');
  });

  it('mounted bare, saves through the settings store and its host', async () => {
    const store = useSettingsStore();
    const w = mountDialog(SettingsDialog, 'en');
    await w.find('[data-test="theme"]').setValue('dark');
    await settle();
    expect(store.settings.theme).toBe('dark');
    expect(w.emitted('update:settings')?.[0]?.[0]).toMatchObject({ theme: 'dark' });
  });

  it('shows the defaults a player expects: safe moves on, asking before abandoning on, sound on at 60', () => {
    const w = mountDialog(SettingsDialog, 'en', { props: { settings: DEFAULT_SETTINGS } });
    const checked = (test: string): boolean => (w.find(`[data-test="${test}"]`).element as HTMLInputElement).checked;
    expect(['autoMoveSafe', 'confirmAbandon', 'sound', 'largeIndex'].map(checked)).toEqual([true, true, true, false]);
    expect((w.find('[data-test="soundVolume"]').element as HTMLInputElement).value).toBe('60');
    expect((w.find('[data-test="cardSize"]').element as HTMLSelectElement).value).toBe('auto');
    expect((w.find('[data-test="tableColour"]').element as HTMLSelectElement).value).toBe('green');
    expect(w.text()).toContain('Ask before abandoning a game');
  });

  it('emits card size, large index, table colour, sound, volume and asking before abandoning', async () => {
    const w = mountDialog(SettingsDialog, 'en', { props: { settings: DEFAULT_SETTINGS } });
    await w.find('[data-test="cardSize"]').setValue('large');
    await w.find('[data-test="cardSize"]').setValue('huge');
    await w.find('[data-test="largeIndex"]').setValue(true);
    await w.find('[data-test="tableColour"]').setValue('blue');
    await w.find('[data-test="soundVolume"]').setValue('30');
    await w.find('[data-test="sound"]').setValue(false);
    await w.find('[data-test="confirmAbandon"]').setValue(false);
    const emitted = (w.emitted('update:settings') ?? []).map((e) => e[0] as Settings);
    // a size that is not one of the choices changes nothing
    expect(emitted).toEqual([
      { ...DEFAULT_SETTINGS, cardSize: 'large' },
      { ...DEFAULT_SETTINGS, largeIndex: true },
      { ...DEFAULT_SETTINGS, tableColour: 'blue' },
      { ...DEFAULT_SETTINGS, soundVolume: 30 },
      { ...DEFAULT_SETTINGS, sound: false },
      { ...DEFAULT_SETTINGS, confirmAbandon: false },
    ]);
  });

  it('greys the volume while sound is off, and names its level in words for a screen reader', () => {
    const w = mountDialog(SettingsDialog, 'sv', { props: { settings: { ...DEFAULT_SETTINGS, sound: false, soundVolume: 45 } } });
    const volume = w.find('[data-test="soundVolume"]');
    expect(volume.attributes('disabled')).toBeDefined();
    expect(volume.attributes('aria-valuetext')).toBe('45 %');
  });
});
