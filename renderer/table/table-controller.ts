import type { GameId } from '../../shared/engine/games';
import type { Move, MoveError } from '../../shared/engine/moves';
import type { GameOrigin } from '../../shared/engine/record';
import type { Result } from '../../shared/engine/result';
import type { RunMoveError } from '../../shared/engine/run-move';
import type { Score } from '../../shared/engine/score';
import type { Rating } from '../../shared/solver/services/difficulty';
import type { DealRef } from '../../shared/solver/services/solver-client-core';
import type { ParAnswer } from '../../shared/solver/services/worker-protocol';
import { DealFacts, type DealSolver, type Fact } from '../session/deal-facts';
import { GameSession, type SessionDeps, type SessionView } from '../session/game-session';
import { sameFields } from '../session/session-view';
import type { SoundName } from '../sound/synth';
import type { Announcement } from './announcement';
import { shownLevel } from './difficulty-words';
import { MotionQueue } from './motion-queue';
import type { Notice } from './notice';

/** What the table shows: the session's view, the motion of moves that play by themselves, and the deal's facts. */
export interface TableView extends SessionView {
  /** The solver's line is being played (any key, click or touch stops it). */
  readonly watching: boolean;
  /** Moves of the solver's line still to play while watching. */
  readonly watchLeft: number;
  /** Goes up when running animations must end at once (a new gesture arrived). */
  readonly snapCount: number;
  /** Milliseconds one card's flight takes (0: motion off). */
  readonly animationMs: number;
  /** The deal's difficulty and par, from a worker of their own. */
  readonly rating: Fact<Rating>;
  readonly par: Fact<ParAnswer>;
}

export interface TableDeps {
  /** What the game session is handed; it publishes to the controller. */
  readonly session: Omit<SessionDeps, 'published'>;
  /** The worker that works out a deal's difficulty and par. */
  readonly dealSolver: () => Promise<DealSolver | null>;
  /** New Game's proof of the deal, where the table's solver made one: the rating need not search again. */
  readonly proof?: (deal: DealRef) => readonly Move[] | undefined;
  readonly sound: (name: SoundName) => void;
  /** Called with the new view after every change. */
  readonly published: (view: TableView) => void;
}

/**
 * The table's game, with no framework (lichess's round controller): the game session, the timing of
 * moves that play by themselves (MotionQueue), the deal's difficulty and par (DealFacts), the daily
 * deal's difficulty said once, and the table's sounds. It publishes one TableView per change; the
 * Pinia store (renderer/stores/game.ts) holds the last in a shallowRef and passes the actions on.
 */
export class TableController {
  private readonly session: GameSession;
  private readonly motion: MotionQueue;
  private readonly facts: DealFacts;
  private game: SessionView;
  private shown: TableView;
  private snapCount = 0;
  private animationMs = 180;
  /** The daily deal whose difficulty was said last: said once, when it is known. */
  private saidDaily: string | null = null;
  /** Changes under way (nested): the view is published once, when the outermost ends. */
  private depth = 0;
  /** A player's move is being played: a win it makes sounds after the move's own tap. */
  private moving = false;
  private wonByMove = false;

  constructor(private readonly d: TableDeps) {
    this.session = new GameSession({ ...d.session, published: (view) => this.sessionChanged(view) });
    this.game = this.session.view;
    this.motion = new MotionQueue({
      scheduler: d.session.scheduler,
      animationMs: () => this.animationMs,
      play: (m) => this.session.playQueued(m),
      snap: () => {
        this.snapCount++;
        this.publish();
      },
      watchEnded: (finished) => {
        if (!finished) this.session.watchStopped();
        this.publish();
      },
    });
    this.facts = new DealFacts({ solver: d.dealSolver, proof: d.proof, changed: () => this.factsChanged() });
    this.shown = this.makeView();
  }

  /** What the table shows now: a new value after every change, never changed itself. */
  get view(): TableView {
    return this.shown;
  }

  // ---- starting games: every running animation ends first

  init(search: string): Promise<void> {
    return this.session.init(search);
  }

  newGame(game?: GameId): Promise<void> {
    this.motion.finish();
    return this.session.newGame(game);
  }

  restart(): void {
    this.motion.finish();
    this.session.restart();
  }

  dailyDeal(game?: GameId, date?: string): Promise<void> {
    this.motion.finish();
    return this.session.dailyDeal(game, date);
  }

  startDeal(game: GameId, number: number): void {
    this.motion.finish();
    this.session.startDeal(game, number);
  }

  /** A game from a deal or a position (Open Deal); it becomes the current game once the host holds it. */
  startOrigin(origin: GameOrigin): Promise<void> {
    this.motion.finish();
    return this.session.startOrigin(origin);
  }

  // ---- playing: a move played makes its sound, and the moves that follow it by themselves play after

  /** Plays the card of pile `from` to pile `to` if the engine allows it. */
  play(from: number, to: number): Result<Move, MoveError> {
    return this.playerMove(() => this.session.play(from, to));
  }

  /** Plays the top card `card` of foundation pile `from` to pile `to`. */
  playFromFoundation(card: number, to: number, from: number): Result<Move, MoveError> {
    return this.playerMove(() => this.session.playFromFoundation(card, to, from));
  }

  /** Moves a run of `depth` cards from `from` onto `to` as one step. */
  playRun(from: number, depth: number, to: number): Result<Move, RunMoveError> {
    return this.playerMove(() => this.session.playRun(from, depth, to));
  }

  undo(): void {
    this.motion.finish();
    this.session.undo();
  }

  redo(): void {
    this.motion.finish();
    this.session.redo();
  }

  undoToWinnable(): void {
    this.motion.finish();
    this.session.undoToWinnable();
  }

  showHint(): void {
    this.motion.finish();
    this.session.showHint();
  }

  /** Takes the hint off the table (Escape). */
  clearHint(): void {
    this.session.clearHint();
  }

  /** Plays every card that can go home, one flight after another. */
  autoFinish(): void {
    this.motion.finish();
    this.motion.queue(this.session.autoFinishMoves());
  }

  /** Plays the rest of the game by the solver's winning line, or says why it cannot. */
  async watchSolver(): Promise<void> {
    this.motion.finish();
    const line = await this.session.watchLine();
    if (line.length === 0) return;
    this.motion.watch(line);
    this.publish();
  }

  stopWatching(): void {
    this.motion.stop();
  }

  /** Ends every running animation: queued moves are played now. */
  finishPending(): void {
    this.motion.finish();
  }

  setAnimationMs(ms: number): void {
    if (ms === this.animationMs) return;
    this.animationMs = ms;
    this.publish();
  }

  // ---- words, notices, the clock and the page

  /** Says `a` to screen readers, and `statusLine` (by default the same) in the status line. */
  say(a: Announcement, statusLine?: Announcement | null): void {
    this.session.say(a, statusLine);
  }

  /** Says `a` to screen readers only. */
  announce(a: Announcement): void {
    this.session.announce(a);
  }

  addNotice(n: Notice): void {
    this.session.addNotice(n);
  }

  dismissNotice(i: number): void {
    this.session.dismissNotice(i);
  }

  scoreAt(seconds: number): Score {
    return this.session.scoreAt(seconds);
  }

  movesText(): string {
    return this.session.movesText();
  }

  tick(): void {
    this.session.tick();
  }

  setHidden(hidden: boolean): void {
    this.session.setHidden(hidden);
  }

  flush(): Promise<void> {
    return this.session.flush();
  }

  /** Resolves once the solver has answered for the position reached and everything is saved (tests). */
  whenIdle(): Promise<void> {
    return this.session.whenIdle();
  }

  /** Resolves once the deal's difficulty and par are in (tests). */
  whenFactsKnown(): Promise<void> {
    return this.facts.whenIdle();
  }

  /** The table is gone: nothing moves, asks or saves for it any more. */
  dispose(): void {
    this.motion.finish();
    this.session.dispose();
  }

  // ---- inside

  /** A move the player made: its tap, then the moves that follow it by themselves, then a win's sound. */
  private playerMove<T, E>(play: () => Result<T, E>): Result<T, E> {
    this.motion.finish();
    this.moving = true;
    this.wonByMove = false;
    try {
      const played = play();
      this.moving = false;
      if (played.ok) {
        this.d.sound('place');
        this.motion.queue(this.session.followUps());
      }
      if (this.wonByMove) this.d.sound('win');
      return played;
    } finally {
      this.moving = false;
      this.wonByMove = false;
    }
  }

  private sessionChanged(view: SessionView): void {
    const before = this.game;
    this.game = view;
    if (view.board.version !== before.board.version) this.motion.noteChange();
    // a game won by a move (the player's, a safe move, the solver's): a saved game that opens won stays quiet
    if (view.board.won && !before.board.won && view.board.lastChange.kind !== 'deal') {
      if (this.moving) this.wonByMove = true;
      else this.d.sound('win');
    }
    this.depth++;
    try {
      // the deal's facts are asked once start-up is over (it may still swap the first deal)
      if (view.ready) this.facts.show(view.origin);
    } finally {
      this.depth--;
    }
    this.publish();
  }

  private factsChanged(): void {
    const r = this.facts.rating;
    const g = this.game;
    const daily = `${g.game} ${g.daily ?? ''}`;
    if (g.daily !== undefined && r.kind === 'known' && this.saidDaily !== daily) {
      const level = shownLevel(r.value);
      if (level !== null) {
        this.saidDaily = daily;
        // the session publishes it, and the table with it
        this.session.announce({ key: 'difficulty.dailyAnnounce', params: { level } });
        return;
      }
    }
    this.publish();
  }

  /** A new view, if anything in it differs from the last one. */
  private publish(): void {
    if (this.depth > 0) return;
    const next = this.makeView();
    if (sameFields(next, this.shown)) return;
    this.shown = next;
    this.d.published(next);
  }

  private makeView(): TableView {
    return {
      ...this.game,
      watching: this.motion.watching,
      watchLeft: this.motion.left,
      snapCount: this.snapCount,
      animationMs: this.animationMs,
      rating: this.facts.rating,
      par: this.facts.par,
    };
  }
}
