// @vitest-environment happy-dom
// The toolbar's buttons come from the command table (shared/commands): their tooltips name each
// command's keys, as the menu and the shortcut list do, in the player's language, and they are
// enabled by the table's rule.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { legalMoves, moveFrom, moveTo } from '../../../shared/engine/moves';
import { dealPosition } from '../../../shared/engine/deal';
import { solve } from '../../../shared/solver/api/solve';
import TableToolbar from '../../../renderer/components/TableToolbar.vue';
import { createAppI18n } from '../i18n';
import { useGameStore } from '../../../renderer/stores/game';
import type { GameId } from '../../../shared/engine/games';
import { setHost } from '../../../renderer/host';
import { createBrowserHost, memoryStore } from '../../../renderer/host/browser-host';
import { setSolver } from '../../../renderer/stores/solver-link';

function toolbar(lang: 'en' | 'sv', game: GameId = 'beleaguered-castle') {
  const pinia = createPinia();
  setActivePinia(pinia);
  setHost(createBrowserHost(memoryStore()));
  setSolver(null);
  useGameStore().startDeal(game, 1);
  return { w: mount(TableToolbar, { global: { plugins: [pinia, createAppI18n(lang)] } }) };
}

describe('toolbar', () => {
  // the browser build's keys: the test's page has no Electron host
  it('names in every tooltip the keys of its command, as the command table has them', () => {
    const { w } = toolbar('en');
    // a button that is off says why after its name and keys
    const titles = w.findAll('button').map((b) => (b.attributes('title') ?? '').split(' — ')[0]!);
    expect(titles).toHaveLength(14);
    for (const title of titles) expect(title).toMatch(/^\S.* \(.+\)$/);
    expect(titles).toContain('Auto-Finish (Shift+A)');
    expect(titles).toContain('Watch the Solver (Shift+W)');
    expect(titles).toContain('Open Deal… (Shift+O)');
    expect(titles).toContain('Redo (Ctrl+Shift+Z)');
    expect(titles).toContain('New Game (Shift+N)');
    expect(titles).toContain('Choose Game… (Shift+G)');
    expect(titles).toContain('How to Play (F1)');
  });

  it('writes the key names in the player\u2019s language', () => {
    const { w } = toolbar('sv');
    const titles = w.findAll('button').map((b) => (b.attributes('title') ?? '').split(' — ')[0]!);
    expect(titles.some((title) => title.endsWith('(Ctrl+Skift+Z)'))).toBe(true);
  });

  it('says in the tooltip of a button that is off why it is off', async () => {
    const { w } = toolbar('en', 'zerline');
    const button = (id: string) => w.find(`[data-command="${id}"]`);
    // the stock lies face down: the solver would see it
    expect(button('hint').attributes('disabled')).toBeDefined();
    expect(button('hint').attributes('title')).toBe('Hint (Shift+H) — No hints in this game: the stock is face down, and the solver would see its order');
    expect(button('watch-solver').attributes('disabled')).toBeDefined();
    expect(button('watch-solver').attributes('title')).toMatch(/^Watch the Solver \(.+\) — Watch the Solver is off in this game: the stock is face down/);
    expect(button('undo').attributes('title')).toBe('Undo (Ctrl+Z) — Nothing to undo');
    // a button that is on has no reason
    expect(button('new-game').attributes('title')).toBe('New Game (Shift+N)');
  });

  it('enables Undo, Redo, Restart and Auto-finish as the command table says, and sends the command', async () => {
    const { w } = toolbar('en');
    const disabled = (id: string): boolean => w.find(`[data-command="${id}"]`).attributes('disabled') !== undefined;
    // a fresh deal: nothing to undo, redo or restart
    expect(['undo', 'redo', 'restart'].map(disabled)).toEqual([true, true, true]);
    expect(['new-game', 'hint', 'open-deal', 'watch-solver'].map(disabled)).toEqual([false, false, false, false]);
    const game = useGameStore();
    const first = legalMoves(game.position)[0]!;
    expect(game.play(moveFrom(first), moveTo(first)).ok).toBe(true);
    await w.vm.$nextTick();
    expect(['undo', 'redo', 'restart'].map(disabled)).toEqual([false, true, false]);
    await w.find('[data-command="undo"]').trigger('click');
    expect(w.emitted('command')).toEqual([['undo']]);
  });

  it('greys Hint and Watch the solver once the game is won', async () => {
    const { w } = toolbar('en');
    const game = useGameStore();
    game.startDeal('fortress', 5);
    for (const m of solve(dealPosition('fortress', 5), { budget: 300_000 }).moves) game.play(moveFrom(m), moveTo(m));
    game.finishPending();
    expect(game.won).toBe(true);
    await w.vm.$nextTick();
    for (const id of ['hint', 'watch-solver']) expect(w.find(`[data-command="${id}"]`).attributes('disabled'), id).toBeDefined();
    expect(w.find('[data-command="new-game"]').attributes('disabled')).toBeUndefined();
  });
});
