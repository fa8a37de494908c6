import { defineStore } from 'pinia';
import { ref } from 'vue';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/host/types';
import { getHost } from '../host';

/** The player's settings, loaded from the host and saved back through it on every change. */
export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings>({ ...DEFAULT_SETTINGS });
  const loaded = ref(false);

  async function load(): Promise<void> {
    settings.value = await getHost().loadSettings();
    loaded.value = true;
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
