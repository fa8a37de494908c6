import { GameRecord, type GameOrigin } from '../../shared/engine/record';
import { faceDownPile } from '../../shared/engine/position';
import { type GameId, hasCompulsoryMoves } from '../../shared/engine/games';
import { type Move, compulsoryMoves, resolveCardMove, resolveMove, type MoveError } from '../../shared/engine/moves';
import { autoFinishMoves, autoSafeMoves } from '../../shared/engine/autofinish';
import { type Result, err, ok } from '../../shared/engine/result';
import { planRunMove, type RunMoveError } from '../../shared/engine/run-move';
import { savedGameFromRecord, type SavedGame } from '../../shared/formats/saved-game';
import { movesToText } from '../../shared/formats/move-text';
import { localDateString } from '../../shared/stats/dates';
import type { AnalysisRequest } from '../../shared/solver/api/analysis-types';
import type { Score } from '../../shared/engine/score';
import type { GameStart, HeldGame, HostNotice } from '../../shared/host/types';
import type { Announcement } from '../table/announcement';
import { noticeFromHost, type Notice } from '../table/notice';
import { GameClock } from './clock';
import type { ResultRecorded, SessionHost, SessionSettings, SessionSolver } from './ports';
import type { Scheduler } from './scheduler';
import { SavePolicy, reasonOf } from './save-policy';
import { ResultSender } from './result-sender';
import { VerdictAndHint } from './verdict-hint';
import { chooseStart } from './start-up';
import { HostLine } from './host-line';
import { HelpCounter } from './help-counter';
import { holds, type ShownGame, startOfOrigin, startOfSavedGame } from './held-game';
import { playedWords, redoneWords, runWords, undoneWords } from './move-words';
import type { LeaderboardLink } from './leaderboard-link';
import { type BoardView, type LastChange, type SessionView, boardOf, sameFields } from './session-view';

export type { BoardView, LastChange, SessionView } from './session-view';

export interface SessionDeps {
  readonly host: SessionHost;
  /** The solver, once loaded; null where none can run. */
  readonly solver: () => Promise<SessionSolver | null>;
  readonly scheduler: Scheduler;
  readonly settings: SessionSettings;
  readonly recorded: ResultRecorded;
  /** Called with the new view after every change of what the session shows. */
  readonly published: (view: SessionView) => void;
  /** A random deal number (tests pass their own). */
  readonly randomDeal?: () => number;
  /** The online leaderboard's word for the panel: cleared when a daily deal starts (the host sends the win itself). */
  readonly leaderboard?: Pick<LeaderboardLink, 'dailyStarted'>;
}

/** What the view shows besides the record, the solver's verdict and hint, and the help taken. */
interface Shown {
  readonly ready: boolean;
  readonly daily: string | undefined;
  readonly dealCount: number;
  readonly board: BoardView;
  readonly seconds: number;
  readonly notices: readonly Notice[];
  readonly announcement: Announcement | null;
  readonly feedback: Announcement | null;
}

/** The game on the table as the host holds it: where it began, its id (once given), the help taken. */
interface TableGame {
  readonly start: GameStart;
  /** The host's answer to beginGame; null when the host would not hold it (the player was told). */
  readonly held: Promise<HeldGame | null>;
  readonly help: HelpCounter;
}

function randomDealNumber(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

/**
 * The game in progress, with no framework: the record, the clock, the save policy, the results, the
 * solver's verdict and hint, the notices and what the live region says. It is handed the host, the
 * solver, the timers and the settings, and publishes one immutable SessionView per change (`view`
 * is the last); the table controller (renderer/table/table-controller.ts) composes it with the
 * table's motion and the deal's facts. Animation is the table's business: queued moves (auto-finish,
 * safe moves, Watch the solver) are played one by one through `playQueued`. Every game is begun with
 * the host, which records a result only with the id it gave then; the help taken in the game goes
 * with it (shared/host/held-games.ts says why). The session alone makes a game the current one in
 * the settings: the one it puts on the table.
 */
export class GameSession {
  /** Changes in place; the board's version says when. */
  private record: GameRecord;
  /** What the view shows besides the record, the verdict and the help: written only through `set`, which publishes. */
  private s: Shown;
  private scored: { readonly board: BoardView; readonly seconds: number; readonly score: Score } | null = null;
  /** The view published last. */
  private shown: SessionView;
  /** Changes under way (nested): the view is published once, when the outermost ends. */
  private depth = 0;
  private dirty = false;
  private readonly clock = new GameClock();
  /** Begins, saves and results reach the host one at a time, in the order made here. */
  private readonly line = new HostLine();
  private table: TableGame;
  /** Goes up with every start asked for: a daily deal the host answers late is dropped if another came. */
  private starts = 0;
  private resultRecorded = false;
  private readonly saves: SavePolicy;
  private readonly results: ResultSender;
  private readonly analysis: VerdictAndHint;
  /** Work that goes on after start-up: the first deal's check by the solver. */
  private background: Promise<void> = Promise.resolve();
  /** The host pushes its notices itself: no need to ask after each write. */
  private readonly pushesNotices: boolean;
  private readonly stopNotices: () => void;

  constructor(private readonly d: SessionDeps) {
    this.record = GameRecord.fromDeal('beleaguered-castle', 1);
    // nothing is begun for this placeholder: start-up puts the first real game on the table
    this.table = { start: startOfOrigin(this.record.origin), held: Promise.resolve(null), help: new HelpCounter() };
    this.saves = new SavePolicy(
      d.scheduler,
      this.line,
      () => this.savedGame(),
      async (game) => {
        await d.host.saveGame(game);
        await this.takeHostNotices();
      },
      (reason) => this.addNotice({ key: 'errors.saveFailed', detail: reason }),
    );
    this.results = new ResultSender(
      d.host,
      this.line,
      d.recorded,
      (reason) => this.addNotice({ key: 'errors.resultFailed', detail: reason }),
      () => this.takeHostNotices().catch(() => undefined),
    );
    this.analysis = new VerdictAndHint({
      scheduler: d.scheduler,
      solver: d.solver,
      request: () => this.analysisRequest(),
      say: (a) => this.say(a),
      changed: () => this.changed(),
      position: () => this.record.position,
      // the stock's (or Chequers' talon's) order is face down while it holds cards
      hidden: () => {
        const faceDown = faceDownPile(this.record.position);
        return faceDown === 'none' ? false : faceDown;
      },
    });
    // a host that pushes notices (main, when a write fails on disk) has them shown at once
    this.pushesNotices = typeof d.host.onNotice === 'function';
    this.stopNotices = d.host.onNotice?.((n) => this.addHostNotice(n)) ?? (() => undefined);
    this.s = { ready: false, daily: undefined, dealCount: 0, board: boardOf(this.record, 0, { kind: 'deal', move: null }), seconds: 0, notices: [], announcement: null, feedback: null };
    this.shown = this.makeView();
  }

  /** What the session shows now: a new value after every change, never changed itself. */
  get view(): SessionView {
    return this.shown;
  }

  // ---- starting games

  /**
   * A game from `origin` (Open Deal's deal number or position); it becomes the current game. A deal
   * is on the table at once; a position only once the host holds it (one it refuses is not started:
   * the notice says why).
   */
  async startOrigin(origin: GameOrigin): Promise<void> {
    if (origin.kind === 'deal') {
      this.startDeal(origin.game, origin.number);
      return;
    }
    const asked = ++this.starts;
    const begun = await this.begin(startOfOrigin(origin));
    if (asked !== this.starts) return;
    if (!begun.ok) return this.addNotice({ key: 'errors.dealRefused', detail: begun.error });
    this.show(new GameRecord(origin), undefined, Promise.resolve(begun.value), { key: 'table.announce.newDeal', params: { game: origin.game, deal: 0 } });
  }

  /** A numbered deal: on the table at once, while the host begins it (its answer comes before any save). */
  startDeal(game: GameId, number: number): void {
    const origin: GameOrigin = { kind: 'deal', game, number };
    this.starts++;
    this.show(new GameRecord(origin), undefined, this.beginShown(startOfOrigin(origin), { game, deal: number }), {
      key: 'table.announce.newDeal',
      params: { game, deal: number },
    });
  }

  /** A fresh deal of `game` (the current game by default); winnable only, of a level, when the settings ask. */
  async newGame(game: GameId = this.d.settings.current().game): Promise<void> {
    const seed = this.randomDeal();
    let number = seed;
    const { winnableOnly, dealLevel } = this.d.settings.current();
    if (winnableOnly) {
      const solver = await this.d.solver();
      if (solver) number = await solver.findWinnableDeal(game, seed, dealLevel ?? undefined).catch(() => seed);
    }
    this.startDeal(game, number);
  }

  /** The same deal from its start: a new game for the host (a new id, no help taken yet). */
  restart(): void {
    const origin = this.record.origin;
    const { daily } = this.s;
    const shown = { game: origin.game, deal: origin.kind === 'deal' ? origin.number : null, daily };
    this.starts++;
    this.show(new GameRecord(origin), daily, this.beginShown(this.table.start, shown), { key: 'table.announce.restarted' });
  }

  /**
   * The daily deal of a date (today by default). The host works out its number (main's solver, once
   * per game and date), so the table keeps the game in progress and says what it waits for until the
   * host answers; a date the host refuses (after today, no solver here) starts nothing and is said.
   */
  async dailyDeal(game: GameId = this.d.settings.current().game, date = localDateString(new Date())): Promise<void> {
    const asked = ++this.starts;
    this.announce({ key: 'table.announce.findingDaily', params: { date, game } });
    const begun = await this.begin({ kind: 'daily', game, date });
    if (asked !== this.starts) return;
    if (!begun.ok) return this.addNotice({ key: 'errors.dealRefused', detail: begun.error });
    const { deal } = begun.value;
    if (deal === null) return this.addNotice({ key: 'errors.dealRefused', detail: `the host holds no deal number for the daily deal of ${date}` });
    this.show(GameRecord.fromDeal(game, deal), date, Promise.resolve(begun.value), { key: 'table.announce.dailyDeal', params: { date, game } });
  }

  // ---- playing

  /** Plays the card of pile `from` to pile `to` if the engine allows it. */
  play(from: number, to: number): Result<Move, MoveError> {
    const resolved = resolveMove(this.record.position, from, to);
    if (!resolved.ok) return resolved;
    return this.playMove(resolved.value);
  }

  /** Plays the top card `card` of foundation pile `from` to pile `to` if the engine allows it (Bastion, Castles End, Chequers). */
  playFromFoundation(card: number, to: number, from: number): Result<Move, MoveError> {
    const resolved = resolveCardMove(this.record.position, card, from, to);
    if (!resolved.ok) return resolved;
    return this.playMove(resolved.value);
  }

  /** Plays a move the player made, checked by the record. */
  private playMove(m: Move): Result<Move, MoveError> {
    const played = this.record.play(m);
    if (!played.ok) return err(played.error);
    this.change(() => {
      this.clock.moved(this.now());
      this.positionChanged({ kind: 'play', move: played.value });
      this.announce(playedWords(played.value));
    });
    return played;
  }

  /**
   * Moves the `depth` cards at the exposed end of pile `from` onto `to` as one step, played as the
   * engine's single-card line (shared/engine/run-move.ts): one Undo takes it back. Depth 1 is `play`.
   */
  playRun(from: number, depth: number, to: number): Result<Move, RunMoveError> {
    if (depth <= 1) return this.play(from, to);
    const line = planRunMove(this.record.position, from, depth, to);
    if (!line.ok) return line;
    const played = this.record.playGroup(line.value);
    if (!played.ok) return err(played.error.error);
    this.change(() => {
      this.clock.moved(this.now());
      this.positionChanged({ kind: 'play', move: played.value });
      this.announce(runWords(played.value, to, depth));
    });
    return played;
  }

  /**
   * The moves that follow a player's move by themselves: where play is compulsory (Rittenhouse) the
   * compulsory ones, always; elsewhere the safe ones, when the setting asks.
   */
  followUps(): Move[] {
    const p = this.record.position;
    if (hasCompulsoryMoves(p.rules)) return compulsoryMoves(p);
    return this.d.settings.current().autoMoveSafe ? autoSafeMoves(p) : [];
  }

  /** Plays one move of a queue (auto-finish, safe moves, the solver's line); false if it no longer fits. */
  playQueued(m: Move): boolean {
    if (!this.record.play(m).ok) return false;
    this.clock.moved(this.now());
    this.positionChanged({ kind: 'play', move: m });
    return true;
  }

  /** The moves auto-finish plays, said to the player; the table plays them one by one. */
  autoFinishMoves(): Move[] {
    const moves = autoFinishMoves(this.record.position);
    this.announce({ key: 'table.announce.autoFinish', params: { count: moves.length } });
    return moves;
  }

  undo(): void {
    const m = this.record.undo();
    if (m === null) return this.announce({ key: 'table.announce.nothingToUndo' });
    this.change(() => {
      if (!this.record.won) this.clock.unstop();
      this.positionChanged({ kind: 'undo', move: m });
      this.announce(undoneWords(m));
    });
  }

  redo(): void {
    const m = this.record.redo();
    if (m === null) return this.announce({ key: 'table.announce.nothingToRedo' });
    this.change(() => {
      this.clock.moved(this.now());
      this.positionChanged({ kind: 'redo', move: m });
      this.announce(redoneWords(m));
    });
  }

  /** Undo to winnable: back to the last position the solver proved winnable (it counts as help). */
  undoToWinnable(): void {
    const v = this.analysis.verdict;
    if (v.kind !== 'lost' || v.lastWinnable === null) return;
    this.table.help.undoToWinnable();
    this.goTo(v.lastWinnable);
  }

  /** Undoes back to `n` moves played. */
  private goTo(n: number): void {
    if (n === this.record.moveCount) return;
    this.record.goTo(n);
    this.clock.unstop();
    this.positionChanged({ kind: 'undo', move: null });
  }

  /** The table is gone (its store disposed): nothing waits to be asked or saved for it any more. */
  dispose(): void {
    this.stopNotices();
    this.analysis.dispose();
    this.saves.dispose();
  }

  /** The solver's next move, shown on the table (or said why there is none). */
  showHint(): void {
    if (this.record.won) return;
    this.table.help.hint();
    this.saves.schedule();
    this.change(() => {
      this.analysis.showHint();
      this.changed();
    });
  }

  /** Takes the hint off the table (Escape); its words stay in the status line until the position changes. */
  clearHint(): void {
    this.analysis.clearHint();
    this.changed();
  }

  /**
   * Says `a` to screen readers, and `statusLine` (by default the same) in the status line: a refused
   * move, a card picked up with no move, a command that is off.
   */
  say(a: Announcement, statusLine: Announcement | null = a): void {
    this.set({ announcement: a, feedback: statusLine });
  }

  /** Says `a` to screen readers only (the daily deal's difficulty, once known). */
  announce(a: Announcement): void {
    this.set({ announcement: a });
  }

  /** The score of the position reached with `seconds` on the clock (the host's own time of a recorded win). */
  scoreAt(seconds: number): Score {
    return this.record.score(seconds);
  }

  /**
   * The solver's winning line from the position reached, for the table to play move by move; empty
   * (and said why) when the position is lost, the solver cannot tell, or the position changed while
   * it thought. A line given counts as help: `solverWatched` is set.
   */
  async watchLine(): Promise<readonly Move[]> {
    if (this.record.won) return [];
    if (this.record.position.stock.length > 0) {
      // the solver would play from the stock's hidden order: off, and said so
      const key = this.record.position.rules.talonRefills ? 'table.announce.watchHiddenTalon' : 'table.announce.watchHidden';
      this.refuseWatch(key);
      return [];
    }
    const asked = this.s.board;
    const solver = await this.d.solver();
    const analysis = solver ? await solver.winningLine(this.analysisRequest()).catch(() => null) : null;
    if (asked !== this.s.board) return [];
    if (analysis?.verdict === 'winnable' && analysis.line !== undefined && analysis.line.length > 0) {
      this.table.help.watchedSolver();
      this.saves.schedule();
      this.announce({ key: 'table.announce.watching', params: { count: analysis.line.length } });
      return analysis.line;
    }
    this.refuseWatch(analysis?.verdict === 'lost' ? 'table.announce.watchLost' : 'table.announce.watchUnknown');
    return [];
  }

  /** The player stopped the solver's play before the end. */
  watchStopped(): void {
    this.announce({ key: 'table.announce.watchStopped' });
  }

  // ---- the clock and the page

  tick(): void {
    this.set({ seconds: this.clock.seconds(this.now()) });
  }

  setHidden(hidden: boolean): void {
    this.clock.setHidden(hidden, this.now());
    this.tick();
    if (hidden) this.saves.now();
  }

  // ---- notices

  /** A notice for the player, shown at once; the same sentence twice is shown once. */
  addNotice(n: Notice): void {
    const { notices } = this.s;
    if (notices.some((m) => sameNotice(m, n))) return;
    this.set({ notices: [...notices, n] });
  }

  dismissNotice(i: number): void {
    this.set({ notices: this.s.notices.filter((_, j) => j !== i) });
  }

  // ---- start-up and waiting

  /**
   * Start-up: settings, the host's notices, then a deal link if the address has one, else the saved
   * game, else a new deal. Anything that does not load is said in words and a new game starts.
   */
  async init(search: string): Promise<void> {
    try {
      await this.start(search);
    } catch (e) {
      // whatever went wrong, the player gets a table and a sentence, never a blank window
      this.addNotice({ key: 'errors.generic', detail: reasonOf(e) });
      if (this.s.dealCount === 0) this.startDeal(this.d.settings.current().game, this.randomDeal());
    }
    this.set({ ready: true });
  }

  /** Resolves once pending saves and results have reached the host (tests, and the page being hidden). */
  async flush(): Promise<void> {
    this.saves.now();
    await this.saves.settled();
    await this.results.settled();
  }

  /** Resolves once the solver has answered for the position reached and everything is saved. */
  async whenIdle(): Promise<void> {
    await this.background;
    await this.analysis.whenIdle();
    await this.flush();
    await this.line.idle();
  }

  movesText(): string {
    return movesToText(this.record.moves(), this.record.start());
  }

  // ---- inside

  private now(): number {
    return this.d.scheduler.now();
  }

  private randomDeal(): number {
    return (this.d.randomDeal ?? randomDealNumber)();
  }

  /** Writes what the view shows: published now, or when the change under way ends. */
  private set(change: Partial<Shown>): void {
    this.s = { ...this.s, ...change };
    this.changed();
  }

  /** Something the view shows changed: it is published now, or when the change under way ends. */
  private changed(): void {
    this.dirty = true;
    if (this.depth === 0) this.publish();
  }

  /** Runs `fn` as one change: all it changes is published as one view. */
  private change<T>(fn: () => T): T {
    this.depth++;
    try {
      return fn();
    } finally {
      if (--this.depth === 0 && this.dirty) this.publish();
    }
  }

  /** A new view, if anything in it differs from the last one. */
  private publish(): void {
    this.dirty = false;
    const next = this.makeView();
    if (sameFields(next, this.shown)) return;
    this.shown = next;
    this.d.published(next);
  }

  private makeView(): SessionView {
    const origin = this.record.origin;
    const { s } = this;
    return {
      ready: s.ready,
      origin,
      game: origin.game,
      dealNumber: origin.kind === 'deal' ? origin.number : null,
      daily: s.daily,
      dealCount: s.dealCount,
      board: s.board,
      inProgress: this.leavingCountsAsLoss && !s.board.stuck,
      seconds: s.seconds,
      score: this.scoreNow(),
      verdict: this.analysis.verdict,
      hint: this.analysis.hint,
      solverWatched: this.table.help.help.watchedSolver,
      notices: s.notices,
      announcement: s.announcement,
      feedback: s.feedback,
    };
  }

  /** The score, made again only when the position or the clock's seconds change. */
  private scoreNow(): Score {
    const { board, seconds } = this.s;
    if (this.scored?.board !== board || this.scored.seconds !== seconds) this.scored = { board, seconds, score: this.record.score(seconds) };
    return this.scored.score;
  }

  /** Watching the solver cannot start: a notice, and the same words said. */
  private refuseWatch(key: 'table.announce.watchHidden' | 'table.announce.watchHiddenTalon' | 'table.announce.watchLost' | 'table.announce.watchUnknown'): void {
    this.change(() => {
      this.addNotice({ key });
      this.announce({ key });
    });
  }

  /** A notice the host gave (a write that failed on disk, a damaged file). */
  private addHostNotice(n: HostNotice): void {
    this.addNotice(noticeFromHost(n));
  }

  private savedGame(): SavedGame {
    return savedGameFromRecord(this.record, this.clock.seconds(this.now()), this.s.daily, this.table.help.help);
  }

  private analysisRequest(): AnalysisRequest {
    const saved = this.savedGame();
    return { game: saved.game, deal: saved.deal, moves: saved.moves, ...(saved.position !== undefined ? { position: saved.position } : {}) };
  }

  private async takeHostNotices(): Promise<void> {
    if (this.pushesNotices) return;
    for (const n of await this.d.host.takeNotices()) this.addHostNotice(n);
  }

  /** Asks the host to hold a game, on the line; a refusal is its reason. */
  private begin(start: GameStart): Promise<Result<HeldGame, string>> {
    return this.hold(() => this.d.host.beginGame(start));
  }

  private hold(call: () => Promise<HeldGame>): Promise<Result<HeldGame, string>> {
    return this.line.run(call).then(
      (held): Result<HeldGame, string> => ok(held),
      (e: unknown): Result<HeldGame, string> => err(reasonOf(e)),
    );
  }

  /**
   * Begins a game that is already on the table. If the host will not hold it, or holds another
   * origin, the game plays on, and the player is told that its result cannot be recorded.
   */
  private beginShown(start: GameStart, shown: ShownGame): Promise<HeldGame | null> {
    return this.holdShown(() => this.d.host.beginGame(start), shown);
  }

  private holdShown(call: () => Promise<HeldGame>, shown: ShownGame): Promise<HeldGame | null> {
    return this.hold(call).then((begun) => {
      if (begun.ok && holds(begun.value, shown)) return begun.value;
      const detail = begun.ok ? `the host holds deal ${String(begun.value.deal)} of ${begun.value.game}` : begun.error;
      this.addNotice({ key: 'errors.gameNotBegun', detail });
      return null;
    });
  }

  /** A new game on the table: the one left is recorded first (with its own id), then the new one shown. */
  private show(next: GameRecord, daily: string | undefined, held: Promise<HeldGame | null>, said: Announcement): void {
    this.change(() => {
      this.recordAbandoned();
      this.install(next, 0, daily, { start: startOfOrigin(next.origin, daily), held, help: new HelpCounter() });
      this.announce(said);
    });
  }

  private install(next: GameRecord, elapsed: number, dailyDate: string | undefined, table: TableGame): void {
    this.change(() => {
      this.record = next;
      this.table = table;
      this.clock.reset(elapsed);
      this.resultRecorded = next.won;
      this.set({ daily: dailyDate, dealCount: this.s.dealCount + 1 });
      this.analysis.reset();
      if (dailyDate && !next.won) this.d.leaderboard?.dailyStarted(); // leaderboard
      // the game of the deal on the table is the current one: New Game, Daily Deal and Settings agree
      if (this.d.settings.current().game !== next.origin.game) this.d.settings.chooseGame(next.origin.game);
      this.positionChanged({ kind: 'deal', move: null });
    });
  }

  /** After every move, undo, redo and deal: save soon, tell the host, ask the solver, see if it ended. */
  private positionChanged(change: LastChange): void {
    this.change(() => this.positionChangedNow(change));
  }

  private positionChangedNow(change: LastChange): void {
    const b = boardOf(this.record, this.s.board.version + 1, change);
    // the status line's words were about the position left
    this.set({ board: b, feedback: null, seconds: this.clock.seconds(this.now()) });
    this.saves.schedule();
    const r = this.record;
    this.d.host.setTableState({ canUndo: b.canUndo, canRedo: b.canRedo, canAutoFinish: b.canAutoFinish, won: b.won, faceDown: b.faceDown });
    this.analysis.positionChanged();
    if (r.won) {
      this.clock.stop(this.now());
      const seconds = this.clock.seconds(this.now());
      this.set({ seconds });
      if (!this.resultRecorded) {
        this.resultRecorded = true;
        this.results.send(this.savedGame(), true, this.table.held, this.table.help.help);
        this.announce({ key: 'table.announce.won', params: { score: r.score(seconds).total } });
      }
    } else if (r.stuck) {
      this.announce({ key: 'table.announce.lost' });
    }
  }

  /** Leaving the game now records it as played and not won: a move was played, and it is neither won nor recorded yet. */
  private get leavingCountsAsLoss(): boolean {
    return !this.resultRecorded && this.record.moveCount > 0 && !this.record.won;
  }

  /** A game left after at least one move counts as played and not won. */
  private recordAbandoned(): void {
    if (this.leavingCountsAsLoss) {
      this.resultRecorded = true;
      this.results.send(this.savedGame(), false, this.table.held, this.table.help.help);
    }
  }

  private async start(search: string): Promise<void> {
    await this.d.settings.load();
    // the saved game first: a host that sets a damaged one aside says so in its notices
    const saved = await this.d.host.loadGame();
    const { choice, notices } = chooseStart(search, saved, await this.d.host.takeNotices());
    for (const n of notices) this.addNotice(n);
    if (choice.kind === 'resume') this.resume(choice.record, choice.saved);
    else if (choice.kind === 'deal') this.startDeal(choice.game, choice.deal);
    else this.firstGame();
  }

  /**
   * A first start never waits for the solver: the drawn deal is on the table at once. When only
   * winnable deals are wanted, the solver checks it meanwhile; a deal it finds lost is swapped for its
   * winnable pick, but only while the player has not touched it.
   */
  private firstGame(): void {
    const { game, winnableOnly, dealLevel } = this.d.settings.current();
    const seed = this.randomDeal();
    this.startDeal(game, seed);
    if (!winnableOnly) return;
    const shown = this.record;
    this.background = this.d
      .solver()
      .then((solver) => solver?.findWinnableDeal(game, seed, dealLevel ?? undefined))
      .then((number) => {
        if (number !== undefined && number !== seed && this.record === shown && shown.moveCount === 0) this.startDeal(game, number);
      })
      .catch(() => undefined);
  }

  /**
   * The saved game back on the table at once. The host may still hold it (its id and its clock, kept
   * across a restart of the app): then that id is used; otherwise it is begun again.
   */
  private resume(r: GameRecord, saved: SavedGame): void {
    const start = startOfSavedGame(saved);
    const shown = { game: saved.game, deal: saved.deal, daily: saved.daily };
    // one call on the line, so no save of the resumed game reaches the host before it holds the game
    const held = this.holdShown(async () => {
      const h = await this.d.host.heldGame().catch(() => null);
      if (h !== null && holds(h, shown)) return h;
      const begun = await this.d.host.beginGame(start);
      // the host counts this game's time from now (it vouches only for its own clock): so does the table
      if (this.record === r && !r.won) this.restartClock();
      return begun;
    }, shown);
    this.starts++;
    this.install(r, saved.elapsedSeconds, saved.daily, { start, held, help: new HelpCounter(saved.help) });
  }

  /** The saved time was not the host's to vouch for: the clock starts again from nought. */
  private restartClock(): void {
    const running = this.clock.running;
    this.clock.reset(0);
    if (running) this.clock.moved(this.now());
    this.set({ seconds: 0 });
  }
}



function sameNotice(a: Notice, b: Notice): boolean {
  if ('text' in a || 'text' in b) return 'text' in a && 'text' in b && a.text === b.text;
  return a.key === b.key && a.detail === b.detail && JSON.stringify(a.params) === JSON.stringify(b.params);
}
