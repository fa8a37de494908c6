// @vitest-environment happy-dom
// A pile's accessible name holds the text it shows: an auxiliary row is named by its mark first.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import TableSlot from '../../../renderer/components/TableSlot.vue';
import { createAppI18n } from '../i18n';

const base = { slot: 4, x: 0, y: 0, w: 100, h: 100, cardW: 50, cardH: 70, kind: 'row' as const, left: true, destination: false, hint: false, focused: false, description: undefined };

describe('TableSlot', () => {
  it.each([
    ['en', 'Row 5', 'Auxiliary row 1', 'Auxiliary row 1 (Row 5)'],
    ['sv', 'Rad 5', 'Hjälprad 1', 'Hjälprad 1 (Rad 5)'],
    ['sw', 'Mstari 5', 'Mstari wa ziada 1', 'Mstari wa ziada 1 (Mstari 5)'],
  ] as const)('in %s an auxiliary row showing "%s" is named with it', (lang, label, mark, name) => {
    const w = mount(TableSlot, { props: { ...base, auxiliary: true, label, mark }, global: { plugins: [createAppI18n(lang)] } });
    expect(w.attributes('aria-label')).toBe(name);
    expect(w.text()).toBe(mark);
  });

  it('a main row keeps its plain name', () => {
    const w = mount(TableSlot, { props: { ...base, auxiliary: false, label: 'Row 5', mark: '' }, global: { plugins: [createAppI18n('en')] } });
    expect(w.attributes('aria-label')).toBe('Row 5');
  });
});
