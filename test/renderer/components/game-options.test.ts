// @vitest-environment happy-dom
// The game pickers group the games by deck count under a heading in the player's language, from the
// same table as the native menu (shared/commands/game-groups.ts): every game once, in its group.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import StatusBar from '../../../renderer/components/StatusBar.vue';
import { createAppI18n } from '../i18n';
import { useGameStore } from '../../../renderer/stores/game';
import { setHost } from '../../../renderer/host';
import { createBrowserHost, memoryStore } from '../../../renderer/host/browser-host';
import { setSolver } from '../../../renderer/stores/solver-link';
import { GAME_GROUPS } from '../../../shared/commands/game-groups';
import { GAME_IDS, GAMES } from '../../../shared/engine/games';
import { translate } from '../../../shared/i18n/translate';

function statusBar(lang: 'en' | 'sw' | 'sv') {
  const pinia = createPinia();
  setActivePinia(pinia);
  setHost(createBrowserHost(memoryStore()));
  setSolver(null);
  useGameStore().startDeal('castles-end', 1);
  return mount(StatusBar, { global: { plugins: [pinia, createAppI18n(lang)] } });
}

describe('game pickers grouped by deck count', () => {
  it('the groups hold every game once, each of its deck count', () => {
    expect(GAME_GROUPS.flatMap((g) => g.games)).toEqual([...GAME_IDS]);
    for (const g of GAME_GROUPS) for (const id of g.games) expect(GAMES[id].decks).toBe(g.decks);
  });

  for (const lang of ['en', 'sw', 'sv'] as const) {
    it(`the status bar's picker shows them under their headings (${lang})`, () => {
      const w = statusBar(lang);
      const groups = w.findAll('select[data-test=status-game] optgroup');
      expect(groups.map((g) => g.attributes('label'))).toEqual(GAME_GROUPS.map((g) => translate(lang, g.label)));
      groups.forEach((group, i) => {
        expect(group.findAll('option').map((o) => o.attributes('value'))).toEqual([...GAME_GROUPS[i]!.games]);
        expect(group.findAll('option').map((o) => o.text())).toEqual(GAME_GROUPS[i]!.games.map((id) => translate(lang, `games.${id}`)));
      });
      expect((w.find('select[data-test=status-game]').element as HTMLSelectElement).value).toBe('castles-end');
    });
  }
});
