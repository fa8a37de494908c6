// @vitest-environment happy-dom
// The Statistics dialog's Leaderboard tab: a game's daily deal on the online leaderboard (top entries,
// the player's own rank) and the all-time standings; when off, how to turn it on; a failure is said.
import { beforeEach, describe, expect, it } from 'vitest';
import StatisticsDialog from '../../../renderer/dialogs/StatisticsDialog.vue';
import { useSettingsStore } from '../../../renderer/stores/settings';
import type { Handler } from '../../shared/leaderboard/fake-server';
import { happyServer } from '../../shared/leaderboard/fake-server';
import { leaderboardHost } from './leaderboard-host';
import { mountDialog } from './mount-dialog';
import { until } from '../../until';
import { domChanges } from '../changes';

const DAY = '2026-12-01';
const props = { results: [], today: DAY, game: 'citadel' as const, tab: 'leaderboard' as const };

const entry = (rank: number, nickname: string, score: number) => ({ rank, nickname, score, moves: 150, seconds: 95 });
const boardServer: Handler = (a) => {
  if (a.path.endsWith('/leaderboard')) return { status: 200, body: { game: 'citadel', date: DAY, entries: [entry(1, 'Ada', 1500), entry(2, 'Bo', 1400)], you: entry(2, 'Bo', 1400) } };
  if (a.path.endsWith('/all-time')) return { status: 200, body: { game: 'citadel', entries: [{ rank: 1, nickname: 'Bo', wins: 3, bestStreak: 2 }], you: { rank: 1, nickname: 'Bo', wins: 3, bestStreak: 2 } } };
  return happyServer()(a);
};

beforeEach(() => {
  document.body.innerHTML = '';
});

async function on(): Promise<void> {
  const store = useSettingsStore();
  await store.load();
  await store.update({ leaderboard: { enabled: true, server: null, nickname: 'Bo' } });
}

describe('the Leaderboard tab', () => {
  it('shows the day’s top entries, the player’s own rank and the all-time standings', async () => {
    const { asked } = leaderboardHost(boardServer);
    await on();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    await until(() => w.find('[data-test="leaderboard-entries"]').exists(), domChanges());
    const rows = w.findAll('[data-test="leaderboard-entries"] tbody tr').map((r) => r.findAll('td, th').map((c) => c.text()));
    expect(rows).toEqual([
      ['1', 'Ada', '1,500', '150', '1:35'],
      ['2', 'Bo', '1,400', '150', '1:35'],
    ]);
    expect(w.find('[aria-current="true"] th').text()).toBe('Bo');
    expect(w.find('[data-test="leaderboard-you"]').text()).toBe('Your rank: 2');
    expect(w.find('[data-test="leaderboard-all-time-you"]').text()).toBe('You: 3 daily deals won, best streak 2, rank 1');
    expect(asked.map((a) => a.path).sort()).toEqual([`/daily/citadel/${DAY}/leaderboard`, '/games/citadel/all-time']);
  });

  it('when off, says how to turn it on and asks the server nothing', async () => {
    const { asked } = leaderboardHost(boardServer);
    await useSettingsStore().load();
    const w = mountDialog(StatisticsDialog, 'en', { props });
    expect(w.find('[data-test="leaderboard-off"]').text()).toMatch(/^The online leaderboard is off\. To take part, turn it on in Settings/);
    expect(asked).toEqual([]);
  });

  it('a server that cannot be reached is said, in the player’s language', async () => {
    leaderboardHost(() => 'offline');
    await on();
    const w = mountDialog(StatisticsDialog, 'sw', { props });
    await until(() => w.find('[data-test="leaderboard-failed"]').exists(), domChanges());
    expect(w.find('[data-test="leaderboard-failed"]').text()).toMatch(/^Ubao wa viongozi haukuweza kupakiwa: /);
    expect(w.find('[data-test="tab-leaderboard"]').text()).toBe('Ubao wa viongozi');
  });

  it('an empty board says no one has won it yet (Svenska)', async () => {
    leaderboardHost((a) => (a.path.endsWith('/leaderboard') ? { status: 200, body: { game: 'citadel', date: DAY, entries: [] } } : boardServer(a)));
    await on();
    const w = mountDialog(StatisticsDialog, 'sv', { props });
    await until(() => w.find('[data-test="leaderboard-empty"]').exists(), domChanges());
    expect(w.find('[data-test="leaderboard-empty"]').text()).toBe('Ingen har vunnit den här dagens giv än.');
  });
});
