import { defineStore } from 'pinia';
import { ref } from 'vue';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/host/types';
import { getHost } from '../host';
import { languageOf, loadLanguage } from '../i18n';

/** The player's settings, loaded from the host and saved back through it on every change. */
export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings>({ ...DEFAULT_SETTINGS });
  const loaded = ref(false);
  let reading: Promise<void> | null = null;

  /**
   * Reads the settings once (the page loads them before it mounts, the game session asks again at
   * its start): later changes come through update and replace. The catalogue of their language is
   * loaded before they are shown, so the table's first words are already in it.
   */
  function load(): Promise<void> {
    reading ??= (async () => {
      const read = await getHost().loadSettings();
      await loadLanguage(languageOf(read.language));
      settings.value = read;
      loaded.value = true;
    })();
    return reading;
  }

  /** Applies a change at once and saves it; the host answers with what it stored. */
  async function update(change: Partial<Settings>): Promise<void> {
    settings.value = { ...settings.value, ...change };
    settings.value = await getHost().saveSettings(settings.value);
  }

  /** Settings the host changed itself (the Electron menu): shown, not saved again. */
  function replace(next: Settings): void {
    settings.value = next;
  }

  return { settings, loaded, load, update, replace };
});
