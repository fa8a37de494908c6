import { describe, it, expect, vi, afterEach } from 'vitest';
import { isFoundationPile } from '../../../shared/engine/moves';
import { useGameStore } from '../../../renderer/stores/game';
import { useSettingsStore } from '../../../renderer/stores/settings';
import { freshTable, fakeSolver, settle } from '../helpers';
import { until } from '../../until';
import { STORAGE_KEYS } from '../../../renderer/host/browser-host';
import { legalMoves, moveFrom, moveTo, ANY_FOUNDATION, type Move } from '../../../shared/engine/moves';
import { autoSafeMoves } from '../../../shared/engine/autofinish';
import { GameRecord } from '../../../shared/engine/record';
import { parseMoveList } from '../../../shared/formats/move-text';
import { dealPosition } from '../../../shared/engine/deal';
import { positionsEqual } from '../../../shared/engine/position';
import { solve } from '../../../shared/solver/api/solve';
import { setSolver, type TableSolver } from '../../../renderer/stores/solver-link';
import { useStatsStore } from '../../../renderer/stores/stats';
import { getHost, setHost } from '../../../renderer/host';
import { WATCH_STEP_MIN_MS } from '../../../renderer/table/motion-queue';
import type { GameHost } from '../../../shared/host/host';
import type { HostNotice } from '../../../shared/host/types';

afterEach(() => vi.useRealTimers());

function playFirst(g: ReturnType<typeof useGameStore>, n: number): void {
  for (let i = 0; i < n; i++) {
    const m = legalMoves(g.position)[0]!;
    expect(g.play(moveFrom(m), moveTo(m)).ok).toBe(true);
  }
}

describe('game store', () => {
  it('saves after every move, undo and redo, and a reload replays the game with its redo list', async () => {
    const { store } = freshTable();
    const g = useGameStore();
    g.setAnimationMs(0);
    await g.init('?game=streets-and-alleys&deal=77');
    playFirst(g, 3);
    g.undo();
    await settle(g);
    const saved = JSON.parse(store.getItem(STORAGE_KEYS.game)!);
    expect(saved).toMatchObject({ game: 'streets-and-alleys', deal: 77 });
    expect(saved.moves.split(' ')).toHaveLength(2);
    expect(saved.redo.split(' ')).toHaveLength(1);

    freshTable(store);
    const again = useGameStore();
    await again.init('');
    expect(again.game).toBe('streets-and-alleys');
    expect(again.view.moveCount).toBe(2);
    expect(again.view.canRedo).toBe(true);
    again.redo();
    expect(again.view.moveCount).toBe(3);
  });

  it('after a reload the browser host still holds the game: same id, the help kept, one result', async () => {
    const { store } = freshTable();
    const g = useGameStore();
    g.setAnimationMs(0);
    await g.init('?game=citadel&deal=3');
    g.showHint();
    playFirst(g, 2);
    await settle(g);
    const held = JSON.parse(store.getItem(STORAGE_KEYS.held)!);
    expect(held.games).toHaveLength(1);

    freshTable(store);
    const again = useGameStore();
    await again.init('');
    expect(again.view.moveCount).toBe(2);
    playFirst(again, 1);
    again.startDeal('citadel', 4);
    await settle(again);
    // the game was not begun a second time: the held game of before the reload took the result
    expect(JSON.parse(store.getItem(STORAGE_KEYS.held)!).finished).toEqual([held.current]);
    expect(useStatsStore().latest).toMatchObject({ game: 'citadel', deal: 3, moves: 3, won: false, help: { hints: 1, undoToWinnable: false, watchedSolver: false } });
  });

  it('a stored game that does not replay is reported in words and a new game starts', async () => {
    const { store } = freshTable();
    store.setItem(STORAGE_KEYS.game, JSON.stringify({ format: 1, game: 'fortress', deal: 3, moves: '1h 1h 1h 1h 1h 1h 1h', elapsedSeconds: 4 }));
    const g = useGameStore();
    await g.init('');
    expect(g.notices).toHaveLength(1);
    expect(g.notices[0]).toMatchObject({ key: 'errors.savedGameRejected', detail: expect.stringMatching(/move \d/) });
    expect(g.view.moveCount).toBe(0);
    expect(g.ready).toBe(true);
  });

  it('a damaged file the host set aside is told in the player’s language, naming where it was kept', async () => {
    const { store } = freshTable();
    store.setItem(STORAGE_KEYS.settings, '{not json');
    const g = useGameStore();
    await g.init('');
    expect(g.notices).toEqual([{ key: 'errors.corruptFile', params: { path: 'castle.settings.damaged' }, detail: expect.stringMatching(/settings were damaged/) }]);
    expect(store.getItem('castle.settings.damaged')).toBe('{not json');
  });

  it('a host that fails at start-up still leaves a table to play and a sentence that says so', async () => {
    const { host } = freshTable();
    setHost({ ...host, loadGame: () => Promise.reject(new Error('disk on fire')) });
    const g = useGameStore();
    await g.init('');
    expect(g.ready).toBe(true);
    expect(g.notices[0]).toMatchObject({ key: 'errors.generic', detail: 'disk on fire' });
    expect(g.view.position.rows.flat().length).toBeGreaterThan(0);
  });

  it('a bad deal link says so and opens a normal game', async () => {
    freshTable();
    const g = useGameStore();
    await g.init('?game=fortress&deal=99999999999');
    expect(g.notices[0]).toMatchObject({ key: 'errors.badDealLink', params: { reason: expect.stringMatching(/the deal number/) } });
    expect(g.game).toBe('beleaguered-castle');
  });

  it('a deal link makes its game the current one: New Game, Daily Deal and the settings follow it', async () => {
    freshTable();
    const daily: string[] = [];
    setSolver(fakeSolver({ dailyDeal: async (game) => (daily.push(game), 9) }));
    const g = useGameStore();
    await g.init('?game=streets-and-alleys&deal=3');
    expect([g.game, g.dealNumber]).toEqual(['streets-and-alleys', 3]);
    expect(useSettingsStore().settings.game).toBe('streets-and-alleys');
    await g.newGame();
    expect(g.game).toBe('streets-and-alleys');
    expect(g.dealNumber).not.toBe(3);
    await g.dailyDeal();
    expect(daily).toEqual(['streets-and-alleys']);
    await g.flush();
    // what the host keeps: a reload starts from the same game
    expect((await getHost().loadSettings()).game).toBe('streets-and-alleys');
  });

  it('a save the host cannot write shows a notice at once, naming the reason', async () => {
    const { host } = freshTable();
    setHost({ ...host, saveGame: () => Promise.reject(new Error('ENOSPC: no space left on device')) });
    const g = useGameStore();
    g.setAnimationMs(0);
    g.startDeal('citadel', 3);
    playFirst(g, 1);
    await g.flush();
    expect(g.notices).toEqual([{ key: 'errors.saveFailed', detail: 'ENOSPC: no space left on device' }]);
  });

  it('a host that pushes notices has each shown as it comes', () => {
    const { host } = freshTable();
    let push: (n: HostNotice) => void = () => undefined;
    setHost({ ...host, onNotice: (h: (n: HostNotice) => void) => ((push = h), () => undefined) } as GameHost);
    const g = useGameStore();
    push({ kind: 'unreadable-file', message: 'results.json could not be written: EROFS' });
    expect(g.notices).toEqual([{ text: 'results.json could not be written: EROFS' }]);
  });

  it('Watch the solver plays the winning line move by move, and a stop leaves the game unfinished', async () => {
    vi.useFakeTimers();
    freshTable();
    const line = solve(dealPosition('fortress', 5), { budget: 300_000 }).moves;
    // the line from the position reached: the rest of the one found for the deal
    const rest = (moves: string): Move[] => line.slice(moves === '' ? 0 : moves.split(' ').length);
    setSolver(fakeSolver({ winningLine: async (req) => ({ verdict: 'winnable', line: rest(req.moves), positions: 1 }) }));
    const g = useGameStore();
    g.setAnimationMs(90);
    g.startDeal('fortress', 5);
    await g.watchSolver();
    expect(g.watching).toBe(true);
    expect(g.solverWatched).toBe(true);
    expect(g.view.moveCount).toBe(1);
    await vi.advanceTimersByTimeAsync(WATCH_STEP_MIN_MS * 3);
    expect(g.view.moveCount).toBe(4);
    g.stopWatching();
    await vi.advanceTimersByTimeAsync(WATCH_STEP_MIN_MS * 10);
    expect([g.view.moveCount, g.watching, g.view.won]).toEqual([4, false, false]);
    expect(g.announcement).toEqual({ key: 'table.announce.watchStopped' });

    await g.watchSolver();
    await vi.advanceTimersByTimeAsync(WATCH_STEP_MIN_MS * line.length);
    expect(g.view.won).toBe(true);
    expect(g.watching).toBe(false);
  });

  it('a redraw for another reason does not say the session’s older words over the table’s own', () => {
    freshTable();
    const g = useGameStore();
    g.startDeal('citadel', 3);
    g.announce({ key: 'table.announce.pickedUp', card: 1 });
    g.tick();
    expect(g.announcement).toEqual({ key: 'table.announce.pickedUp', card: 1 });
    g.undo();
    expect(g.announcement).toEqual({ key: 'table.announce.nothingToUndo' });
  });

  it('a deal link opens that deal', async () => {
    freshTable();
    const g = useGameStore();
    await g.init('?game=masterpiece&deal=12');
    expect(positionsEqual(g.position, dealPosition('masterpiece', 12))).toBe(true);
  });

  it('New Game asks the solver for a winnable deal when the setting is on', async () => {
    freshTable();
    const asked: number[] = [];
    const fake: TableSolver = {
      analyse: async () => ({ verdict: 'winnable', positions: 1 }),
      findWinnableDeal: async (_g, seed) => {
        asked.push(seed);
        return 1234;
      },
      dailyDeal: async () => 55,
      cancel: () => undefined,
      winningLine: async () => ({ verdict: 'unknown', positions: 0 }),
    };
    setSolver(fake);
    const g = useGameStore();
    await useSettingsStore().load();
    await g.newGame('citadel');
    expect(asked).toHaveLength(1);
    expect(g.dealNumber).toBe(1234);
    await g.dailyDeal('citadel');
    expect(g.dealNumber).toBe(55);
    expect(g.daily).toMatch(/^\d{4}-\d\d-\d\d$/);
    await settle(g);
    expect(g.verdict.kind).toBe('winnable');
  });

  it('the solver’s "lost since move N" reaches the verdict, and goTo undoes to the last winnable position', async () => {
    freshTable();
    setSolver({
      analyse: async () => ({ verdict: 'lost', lostSinceMove: 2, lastWinnableMove: 1, positions: 9 }),
      findWinnableDeal: async (_g, s) => s,
      dailyDeal: async () => 1,
      cancel: () => undefined,
      winningLine: async () => ({ verdict: 'unknown', positions: 0 }),
    });
    const g = useGameStore();
    g.setAnimationMs(0);
    g.startDeal('streets-and-alleys', 77);
    playFirst(g, 3);
    await settle(g);
    expect(g.verdict).toEqual({ kind: 'lost', since: 2, lastWinnable: 1 });
    g.undoToWinnable();
    expect(g.view.moveCount).toBe(1);
  });

  /** A fresh table whose solver holds every analysis of `game` until the test answers it. */
  function heldSolverTable(game: string, deal: number) {
    freshTable();
    const answers: ((a: Awaited<ReturnType<TableSolver['analyse']>>) => void)[] = [];
    const asked = new Set<() => void>();
    setSolver({
      // answers only for this test's deal: an earlier test's table (another deal of the same game, say
      // a daily) may still ask after its quiet spell, through the one solver all tables share
      analyse: (req) =>
        new Promise((ok) => {
          if (req.game !== game || req.deal !== deal) return;
          answers.push(ok);
          for (const l of [...asked]) l();
        }),
      findWinnableDeal: async (_g, s) => s,
      dailyDeal: async () => 1,
      cancel: () => undefined,
      winningLine: async () => ({ verdict: 'unknown', positions: 0 }),
    });
    const g = useGameStore();
    g.setAnimationMs(0);
    /** Until the solver has been asked `n` times in all. */
    const askedTimes = (n: number) => until(() => answers.length >= n, (l) => (asked.add(l), () => void asked.delete(l)));
    return { answers, g, askedTimes };
  }

  it('Hint while the solver is still thinking says "no hint yet", shows no move, and gives the solver’s move when it answers', async () => {
    const GAME = 'fortress';
    const { answers, g, askedTimes } = heldSolverTable(GAME, 5);
    g.startDeal(GAME, 5);
    g.showHint();
    expect(g.announcement).toEqual({ key: 'table.announce.noHintYet' });
    expect(g.hint).toBeNull();
    // the player is waiting, so the solver was asked at once, without the quiet spell
    await askedTimes(1);
    expect(answers).toHaveLength(1);
    const line = solve(dealPosition('fortress', 5), { budget: 300_000 }).moves;
    answers[0]!({ verdict: 'winnable', hint: { move: line[0]!, text: '' }, positions: 1 });
    await settle(g);
    expect(g.hint).toBe(line[0]);
    // said in words, in the live region and the status line alike
    expect(g.announcement).toMatchObject({ key: expect.stringMatching(/^feedback\.hint(Onto|To)$/), card: line[0]! >>> 14 });
    expect(g.feedback).toEqual(g.announcement);
  });

  it('a hint asked for before a move is not shown after it; without any solver Hint never makes one up', async () => {
    const GAME = 'citadel';
    const { answers, g, askedTimes } = heldSolverTable(GAME, 3);
    g.startDeal(GAME, 3);
    g.showHint();
    await askedTimes(1);
    playFirst(g, 1);
    answers[0]!({ verdict: 'winnable', hint: { move: legalMoves(dealPosition('citadel', 3))[0]!, text: '' }, positions: 1 });
    // the position after the move is asked about at once; its answer (none) ends the wait
    const idle = g.whenIdle();
    await askedTimes(2);
    expect(answers).toHaveLength(2);
    answers[1]!({ verdict: 'unknown', positions: 9 });
    await idle;
    expect(g.hint).toBeNull();
    expect(g.verdict).toEqual({ kind: 'undecided' });

    freshTable(); // no solver at all
    const bare = useGameStore();
    bare.setAnimationMs(0);
    bare.startDeal('citadel', 3);
    await settle(bare);
    bare.showHint();
    expect(bare.hint).toBeNull();
    expect(bare.announcement).toEqual({ key: 'table.announce.noHintUnknown' });
  });

  it('auto-finish plays its moves one by one, and a new gesture plays the rest at once', () => {
    vi.useFakeTimers();
    freshTable();
    const g = useGameStore();
    g.setAnimationMs(100);
    g.startDeal('fortress', 5);
    const line = solve(dealPosition('fortress', 5), { budget: 300_000 }).moves;
    // play the winning line up to where only foundation moves remain
    let i = 0;
    while (line.slice(i).some((m) => !isFoundationPile(moveTo(m)))) {
      const m = line[i++]!;
      g.play(moveFrom(m), moveTo(m));
    }
    const before = g.view.moveCount;
    g.autoFinish();
    expect(g.view.moveCount).toBe(before + 1);
    vi.advanceTimersByTime(60);
    expect(g.view.moveCount).toBe(before + 2);
    g.finishPending();
    expect(g.view.won).toBe(true);
    expect(g.score.cardsHome).toBe(52);
  });

  it('a win records the result through the host, once', async () => {
    const { host } = freshTable();
    const g = useGameStore();
    g.setAnimationMs(0);
    g.startDeal('masterpiece', 1);
    for (const m of solve(dealPosition('masterpiece', 1), { budget: 300_000 }).moves) g.play(moveFrom(m), moveTo(m));
    expect(g.view.won).toBe(true);
    expect(g.score.winBonus).toBe(500);
    await settle(g);
    const results = await host.loadResults();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ game: 'masterpiece', deal: 1, won: true });
    g.undo();
    g.redo();
    await settle(g);
    expect(await host.loadResults()).toHaveLength(1);
  });

  it('leaving a game after a move records it as played and not won', async () => {
    const { host } = freshTable();
    const g = useGameStore();
    g.setAnimationMs(0);
    g.startDeal('citadel', 3);
    playFirst(g, 1);
    g.startDeal('citadel', 4);
    await settle(g);
    expect((await host.loadResults()).map((r) => r.won)).toEqual([false]);
  });

  it('a game counts once its first move is made: leaving an untouched deal records nothing', async () => {
    const { host } = freshTable();
    const g = useGameStore();
    g.setAnimationMs(0);
    g.startDeal('fortress', 8);
    g.restart();
    g.startDeal('fortress', 9);
    await g.newGame('citadel');
    await g.flush();
    expect(await host.loadResults()).toEqual([]);
  });

  it('restart and choosing another game after a move each record one loss, and the statistics hear of it', async () => {
    const { host } = freshTable();
    const g = useGameStore();
    const stats = useStatsStore();
    g.setAnimationMs(0);
    g.startDeal('fortress', 8);
    playFirst(g, 1);
    g.restart();
    playFirst(g, 2);
    await g.newGame('citadel');
    await g.flush();
    const stored = await host.loadResults();
    expect(stored.map((r) => [r.game, r.deal, r.won, r.moves])).toEqual([
      ['fortress', 8, false, 1],
      ['fortress', 8, false, 2],
    ]);
    expect(stats.results).toEqual(stored);
    expect(stats.latest).toEqual(stored[1]);
  });

  it('a win reaches the statistics store as the latest result, once', async () => {
    freshTable();
    const g = useGameStore();
    const stats = useStatsStore();
    g.setAnimationMs(0);
    g.startDeal('fortress', 5);
    for (const m of solve(dealPosition('fortress', 5), { budget: 300_000 }).moves) g.play(moveFrom(m), moveTo(m));
    g.restart();
    await g.flush();
    expect(stats.results.map((r) => r.won)).toEqual([true]);
    expect(stats.latest).toMatchObject({ game: 'fortress', deal: 5, won: true, score: expect.any(Number) });
  });

  it('with "auto-move safe cards" on, a move is followed by the safe foundation moves; off, by none', async () => {
    // a Streets and Alleys deal whose first legal move leaves a safe card to send home
    const deal = [...Array(200).keys()].find((n) => {
      const r = GameRecord.fromDeal('streets-and-alleys', n);
      r.play(legalMoves(r.position)[0]!);
      return autoSafeMoves(r.position).length > 0;
    })!;
    expect(deal).toBeDefined();
    for (const on of [false, true]) {
      freshTable();
      const g = useGameStore();
      g.setAnimationMs(0);
      await useSettingsStore().update({ autoMoveSafe: on });
      g.startDeal('streets-and-alleys', deal);
      playFirst(g, 1);
      if (on) {
        expect(g.view.moveCount).toBeGreaterThan(1);
        const played = parseMoveList(g.movesText());
        expect(played.ok && played.value.slice(1).every((m) => m.to === ANY_FOUNDATION)).toBe(true);
        expect(autoSafeMoves(g.position)).toEqual([]);
      } else expect(g.view.moveCount).toBe(1);
    }
  });

  it('a past day picked on the calendar plays that day’s deal and records the game under that date', async () => {
    const { host } = freshTable();
    const asked: [string, string][] = [];
    setSolver({
      analyse: async () => ({ verdict: 'unknown', positions: 0 }),
      findWinnableDeal: async (_g, seed) => seed,
      dailyDeal: async (game, date) => {
        asked.push([game, date]);
        return 4242;
      },
      cancel: () => undefined,
      winningLine: async () => ({ verdict: 'unknown', positions: 0 }),
    });
    const g = useGameStore();
    g.setAnimationMs(0);
    await g.dailyDeal('fortress', '2026-11-03');
    expect(asked).toEqual([['fortress', '2026-11-03']]);
    expect([g.game, g.dealNumber, g.daily]).toEqual(['fortress', 4242, '2026-11-03']);
    playFirst(g, 1);
    g.restart();
    expect(g.daily).toBe('2026-11-03');
    await g.flush();
    expect(await host.loadResults()).toMatchObject([{ game: 'fortress', deal: 4242, daily: '2026-11-03', won: false, moves: 1 }]);
  });
});
