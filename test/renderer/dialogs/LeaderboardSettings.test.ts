// @vitest-environment happy-dom
// The Settings dialog's online leaderboard: off until turned on with a nickname; a bad nickname or
// address is said and sends nothing; turning it on registers with the server (its refusal is said
// and leaves it off); where no server can be reached from the page, it says so.
import { beforeEach, describe, expect, it } from 'vitest';
import SettingsDialog from '../../../renderer/dialogs/SettingsDialog.vue';
import { useSettingsStore } from '../../../renderer/stores/settings';
import { happyServer } from '../../shared/leaderboard/fake-server';
import { leaderboardHost } from './leaderboard-host';
import { mountDialog } from './mount-dialog';
import { until } from '../../until';
import { domChanges } from '../changes';

beforeEach(() => {
  document.body.innerHTML = '';
});

const message = (w: ReturnType<typeof mountDialog>) => w.find('[data-test="leaderboard-message"]');

/** Until the dialog has the server's answer: its switch, off while it asks, is back on. */
const answered = (w: ReturnType<typeof mountDialog>): Promise<void> =>
  until(() => !(w.find('[data-test="leaderboard-enabled"]').element as HTMLInputElement).disabled, domChanges());

async function turnOn(w: ReturnType<typeof mountDialog>, nickname: string): Promise<void> {
  await w.find('[data-test="leaderboard-nickname"]').setValue(nickname);
  await w.find('[data-test="leaderboard-enabled"]').setValue(true);
}

describe('the Settings dialog’s online leaderboard', () => {
  it('on a page its server serves: a nickname, then on, registered with the server', async () => {
    const { asked } = leaderboardHost(happyServer());
    const store = useSettingsStore();
    await store.load();
    const w = mountDialog(SettingsDialog, 'en');
    expect(w.find('[data-test="leaderboard-settings"] legend').text()).toBe('Online Leaderboard');
    expect(w.find('[data-test="leaderboard-enabled"]').element).toHaveProperty('checked', false);
    expect(w.find('[data-test="leaderboard-server"]').exists()).toBe(false);
    expect(w.text()).toContain('Results go to the server of this page.');
    await turnOn(w, '  Ada ');
    await answered(w);
    expect(message(w).text()).toBe('You are on the leaderboard as Ada.');
    expect(store.settings.leaderboard).toEqual({ enabled: true, server: null, nickname: 'Ada' });
    expect(asked.map((a) => [a.method, a.path, a.body])).toEqual([['POST', '/players', { nickname: 'Ada' }]]);
    expect(w.find('[data-test="leaderboard-enabled"]').element).toHaveProperty('checked', true);
  });

  it('a nickname against the rule is said, and nothing is sent or turned on', async () => {
    const { asked } = leaderboardHost(happyServer());
    const store = useSettingsStore();
    await store.load();
    const w = mountDialog(SettingsDialog, 'en');
    await turnOn(w, 'Ada\u202e');
    expect(message(w).text()).toBe('This nickname is not accepted: the nickname holds U+202E, a character that shows nothing or changes how others show.');
    expect(message(w).attributes('role')).toBe('alert');
    await turnOn(w, 'x'.repeat(25));
    expect(message(w).text()).toBe('This nickname is not accepted: the nickname has 25 characters; at most 24 are allowed.');
    expect(store.settings.leaderboard.enabled).toBe(false);
    expect(w.find('[data-test="leaderboard-enabled"]').element).toHaveProperty('checked', false);
    expect(asked).toEqual([]);
  });

  it('a nickname the server refuses (taken) is said, and the leaderboard stays off', async () => {
    leaderboardHost((a) => (a.path === '/players' ? { status: 409, body: { error: 'the nickname "Ada" is taken' } } : { status: 404 }));
    const store = useSettingsStore();
    await store.load();
    const w = mountDialog(SettingsDialog, 'en');
    await turnOn(w, 'Ada');
    await answered(w);
    expect(message(w).text()).toBe('The leaderboard server did not take it: the nickname "Ada" is taken.');
    expect(store.settings.leaderboard.enabled).toBe(false);
  });

  it('in the desktop app it asks for the address, and refuses plain http to another machine', async () => {
    const { asked } = leaderboardHost(happyServer(), 'address');
    const store = useSettingsStore();
    await store.load();
    const w = mountDialog(SettingsDialog, 'en');
    await w.find('[data-test="leaderboard-server"]').setValue('http://castle.example.org');
    await turnOn(w, 'Ada');
    expect(message(w).text()).toBe('This server address is not accepted: the server address must start with https:// (http:// only to 127.0.0.1 or localhost, for development).');
    await w.find('[data-test="leaderboard-server"]').setValue('castle');
    await w.find('[data-test="leaderboard-enabled"]').setValue(true);
    expect(message(w).text()).toBe('This server address is not accepted: "castle" is not a web address such as https://castle.example.org.');
    expect(asked).toEqual([]);
    expect(store.settings.leaderboard.enabled).toBe(false);
  });

  it('on a page no leaderboard server serves, it says where the leaderboard is', async () => {
    leaderboardHost(null);
    await useSettingsStore().load();
    const w = mountDialog(SettingsDialog, 'en');
    expect(w.find('[data-test="leaderboard-unavailable"]').text()).toBe('The online leaderboard is in the desktop app, and on the page its server serves.');
    expect(w.find('[data-test="leaderboard-enabled"]').exists()).toBe(false);
  });

  it('speaks Kiswahili and Svenska', async () => {
    leaderboardHost(happyServer());
    await useSettingsStore().load();
    expect(mountDialog(SettingsDialog, 'sw').find('[data-test="leaderboard-settings"] legend').text()).toBe('Ubao wa viongozi mtandaoni');
    expect(mountDialog(SettingsDialog, 'sv').find('[data-test="leaderboard-settings"] legend').text()).toBe('Topplista på nätet');
  });
});
