// The host's service described once (shared/host/service.ts), served by the host core both hosts use
// (host-core.ts) behind the in-page door (in-page.ts): every call's answer fits the answer schema it
// is typed from, and every request its schema refuses is refused at the door, before the core.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ok } from '../../../shared/engine/result';
import { EMPTY_HELD_GAMES } from '../../../shared/host/held-games';
import { type HostCore, openHostCore } from '../../../shared/host/host-core';
import { servedInPage } from '../../../shared/host/in-page';
import { Notices } from '../../../shared/host/notices';
import { CALL_NAMES, HOST_CALLS, type CallName } from '../../../shared/host/service';
import { inMemory } from '../../../shared/host/storage';
import { NO_RESULTS } from '../../../shared/host/stored-results';
import { DEFAULT_SETTINGS, NO_HELP, type Settings } from '../../../shared/host/types';
import { createLeaderboard } from '../../../shared/leaderboard/service';
import { EMPTY_LEADERBOARD_STATE } from '../../../shared/leaderboard/state';
import { playedDeal } from './held-fixtures';

async function openCore(): Promise<HostCore> {
  let settings: Settings = DEFAULT_SETTINGS;
  let ids = 0;
  return openHostCore({
    game: inMemory(null),
    results: inMemory(NO_RESULTS),
    held: inMemory(EMPTY_HELD_GAMES),
    settings: { get: () => settings, set: (next) => (settings = next) },
    notices: new Notices(),
    now: () => new Date(2026, 11, 1, 12),
    clock: () => 0,
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    dailyDeal: async () => ok(7),
    visible: true,
    leaderboard: {
      on: () => false,
      schedule: () => () => undefined,
      service: () =>
        createLeaderboard({ fetch: () => Promise.reject(new Error('offline')), setup: () => null, initial: EMPTY_LEADERBOARD_STATE, save: () => undefined, schedule: () => () => undefined, now: () => new Date(), notify: () => undefined }),
    },
    exportFile: async () => ({ saved: true }),
  });
}

const serve = (core: HostCore) => servedInPage(Promise.resolve(core), { leaderboardPlace: 'none', sends: { setTableState: () => undefined } });

describe('the host service', () => {
  it('answers every call with what its answer schema says', async () => {
    const host = serve(await openCore());
    const game = playedDeal('masterpiece', 1, 3);
    const held = await host.beginGame({ kind: 'deal', game: 'masterpiece', number: 1 });
    const answers: Record<CallName, unknown> = {
      beginGame: held,
      saveGame: await host.saveGame(game),
      loadGame: await host.loadGame(),
      heldGame: await host.heldGame(),
      recordResult: await host.recordResult({ game, won: false, claim: { id: held.id, help: NO_HELP } }),
      loadResults: await host.loadResults(),
      loadResultTotals: await host.loadResultTotals(),
      resetResults: await host.resetResults(),
      loadSettings: await host.loadSettings(),
      saveSettings: await host.saveSettings({ ...DEFAULT_SETTINGS, theme: 'dark' }),
      takeNotices: await host.takeNotices(),
      exportFile: await host.exportFile({ text: 'a,b\r\n', fileName: 'results.csv', mimeType: 'text/csv' }),
      leaderboardJoin: await host.leaderboardJoin(),
      leaderboardBoard: await host.leaderboardBoard({ game: 'citadel', date: '2026-12-01' }),
    };
    expect(Object.keys(answers).sort()).toEqual([...CALL_NAMES].sort());
    expect(answers.recordResult).toMatchObject({ game: 'masterpiece', deal: 1, moves: 3 });
    for (const name of CALL_NAMES) expect(v.safeParse(HOST_CALLS[name].answer, answers[name]).success, name).toBe(true);
  });

  it('refuses at the door what a call’s schema refuses: the core never sees it', async () => {
    const core = await openCore();
    const reached: string[] = [];
    const spied = Object.fromEntries(CALL_NAMES.map((name) => [name, (...args: unknown[]) => (reached.push(name), (core[name] as (...a: unknown[]) => unknown)(...args))]));
    const host = serve({ ...core, ...spied } as HostCore);
    const game = playedDeal('masterpiece', 1, 3);
    const bad: [CallName, unknown][] = [
      ['saveGame', { ...game, moves: '1h 1h 1h 1h 1h 1h' }],
      ['saveGame', { ...game, elapsedSeconds: 4e8 }],
      ['recordResult', { game, won: 'yes' }],
      ['recordResult', { game: { ...game, moves: '##' }, won: false }],
      ['beginGame', { kind: 'shuffle', game: 'citadel' }],
      ['saveSettings', { ...DEFAULT_SETTINGS, theme: 'purple' }],
      ['exportFile', { text: '', fileName: '../evil.csv', mimeType: 'text/csv' }],
      ['leaderboardBoard', { game: 'klondike', date: '2026-12-01' }],
      ['loadGame', 'x'],
    ];
    for (const [name, request] of bad) await expect((host[name] as (r: unknown) => Promise<unknown>)(request), name).rejects.toThrow(new RegExp(`^${name}: invalid payload: `));
    expect(reached).toEqual([]);
  });
});
