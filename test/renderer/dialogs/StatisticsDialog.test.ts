// @vitest-environment happy-dom
// The statistics dialog: numbers, chart, best per deal, reset with confirmation, exports, and its
// high-score and calendar tabs; bare, it loads the results from the host.
import { beforeEach, describe, expect, it } from 'vitest';
import StatisticsDialog from '../../../renderer/dialogs/StatisticsDialog.vue';
import { useStatsStore } from '../../../renderer/stores/stats';
import type { ExportFile } from '../../../shared/host/types';
import { FOLDED, freshHost, mountDialog, RESULTS, settle } from './mount-dialog';

beforeEach(() => {
  document.body.innerHTML = '';
});

const props = { results: RESULTS, game: 'beleaguered-castle', today: '2026-11-30', download: false } as const;

const numbers = (w: ReturnType<typeof mountDialog>) =>
  Object.fromEntries(w.findAll('[data-test="numbers"] div').map((d) => [d.find('dt').text(), d.find('dd').text()]));

describe('StatisticsDialog', () => {
  it('shows the numbers of the chosen game', () => {
    freshHost();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    expect(w.find('[role="dialog"] h2').text()).toBe('Statistics');
    expect(numbers(w)).toMatchObject({
      Played: '4',
      Won: '3',
      Lost: '1',
      'Win rate': '75%',
      'Current winning streak': '2',
      'Best winning streak': '2',
      'Best score': '1,610',
      'Fastest win': '2:50',
    });
  });

  it('shows the wins without help beside all wins, and leaves unranked games out, in each language', () => {
    const help = { hints: 1, undoToWinnable: false, watchedSolver: false };
    const results = [
      { ...RESULTS[0]!, help },
      ...RESULTS.slice(1),
      { game: 'beleaguered-castle', deal: null, unranked: true, won: true, score: 1705, seconds: 0, moves: 1, finishedAt: RESULTS[0]!.finishedAt } as const,
    ];
    freshHost();
    expect(numbers(mountDialog(StatisticsDialog, 'en', { props: { ...props, results } }))).toMatchObject({ Played: '4', Won: '3', 'Won without help': '2', 'Best score': '1,610' });
    freshHost();
    expect(numbers(mountDialog(StatisticsDialog, 'sv', { props: { ...props, results } }))).toMatchObject({ 'Vunna utan hjälp': '2' });
    freshHost();
    expect(numbers(mountDialog(StatisticsDialog, 'sw', { props: { ...props, results } }))).toMatchObject({ 'Ushindi bila msaada': '2' });
  });

  it('counts the games folded away at the cap too: handed in with the results, or loaded from the host with them', async () => {
    // 20 folded games (12 won, 9 without help, ending in 3 wins) before the 4 of RESULTS
    const expected = { Played: '24', Won: '15', 'Won without help': '12', Lost: '9', 'Current winning streak': '2', 'Best winning streak': '5', 'Best score': '1,700', 'Fastest win': '2:30' };
    freshHost();
    expect(numbers(mountDialog(StatisticsDialog, 'en', { props: { ...props, totals: FOLDED } }))).toMatchObject(expected);
    freshHost(RESULTS, FOLDED);
    const bare = mountDialog(StatisticsDialog, 'en', { props: { game: 'beleaguered-castle', download: false } });
    await settle();
    expect(numbers(bare)).toMatchObject(expected);
    // all games: the Fortress loss too; the line per game counts the folded games of its game
    await bare.find('[data-test="game"]').setValue('all');
    expect(numbers(bare)).toMatchObject({ Played: '25', Won: '15', 'Current winning streak': '0' });
    expect(bare.findAll('[data-test="per-game"] tbody tr').map((r) => r.findAll('th, td').map((c) => c.text()).slice(0, 3))).toEqual([
      ['Beleaguered Castle', '24', '15'],
      ['Fortress', '1', '0'],
    ]);
  });

  it('adds up all games, with a line per game played', async () => {
    freshHost();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    await w.find('[data-test="game"]').setValue('all');
    expect(numbers(w)).toMatchObject({ Played: '5', Lost: '2', 'Current winning streak': '0' });
    expect(w.findAll('[data-test="per-game"] tbody tr').map((r) => r.find('th').text())).toEqual(['Beleaguered Castle', 'Fortress']);
  });

  it('draws 30 days of bars and the best result of each deal', () => {
    freshHost();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    expect(w.findAll('[data-test="bar"]')).toHaveLength(30);
    expect(w.find('[data-test="bar"] title').text()).toMatch(/played 0, won 0/);
    const deals = w.findAll('[data-test="best-per-deal"] tbody tr').map((r) => r.findAll('td').map((c) => c.text()));
    expect(deals).toEqual([
      ['7', '2', '2', '1610', '2:50'],
      ['11', '2', '1', '1500', '4:00'],
    ]);
  });

  it('resets only after confirmation', async () => {
    freshHost();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    await w.find('[data-test="reset"]').trigger('click');
    expect(w.text()).toContain('This cannot be undone');
    await w.find('[data-test="reset-cancel"]').trigger('click');
    expect(w.emitted('reset')).toBeUndefined();
    await w.find('[data-test="reset"]').trigger('click');
    await w.find('[data-test="reset-confirm"]').trigger('click');
    await settle();
    expect(w.emitted('reset')).toHaveLength(1);
  });

  it('exports CSV and JSON as a file with a name', async () => {
    freshHost();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    await w.find('[data-test="export-csv"]').trigger('click');
    await w.find('[data-test="export-json"]').trigger('click');
    const [csv, json] = (w.emitted('export') ?? []).map((e) => e[0] as ExportFile);
    expect(csv!.fileName).toBe('castle-results-2026-11-30.csv');
    expect(csv!.text.split('\r\n')).toHaveLength(RESULTS.length + 2);
    expect(JSON.parse(json!.text).results).toEqual(RESULTS);
  });

  it('shows the high scores with the given result highlighted', async () => {
    freshHost();
    const w = mountDialog(StatisticsDialog, 'en', { props: { ...props, highlight: RESULTS[0]! } });
    await w.find('[data-test="tab-highScores"]').trigger('click');
    expect(w.find('[data-test="tab-highScores"]').attributes('aria-selected')).toBe('true');
    const rows = w.findAll('[data-test="entry"]');
    expect(rows.map((r) => r.find('td:nth-child(2)').text())).toEqual(['1,610', '1,600', '1,500']);
    expect(rows[2]!.attributes('aria-current')).toBe('true');
    expect(w.find('[data-test="new-entry"]').exists()).toBe(true);
  });

  it('shows the table of one daily deal when chosen', async () => {
    freshHost();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    await w.find('[data-test="tab-highScores"]').trigger('click');
    const choice = w.find('[data-test="daily-table"]');
    expect(choice.findAll('option').map((o) => o.text())).toEqual(['Beleaguered Castle', 'Daily deal of Nov 10, 2026']);
    await choice.setValue('2026-11-10');
    expect(w.findAll('[data-test="entry"]').map((r) => r.find('td:nth-child(2)').text())).toEqual(['1,610', '1,600']);
  });

  it('passes on a click on a calendar day as play-daily', async () => {
    freshHost();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    await w.find('[data-test="tab-daily"]').trigger('click');
    await w.find('[data-date="2026-11-09"]').trigger('click');
    expect(w.emitted('play-daily')).toEqual([['2026-11-09', 'beleaguered-castle']]);
  });

  it('mounted bare, loads the results from the host and resets them there', async () => {
    const host = freshHost(RESULTS);
    const stats = useStatsStore();
    const w = mountDialog(StatisticsDialog, 'sv');
    await settle();
    expect(stats.loaded).toBe(true);
    expect(numbers(w)['Spelade']).toBe('4');
    await w.find('[data-test="reset"]').trigger('click');
    await w.find('[data-test="reset-confirm"]').trigger('click');
    await settle();
    expect(await host.loadResults()).toEqual([]);
    expect(numbers(w)['Spelade']).toBe('0');
  });
});

describe('StatisticsDialog keyboard', () => {
  it('moves between tabs with the arrow keys', async () => {
    freshHost();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    await settle(); // the dialog's own first focus
    await w.find('[data-test="tab-statistics"]').trigger('keydown', { key: 'ArrowRight' });
    expect(w.find('[data-test="tab-highScores"]').attributes('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(w.find('[data-test="tab-highScores"]').element);
    await w.find('[data-test="tab-highScores"]').trigger('keydown', { key: 'ArrowLeft' });
    await w.find('[data-test="tab-statistics"]').trigger('keydown', { key: 'ArrowLeft' });
    // from the first tab, left goes round to the last one
    expect(w.find('[data-test="tab-leaderboard"]').attributes('aria-selected')).toBe('true');
  });

  it('gives the focus back to the opener when it closes', async () => {
    freshHost();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    await settle();
    expect(document.activeElement).not.toBe(opener);
    w.unmount();
    expect(document.activeElement).toBe(opener);
  });
});
