// @vitest-environment happy-dom
// A card on the table is named for a screen reader in the player's language, from the catalogues.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import TableCard from '../../../renderer/components/TableCard.vue';
import { createAppI18n } from '../i18n';
import { card } from '../../shared/engine/helpers';
import type { Language } from '../../../shared/host/types';

const props = { x: 0, y: 0, z: 1, width: 100, height: 140, delayMs: 0, slot: 0, index: 0, exposed: true, movable: true, dragging: false, selected: false, hint: false, fourColour: false };

function labelOf(c: number, lang: Language): string | undefined {
  const i18n = createAppI18n(lang);
  const w = mount(TableCard, { props: { ...props, card: c }, global: { plugins: [i18n, createPinia()] } });
  return w.find('svg').attributes('aria-label');
}

describe('a table card’s name', () => {
  it.each([
    ['KS', 'en', 'King of spades'],
    ['7H', 'en', '7 of hearts'],
    ['KS', 'sw', 'Mzungu wa nne ya shupaza'],
    ['AH', 'sw', 'Ree ya kopa'],
    ['TD', 'sw', '10 ya karo'],
    ['KS', 'sv', 'spader kung'],
    ['AH', 'sv', 'hjärter ess'],
    ['JC', 'sv', 'klöver knekt'],
  ] as const)('%s in %s is "%s"', (c, lang, name) => {
    expect(labelOf(card(c), lang)).toBe(name);
  });

  it('follows a change of language at once', async () => {
    const i18n = createAppI18n('en');
    const w = mount(TableCard, { props: { ...props, card: card('QD') }, global: { plugins: [i18n, createPinia()] } });
    expect(w.find('svg').attributes('aria-label')).toBe('Queen of diamonds');
    i18n.global.locale.value = 'sw';
    await w.vm.$nextTick();
    expect(w.find('svg').attributes('aria-label')).toBe('Mzungu wa tatu ya karo');
  });
});
