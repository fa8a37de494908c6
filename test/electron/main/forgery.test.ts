// The forgeries of issue 12, tried as a hostile renderer would: through the real dispatch path
// (dispatchInvoke with the app window as sender, the channel validators) into the real host service
// over files in a temporary folder, with main's held games on a clock the test moves. Each one is
// refused with its reason, or recorded where it counts nowhere.
import { describe, expect, it } from 'vitest';
import { dealPosition } from '../../../shared/engine/deal';
import type { GameId } from '../../../shared/engine/games';
import { GameRecord } from '../../../shared/engine/record';
import { savedGameFromRecord, type SavedGame } from '../../../shared/formats/saved-game';
import { DEFAULT_SETTINGS, NO_HELP, type Settings } from '../../../shared/host/types';
import type { CallInput, CallName } from '../../../shared/host/service';
import { dailyDealNumber } from '../../../shared/solver/services/daily';
import { solve } from '../../../shared/solver/api/solve';
import { dailyStreak, highScores, summarize } from '../../../shared/stats';
import { gameFile, resultsFile } from '../../../electron/main/data-files';
import { heldGamesFile } from '../../../electron/main/held-games';
import { createHostService } from '../../../electron/main/host-service';
import { dispatchInvoke } from '../../../electron/main/ipc';
import { toWire } from '../../../shared/ipc/wire';
import type { SettingsStore } from '../../../electron/main/settings-store';
import { NEARLY_WON_POSITION, appWindow, dailyDealHere, nearlyWonGame, realFs, tempDir } from '../helpers';

/** Local noon of 2026-11-30, so "today" is that date in any time zone the tests run in. */
const NOW = new Date(2026, 10, 30, 12, 0, 0);
const TODAY = '2026-11-30';

function memorySettings(): SettingsStore {
  let current: Settings = DEFAULT_SETTINGS;
  return { get: () => current, set: (s) => (current = s) };
}

/** Main as the app starts it over `dir`, answering through dispatchInvoke; `logs` has every refusal. */
async function launchMain(dir: string) {
  let t = 0;
  const clock = { now: () => t, advance: (ms: number) => void (t += ms) };
  const logs: string[] = [];
  const service = await createHostService({
    settings: memorySettings(),
    results: resultsFile(realFs, dir, { now: () => NOW }),
    game: gameFile(realFs, dir, { now: () => NOW }),
    held: heldGamesFile(realFs, dir, { now: () => NOW }),
    now: () => NOW,
    clock: clock.now,
    visible: true,
    dailyDeal: dailyDealHere,
    log: (m) => logs.push(m),
  });
  const handlers = service;
  const { window, mainFrame } = appWindow();
  const event = { sender: { id: 1 }, senderFrame: mainFrame };
  /** One request as the preload sends it over IPC (JSON text); throws the refusal of the dispatch path. */
  async function call<K extends CallName>(name: K, ...payload: CallInput<K> extends undefined ? [] : [CallInput<K>]) {
    const answer = await dispatchInvoke(name, handlers, window, event, toWire(payload[0]));
    if (!answer.ok) throw new Error(answer.error);
    return answer.value;
  }
  return { call, clock, logs, flush: service.flush };
}

const lines = new Map<string, readonly number[]>();
/** The solver's winning line of a deal, found once. */
function line(game: GameId, deal: number): readonly number[] {
  const key = `${game}#${deal}`;
  if (!lines.has(key)) lines.set(key, solve(dealPosition(game, deal), { budget: 300_000 }).moves);
  return lines.get(key)!;
}

/** A deal played through its solver line (`moves` of it), as a renderer would save it. */
function played(game: GameId, deal: number, moves = Infinity, extra: { daily?: string; elapsedSeconds?: number } = {}): SavedGame {
  const record = GameRecord.fromDeal(game, deal);
  for (const m of line(game, deal).slice(0, moves)) record.play(m);
  return savedGameFromRecord(record, extra.elapsedSeconds ?? 0, extra.daily);
}

const claim = (id: string) => ({ id, help: NO_HELP });

describe('forged results, through the real IPC dispatch path', () => {
  it('a made-up start one move from won, deal null: refused without a held game, refused against a held deal, and counted nowhere when held as a position', async () => {
    const main = await launchMain(tempDir());
    const forged = nearlyWonGame('1h', 0);
    // the forgery of the issue: sent as it was, with no game begun
    expect(await main.call('recordResult', { game: forged, won: true })).toBeNull();
    expect(main.logs.pop()).toMatch(/carries no game id/);
    // passed off as the deal main holds
    const deal = await main.call('beginGame', { kind: 'deal', game: 'beleaguered-castle', number: 7 });
    expect(await main.call('recordResult', { game: forged, won: true, claim: claim(deal.id) })).toBeNull();
    expect(main.logs.pop()).toMatch(/origin differs.*its deal is null, the host holds 7/);
    // said honestly: a position may be played, and its result is kept apart
    const position = await main.call('beginGame', { kind: 'position', game: 'beleaguered-castle', position: NEARLY_WON_POSITION });
    expect(position.unranked).toBe(true);
    const kept = await main.call('recordResult', { game: forged, won: true, claim: claim(position.id) });
    expect(kept).toMatchObject({ deal: null, won: true, unranked: true });
    const results = await main.call('loadResults');
    expect(results).toHaveLength(1);
    expect(summarize(results)).toMatchObject({ played: 0, won: 0, bestScore: null });
    expect(highScores(results, { game: 'beleaguered-castle' })).toEqual([]);
  });

  it('a daily copied onto a game that is not that day’s daily deal is refused: five made-up days give no streak', async () => {
    const main = await launchMain(tempDir());
    const days = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];
    for (const date of days) {
      // the renderer wins deal 1 and calls it the daily deal of each day, begun as a plain deal...
      const plain = await main.call('beginGame', { kind: 'deal', game: 'citadel', number: 1 });
      expect(await main.call('recordResult', { game: played('citadel', 1, Infinity, { daily: date }), won: true, claim: claim(plain.id) })).toBeNull();
      expect(main.logs.pop()).toMatch(new RegExp(`claims the daily deal of ${date}, the host holds no daily deal`));
      // ...or begun as the daily deal, which main works out itself and which is not deal 1
      const daily = await main.call('beginGame', { kind: 'daily', game: 'citadel', date });
      expect(daily.deal).toBe((dailyDealNumber('citadel', date) as { value: number }).value);
      expect(await main.call('recordResult', { game: played('citadel', 1, Infinity, { daily: date }), won: true, claim: claim(daily.id) })).toBeNull();
      expect(main.logs.pop()).toMatch(new RegExp(`its deal is 1, the host holds ${daily.deal}`));
    }
    const results = await main.call('loadResults');
    expect(results).toEqual([]);
    expect(dailyStreak(results, 'citadel', TODAY)).toBe(0);
    // a day that has not come, and a day that does not exist (refused at the door), cannot even begin
    await expect(main.call('beginGame', { kind: 'daily', game: 'citadel', date: '2026-12-01' })).rejects.toThrow(/does not exist yet \(today is 2026-11-30\)/);
    await expect(main.call('beginGame', { kind: 'daily', game: 'citadel', date: '2026-02-29' })).rejects.toThrow(/invalid payload: field "date": expected a real date/);
    // the true daily deal of today, played, does count
    const today = await main.call('beginGame', { kind: 'daily', game: 'citadel', date: TODAY });
    const won = await main.call('recordResult', { game: played('citadel', today.deal!, Infinity, { daily: TODAY }), won: true, claim: claim(today.id) });
    expect(won).toMatchObject({ deal: today.deal, daily: TODAY, won: true });
    expect(dailyStreak(await main.call('loadResults'), 'citadel', TODAY)).toBe(1);
  });

  it('elapsedSeconds 0 from the renderer earns nothing: the time is main’s, from beginGame', async () => {
    const main = await launchMain(tempDir());
    const { id } = await main.call('beginGame', { kind: 'deal', game: 'masterpiece', number: 1 });
    main.clock.advance(30_000); // looking at the deal before the first move counts too
    await main.call('saveGame', played('masterpiece', 1, 1, { elapsedSeconds: 0 }));
    main.clock.advance(65_400);
    const result = await main.call('recordResult', { game: played('masterpiece', 1, Infinity, { elapsedSeconds: 0 }), won: true, claim: claim(id) });
    const replay = GameRecord.fromDeal('masterpiece', 1);
    for (const m of line('masterpiece', 1)) replay.play(m);
    expect(result).toMatchObject({ seconds: 95, score: replay.score(95).total });
    expect(replay.score(95).timeBonus).toBe(1200 - 95);
  });

  it('the same won game sent 50 times, all at once, counts once', async () => {
    const main = await launchMain(tempDir());
    const { id } = await main.call('beginGame', { kind: 'deal', game: 'masterpiece', number: 1 });
    const won = played('masterpiece', 1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => main.call('recordResult', { game: won, won: true, claim: claim(id) })));
    expect(answers.filter((a) => a !== null)).toHaveLength(1);
    expect(main.logs.filter((m) => /a result for this game was already recorded/.test(m))).toHaveLength(49);
    expect(summarize(await main.call('loadResults'))).toMatchObject({ played: 1, won: 1 });
  });

  it('a result for a game id main never issued is refused', async () => {
    const main = await launchMain(tempDir());
    await main.call('beginGame', { kind: 'deal', game: 'masterpiece', number: 1 });
    expect(await main.call('recordResult', { game: played('masterpiece', 1), won: true, claim: claim('12345678-1234-4234-8234-123456789abc') })).toBeNull();
    expect(main.logs.pop()).toMatch(/never issued this game id/);
    // an id not even in the shape main gives is refused at the door
    await expect(main.call('recordResult', { game: played('masterpiece', 1), won: true, claim: claim('1') })).rejects.toThrow(/invalid payload: field "claim\.id": expected a game id/);
    expect(await main.call('loadResults')).toEqual([]);
  });

  it('an origin that differs from the held one is refused: another deal, another game, a daily added', async () => {
    const main = await launchMain(tempDir());
    const { id } = await main.call('beginGame', { kind: 'deal', game: 'citadel', number: 2 });
    for (const [game, reason] of [
      [played('citadel', 1), /its deal is 1, the host holds 2/],
      [played('masterpiece', 1), /it is masterpiece, the host holds citadel/],
      [played('citadel', 2, Infinity, { daily: TODAY }), /claims the daily deal of 2026-11-30/],
    ] as const) {
      expect(await main.call('recordResult', { game, won: true, claim: claim(id) })).toBeNull();
      expect(main.logs.pop()).toMatch(reason);
    }
    // the held game itself is still open: its true result is recorded
    expect(await main.call('recordResult', { game: played('citadel', 2), won: true, claim: claim(id) })).toMatchObject({ game: 'citadel', deal: 2, won: true });
  });

  it('a held game outlives a restart of the app: the same id, the time so far, and still one result', async () => {
    const dir = tempDir();
    const first = await launchMain(dir);
    const { id } = await first.call('beginGame', { kind: 'deal', game: 'masterpiece', number: 1 });
    await first.call('saveGame', played('masterpiece', 1, 10));
    first.clock.advance(40_000);
    await first.call('saveGame', played('masterpiece', 1, 20));
    await first.flush();

    const second = await launchMain(dir);
    expect(await second.call('heldGame')).toEqual({ id, game: 'masterpiece', deal: 1, unranked: false });
    second.clock.advance(12_000);
    const result = await second.call('recordResult', { game: played('masterpiece', 1), won: true, claim: claim(id) });
    expect(result).toMatchObject({ won: true, seconds: 52 });
    await second.flush();

    const third = await launchMain(dir);
    expect(await third.call('recordResult', { game: played('masterpiece', 1), won: true, claim: claim(id) })).toBeNull();
    expect(third.logs.pop()).toMatch(/already recorded/);
    expect(await third.call('loadResults')).toHaveLength(1);
  });
});
