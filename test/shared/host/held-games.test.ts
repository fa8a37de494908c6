// shared/host/held-games.ts with a clock, ids and visibility the test drives: what a held game's
// result may be, and the time it gets.
import { describe, expect, it } from 'vitest';
import { err } from '../../../shared/engine/result';
import { EMPTY_HELD_GAMES, heldGamesData } from '../../../shared/host/held-games';
import { MAX_OPEN_GAMES } from '../../../shared/schemas/limits';
import { NO_HELP } from '../../../shared/host/types';
import { restoreSavedGame, verifyGame, type VerifiedGame } from '../../../shared/formats/saved-game';
import { NEARLY_WON, countingDaily, playedDeal, registry, verified } from './held-fixtures';

const ID1 = '00000000-0000-4000-8000-000000000001';
const ID2 = '00000000-0000-4000-8000-000000000002';
const nearlyWon = (moves: string): VerifiedGame => verified({ format: 1, game: 'beleaguered-castle', deal: null, position: NEARLY_WON, moves, elapsedSeconds: 0 });

describe('held games', () => {
  it('gives each game an id at its start and holds its origin', async () => {
    const { games } = registry();
    expect(games.held()).toBeNull();
    expect(await games.begin({ kind: 'deal', game: 'masterpiece', number: 1 })).toEqual({ ok: true, value: { id: ID1, game: 'masterpiece', deal: 1, unranked: false } });
    expect(games.held()?.id).toBe(ID1);
  });

  it('counts the time from the begin, only while the window is shown, up to the result', async () => {
    const { games, clock } = registry();
    await games.begin({ kind: 'deal', game: 'masterpiece', number: 1 });
    clock.advance(50_000); // the player looks at the deal: that is playing time too
    games.saved(playedDeal('masterpiece', 1, 0));
    clock.advance(5_000);
    expect(games.secondsOf(ID1)).toBe(55);
    games.saved(playedDeal('masterpiece', 1, 1));
    clock.advance(20_000);
    games.setVisible(false); // minimised for an hour
    clock.advance(3_600_000);
    games.setVisible(true);
    clock.advance(10_400);
    const done = games.finish(playedDeal('masterpiece', 1, Infinity, undefined, 1), true, { id: ID1, help: NO_HELP });
    expect(done.ok && done.value.result).toMatchObject({ game: 'masterpiece', deal: 1, won: true, seconds: 85, help: NO_HELP });
  });

  it('a renderer that never saves still gets the time from the begin, not 0 seconds', async () => {
    const { games, clock } = registry();
    await games.begin({ kind: 'deal', game: 'masterpiece', number: 1 });
    clock.advance(95_000);
    const won = playedDeal('masterpiece', 1);
    const done = games.finish(won, true, { id: ID1, help: NO_HELP });
    expect(done.ok && done.value.result).toMatchObject({ won: true, seconds: 95 });
    // the moves a leaderboard is sent are the ones that replayed to the result
    expect(done.ok && done.value.moves).toBe(won.moves);
  });

  it('scores the win with its own time, not the one the game carries', async () => {
    const { games, clock } = registry();
    await games.begin({ kind: 'deal', game: 'masterpiece', number: 1 });
    games.saved(playedDeal('masterpiece', 1, 1));
    clock.advance(100_000);
    const done = games.finish(playedDeal('masterpiece', 1, Infinity, undefined, 0), true, { id: ID1, help: NO_HELP });
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.value.result.seconds).toBe(100);
    const replay = restoreSavedGame(playedDeal('masterpiece', 1));
    expect(replay.ok && done.value.result.score).toBe(replay.ok && replay.value.score(100).total);
    expect(replay.ok && replay.value.score(100).timeBonus).toBe(1100);
  });

  it('only the game being played runs: a new deal stops the old clock, whose result still counts', async () => {
    const { games, clock } = registry();
    await games.begin({ kind: 'deal', game: 'masterpiece', number: 1 });
    games.saved(playedDeal('masterpiece', 1, 2));
    clock.advance(7_000);
    await games.begin({ kind: 'deal', game: 'masterpiece', number: 2 });
    clock.advance(60_000);
    expect(games.secondsOf(ID1)).toBe(7);
    expect(games.secondsOf(ID2)).toBe(60);
    const old = games.finish(playedDeal('masterpiece', 1, 2), false, { id: ID1, help: NO_HELP });
    expect(old.ok && old.value.result).toMatchObject({ deal: 1, won: false, seconds: 7, moves: 2 });
  });

  it('refuses a second result for a game, an id it never gave, a game of another origin, and a game without a move', async () => {
    const { games } = registry();
    await games.begin({ kind: 'deal', game: 'masterpiece', number: 1 });
    const won = playedDeal('masterpiece', 1);
    const claim = { id: ID1, help: NO_HELP };
    expect(games.finish(won, true, undefined)).toEqual(err('the result carries no game id: the game was never begun with the host'));
    expect(games.finish(playedDeal('masterpiece', 1, 0), false, claim)).toEqual(err('a game without a move has no result'));
    // not a saved game at all (a clock of 4e8 s, a clock that is no number): it never passes the door, so it never comes here
    for (const elapsedSeconds of [4e8, Number.NaN, -1]) expect(verifyGame({ ...won, elapsedSeconds })).toMatchObject(err({ message: expect.stringMatching(/elapsedSeconds/) }));
    expect(games.finish({ ...won, deal: 2 }, true, claim)).toEqual(err("the game's origin differs from the one the host holds: its deal is 2, the host holds 1"));
    expect(games.finish({ ...won, game: 'fortress' }, true, claim).ok).toBe(false);
    expect(games.finish({ ...won, daily: '2026-11-30' }, true, claim)).toEqual(
      err("the game's origin differs from the one the host holds: it claims the daily deal of 2026-11-30, the host holds no daily deal"),
    );
    expect(games.finish(won, true, claim).ok).toBe(true);
    expect(games.finish(won, true, claim)).toEqual(err('a result for this game was already recorded'));
    expect(games.finish(won, true, { id: '00000000-0000-4000-8000-0000000000ff', help: NO_HELP })).toEqual(err('the host never issued this game id (or no longer holds it)'));
  });

  it('gives the game back when its result could not be stored, so it can be sent again', async () => {
    const { games } = registry();
    await games.begin({ kind: 'deal', game: 'masterpiece', number: 1 });
    const won = playedDeal('masterpiece', 1);
    const first = games.finish(won, true, { id: ID1, help: NO_HELP });
    expect(first.ok).toBe(true);
    if (first.ok) first.value.release();
    expect(games.held()?.id).toBe(ID1);
    expect(games.finish(won, true, { id: ID1, help: NO_HELP }).ok).toBe(true);
  });

  it('keeps the help the renderer reports, which can only mark the result', async () => {
    const { games } = registry();
    await games.begin({ kind: 'deal', game: 'masterpiece', number: 1 });
    const help = { hints: 3, undoToWinnable: true, watchedSolver: false };
    const done = games.finish(playedDeal('masterpiece', 1), true, { id: ID1, help });
    expect(done.ok && done.value.result.help).toEqual(help);
  });

  it('works out the daily deal itself, once per game and date, and refuses dates that are not real or not yet', async () => {
    const daily = countingDaily(4242);
    const { games } = registry({ daily: daily.dailyDeal });
    const a = await games.begin({ kind: 'daily', game: 'fortress', date: '2026-11-03' });
    const b = await games.begin({ kind: 'daily', game: 'fortress', date: '2026-11-03' });
    await games.begin({ kind: 'daily', game: 'citadel', date: '2026-11-03' });
    expect(a.ok && a.value).toEqual({ id: ID1, game: 'fortress', deal: 4242, daily: '2026-11-03', unranked: false });
    expect(b.ok && b.value.deal).toBe(4242);
    expect(daily.calls).toEqual(['fortress|2026-11-03', 'citadel|2026-11-03']);
    expect(await games.begin({ kind: 'daily', game: 'fortress', date: '2026-12-01' })).toMatchObject({ ok: true });
    expect(await games.begin({ kind: 'daily', game: 'fortress', date: '2026-12-02' })).toEqual(err('the daily deal of 2026-12-02 does not exist yet (today is 2026-12-01)'));
    expect(await games.begin({ kind: 'daily', game: 'fortress', date: '2026-02-30' })).toEqual(err('"2026-02-30" is not a date of the calendar'));
    expect(await games.begin({ kind: 'daily', game: 'fortress', date: '0000-12-31' })).toEqual(err('the calendar starts on 0001-01-01'));
  });

  it('does not keep a daily deal it could not work out: the next begin asks again', async () => {
    let calls = 0;
    const { games } = registry({ daily: async () => (calls++ === 0 ? err('solver busy') : { ok: true, value: 9 }) });
    expect(await games.begin({ kind: 'daily', game: 'citadel', date: '2026-11-30' })).toEqual(err('the daily deal of 2026-11-30 could not be found: solver busy'));
    expect(await games.begin({ kind: 'daily', game: 'citadel', date: '2026-11-30' })).toMatchObject({ ok: true, value: { deal: 9 } });
  });

  it('holds a position that is no numbered deal apart: its result is marked unranked', async () => {
    const { games } = registry();
    expect(await games.begin({ kind: 'position', game: 'beleaguered-castle', position: 'not a board' })).toMatchObject({ ok: false });
    const begun = await games.begin({ kind: 'position', game: 'beleaguered-castle', position: NEARLY_WON });
    expect(begun.ok && begun.value.unranked).toBe(true);
    const other = NEARLY_WON.replace('H-Q C-K', 'H-K C-Q').replace(': KH', ': KC');
    expect(games.finish({ ...nearlyWon('1h'), position: other }, true, { id: ID1, help: NO_HELP })).toEqual(
      err("the game's origin differs from the one the host holds: its starting position is not the one the host holds"),
    );
    const done = games.finish(nearlyWon('1h'), true, { id: ID1, help: NO_HELP });
    expect(done.ok && done.value.result).toMatchObject({ deal: null, won: true, unranked: true });
  });

  it('keeps its games across a restart: ids, origins, time so far, and the ids already finished', async () => {
    const first = registry();
    await first.games.begin({ kind: 'deal', game: 'masterpiece', number: 1 });
    first.games.saved(playedDeal('masterpiece', 1, 1));
    first.clock.advance(42_500);
    await first.games.begin({ kind: 'deal', game: 'masterpiece', number: 3 });
    const data = first.games.toData();
    expect(heldGamesData(JSON.parse(JSON.stringify(data)))).toEqual({ ok: true, value: data });

    const again = registry({ data });
    expect(again.games.held()?.id).toBe(ID2);
    expect(again.games.secondsOf(ID1)).toBe(42);
    const done = again.games.finish(playedDeal('masterpiece', 1, 1), false, { id: ID1, help: NO_HELP });
    expect(done.ok && done.value.result.seconds).toBe(42);
    const third = registry({ data: again.games.toData() });
    expect(third.games.finish(playedDeal('masterpiece', 1, 1), false, { id: ID1, help: NO_HELP })).toEqual(err('a result for this game was already recorded'));
  });

  it('the game being played goes on counting after a restart, from when the window shows', async () => {
    const first = registry();
    await first.games.begin({ kind: 'deal', game: 'masterpiece', number: 1 });
    first.games.saved(playedDeal('masterpiece', 1, 1));
    first.clock.advance(10_000);
    const again = registry({ data: first.games.toData(), visible: false });
    again.clock.advance(99_000); // the window is not shown yet
    again.games.setVisible(true);
    again.clock.advance(5_000);
    expect(again.games.secondsOf(ID1)).toBe(15);
  });

  it('keeps at most MAX_OPEN_GAMES games begun and not finished, dropping the oldest', async () => {
    const { games } = registry();
    for (let i = 0; i < MAX_OPEN_GAMES + 3; i++) await games.begin({ kind: 'deal', game: 'citadel', number: i });
    const data = games.toData();
    expect(data.games).toHaveLength(MAX_OPEN_GAMES);
    expect(data.games[0]!.deal).toBe(3);
    expect(heldGamesData(data).ok).toBe(true);
  });

  it('says when its state changed, so a host can write it', async () => {
    let changes = 0;
    const { games } = registry({ onChange: () => changes++ });
    await games.begin({ kind: 'deal', game: 'masterpiece', number: 1 });
    games.saved(playedDeal('masterpiece', 1, 1));
    games.setVisible(false);
    expect(changes).toBe(3);
    expect(EMPTY_HELD_GAMES.games).toEqual([]);
  });
});
