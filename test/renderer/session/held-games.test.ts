// The session begins every game with the host and sends the id it gave, with the help taken, when the
// game ends (shared/host/held-games.ts says why). The fake host holds games as main does.
import { describe, it, expect } from 'vitest';
import { legalMoves, moveFrom, moveTo, type Move } from '../../../shared/engine/moves';
import { GameRecord } from '../../../shared/engine/record';
import { dealPosition } from '../../../shared/engine/deal';
import { savedGameFromRecord } from '../../../shared/formats/saved-game';
import { solve } from '../../../shared/solver/api/solve';
import type { GameResult, HeldGame } from '../../../shared/host/types';
import { fakeSolver, playFirst, setup } from './fakes';

const FORTRESS_5: readonly Move[] = solve(dealPosition('fortress', 5), { budget: 300_000 }).moves;
const NONE = { hints: 0, undoToWinnable: false, watchedSolver: false };

/** A promise and the function that resolves it, for a host that answers when the test says. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const promise = new Promise<void>((ok) => (open = ok));
  return { promise, open };
}

describe('game session: every game is begun with the host', () => {
  it('each deal, restart and new game gets its own id, and its result carries it', async () => {
    const { s, host } = setup();
    s.startDeal('citadel', 3);
    playFirst(s, 1);
    s.restart();
    playFirst(s, 2);
    await s.newGame('fortress');
    playFirst(s, 1);
    s.startDeal('citadel', 4);
    await s.whenIdle();
    expect(host.begun).toEqual([
      { kind: 'deal', game: 'citadel', number: 3 },
      { kind: 'deal', game: 'citadel', number: 3 },
      { kind: 'deal', game: 'fortress', number: 42 },
      { kind: 'deal', game: 'citadel', number: 4 },
    ]);
    expect(host.claims.map((c) => c.id)).toEqual(['held-1', 'held-2', 'held-3']);
    expect(host.results.map((r) => [r.game, r.deal, r.moves])).toEqual([
      ['citadel', 3, 1],
      ['citadel', 3, 2],
      ['fortress', 42, 1],
    ]);
  });

  it('the first save with moves reaches the host after the game was begun, even when the host is slow', async () => {
    const { s, host, scheduler } = setup(null);
    const calls: string[] = [];
    const begin = host.beginGame.bind(host);
    host.beginGame = (start) => (calls.push('begin'), begin(start));
    const save = host.saveGame.bind(host);
    host.saveGame = (game) => (calls.push(`save ${game.moves.split(' ').filter(Boolean).length}`), save(game));
    const slow = gate();
    host.wait = slow.promise;
    s.startDeal('citadel', 3);
    playFirst(s, 2);
    scheduler.advance(1000);
    await Promise.resolve();
    expect(calls).toEqual(['begin']);
    slow.open();
    await s.whenIdle();
    expect(calls).toEqual(['begin', 'save 2', 'save 2']);
  });

  it('the result of a game left while its begin is still on the way carries that game’s id, not the next one’s', async () => {
    const { s, host } = setup(null);
    const slow = gate();
    host.wait = slow.promise;
    s.startDeal('citadel', 3);
    playFirst(s, 1);
    s.startDeal('citadel', 4);
    playFirst(s, 1);
    s.startDeal('citadel', 5);
    slow.open();
    await s.whenIdle();
    expect(host.claims.map((c) => c.id)).toEqual(['held-1', 'held-2']);
    expect(host.results.map((r) => r.deal)).toEqual([3, 4]);
  });

  it('a won result still on its way when the next game begins goes out with the won game’s id', async () => {
    const { s, host } = setup(null);
    s.startDeal('fortress', 5);
    await s.whenIdle();
    const slow = gate();
    const record = host.recordResult.bind(host);
    host.recordResult = async (request) => {
      await slow.promise;
      return record(request);
    };
    for (const m of FORTRESS_5) s.play(moveFrom(m), moveTo(m));
    expect(s.view.board.won).toBe(true);
    s.restart();
    playFirst(s, 1);
    s.startDeal('fortress', 6);
    slow.open();
    await s.whenIdle();
    expect(host.claims.map((c) => c.id)).toEqual(['held-1', 'held-2']);
    expect(host.results.map((r) => [r.deal, r.won])).toEqual([
      [5, true],
      [5, false],
    ]);
  });

  it('a numbered deal the host will not hold is played, the player is told, and no result is sent', async () => {
    const { s, host } = setup(null);
    host.failBegin = 'the host is not listening';
    s.startDeal('citadel', 3);
    expect(s.view.dealNumber).toBe(3);
    playFirst(s, 1);
    s.startDeal('citadel', 4);
    await s.whenIdle();
    expect(s.view.notices).toContainEqual({ key: 'errors.gameNotBegun', detail: 'the host is not listening' });
    expect(host.claims).toEqual([]);
  });
});

describe('game session: the daily deal and Open Deal wait for the host', () => {
  it('the daily deal’s number is the host’s; the solver is not asked; meanwhile the game in progress stays', async () => {
    const { s, host } = setup(fakeSolver({ dailyDeal: () => Promise.reject(new Error('the renderer must not work it out')) }));
    host.dailyOf = () => 991;
    s.startDeal('citadel', 3);
    const slow = gate();
    host.wait = slow.promise;
    const daily = s.dailyDeal('fortress', '2026-11-30');
    await Promise.resolve();
    expect([s.view.game, s.view.dealNumber, s.view.daily]).toEqual(['citadel', 3, undefined]);
    expect(s.view.announcement).toEqual({ key: 'table.announce.findingDaily', params: { date: '2026-11-30', game: 'fortress' } });
    slow.open();
    await daily;
    expect([s.view.game, s.view.dealNumber, s.view.daily]).toEqual(['fortress', 991, '2026-11-30']);
    expect(host.begun.at(-1)).toEqual({ kind: 'daily', game: 'fortress', date: '2026-11-30' });
    playFirst(s, 1);
    s.restart();
    await s.whenIdle();
    // the restart is the daily deal again, begun as one; the result carries the daily's id
    expect(host.begun.at(-1)).toEqual({ kind: 'daily', game: 'fortress', date: '2026-11-30' });
    expect(host.claims.map((c) => c.id)).toEqual(['held-2']);
    expect(host.results[0]).toMatchObject({ game: 'fortress', deal: 991, daily: '2026-11-30' });
  });

  it('a daily deal the host refuses (a date after today) starts nothing and says why', async () => {
    const { s, host } = setup();
    s.startDeal('citadel', 3);
    playFirst(s, 1);
    const count = s.view.dealCount;
    await s.dailyDeal('citadel', '2026-12-02');
    expect([s.view.game, s.view.dealNumber, s.view.board.moveCount, s.view.dealCount]).toEqual(['citadel', 3, 1, count]);
    expect(s.view.notices).toEqual([{ key: 'errors.dealRefused', detail: 'the daily deal of 2026-12-02 does not exist yet (today is 2026-12-01)' }]);
    await s.whenIdle();
    expect(host.claims).toEqual([]);
  });

  it('a daily deal overtaken by a new game is dropped when the host answers', async () => {
    const { s, host } = setup(null);
    const slow = gate();
    host.wait = slow.promise;
    const daily = s.dailyDeal('fortress', '2026-11-30');
    s.startDeal('citadel', 8);
    slow.open();
    await daily;
    expect([s.view.game, s.view.dealNumber, s.view.daily]).toEqual(['citadel', 8, undefined]);
  });

  it('a position (Open Deal) is played once the host holds it; one it refuses is not started', async () => {
    const { s, host } = setup(null);
    s.startDeal('citadel', 3);
    await s.whenIdle();
    host.failBegin = 'the position is not a masterpiece position';
    await s.startOrigin({ kind: 'position', game: 'masterpiece', position: dealPosition('masterpiece', 12) });
    expect([s.view.game, s.view.dealNumber]).toEqual(['citadel', 3]);
    expect(s.view.notices).toEqual([{ key: 'errors.dealRefused', detail: 'the position is not a masterpiece position' }]);
    host.failBegin = null;
    await s.startOrigin({ kind: 'position', game: 'masterpiece', position: dealPosition('masterpiece', 12) });
    expect([s.view.game, s.view.dealNumber]).toEqual(['masterpiece', null]);
    expect(host.begun.at(-1)).toMatchObject({ kind: 'position', game: 'masterpiece' });
    playFirst(s, 1);
    s.startDeal('citadel', 4);
    await s.whenIdle();
    // ids count every begin asked for, the refused one too: the position's is the third
    expect(host.claims.map((c) => c.id)).toEqual(['held-3']);
    expect(host.results[0]).toMatchObject({ game: 'masterpiece', deal: null });
  });
});

describe('game session: a resumed game keeps its id and its help', () => {
  /** Deal 3 of Citadel, two moves played, with two hints taken and the solver watched. */
  const savedCitadel = () => {
    const r = GameRecord.fromDeal('citadel', 3);
    for (let i = 0; i < 2; i++) expect(r.play(legalMoves(r.position)[0]!).ok).toBe(true);
    return savedGameFromRecord(r, 40, undefined, { hints: 2, undoToWinnable: false, watchedSolver: true });
  };

  it('the host still holds the saved game: its id is used, nothing is begun', async () => {
    const { s, host } = setup(null);
    const saved = savedCitadel();
    host.loadGame = async () => saved;
    host.held = { id: 'kept-across-restart', game: 'citadel', deal: 3, unranked: false };
    await s.init('');
    expect([s.view.game, s.view.dealNumber, s.view.board.moveCount]).toEqual(['citadel', 3, 2]);
    expect(s.view.solverWatched).toBe(true);
    playFirst(s, 1);
    s.startDeal('citadel', 4);
    await s.whenIdle();
    expect(host.begun).toEqual([{ kind: 'deal', game: 'citadel', number: 4 }]);
    expect(host.claims).toEqual([{ id: 'kept-across-restart', help: { hints: 2, undoToWinnable: false, watchedSolver: true } }]);
  });

  for (const [name, held] of [
    ['holds another game', { id: 'other', game: 'fortress', deal: 9, unranked: false }],
    ['holds the same deal as a daily deal', { id: 'other', game: 'citadel', deal: 3, daily: '2026-11-30', unranked: false }],
    ['holds nothing', null],
  ] as [string, HeldGame | null][]) {
    it(`the host ${name}: the saved game is begun again, and its result carries the new id`, async () => {
      const { s, host } = setup(null);
      host.loadGame = async () => savedCitadel();
      host.held = held;
      await s.init('');
      playFirst(s, 1);
      s.startDeal('citadel', 4);
      await s.whenIdle();
      expect(host.begun[0]).toEqual({ kind: 'deal', game: 'citadel', number: 3 });
      expect(host.claims[0]).toEqual({ id: 'held-1', help: { hints: 2, undoToWinnable: false, watchedSolver: true } });
    });
  }

  it('the clock shows the saved time only where the host holds the game: begun again, it counts from nought', async () => {
    const kept = setup(null);
    kept.host.loadGame = async () => savedCitadel();
    kept.host.held = { id: 'kept-across-restart', game: 'citadel', deal: 3, unranked: false };
    await kept.s.init('');
    await kept.s.whenIdle();
    expect(kept.s.view.seconds).toBe(40);

    const { s, host, scheduler } = setup(null);
    host.loadGame = async () => savedCitadel();
    await s.init('');
    await s.whenIdle();
    expect(host.begun).toEqual([{ kind: 'deal', game: 'citadel', number: 3 }]);
    expect(s.view.seconds).toBe(0);
    // as in a fresh game, the clock waits for the next move and then runs
    scheduler.advance(5_000);
    playFirst(s, 1);
    scheduler.advance(7_000);
    playFirst(s, 1);
    expect(s.view.seconds).toBe(7);
  });

  it('a saved daily deal the host does not hold is begun as that daily deal', async () => {
    const { s, host } = setup(null);
    host.dailyOf = () => 3;
    host.loadGame = async () => ({ ...savedCitadel(), daily: '2026-11-30' });
    await s.init('');
    await s.whenIdle();
    expect(host.begun).toEqual([{ kind: 'daily', game: 'citadel', date: '2026-11-30' }]);
    expect(s.view.notices).toEqual([]);
  });
});

describe('game session: help is counted, saved and sent', () => {
  it('hints asked for and Watch the solver are counted, kept in the save, and sent with the win', async () => {
    const { s, host } = setup(fakeSolver({ winningLine: async () => ({ verdict: 'winnable', line: FORTRESS_5.slice(1), positions: 1 }) }));
    s.startDeal('fortress', 5);
    s.showHint();
    s.showHint();
    s.play(moveFrom(FORTRESS_5[0]!), moveTo(FORTRESS_5[0]!));
    await s.flush();
    expect(host.saved.at(-1)!.help).toEqual({ hints: 2, undoToWinnable: false, watchedSolver: false });
    for (const m of await s.watchLine()) s.playQueued(m);
    await s.whenIdle();
    expect(host.claims).toEqual([{ id: 'held-1', help: { hints: 2, undoToWinnable: false, watchedSolver: true } }]);
    expect(host.results[0]).toMatchObject<Partial<GameResult>>({ won: true, help: { hints: 2, undoToWinnable: false, watchedSolver: true } });
    // a new game starts with no help taken
    s.restart();
    await s.flush();
    expect(host.saved.at(-1)!.help).toBeUndefined();
    expect(s.view.solverWatched).toBe(false);
  });

  it('Undo to winnable goes back to the position the solver proved winnable and counts as help', async () => {
    const { s, host } = setup(fakeSolver({ analyse: async () => ({ verdict: 'lost', lostSinceMove: 2, lastWinnableMove: 1, positions: 9 }) }));
    s.startDeal('citadel', 3);
    s.undoToWinnable(); // no verdict yet: nothing to go back to, nothing counted
    playFirst(s, 2);
    await s.whenIdle();
    expect(s.view.verdict).toEqual({ kind: 'lost', since: 2, lastWinnable: 1 });
    s.undoToWinnable();
    expect(s.view.board.moveCount).toBe(1);
    s.startDeal('citadel', 4);
    await s.whenIdle();
    expect(host.claims).toEqual([{ id: 'held-1', help: { ...NONE, undoToWinnable: true } }]);
  });
});
