// @vitest-environment happy-dom
// Only English is in the page at start, and of it only the table's words: the dialogs' come with the
// first of them. Kiswahili and Svenska load when asked. A language is spoken once its catalogue is in
// (its words and the page's lang), the last choice wins over one still loading, and the settings are
// shown only with their language's catalogue in, read once.
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { applyLanguage, createAppI18n, i18n, loadLanguage, withDialogWords } from '../../renderer/i18n';
import { useSettingsStore } from '../../renderer/stores/settings';
import { setHost } from '../../renderer/host';
import { STORAGE_KEYS, createBrowserHost, memoryStore } from '../../renderer/host/browser-host';
import { DEFAULT_SETTINGS } from '../../shared/host/types';
import { sv } from '../../shared/i18n/sv';
import { enDialogs } from '../../shared/i18n/en-dialogs';

const t = (key: string, params?: Record<string, string | number>): string => (params ? i18n.global.t(key, params) : i18n.global.t(key));

beforeEach(() => setActivePinia(createPinia()));

describe('the app’s catalogues', () => {
  it('hold English alone at start, and English speaks with its placeholders filled', () => {
    expect(i18n.global.availableLocales).toEqual(['en']);
    expect(t('status.dealNumber', { deal: 7 })).toBe('Deal 7');
    // a placeholder without a value stays visible, as in the main process's translate
    expect(t('status.dealNumber')).toBe('Deal {deal}');
  });

  it('speak a language once its catalogue has loaded, and set the page’s lang', async () => {
    applyLanguage('sv');
    expect(i18n.global.locale.value).toBe('en');
    expect(await loadLanguage('sv')).toBe(true);
    expect(i18n.global.locale.value).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
    expect(t('commands.undo')).toBe('Ångra');
    expect(t('status.dealNumber', { deal: 7 })).toBe(sv.status.dealNumber.replace('{deal}', '7'));
    applyLanguage('en');
    expect(t('commands.undo')).toBe('Undo');
  });

  it('keep the last choice when an earlier one arrives later', async () => {
    applyLanguage('en');
    applyLanguage('sw');
    applyLanguage('en');
    await loadLanguage('sw');
    expect(i18n.global.locale.value).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('hold the English words of the dialogs and panels only once the first of them has loaded', async () => {
    applyLanguage('en');
    expect(i18n.global.te('picker.title', 'en')).toBe(false);
    expect(i18n.global.te('status.dealNumber', 'en')).toBe(true);
    // a dialog's loader brings them: the dialog and its words arrive together
    const load = withDialogWords(() => Promise.resolve('the dialog'));
    expect(await load()).toBe('the dialog');
    expect(t('picker.title')).toBe(enDialogs.picker.title);
    expect(t('abandon.confirm')).toBe(enDialogs.abandon.confirm);
    expect(t('status.dealNumber', { deal: 7 })).toBe('Deal 7');
  });

  it('refuse an instance in a language whose catalogue was not given', () => {
    expect(() => createAppI18n('sw')).toThrow(/No catalogue for the language "sw"/);
  });
});

describe('the settings store', () => {
  it('shows the settings only once their language’s catalogue is in, and reads them once', async () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.settings, JSON.stringify({ ...DEFAULT_SETTINGS, language: 'sw' }));
    let reads = 0;
    const host = createBrowserHost(store);
    const loadSettings = host.loadSettings.bind(host);
    setHost({ ...host, loadSettings: () => (reads++, loadSettings()) });
    const settings = useSettingsStore();
    await Promise.all([settings.load(), settings.load()]);
    expect(settings.settings.language).toBe('sw');
    expect(i18n.global.availableLocales).toContain('sw');
    await settings.load();
    expect(reads).toBe(1);
    setHost(null);
  });
});
