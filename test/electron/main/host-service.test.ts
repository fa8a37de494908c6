// The main-process host end to end over real files: the game in progress resumes at the same position
// with its undo history and clock, wins are recorded only after a replay, and damaged files become
// notices instead of crashes.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { restoreSavedGame } from '../../../shared/formats/saved-game';
import { DEFAULT_SETTINGS, NO_HELP, type ResultClaim } from '../../../shared/host/types';
import { MAX_RESULTS } from '../../../shared/schemas/limits';
import { summarize } from '../../../shared/stats/summary';
import { gameFile, resultsFile } from '../../../electron/main/data-files';
import { createHostService } from '../../../electron/main/host-service';
import type { GameHost } from '../../../shared/host/host';
import { memorySettings } from '../../../electron/main/settings-store';
import { NEARLY_WON_POSITION, nearlyWonGame, realFs, sampleGame, tempDir, behindDoor } from '../helpers';

const NOW = new Date('2026-11-30T01:30:00.000Z');

/** Begins a game of `deal` with the host, as a session does, and gives the claim its result carries. */
async function begin(host: GameHost, deal: number): Promise<ResultClaim> {
  const { id } = await host.beginGame({ kind: 'deal', game: 'beleaguered-castle', number: deal });
  return { id, help: NO_HELP };
}

/** A game of deal 7 begun with the host and left after its moves. */
async function recordLoss(host: GameHost): Promise<void> {
  expect(await host.recordResult({ game: sampleGame(), won: false, claim: await begin(host, 7) })).not.toBeNull();
}

/** Main's host over `dir`, as the renderer's requests reach it (through the checks of the IPC door). */
const launch = async (dir: string): Promise<GameHost> =>
  behindDoor(await createHostService({ settings: memorySettings(), results: resultsFile(realFs, dir, { now: () => NOW }), game: gameFile(realFs, dir, { now: () => NOW }), now: () => NOW }));

describe('the main-process host', () => {
  it('resumes the game in progress at the next launch: same position, undo history, redo list and clock', async () => {
    const dir = tempDir();
    const game = sampleGame(21, 10, 3, 456.25);
    await (await launch(dir)).saveGame(game);

    const again = await launch(dir);
    const loaded = await again.loadGame();
    expect(loaded).toEqual(game);
    const before = restoreSavedGame(game);
    const after = restoreSavedGame(loaded!);
    expect(before.ok && after.ok).toBe(true);
    if (!before.ok || !after.ok) return;
    expect(after.value.position).toEqual(before.value.position);
    expect(after.value.moves()).toEqual(before.value.moves());
    expect(after.value.redoMoves()).toEqual(before.value.redoMoves());
    expect(after.value.canRedo).toBe(true);
    expect(loaded!.elapsedSeconds).toBe(456.25);
    expect(await again.takeNotices()).toEqual([]);
  });

  it('refuses to save a game whose moves are illegal, and keeps the one before', async () => {
    const dir = tempDir();
    const host = await launch(dir);
    const good = sampleGame();
    await host.saveGame(good);
    await expect(host.saveGame({ ...good, moves: '1h 1h 1h 1h 1h 1h 1h' })).rejects.toThrow(/invalid payload: saved game: .*move/);
    expect(await host.loadGame()).toEqual(good);
    expect(await (await launch(dir)).loadGame()).toEqual(good);
  });

  it('records a win only after replaying the moves to a won position, for a game it holds, with its own time', async () => {
    const dir = tempDir();
    const host = await launch(dir);
    const help = { hints: 0, undoToWinnable: false, watchedSolver: false };
    const start = await host.beginGame({ kind: 'position', game: 'beleaguered-castle', position: nearlyWonGame('').position! });
    expect(await host.recordResult({ game: nearlyWonGame(''), won: true, claim: { id: start.id, help } })).toBeNull();
    const deal7 = await host.beginGame({ kind: 'deal', game: 'beleaguered-castle', number: 7 });
    expect(await host.recordResult({ game: sampleGame(), won: true, claim: { id: deal7.id, help } })).toBeNull();
    expect(await host.loadResults()).toEqual([]);
    expect((await host.takeNotices()).map((n) => [n.kind, n.message.slice(0, 34)])).toEqual([
      ['saved-game-rejected', 'A finished game was not recorded: '],
      ['saved-game-rejected', 'A finished game was not recorded: '],
    ]);

    // the renderer's 30 s are not read: main's clock (no save with moves before the result) says 0
    const win = await host.recordResult({ game: nearlyWonGame('1h', 30), won: true, claim: { id: start.id, help } });
    expect(win).toEqual({ game: 'beleaguered-castle', deal: null, won: true, score: 5 + 500 + 1200, seconds: 0, moves: 1, finishedAt: NOW.toISOString(), unranked: true, help });
    const deal5 = await host.beginGame({ kind: 'deal', game: 'beleaguered-castle', number: 5 });
    const loss = await host.recordResult({ game: sampleGame(5, 4, 0, 61.9), won: false, claim: { id: deal5.id, help } });
    expect(loss).toMatchObject({ game: 'beleaguered-castle', deal: 5, won: false, seconds: 0, moves: 4, help });

    expect(await (await launch(dir)).loadResults()).toEqual([win, loss]);
  });

  it('keeps every one of three concurrent results, in order, in memory and on disk', async () => {
    const dir = tempDir();
    const host = await launch(dir);
    const games = [sampleGame(1, 3, 0, 10), sampleGame(2, 4, 0, 20), sampleGame(3, 5, 0, 30)];
    // three games held at once (a session begins each), their results sent together
    const claims = [await begin(host, 1), await begin(host, 2), await begin(host, 3)];
    const recorded = await Promise.all(games.map((game, i) => host.recordResult({ game, won: false, claim: claims[i] })));
    expect(recorded.map((r) => r?.deal)).toEqual([1, 2, 3]);
    expect((await host.loadResults()).map((r) => r.deal)).toEqual([1, 2, 3]);
    expect((await (await launch(dir)).loadResults()).map((r) => r.deal)).toEqual([1, 2, 3]);
  });

  it('lands concurrent saves of the game in the order they were made', async () => {
    const dir = tempDir();
    const host = await launch(dir);
    const saves = [sampleGame(4, 1, 0), sampleGame(4, 2, 0), sampleGame(4, 3, 0)];
    await Promise.all(saves.map((g) => host.saveGame(g)));
    expect(await (await launch(dir)).loadGame()).toEqual(saves[2]);
  });

  it('refuses at the door a game whose clock shows 4e8 seconds, so it never reaches the results', async () => {
    const dir = tempDir();
    const host = await launch(dir);
    const poisoned = { ...nearlyWonGame('1h'), elapsedSeconds: 4e8 };
    const { id } = await host.beginGame({ kind: 'position', game: 'beleaguered-castle', position: NEARLY_WON_POSITION });
    // held, and claimed: still refused at the door, as saveGame is (main's clock would not read it, but it is no saved game)
    await expect(host.recordResult({ game: poisoned, won: true, claim: { id, help: NO_HELP } })).rejects.toThrow(/invalid payload: .*elapsedSeconds/);
    await expect(host.saveGame(poisoned)).rejects.toThrow(/elapsedSeconds/);
    expect(await host.loadResults()).toEqual([]);
  });

  it('at the cap folds the oldest results into totals: the file stays bounded, the statistics stay true', async () => {
    const dir = tempDir();
    const result = (i: number, won: boolean) => ({ game: 'citadel' as const, deal: i, won, score: won ? 600 : 10, seconds: 100 + (i % 50), moves: 60, finishedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString() });
    const all = Array.from({ length: MAX_RESULTS + 25 }, (_, i) => result(i, i % 3 !== 0));
    writeFileSync(join(dir, 'results.json'), JSON.stringify({ version: 1, data: all }));
    const host = await launch(dir);
    const kept = await host.loadResults();
    const totals = await host.loadResultTotals();
    expect(kept.length).toBeLessThanOrEqual(MAX_RESULTS + 10);
    expect(kept.length + totals.all.played).toBe(all.length);
    expect(summarize(kept, null, totals)).toEqual(summarize(all));
    expect(summarize(kept, 'citadel', totals)).toEqual(summarize(all, 'citadel'));
    // one more result: still bounded, still true
    const next = await host.recordResult({ game: sampleGame(5, 4, 0, 61), won: false, claim: await begin(host, 5) });
    const after = await (await launch(dir)).loadResults();
    expect(after.length).toBeLessThanOrEqual(MAX_RESULTS + 10);
    expect(summarize(after, null, await host.loadResultTotals())).toEqual(summarize([...all, next!]));
  });

  it('resets the statistics', async () => {
    const dir = tempDir();
    const host = await launch(dir);
    await recordLoss(host);
    await host.resetResults();
    expect(await host.loadResults()).toEqual([]);
    expect(await (await launch(dir)).loadResults()).toEqual([]);
  });

  it('turns damaged files into notices, given once, and goes on with fresh state', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'results.json'), '{{{');
    writeFileSync(join(dir, 'game-in-progress.json'), '[1,2');
    const host = await launch(dir);
    expect(await host.loadResults()).toEqual([]);
    expect(await host.loadGame()).toBeNull();
    const notices = await host.takeNotices();
    expect(notices.map((n) => n.kind)).toEqual(['corrupt-file', 'corrupt-file']);
    for (const n of notices) expect(existsSync(n.backupPath!)).toBe(true);
    expect(await host.takeNotices()).toEqual([]);
    await recordLoss(host);
    expect(await (await launch(dir)).loadResults()).toHaveLength(1);
  });

  it('sets aside a stored saved game whose clock shows 4e8 seconds, as damaged', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'game-in-progress.json'), JSON.stringify({ version: 1, data: { ...sampleGame(), elapsedSeconds: 4e8 } }));
    const host = await launch(dir);
    expect(await host.loadGame()).toBeNull();
    const [notice] = await host.takeNotices();
    expect(notice).toMatchObject({ kind: 'corrupt-file', message: expect.stringMatching(/elapsedSeconds/) });
  });

  it('sets aside a saved game that is well formed but does not replay', async () => {
    const dir = tempDir();
    const illegal = { ...sampleGame(), moves: '1h 1h 1h 1h 1h 1h 1h' };
    const text = JSON.stringify({ version: 1, data: illegal });
    writeFileSync(join(dir, 'game-in-progress.json'), text);
    const host = await launch(dir);
    expect(await host.loadGame()).toBeNull();
    const [notice] = await host.takeNotices();
    expect(notice?.kind).toBe('saved-game-rejected');
    expect(notice?.message).toMatch(/does not replay/);
    expect(readFileSync(notice!.backupPath!, 'utf8')).toBe(text);
  });

  it('passes settings through its store', async () => {
    const host = await launch(tempDir());
    const next = { ...DEFAULT_SETTINGS, game: 'stronghold' as const };
    expect(await host.saveSettings(next)).toEqual(next);
    expect(await host.loadSettings()).toEqual(next);
  });
});
