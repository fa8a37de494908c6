// renderer/host/held-game-link.ts: games begun with the host for a table that does not call
// beginGame itself, and the help counter a table that does passes with its result.
import { describe, expect, it } from 'vitest';
import { createBrowserHost, memoryStore, type KeyValueStore } from '../../renderer/host/browser-host';
import { HelpCounter, linkHeldGames, startOfSavedGame } from '../../renderer/host/held-game-link';
import { legalMoves } from '../../shared/engine/moves';
import { GameRecord } from '../../shared/engine/record';
import { savedGameFromRecord } from '../../shared/formats/saved-game';
import type { GameStart } from '../../shared/host/types';

function linked(store: KeyValueStore = memoryStore()) {
  const clock = { t: 0 };
  const host = createBrowserHost(store, () => new Date(2026, 10, 30, 12), () => undefined, { clock: () => clock.t, dailyDeal: async () => ({ ok: true, value: 77 }) });
  const begun: GameStart[] = [];
  const counted = { ...host, beginGame: (start: GameStart) => (begun.push(start), host.beginGame(start)) };
  return { host: linkHeldGames(counted), begun, clock };
}

/** Deal `deal` of Citadel with `moves` legal moves played (and `undone` of them undone). */
function citadel(deal: number, moves: number, undone = 0) {
  const r = GameRecord.fromDeal('citadel', deal);
  for (let i = 0; i < moves; i++) r.play(legalMoves(r.position)[0]!);
  for (let i = 0; i < undone; i++) r.undo();
  return savedGameFromRecord(r, 999);
}

describe('the held-game link', () => {
  it('begins a game with the host when a save shows a new origin, and the result carries its id', async () => {
    const { host, begun, clock } = linked();
    await host.saveGame(citadel(3, 0));
    await host.saveGame(citadel(3, 1));
    clock.t += 12_000;
    await host.saveGame(citadel(3, 2));
    expect(begun).toEqual([{ kind: 'deal', game: 'citadel', number: 3 }]);
    expect(await host.recordResult(citadel(3, 2), false)).toMatchObject({ deal: 3, moves: 2, seconds: 12 });
  });

  it('a restart (back at the start with nothing to redo, after moves) or a second result is a new game', async () => {
    const { host, begun } = linked();
    await host.saveGame(citadel(3, 1));
    await host.saveGame(citadel(3, 0, 0));
    expect(begun).toHaveLength(2);
    await host.saveGame(citadel(3, 2, 2)); // undone to the start: still the same game
    expect(begun).toHaveLength(2);
    expect(await host.recordResult(citadel(3, 1), false)).not.toBeNull();
    expect(await host.recordResult(citadel(3, 2), false)).not.toBeNull();
    expect(begun).toHaveLength(3);
    expect(await host.loadResults()).toHaveLength(2);
  });

  it('passes a table’s own beginGame and claim through, with the help it counted', async () => {
    const { host, begun } = linked();
    const held = await host.beginGame({ kind: 'deal', game: 'citadel', number: 5 });
    await host.saveGame(citadel(5, 1));
    const help = new HelpCounter();
    help.hint();
    help.hint();
    help.undoToWinnable();
    const result = await host.recordResult(citadel(5, 1), false, help.claim(held));
    expect(result?.help).toEqual({ hints: 2, undoToWinnable: true, watchedSolver: false });
    expect(begun).toHaveLength(1);
    help.reset();
    expect(help.help).toEqual({ hints: 0, undoToWinnable: false, watchedSolver: false });
  });

  it('after a reload it takes the game the host still holds, with its id and time', async () => {
    const store = memoryStore();
    const first = linked(store);
    await first.host.saveGame(citadel(8, 1));
    const held = await first.host.heldGame();
    const second = linked(store);
    await second.host.saveGame(citadel(8, 2));
    expect(second.begun).toEqual([]);
    expect(await second.host.heldGame()).toEqual(held);
  });

  it('a daily deal is begun as one: the host works out its number', async () => {
    const { host, begun } = linked();
    const r = GameRecord.fromDeal('fortress', 77);
    r.play(legalMoves(r.position)[0]!);
    const game = savedGameFromRecord(r, 0, '2026-11-03');
    expect(startOfSavedGame(game)).toEqual({ kind: 'daily', game: 'fortress', date: '2026-11-03' });
    expect(await host.recordResult(game, false)).toMatchObject({ deal: 77, daily: '2026-11-03' });
    expect(begun).toHaveLength(1);
  });
});
