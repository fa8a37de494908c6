// @vitest-environment happy-dom
// The shortcuts overlay: key names in the player's language, and a modal panel's keyboard (the focus
// moves in, Tab cannot leave, Escape closes, the focus returns to the opener).
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { nextTick } from 'vue';
import ShortcutsOverlay from '../../../renderer/components/ShortcutsOverlay.vue';
import { createAppI18n } from '../i18n';
import { ENGLISH_KEY_NAMES, KEY_NAME_IDS, keyNamesFrom, shortcutLines } from '../../../renderer/dialogs/shortcut-lines';
import { LANGUAGES, messages } from '../../../shared/i18n';
import { lookup } from '../../../shared/i18n/translate';
import type { Language } from '../../../shared/host/types';
import { GAMES, type GameRules } from '../../../shared/engine/games';

afterEach(() => {
  document.body.innerHTML = '';
});

function open(lang: Language, rules: GameRules = GAMES['beleaguered-castle']) {
  const host = document.createElement('div');
  document.body.append(host);
  return mount(ShortcutsOverlay, { attachTo: host, props: { rules }, global: { plugins: [createAppI18n(lang)] } });
}

const keysShown = (w: ReturnType<typeof open>): string[] => w.findAll('kbd').map((k) => k.text());

const press = (key: string, shiftKey = false): KeyboardEvent => {
  const e = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(e);
  return e;
};

// the overlay here is the browser build's (the test's page has no Electron host): Redo has no Ctrl+Y there
describe('shortcut key names', () => {
  it('English keeps the names on an English keyboard', () => {
    expect(keysShown(open('en'))).toEqual(expect.arrayContaining(['Enter, Space', 'Esc', 'Shift+H', 'Ctrl+Shift+Z']));
  });

  it('Swedish says Skift, and names Enter and Space as the keys are known, not as words', () => {
    const keys = keysShown(open('sv'));
    expect(keys).toEqual(expect.arrayContaining(['Enter, Space', 'Esc', 'Skift+H', 'Ctrl+Skift+Z']));
    expect(keys.join(' ')).not.toMatch(/Retur|Mellanslag|Shift/);
  });

  it('Swahili names Enter and Space as the keys are known, not as the words Ingiza and Nafasi', () => {
    const keys = keysShown(open('sw'));
    expect(keys).toContain('Enter, Space');
    expect(keys.join(' ')).not.toMatch(/Ingiza|Nafasi/);
  });

  it.each(LANGUAGES)('every key name is in the %s catalogue', (lang) => {
    for (const id of KEY_NAME_IDS) expect(typeof lookup(messages[lang], `keys.${id}`)).toBe('string');
  });

  it('the English catalogue and the default names agree, and a Mac keeps its symbols', () => {
    const en = keyNamesFrom((k) => lookup(messages.en, k) as string);
    expect(en).toEqual(ENGLISH_KEY_NAMES);
    const sv = keyNamesFrom((k) => lookup(messages.sv, k) as string);
    expect(shortcutLines(GAMES['beleaguered-castle'], true, sv).find((l) => l.text === 'shortcuts.redo')?.keys).toBe('⌘⇧Z, ⌘Y');
  });

  it('lists each key once', () => {
    for (const mac of [false, true]) {
      for (const build of ['desktop', 'browser'] as const) {
        const keys = shortcutLines(GAMES.chequers, mac, ENGLISH_KEY_NAMES, build).flatMap((l) => l.keys.split(', '));
        expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
      }
    }
  });
});

describe('shortcuts overlay focus', () => {
  it('takes the focus, keeps Tab and Shift+Tab inside, closes on Escape and gives the focus back', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const w = open('en');
    await nextTick();
    await nextTick();
    const panel = w.find('[data-test=shortcuts]').element;
    expect(panel.contains(document.activeElement)).toBe(true);
    for (const shift of [false, true, false]) {
      const e = press('Tab', shift);
      expect(e.defaultPrevented).toBe(true);
      expect(panel.contains(document.activeElement)).toBe(true);
    }
    // even a focus that got out is brought back in by the next Tab
    opener.focus();
    press('Tab');
    expect(panel.contains(document.activeElement)).toBe(true);
    press('Escape');
    expect(w.emitted('close')).toHaveLength(1);
    w.unmount();
    expect(document.activeElement).toBe(opener);
  });
});
