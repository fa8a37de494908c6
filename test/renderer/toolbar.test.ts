// @vitest-environment happy-dom
// The toolbar's tooltips name each command's keys from shared/ipc/shortcuts, as the menu and the
// shortcut list do, in the player's language.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import TableToolbar from '../../renderer/components/TableToolbar.vue';
import { createAppI18n } from '../../renderer/i18n';
import { useGameStore } from '../../renderer/stores/game';
import { setHost } from '../../renderer/host';
import { createBrowserHost, memoryStore } from '../../renderer/host/browser-host';
import { setSolver } from '../../renderer/stores/solver-link';
import { SHORTCUTS } from '../../shared/ipc/shortcuts';

function toolbar(lang: 'en' | 'sv') {
  const pinia = createPinia();
  setActivePinia(pinia);
  setHost(createBrowserHost(memoryStore()));
  setSolver(null);
  useGameStore().startDeal('beleaguered-castle', 1);
  return { w: mount(TableToolbar, { global: { plugins: [pinia, createAppI18n(lang)] } }) };
}

describe('toolbar', () => {
  it('names in every tooltip the keys of its command, as shared/ipc/shortcuts has them', () => {
    const { w } = toolbar('en');
    const titles = w.findAll('button').map((b) => b.attributes('title') ?? '');
    expect(titles).toHaveLength(11);
    for (const title of titles) expect(title).toMatch(/^\S.* \(.+\)$/);
    expect(titles).toContain(`Auto-finish (${SHORTCUTS['auto-finish'].accelerator})`);
    expect(titles).toContain('Redo (Ctrl+Shift+Z, Ctrl+Y)');
    expect(titles).toContain('New Game (Ctrl+N)');
    expect(titles).toContain('Help (F1)');
  });

  it('writes the key names in the player\u2019s language', () => {
    const { w } = toolbar('sv');
    const titles = w.findAll('button').map((b) => b.attributes('title') ?? '');
    expect(titles.some((title) => title.endsWith('(Ctrl+Skift+Z, Ctrl+Y)'))).toBe(true);
  });
});
