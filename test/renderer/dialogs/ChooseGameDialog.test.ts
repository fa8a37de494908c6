// @vitest-environment happy-dom
// Choose Game: every game with its record and New Game's measured share, found by its name in the
// player's language (accents or none), chosen by the arrows and Enter or by a click.
import { beforeEach, describe, expect, it } from 'vitest';
import ChooseGameDialog from '../../../renderer/dialogs/ChooseGameDialog.vue';
import { GAME_IDS } from '../../../shared/engine/games';
import { FOLDED, RESULTS, freshHost, mountDialog, settle } from './mount-dialog';
import { useStatsStore } from '../../../renderer/stores/stats';
import { GAMES, type GameId } from '../../../shared/engine/games';
import { GAME_GROUPS } from '../../../shared/commands/game-groups';

/** The dialog as DialogHost opens it: the game on the table and the games, the results loaded. */
async function open(lang: 'en' | 'sv', game: GameId) {
  const stats = useStatsStore();
  await stats.load();
  return mountDialog(ChooseGameDialog, lang, { props: { game, groups: GAME_GROUPS, rules: GAMES } });
}

beforeEach(() => {
  document.body.innerHTML = '';
  freshHost(RESULTS, FOLDED);
});

const options = (w: ReturnType<typeof mountDialog>) => w.findAll('[role=option]').map((o) => o.attributes('data-game'));
const selected = (w: ReturnType<typeof mountDialog>) => w.find('[role=option][aria-selected=true]').attributes('data-game');

describe('ChooseGameDialog', () => {
  it('lists every game, grouped by decks, with the player’s record and New Game’s share', async () => {
    const w = await open('en', 'fortress');
    await settle();
    expect(options(w)).toHaveLength(GAME_IDS.length);
    expect(w.findAll('[role=group]')).toHaveLength(4);
    expect(selected(w)).toBe('fortress');
    const castle = w.find('[data-game="beleaguered-castle"]').text();
    // 4 results kept and 20 folded away, 3 + 12 won
    expect(castle).toContain('Played 24, won 15');
    expect(castle).toMatch(/Deals proved winnable: \d+%/);
    expect(w.find('[data-game="citadel"]').text()).toContain('Not played yet');
    expect(w.find('[data-game="fastness"]').text()).toContain('Free cells: 2');
    expect(w.find('[data-game="zerline"]').text()).toContain('Empty row: Queen only');
  });

  it('finds a game by its name in the player’s language, with or without its accents, and Enter chooses', async () => {
    const w = await open('sv', 'beleaguered-castle');
    const search = w.find('[data-test=picker-search]');
    // Fästning, typed without its accent
    await search.setValue('fastning');
    expect(options(w)).toEqual(['fortress']);
    await search.setValue('gator');
    expect(options(w)).toEqual(['streets-and-alleys']);
    await search.setValue('mäster');
    expect(options(w)).toEqual(['masterpiece']);
    await search.setValue('zzz');
    expect(options(w)).toEqual([]);
    expect(w.text()).toContain('Inget spel matchar ”zzz”.');
    await search.setValue('');
    await search.trigger('keydown', { key: 'ArrowDown' });
    expect(selected(w)).toBe('streets-and-alleys');
    await search.trigger('keydown', { key: 'ArrowUp' });
    await search.trigger('keydown', { key: 'ArrowUp' });
    expect(selected(w)).toBe('beleaguered-castle');
    await search.trigger('keydown', { key: 'Enter' });
    expect(w.emitted('choose')).toEqual([['beleaguered-castle']]);
  });

  it('chooses the game clicked', async () => {
    const w = await open('en', 'fortress');
    // a miniature of each layout: the table's own piles and cards
    expect(w.findAll('[data-game="palace"] rect.picker__card')).toHaveLength(208);
    await w.find('[data-game="palace"]').trigger('click');
    expect(w.emitted('choose')).toEqual([['palace']]);
  });
});
