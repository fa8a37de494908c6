// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import HighScores from '../../../renderer/dialogs/HighScores.vue';
import type { GameResult } from '../../../shared/host/types';
import { freshHost, mountDialog, RESULTS } from './mount-dialog';

beforeEach(() => {
  document.body.innerHTML = '';
  freshHost();
});

const wins: GameResult[] = Array.from({ length: 12 }, (_, i) => ({
  game: 'citadel',
  deal: i,
  won: true,
  score: 1000 + i * 10,
  seconds: 200,
  moves: 70,
  finishedAt: `2026-10-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`,
}));

describe('HighScores', () => {
  it('lists the top ten of the game, best first', () => {
    const w = mountDialog(HighScores, 'en', { props: { results: wins, game: 'citadel' } });
    const rows = w.findAll('[data-test="entry"]');
    expect(rows).toHaveLength(10);
    expect(rows[0]!.findAll('td').map((c) => c.text())).toEqual(['1', '1,110', '3:20', '70', 'Oct 12, 2026']);
    expect(w.find('caption').text()).toBe('Citadel');
  });

  it('highlights a new entry, and not one that missed the ten', async () => {
    const w = mountDialog(HighScores, 'en', { props: { results: wins, game: 'citadel', highlight: wins[5]! } });
    expect(w.find('[aria-current="true"]').find('td').text()).toBe('7');
    expect(w.find('[data-test="new-entry"]').text()).toBe('New high score!');
    await w.setProps({ highlight: wins[0]! });
    expect(w.find('[aria-current="true"]').exists()).toBe(false);
    expect(w.find('[data-test="new-entry"]').exists()).toBe(false);
  });

  it('shows the table of one daily deal', () => {
    const w = mountDialog(HighScores, 'sw', { props: { results: RESULTS, game: 'beleaguered-castle', daily: '2026-11-10' } });
    expect(w.findAll('[data-test="entry"]')).toHaveLength(2);
    expect(w.find('caption').text()).toMatch(/^Mgawo wa kila siku wa /);
    expect(w.find('th').text()).toBe('Nafasi');
  });

  it('lists wins without help; a switch shows every win, a win with help marked and without a place', async () => {
    const watched = { hints: 0, undoToWinnable: false, watchedSolver: true };
    // the best score of all, played by the solver: just recorded, it takes no place and is not announced
    const helped: GameResult = { ...wins[0]!, deal: 40, score: 1900, help: watched, finishedAt: '2026-10-20T12:00:00.000Z' };
    const results = [...wins.slice(0, 3), helped];
    const w = mountDialog(HighScores, 'en', { props: { results, game: 'citadel', highlight: helped } });
    expect(w.findAll('[data-test="entry"]').map((r) => r.find('td').text())).toEqual(['1', '2', '3']);
    expect(w.find('[data-test="entry-with-help"]').exists()).toBe(false);
    expect(w.find('[data-test="new-entry"]').exists()).toBe(false);
    expect(w.find('[aria-current="true"]').exists()).toBe(false);

    await w.get('[data-test="show-all-wins"]').setValue(true);
    const rows = w.findAll('tbody tr');
    expect(rows.map((r) => r.findAll('td').slice(0, 2).map((c) => c.text()))).toEqual([
      ['with help', '1,900'],
      ['1', '1,020'],
      ['2', '1,010'],
      ['3', '1,000'],
    ]);
    expect(rows[0]!.attributes('data-test')).toBe('entry-with-help');
    expect(rows[0]!.attributes('aria-current')).toBe('true');
  });

  it('with wins with help only, says there is none without, and shows the switch', () => {
    const helped: GameResult = { ...wins[0]!, help: { hints: 2, undoToWinnable: false, watchedSolver: false } };
    const w = mountDialog(HighScores, 'sv', { props: { results: [helped], game: 'citadel' } });
    expect(w.find('[data-test="empty"]').text()).toBe('Inga vinster utan hjälp än.');
    expect(w.find('[data-test="show-all-wins"]').exists()).toBe(true);
  });

  it('says so when nothing is won yet', () => {
    const w = mountDialog(HighScores, 'sv', { props: { results: [], game: 'fortress' } });
    expect(w.find('[data-test="empty"]').text()).toBe('Inga vunna spel än.');
    expect(w.find('[data-test="show-all-wins"]').exists()).toBe(false);
  });
});
