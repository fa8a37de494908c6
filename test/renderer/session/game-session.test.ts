// The game session without Vue: fake host, fake solver and a fake clock. Nothing here waits for real
// time: the fake scheduler runs timers when the test moves its clock, and promises are awaited.
import { describe, it, expect } from 'vitest';
import { ANALYSIS_DELAY_MS } from '../../../renderer/session/verdict-hint';
import { SAVE_WAIT_MS } from '../../../renderer/session/save-policy';
import type { Analysis } from '../../../shared/solver/api/analysis-types';
import { moveFrom, moveTo, type Move } from '../../../shared/engine/moves';
import { dealPosition } from '../../../shared/engine/deal';
import { solve } from '../../../shared/solver/api/solve';
import { fakeHost, fakeSolver, playFirst, setup } from './fakes';
import type { HostNotice } from '../../../shared/host/types';
import { hintWords, playedWords } from '../../../renderer/session/move-words';

const FORTRESS_5: readonly Move[] = solve(dealPosition('fortress', 5), { budget: 300_000 }).moves;

describe('game session: saving', () => {
  it('saves once after a burst of moves, when the page is idle (at most SAVE_WAIT_MS later)', async () => {
    const { s, scheduler, host } = setup(null);
    s.startDeal('citadel', 3);
    playFirst(s, 3);
    expect(host.saved).toEqual([]);
    scheduler.advance(SAVE_WAIT_MS);
    await s.flush();
    // the idle save, and flush's own
    expect(host.saved.map((g) => g.moves.split(' ').length)).toEqual([3, 3]);
  });

  it('a save the host rejects is a notice at once, with the reason; the same failure is shown once', async () => {
    const { s, host, views } = setup(null);
    s.startDeal('citadel', 3);
    host.failSave = 'ENOSPC: no space left on device';
    playFirst(s, 1);
    const before = views.length;
    await s.flush();
    expect(s.view.notices).toEqual([{ key: 'errors.saveFailed', detail: 'ENOSPC: no space left on device' }]);
    // published, so the table shows it
    expect(views.length).toBeGreaterThan(before);
    expect(views.at(-1)).toBe(s.view);
    playFirst(s, 1);
    await s.flush();
    expect(s.view.notices).toHaveLength(1);
    // the next save that works saves the game as it is now: nothing is lost
    host.failSave = null;
    await s.flush();
    expect(host.saved.at(-1)!.moves.split(' ')).toHaveLength(2);
  });

  it('a result the host cannot write is a notice at once, with the reason', async () => {
    const { s, host } = setup(null);
    s.startDeal('citadel', 3);
    playFirst(s, 1);
    host.failResult = 'EROFS: read-only file system';
    s.startDeal('citadel', 4); // leaving a started game records a loss
    await s.flush();
    expect(s.view.notices).toContainEqual({ key: 'errors.resultFailed', detail: 'EROFS: read-only file system' });
    expect(host.results).toEqual([]);
  });

  it('a host without pushed notices is asked for them after each write', async () => {
    const { s, host } = setup(null);
    s.startDeal('citadel', 3);
    playFirst(s, 1);
    host.notices.push({ kind: 'unreadable-file', message: 'The browser storage cannot be written (quota).' });
    await s.flush();
    expect(s.view.notices).toEqual([{ text: 'The browser storage cannot be written (quota).' }]);
    s.dismissNotice(0);
    expect(s.view.notices).toEqual([]);
  });

  it('a notice the host pushes shows at once, until the session is disposed', () => {
    const host = fakeHost();
    let push: ((n: HostNotice) => void) | null = null;
    const { s } = setup(null, { host: { ...host, onNotice: (handler) => ((push = handler), () => (push = null)) } });
    s.startDeal('citadel', 3);
    push!({ kind: 'corrupt-file', message: 'settings.json was damaged.', backupPath: '/data/settings.damaged-1.json' });
    expect(s.view.notices).toEqual([{ key: 'errors.corruptFile', params: { path: '/data/settings.damaged-1.json' }, detail: 'settings.json was damaged.' }]);
    s.dispose();
    expect(push).toBeNull();
  });

  it('a result the host refuses is said by the host’s own notice, read as soon as it answered', async () => {
    const { s, host } = setup(null);
    host.recordResult = async () => {
      host.notices.push({ kind: 'saved-game-rejected', message: 'A finished game was not recorded: its moves do not replay.' });
      return null;
    };
    s.startDeal('citadel', 3);
    playFirst(s, 1);
    host.failSave = 'disk gone'; // so only the result's answer can have read the host's notices
    s.restart();
    await s.flush();
    expect(s.view.notices).toContainEqual({ text: 'A finished game was not recorded: its moves do not replay.' });
  });

  it('a win records one result, and undo then redo does not record it again', async () => {
    const { s, host } = setup(null);
    s.startDeal('fortress', 5);
    for (const m of FORTRESS_5) s.play(moveFrom(m), moveTo(m));
    expect(s.view.board.won).toBe(true);
    s.undo();
    s.redo();
    await s.flush();
    expect(host.results.map((r) => [r.game, r.deal, r.won])).toEqual([['fortress', 5, true]]);
  });
});

describe('game session: one view per change', () => {
  it('publishes one new view per move, with the position, the words and the state together', () => {
    const { s, views } = setup(null);
    s.startDeal('citadel', 3);
    const before = views.length;
    playFirst(s, 1);
    expect(views.length).toBe(before + 1);
    expect(s.view).toBe(views.at(-1));
    expect(s.view.board.moveCount).toBe(1);
    expect(s.view.board.lastChange.kind).toBe('play');
    expect(s.view.announcement).toEqual(playedWords(s.view.board.lastChange.move!));
    expect(s.view.inProgress).toBe(true);
  });

  it('never changes a view it published: the position in it is a copy', () => {
    const { s } = setup(null);
    s.startDeal('citadel', 3);
    const first = s.view;
    const dealt = JSON.stringify(first.board.position.rows);
    playFirst(s, 2);
    s.undo();
    expect(s.view).not.toBe(first);
    expect(first.board.moveCount).toBe(0);
    expect(JSON.stringify(first.board.position.rows)).toBe(dealt);
    expect(JSON.stringify(s.view.board.position.rows)).not.toBe(dealt);
  });

  it('publishes nothing when nothing shown changed, and keeps the board while only the clock moves', () => {
    const { s, scheduler, views } = setup(null);
    s.startDeal('citadel', 3);
    playFirst(s, 1);
    const board = s.view.board;
    const before = views.length;
    s.tick();
    expect(views.length).toBe(before);
    scheduler.advance(1000);
    s.tick();
    expect(views.length).toBe(before + 1);
    expect(s.view.seconds).toBe(1);
    expect(s.view.board).toBe(board);
  });

  it('says what the table says: the status line words go with the next move', () => {
    const { s } = setup(null);
    s.startDeal('citadel', 3);
    s.say({ key: 'feedback.noMove', card: 1 });
    expect([s.view.announcement, s.view.feedback]).toEqual([{ key: 'feedback.noMove', card: 1 }, { key: 'feedback.noMove', card: 1 }]);
    s.say({ key: 'table.announce.pickedUp', card: 1 }, null);
    expect(s.view.feedback).toBeNull();
    s.say({ key: 'feedback.noMove', card: 1 });
    s.announce({ key: 'table.announce.stockEmpty' });
    expect(s.view.feedback).toEqual({ key: 'feedback.noMove', card: 1 });
    playFirst(s, 1);
    expect(s.view.feedback).toBeNull();
  });
});

describe('game session: the verdict says only what the solver proved', () => {
  const cases: [string, Analysis, unknown][] = [
    ['winnable', { verdict: 'winnable', positions: 1 }, { kind: 'winnable' }],
    ['lost since move 2', { verdict: 'lost', lostSinceMove: 2, lastWinnableMove: 1, positions: 9 }, { kind: 'lost', since: 2, lastWinnable: 1 }],
    ['lost from the deal', { verdict: 'lost', lostSinceMove: 0, positions: 9 }, { kind: 'lost', since: 0, lastWinnable: null }],
    ['lost, the walk back out of budget', { verdict: 'lost', positions: 4_000_000 }, { kind: 'lost', since: null, lastWinnable: null }],
    ['out of budget', { verdict: 'unknown', positions: 1_000_000 }, { kind: 'undecided' }],
    ['a request the solver could not read', { verdict: 'unknown', positions: 0, error: 'bad move' }, { kind: 'unknown' }],
  ];
  for (const [name, analysis, verdict] of cases) {
    it(`${name}`, async () => {
      const { s } = setup(fakeSolver({ analyse: async () => analysis }));
      s.startDeal('citadel', 3);
      playFirst(s, 3);
      await s.whenIdle();
      expect(s.view.verdict).toEqual(verdict);
    });
  }

  it('asks once after a quiet spell, not once per move, and drops an answer for an older position', async () => {
    const asked: string[] = [];
    const answers: ((a: Analysis) => void)[] = [];
    const { s, scheduler } = setup(
      fakeSolver({
        analyse: (req) => {
          asked.push(req.moves);
          return new Promise((ok) => answers.push(ok));
        },
      }),
    );
    s.startDeal('citadel', 3);
    playFirst(s, 2);
    scheduler.advance(ANALYSIS_DELAY_MS - 1);
    await Promise.resolve();
    expect(asked).toEqual([]);
    scheduler.advance(1);
    await expectSoon(() => asked.length === 1);
    expect(asked[0]!.split(' ')).toHaveLength(2);
    playFirst(s, 1);
    answers[0]!({ verdict: 'winnable', hint: { move: 1, text: '' }, positions: 1 });
    scheduler.advance(ANALYSIS_DELAY_MS);
    await expectSoon(() => asked.length === 2);
    expect(s.view.verdict).toEqual({ kind: 'thinking' });
    answers[1]!({ verdict: 'lost', lostSinceMove: 3, lastWinnableMove: 2, positions: 5 });
    await s.whenIdle();
    expect(s.view.verdict).toEqual({ kind: 'lost', since: 3, lastWinnable: 2 });
  });

  it('a move cancels the analysis it made stale, and only that one', async () => {
    let cancels = 0;
    const answers: ((a: Analysis) => void)[] = [];
    const { s, scheduler } = setup(fakeSolver({ analyse: () => new Promise((ok) => answers.push(ok)), cancel: () => void cancels++ }));
    s.startDeal('citadel', 3);
    scheduler.advance(ANALYSIS_DELAY_MS);
    await expectSoon(() => answers.length === 1);
    expect(cancels).toBe(0);
    playFirst(s, 1);
    expect(cancels).toBe(1);
    scheduler.advance(ANALYSIS_DELAY_MS);
    await expectSoon(() => answers.length === 2);
    answers[1]!({ verdict: 'winnable', positions: 1 });
    await s.whenIdle();
    // answered: the next move has nothing to cancel
    playFirst(s, 1);
    expect(cancels).toBe(1);
  });

  it('Hint while the solver thinks says so, asks at once, and shows the move when it answers', async () => {
    let answer: (a: Analysis) => void = () => undefined;
    const { s } = setup(fakeSolver({ analyse: () => new Promise((ok) => (answer = ok)) }));
    s.startDeal('fortress', 5);
    s.showHint();
    expect(s.view.announcement).toEqual({ key: 'table.announce.noHintYet' });
    const idle = s.whenIdle();
    await expectSoon(() => s.view.verdict.kind === 'thinking');
    answer({ verdict: 'winnable', hint: { move: FORTRESS_5[0]!, text: '' }, positions: 1 });
    await idle;
    expect(s.view.hint).toBe(FORTRESS_5[0]);
    // the move in words, for the live region and the status line
    expect(s.view.announcement).toEqual(hintWords(s.view.board.position, [FORTRESS_5[0]!]));
    expect(s.view.feedback).toBe(s.view.announcement);
    // Escape takes the hint off the table; its words stay in the status line until the position changes
    const said = s.view.feedback;
    s.clearHint();
    expect(s.view.hint).toBeNull();
    expect(s.view.feedback).toBe(said);
  });

  it('Hint asked again shows the next moves of the solver’s winning line, in words, and after the last the first', async () => {
    const line = FORTRESS_5.slice(0, 3);
    const { s } = setup(fakeSolver({ analyse: async () => ({ verdict: 'winnable', hint: { move: line[0]!, text: '' }, positions: 1 }), winningLine: async () => ({ verdict: 'winnable', line, positions: 1 }) }));
    s.startDeal('fortress', 5);
    await s.whenIdle();
    const shown: (Move | null)[] = [];
    const keys: string[] = [];
    for (let i = 0; i < 4; i++) {
      s.showHint();
      await s.whenIdle();
      shown.push(s.view.hint);
      keys.push(s.view.feedback!.key);
    }
    expect(shown).toEqual([line[0], line[1], line[2], line[0]]);
    expect(keys.map((k) => k.replace(/Onto|To$/, ''))).toEqual(['feedback.hint', 'feedback.then', 'feedback.then', 'feedback.hint']);
    // a later move is said of the position the moves before it reach
    s.showHint();
    await s.whenIdle();
    expect(s.view.feedback).toEqual(hintWords(s.view.board.position, line, 1));
    // a move played ends it: the hint of the new position starts over
    s.play(moveFrom(line[0]!), moveTo(line[0]!));
    expect(s.view.hint).toBeNull();
    expect(s.view.feedback).toBeNull();
  });
});

describe('game session: watching the solver', () => {
  it('a winnable position gives the whole line; its moves count as moves and the watch is noted', async () => {
    const { s } = setup(fakeSolver({ winningLine: async () => ({ verdict: 'winnable', line: FORTRESS_5.slice(1), positions: 1 }) }));
    s.startDeal('fortress', 5);
    s.play(moveFrom(FORTRESS_5[0]!), moveTo(FORTRESS_5[0]!));
    const line = await s.watchLine();
    expect(line).toEqual(FORTRESS_5.slice(1));
    expect(s.view.solverWatched).toBe(true);
    expect(s.view.announcement).toEqual({ key: 'table.announce.watching', params: { count: line.length } });
    for (const m of line) expect(s.playQueued(m)).toBe(true);
    expect(s.view.board.won).toBe(true);
    expect(s.view.board.moveCount).toBe(FORTRESS_5.length);
    s.restart();
    expect(s.view.solverWatched).toBe(false);
  });

  for (const [verdict, key] of [
    ['lost', 'table.announce.watchLost'],
    ['unknown', 'table.announce.watchUnknown'],
  ] as const) {
    it(`a ${verdict} answer plays nothing and says so`, async () => {
      const { s } = setup(fakeSolver({ winningLine: async () => ({ verdict, positions: 1 }) }));
      s.startDeal('citadel', 3);
      expect(await s.watchLine()).toEqual([]);
      expect(s.view.notices).toEqual([{ key }]);
      expect(s.view.solverWatched).toBe(false);
      expect(s.view.board.moveCount).toBe(0);
    });
  }

  it('no solver here: the solver could not tell', async () => {
    const { s } = setup(null);
    s.startDeal('citadel', 3);
    expect(await s.watchLine()).toEqual([]);
    expect(s.view.notices).toEqual([{ key: 'table.announce.watchUnknown' }]);
  });

  it('a line for a position the player has left is not played', async () => {
    let answer: (a: Analysis) => void = () => undefined;
    const { s } = setup(fakeSolver({ winningLine: () => new Promise((ok) => (answer = ok)) }));
    s.startDeal('fortress', 5);
    const watching = s.watchLine();
    await Promise.resolve();
    s.play(moveFrom(FORTRESS_5[0]!), moveTo(FORTRESS_5[0]!));
    answer({ verdict: 'winnable', line: FORTRESS_5, positions: 1 });
    expect(await watching).toEqual([]);
    expect(s.view.solverWatched).toBe(false);
  });
});

describe('game session: the game of the deal on the table is the current game', () => {
  it('a deal link makes its game current: New Game and Daily Deal deal it', async () => {
    const daily: string[] = [];
    const { s, settings, host } = setup();
    host.dailyOf = (game) => (daily.push(game), 7);
    await s.init('?game=streets-and-alleys&deal=3');
    expect([s.view.game, s.view.dealNumber]).toEqual(['streets-and-alleys', 3]);
    expect(settings.current().game).toBe('streets-and-alleys');
    await s.newGame();
    expect([s.view.game, s.view.dealNumber]).toEqual(['streets-and-alleys', 42]);
    await s.dailyDeal(undefined, '2026-12-01');
    expect(daily).toEqual(['streets-and-alleys']);
    expect([s.view.game, s.view.dealNumber, s.view.daily]).toEqual(['streets-and-alleys', 7, '2026-12-01']);
    expect(settings.chosen).toEqual(['streets-and-alleys']);
  });

  it('a position opened (Open Deal) is played as its game', async () => {
    const { s, settings } = setup(null);
    await s.startOrigin({ kind: 'position', game: 'masterpiece', position: dealPosition('masterpiece', 12) });
    expect(s.view.game).toBe('masterpiece');
    expect(s.view.dealNumber).toBeNull();
    expect(settings.current().game).toBe('masterpiece');
    expect(s.view.announcement).toEqual({ key: 'table.announce.newDeal', params: { game: 'masterpiece', deal: 0 } });
  });
});

/** Lets promise callbacks run until `done` holds (no timer: a bounded number of microtask turns). */
async function expectSoon(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await Promise.resolve();
  expect(done()).toBe(true);
}
