import { defineStore } from 'pinia';
import { computed, markRaw, onScopeDispose, ref, shallowRef, watch } from 'vue';
import type { GameRecord, GameOrigin } from '../../shared/engine/record';
import type { GameId } from '../../shared/engine/games';
import type { Move, MoveError } from '../../shared/engine/moves';
import type { RunMoveError } from '../../shared/engine/run-move';
import type { Result } from '../../shared/engine/result';
import { getHost } from '../host';
import { GameSession, type LastChange } from '../session/game-session';
import type { SessionHost } from '../session/ports';
import { browserScheduler } from '../session/scheduler';
import type { Verdict } from '../session/verdict';
import { MotionQueue } from '../table/motion-queue';
import type { Announcement } from '../table/announcement';
import type { Notice } from '../table/notice';
import { loadDealSolver, loadSolver, type TableSolver } from './solver-link';
import { DealFacts, type Fact } from '../session/deal-facts';
import type { Rating } from '../../shared/solver/services/difficulty';
import type { ParAnswer } from '../../shared/solver/services/worker-protocol';
import { shownLevel } from '../table/difficulty-words';
import { useSettingsStore } from './settings';
import { useStatsStore } from './stats';
import { useLeaderboardStore } from './leaderboard';

export type { Verdict } from '../session/verdict';
export type { LastChange } from '../session/game-session';
export { slotOfPile } from '../session/move-words';
export { DEAL_SPAN } from '../table/motion-queue';

/**
 * The game in progress for Vue: a thin adapter over renderer/session's GameSession (which owns the
 * record, clock, saving, results, verdict and hint) and the table's MotionQueue (moves that play by
 * themselves, one flight at a time). After every change the session reports, the refs below are
 * copied from it; the GameRecord itself stays out of Vue's reactivity (it changes in place, and
 * `version` says when).
 */
export const useGameStore = defineStore('game', () => {
  const settingsStore = useSettingsStore();
  const statsStore = useStatsStore();
  const host = getHost();

  // what the table draws from, copied from the session in redraw()
  const record = shallowRef<GameRecord | null>(null);
  const version = ref(0);
  const daily = ref<string | undefined>(undefined);
  const ready = ref(false);
  const notices = shallowRef<readonly Notice[]>([]);
  const announcement = shallowRef<Announcement | null>(null);
  const verdict = shallowRef<Verdict>({ kind: 'unknown' });
  /** The move the hint shows on the table; setting it to null (Escape) takes the hint away. */
  const hint = ref<Move | null>(null);
  const lastChange = shallowRef<LastChange>({ kind: 'deal', move: null });
  const dealCount = ref(0);
  const seconds = ref(0);
  const solverWatched = ref(false);
  // the table's timing: App (useMotion) sets animationMs from the settings
  const animationMs = ref(180);
  /** Goes up when running animations must end at once (a new gesture arrived). */
  const snapCount = ref(0);
  /** The solver's line is being played (any key, click or touch stops it). */
  const watching = ref(false);

  const session: GameSession = new GameSession({
    host,
    solver: loadSolver,
    scheduler: browserScheduler,
    settings: {
      current: () => settingsStore.settings,
      load: () => settingsStore.load(),
      chooseGame: (game) => void settingsStore.update({ game }).catch(() => undefined),
    },
    recorded: (result) => statsStore.recorded(result),
    changed: () => redraw(),
    leaderboard: useLeaderboardStore().link,
  });
  // the deal's difficulty and par, from a worker of their own: composed here, the session knows nothing of them
  const rating = shallowRef<Fact<Rating>>({ kind: 'none' });
  const par = shallowRef<Fact<ParAnswer>>({ kind: 'none' });
  // the table's solver proves New Game's deals: its proof's line spares the rating a search
  let tableSolver: TableSolver | null = null;
  void loadSolver().then((s) => (tableSolver = s));
  const facts = new DealFacts({ solver: loadDealSolver, proof: (deal) => tableSolver?.proof?.(deal), changed: () => copyFacts() });
  /** The daily deal whose difficulty was said last: said once, when it is known. */
  let saidDaily: string | null = null;
  function copyFacts(): void {
    rating.value = facts.rating;
    par.value = facts.par;
    const r = facts.rating;
    const dailyKey = `${session.game} ${session.daily ?? ''}`;
    if (session.daily !== undefined && r.kind === 'known' && saidDaily !== dailyKey) {
      const level = shownLevel(r.value);
      if (level !== null) {
        saidDaily = dailyKey;
        announcement.value = { key: 'difficulty.dailyAnnounce', params: { level } };
      }
    }
  }
  const motion: MotionQueue = new MotionQueue({
    scheduler: browserScheduler,
    animationMs: () => animationMs.value,
    play: (m) => session.playQueued(m),
    snap: () => snapCount.value++,
    watchEnded: (finished) => {
      watching.value = false;
      if (!finished) session.watchStopped();
    },
  });
  // a host that pushes notices (main, when a write fails on disk) has them shown at once
  const pushing = host as SessionHost;
  if (typeof pushing.onNotice === 'function') pushing.onNotice((n) => session.addHostNotice(n));

  /** The session's last announcement copied: the table says things too (a card picked up), and a
   * redraw for another reason must not say the session's older one again over it. */
  // a disposed store (a test's table replaced, the app torn down) leaves no timer asking or saving
  onScopeDispose(() => {
    motion.finish();
    session.dispose();
  });

  let said: Announcement | null = null;
  function redraw(): void {
    const s = session;
    if (record.value !== s.record) record.value = markRaw(s.record);
    if (version.value !== s.positionVersion) {
      version.value = s.positionVersion;
      motion.noteChange();
    }
    daily.value = s.daily;
    ready.value = s.ready;
    notices.value = s.notices;
    if (s.announcement !== said) {
      said = s.announcement;
      announcement.value = said;
    }
    verdict.value = s.verdict;
    hint.value = s.hint;
    lastChange.value = s.lastChange;
    dealCount.value = s.dealCount;
    seconds.value = s.seconds;
    solverWatched.value = s.solverWatched;
    if (s.ready) facts.show(s.record.origin);
  }
  redraw();
  // Escape clears the hint by setting it (useKeyboard); the session hears of it
  watch(hint, (h) => {
    if (h === null && session.hint !== null) session.clearHint();
  }, { flush: 'sync' });

  const current = (): GameRecord => record.value!;
  /** Everything the table draws from, new on every change (the position itself changes in place). */
  const view = computed(() => {
    void version.value;
    const r = current();
    return { position: r.position, moveCount: r.moveCount, canUndo: r.canUndo, canRedo: r.canRedo, won: r.won, stuck: r.stuck };
  });
  // single values of the view: a component that shows only these draws again only when they change
  const moveCount = computed(() => view.value.moveCount);
  const canUndo = computed(() => view.value.canUndo);
  const canRedo = computed(() => view.value.canRedo);
  const won = computed(() => view.value.won);
  const stuck = computed(() => view.value.stuck);
  const game = computed<GameId>(() => current().origin.game);
  const dealNumber = computed<number | null>(() => {
    const o = current().origin;
    return o.kind === 'deal' ? o.number : null;
  });
  const score = computed(() => {
    void version.value;
    return current().score(seconds.value);
  });
  const canAutoFinish = computed(() => {
    void version.value;
    return session.canAutoFinish;
  });

  /** Plays the card of pile `from` to pile `to` if the engine allows it; safe moves follow by themselves. */
  function play(from: number, to: number): Result<Move, MoveError> {
    motion.finish();
    const played = session.play(from, to);
    if (played.ok) motion.queue(session.followUps());
    return played;
  }

  /** Plays a foundation's top card `card` back to pile `to` (from Chequers' King pile: `from` DOWN_FOUNDATION) if the engine allows it; safe moves follow by themselves. */
  function playFromFoundation(card: number, to: number, from?: number): Result<Move, MoveError> {
    motion.finish();
    const played = session.playFromFoundation(card, to, from);
    if (played.ok) motion.queue(session.followUps());
    return played;
  }

  /** Moves a run of `depth` cards from `from` onto `to` as one step; safe moves follow by themselves. */
  function playRun(from: number, depth: number, to: number): Result<Move, RunMoveError> {
    motion.finish();
    const played = session.playRun(from, depth, to);
    if (played.ok) motion.queue(session.followUps());
    return played;
  }

  /** A game from a deal or a position (Open Deal); it becomes the current game once the host holds it. */
  function startOrigin(origin: GameOrigin): Promise<void> {
    motion.finish();
    return session.startOrigin(origin);
  }

  /** Plays the rest of the game by the solver's winning line, or says why it cannot. */
  async function watchSolver(): Promise<void> {
    motion.finish();
    const line = await session.watchLine();
    if (line.length === 0) return;
    watching.value = true;
    motion.watch(line);
  }

  /** Runs `fn` after every running animation has ended (queued moves played, watching stopped). */
  const settled = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A): R => {
    motion.finish();
    return fn(...args);
  };

  return {
    record: computed(current),
    version,
    view,
    moveCount,
    canUndo,
    canRedo,
    won,
    stuck,
    game,
    dealNumber,
    daily,
    ready,
    notices,
    announcement,
    verdict,
    hint,
    lastChange,
    dealCount,
    snapCount,
    animationMs,
    watching,
    solverWatched,
    seconds,
    score,
    canAutoFinish,
    init: (search: string) => session.init(search),
    newGame: settled((id?: GameId) => session.newGame(id)),
    restart: settled(() => session.restart()),
    dailyDeal: settled((id?: GameId, date?: string) => session.dailyDeal(id, date)),
    startDeal: settled((id: GameId, number: number) => session.startDeal(id, number)),
    startOrigin,
    play,
    playFromFoundation,
    playRun,
    undo: settled(() => session.undo()),
    redo: settled(() => session.redo()),
    goTo: settled((n: number) => session.goTo(n)),
    undoToWinnable: settled(() => session.undoToWinnable()),
    showHint: settled(() => session.showHint()),
    autoFinish: settled(() => motion.queue(session.autoFinishMoves())),
    watchSolver,
    stopWatching: () => motion.stop(),
    finishPending: () => motion.finish(),
    flush: () => session.flush(),
    whenIdle: () => session.whenIdle(),
    rating,
    par,
    /** Resolves once the deal's difficulty and par are in (tests). */
    whenFactsKnown: () => facts.whenIdle(),
    tick: () => session.tick(),
    setHidden: (hidden: boolean) => session.setHidden(hidden),
    addNotice: (n: Notice) => session.addNotice(n),
    dismissNotice: (i: number) => session.dismissNotice(i),
    movesText: () => session.movesText(),
  };
});
