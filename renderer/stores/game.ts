import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import { GameRecord, type GameOrigin } from '../../shared/engine/record';
import { type GameId } from '../../shared/engine/games';
import { type Move, FOUNDATION, moveCard, moveFrom, moveTo, resolveMove, type MoveError } from '../../shared/engine/moves';
import { planRunMove, type RunMoveError } from '../../shared/engine/run-move';
import { autoFinishMoves, autoSafeMoves, foundationMoves } from '../../shared/engine/autofinish';
import { SUIT_OF } from '../../shared/engine/cards';
import { type Result, err } from '../../shared/engine/result';
import { savedGameFromRecord, restoreSavedGame, type SavedGame } from '../../shared/formats/saved-game';
import { movesToText } from '../../shared/formats/move-text';
import { localDateString } from '../../shared/solver/daily';
import { getHost } from '../host';
import { GameClock } from './clock';
import { loadSolver } from './solver-link';
import { useSettingsStore } from './settings';
import { useStatsStore } from './stats';
import type { Announcement } from '../table/announcement';
import { noticeFromHost, type Notice } from '../table/notice';
import { foundationSlot, type Slot } from '../table/slots';
import { parseDealLink } from '../table/deal-link';

export type Verdict =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'thinking' }
  | { readonly kind: 'winnable' }
  /** `since` 0 and `lastWinnable` null: the deal itself cannot be won. */
  | { readonly kind: 'lost'; readonly since: number; readonly lastWinnable: number | null };

/** Which way the last change went, so the table can animate it and the live region say it. */
export interface LastChange {
  readonly kind: 'play' | 'undo' | 'redo' | 'deal';
  readonly move: Move | null;
}

/** The slot a move's destination stands for on the table. */
export const slotOfPile = (pile: number, card: number): Slot => (pile === FOUNDATION ? foundationSlot(SUIT_OF[card]!) : pile);

/** The deal animation lasts up to this many card flights (see CastleTable's stagger). */
export const DEAL_SPAN = 7;
/** Quiet time after a change before the solver is asked about the position. */
export const ANALYSIS_DELAY_MS = 120;

/** Longest wait for an idle moment before the game in progress is saved. */
export const SAVE_WAIT_MS = 500;

/** Runs `fn` once the page is idle (within `timeoutMs`); the returned function cancels it. */
function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
}

function randomDealNumber(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

/**
 * The game in progress: a GameRecord (kept out of Vue's reactivity: it changes in place), a version
 * counter that tells the table to draw again, the clock, the solver's verdict, and autosave.
 */
export const useGameStore = defineStore('game', () => {
  const settingsStore = useSettingsStore();
  const statsStore = useStatsStore();
  const record = shallowRef<GameRecord>(markRaw(GameRecord.fromDeal('beleaguered-castle', 1)));
  const version = ref(0);
  const daily = ref<string | undefined>(undefined);
  const ready = ref(false);
  /** Messages for the player (a damaged save, a bad deal link), shown until dismissed. */
  const notices = shallowRef<Notice[]>([]);
  const announcement = shallowRef<Announcement | null>(null);
  const verdict = shallowRef<Verdict>({ kind: 'unknown' });
  /** The move the hint shows on the table, until the next change. */
  const hint = ref<Move | null>(null);
  const lastChange = shallowRef<LastChange>({ kind: 'deal', move: null });
  /** Goes up with every new deal: the table plays the deal animation. */
  const dealCount = ref(0);
  /** Goes up when running animations must end at once (a new gesture arrived). */
  const snapCount = ref(0);
  /** Milliseconds one card's flight takes; 0 plays everything at once. App sets it from settings. */
  const animationMs = ref(180);
  const seconds = ref(0);
  const clock = new GameClock();
  let analysisSeq = 0;
  let resultRecorded = false;
  let pending: Move[] = [];
  let pendingTimer: ReturnType<typeof setTimeout> | null = null;
  let saveChain: Promise<void> = Promise.resolve();
  /** Results on their way to the host, in order. */
  let recording: Promise<void> = Promise.resolve();
  let lastChangeAt = -Infinity;

  /** Everything the table draws from, new on every change (the position itself changes in place). */
  const view = computed(() => {
    void version.value;
    const r = record.value;
    return { position: r.position, moveCount: r.moveCount, canUndo: r.canUndo, canRedo: r.canRedo, won: r.won, stuck: r.stuck };
  });
  // single values of the view: a component that shows only these draws again only when they change,
  // not on every move
  const moveCount = computed(() => view.value.moveCount);
  const canUndo = computed(() => view.value.canUndo);
  const canRedo = computed(() => view.value.canRedo);
  const won = computed(() => view.value.won);
  const stuck = computed(() => view.value.stuck);
  const game = computed<GameId>(() => record.value.origin.game);
  const dealNumber = computed<number | null>(() => (record.value.origin.kind === 'deal' ? record.value.origin.number : null));
  const score = computed(() => {
    void version.value;
    return record.value.score(seconds.value);
  });
  const canAutoFinish = computed(() => {
    void version.value;
    // runs on every change: one look for a foundation move, not the whole auto-finish played out
    return foundationMoves(record.value.position).length > 0;
  });

  const now = (): number => performance.now();
  const announce = (a: Announcement): void => {
    announcement.value = a;
  };

  function tick(): void {
    seconds.value = clock.seconds(now());
  }

  function savedGame(): SavedGame {
    return savedGameFromRecord(record.value, clock.seconds(now()), daily.value);
  }

  /** Saves in order: a slow host never sees an older game after a newer one. */
  function save(): void {
    const game = savedGame();
    saveChain = saveChain.then(() => getHost().saveGame(game)).catch(() => undefined);
  }

  // Saving and asking the solver wait until the move is on screen: a burst of moves (auto-finish, a
  // fast player) saves once and starts one analysis, not one per move. flushSave() saves at once.
  // The save waits for an idle moment after the frame that shows the move (at most SAVE_WAIT_MS), so
  // serialising the game and writing it never sits between a player's input and its frame.
  let cancelSave: (() => void) | null = null;
  let analyseTimer: ReturnType<typeof setTimeout> | null = null;
  function scheduleSave(): void {
    if (cancelSave === null) cancelSave = whenIdle(flushSave, SAVE_WAIT_MS);
  }
  function flushSave(): void {
    cancelSave?.();
    cancelSave = null;
    save();
  }
  function scheduleAnalysis(): void {
    if (analyseTimer !== null) clearTimeout(analyseTimer);
    const k = verdict.value.kind;
    if (k !== 'unknown' && k !== 'thinking') verdict.value = { kind: 'thinking' };
    analysisSeq++; // an answer for an older position is dropped
    analyseTimer = setTimeout(() => {
      analyseTimer = null;
      void analyse();
    }, ANALYSIS_DELAY_MS);
  }
  /** Resolves once pending saves have reached the host (tests, and the page being hidden). */
  async function flush(): Promise<void> {
    flushSave();
    await saveChain;
    await recording;
  }

  function tellHost(): void {
    getHost().setTableState({ canUndo: record.value.canUndo, canRedo: record.value.canRedo, canAutoFinish: canAutoFinish.value, game: game.value });
  }

  /** True while an analysis of the current position is on its way. */
  let analysing = false;
  async function analyse(): Promise<void> {
    const seq = ++analysisSeq;
    analysing = true;
    try {
      const solver = await loadSolver();
      if (!solver) {
        if (seq === analysisSeq) verdict.value = { kind: 'unknown' };
        return;
      }
      if (seq !== analysisSeq) return;
      verdict.value = { kind: 'thinking' };
      const saved = savedGame();
      const req = { game: saved.game, deal: saved.deal, moves: saved.moves, ...(saved.position !== undefined ? { position: saved.position } : {}) };
      const analysis = await solver.analyse(req).catch(() => null);
      if (seq !== analysisSeq || analysis === null) return;
      if (analysis.verdict === 'winnable') verdict.value = { kind: 'winnable' };
      else if (analysis.verdict === 'lost') {
        const since = analysis.lostSinceMove ?? record.value.moveCount;
        verdict.value = { kind: 'lost', since, lastWinnable: analysis.lastWinnableMove ?? (since > 0 ? since - 1 : null) };
      } else verdict.value = { kind: 'unknown' };
      solverHint = analysis.hint ? analysis.hint.move : null;
    } finally {
      if (seq === analysisSeq) {
        analysing = false;
        // the player asked for a hint of this position before the solver had one: it is given now
        if (hintWanted === version.value) giveHint();
      }
    }
  }
  let solverHint: Move | null = null;
  /** The version whose hint the player asked for while the solver was still thinking; -1: none. */
  let hintWanted = -1;

  /** After every move, undo, redo and deal: draw, save, tell the host, ask the solver. */
  function changed(change: LastChange): void {
    lastChangeAt = now();
    version.value++;
    lastChange.value = change;
    hint.value = null;
    solverHint = null;
    hintWanted = -1;
    tick();
    scheduleSave();
    tellHost();
    scheduleAnalysis();
    if (record.value.won) {
      clock.stop(now());
      tick();
      if (!resultRecorded) {
        resultRecorded = true;
        const s = score.value.total;
        sendResult(true);
        announce({ key: 'table.announce.won', params: { score: s } });
      }
    } else if (record.value.stuck) {
      announce({ key: 'table.announce.lost' });
    }
  }

  /** A game left after at least one move counts as played and not won. */
  function recordAbandoned(): void {
    if (!resultRecorded && record.value.moveCount > 0 && !record.value.won) {
      resultRecorded = true;
      sendResult(false);
    }
  }

  /** Hands the finished game to the host; what it stored goes to the statistics (and the high scores). */
  function sendResult(won: boolean): void {
    const finished = savedGame();
    recording = recording
      .then(() => getHost().recordResult(finished, won))
      .then((result) => (result ? statsStore.recorded(result) : undefined))
      .catch(() => undefined);
  }

  function install(next: GameRecord, elapsed: number, dailyDate: string | undefined): void {
    finishPending();
    record.value = markRaw(next);
    daily.value = dailyDate;
    clock.reset(elapsed);
    resultRecorded = next.won;
    dealCount.value++;
    verdict.value = { kind: 'unknown' };
    changed({ kind: 'deal', move: null });
  }

  function startOrigin(origin: GameOrigin, dailyDate?: string): void {
    recordAbandoned();
    install(new GameRecord(origin), 0, dailyDate);
    const number = origin.kind === 'deal' ? origin.number : 0;
    if (dailyDate) announce({ key: 'table.announce.dailyDeal', params: { date: dailyDate, game: origin.game } });
    else announce({ key: 'table.announce.newDeal', params: { game: origin.game, deal: number } });
  }

  function startDeal(gameId: GameId, number: number, dailyDate?: string): void {
    startOrigin({ kind: 'deal', game: gameId, number }, dailyDate);
  }

  /** A fresh deal of `gameId` (the chosen game by default); winnable only when the setting asks. */
  async function newGame(gameId: GameId = settingsStore.settings.game): Promise<void> {
    finishPending();
    const seed = randomDealNumber();
    let number = seed;
    if (settingsStore.settings.winnableOnly) {
      const solver = await loadSolver();
      if (solver) number = await solver.findWinnableDeal(gameId, seed).catch(() => seed);
    }
    startDeal(gameId, number);
  }

  function restart(): void {
    const origin = record.value.origin;
    recordAbandoned();
    install(new GameRecord(origin), 0, daily.value);
    announce({ key: 'table.announce.restarted' });
  }

  /** The daily deal of a date (today by default): the solver picks it, so without one there is none. */
  async function dailyDeal(gameId: GameId = settingsStore.settings.game, date = localDateString(new Date())): Promise<void> {
    finishPending();
    const solver = await loadSolver();
    if (!solver) {
      notices.value = [...notices.value, { key: 'errors.dailyNeedsSolver' }];
      return;
    }
    const number = await solver.dailyDeal(gameId, date);
    startDeal(gameId, number, date);
  }

  /** Plays the card of pile `from` to pile `to` if the engine allows it. */
  function play(from: number, to: number): Result<Move, MoveError> {
    finishPending();
    const resolved = resolveMove(record.value.position, from, to);
    if (!resolved.ok) return resolved;
    const played = record.value.play(resolved.value);
    if (!played.ok) return err(played.error);
    clock.moved(now());
    changed({ kind: 'play', move: played.value });
    const m = played.value;
    if (moveTo(m) === FOUNDATION) announce({ key: 'table.announce.movedHome', card: moveCard(m) });
    else announce({ key: 'table.announce.moved', card: moveCard(m), pile: slotOfPile(moveTo(m), moveCard(m)) });
    if (settingsStore.settings.autoMoveSafe) queue(autoSafeMoves(record.value.position));
    return played;
  }

  /**
   * Moves the `depth` cards at the exposed end of pile `from` onto `to` as one step, played as the
   * engine's single-card line (shared/engine/run-move.ts): one Undo takes it back. Depth 1 is `play`.
   */
  function playRun(from: number, depth: number, to: number): Result<Move, RunMoveError> {
    if (depth <= 1) return play(from, to);
    finishPending();
    const line = planRunMove(record.value.position, from, depth, to);
    if (!line.ok) return line;
    const played = record.value.playGroup(line.value);
    if (!played.ok) return err(played.error.error);
    clock.moved(now());
    changed({ kind: 'play', move: played.value });
    announce({ key: 'table.announce.movedRun', card: moveCard(played.value), pile: to, params: { count: depth } });
    if (settingsStore.settings.autoMoveSafe) queue(autoSafeMoves(record.value.position));
    return played;
  }

  function undo(): void {
    finishPending();
    const m = record.value.undo();
    if (m === null) {
      announce({ key: 'table.announce.nothingToUndo' });
      return;
    }
    if (!record.value.won) clock.unstop();
    changed({ kind: 'undo', move: m });
    announce({ key: 'table.announce.undo', card: moveCard(m), pile: slotOfPile(moveFrom(m), moveCard(m)) });
  }

  function redo(): void {
    finishPending();
    const m = record.value.redo();
    if (m === null) {
      announce({ key: 'table.announce.nothingToRedo' });
      return;
    }
    clock.moved(now());
    changed({ kind: 'redo', move: m });
    announce({ key: 'table.announce.redo', card: moveCard(m), pile: slotOfPile(moveTo(m), moveCard(m)) });
  }

  /** Undoes back to `n` moves played (the last winnable position of a lost game). */
  function goTo(n: number): void {
    finishPending();
    if (n === record.value.moveCount) return;
    record.value.goTo(n);
    clock.unstop();
    changed({ kind: 'undo', move: null });
  }

  /**
   * The solver's next move of a winning line, shown on the table. A hint is only ever the solver's: while
   * it is still thinking about the position the player hears "no hint yet", and the hint follows as soon
   * as its answer comes (unless the position changed meanwhile).
   */
  function showHint(): void {
    finishPending();
    if (record.value.won) return;
    if (solverHint !== null || verdict.value.kind === 'lost' || (!analysing && analyseTimer === null)) {
      giveHint();
      return;
    }
    hintWanted = version.value;
    hint.value = null;
    announce({ key: 'table.announce.noHintYet' });
    // the player is waiting: no need for the quiet spell before asking the solver
    if (analyseTimer !== null) {
      clearTimeout(analyseTimer);
      analyseTimer = null;
      void analyse();
    }
  }

  /** Says (and shows) what the solver knows of the position now. */
  function giveHint(): void {
    hintWanted = -1;
    const m = solverHint;
    hint.value = m;
    if (m !== null) announce({ key: 'table.announce.hint', card: moveCard(m), pile: slotOfPile(moveTo(m), moveCard(m)) });
    else if (verdict.value.kind === 'lost') announce({ key: 'table.announce.noHint' });
    else announce({ key: 'table.announce.noHintUnknown' });
  }

  function autoFinish(): void {
    finishPending();
    const moves = autoFinishMoves(record.value.position);
    announce({ key: 'table.announce.autoFinish', params: { count: moves.length } });
    queue(moves);
  }

  /** Plays moves one after another, each as its own animation; a new gesture plays the rest at once. */
  function queue(moves: Move[]): void {
    pending.push(...moves);
    step();
  }

  function step(): void {
    if (pendingTimer !== null || pending.length === 0) return;
    if (animationMs.value <= 0) {
      finishPending();
      return;
    }
    const m = pending.shift()!;
    applyQueued(m);
    if (pending.length > 0) {
      pendingTimer = setTimeout(() => {
        pendingTimer = null;
        step();
      }, animationMs.value * 0.6);
    }
  }

  function applyQueued(m: Move): void {
    if (!record.value.play(m).ok) {
      pending = [];
      return;
    }
    clock.moved(now());
    changed({ kind: 'play', move: m });
  }

  /** Ends every running animation: queued moves are played now and the table jumps to its place. */
  function finishPending(): void {
    // cheap when nothing moves: the table only has work to do while a flight may be under way
    const flying = pending.length > 0 || now() - lastChangeAt < animationMs.value * DEAL_SPAN;
    if (pendingTimer !== null) clearTimeout(pendingTimer);
    pendingTimer = null;
    const rest = pending;
    pending = [];
    for (const m of rest) applyQueued(m);
    if (flying) snapCount.value++;
  }

  function setHidden(hidden: boolean): void {
    clock.setHidden(hidden, now());
    tick();
    if (hidden) flushSave();
  }

  function dismissNotice(i: number): void {
    notices.value = notices.value.filter((_, j) => j !== i);
  }

  /**
   * Start-up: settings, the host's notices, then a deal link if the address has one, else the saved
   * game, else a new deal. Anything that does not load is said in words and a new game starts.
   */
  async function init(search: string): Promise<void> {
    try {
      await start(search);
    } catch (e) {
      // whatever went wrong, the player gets a table and a sentence, never a blank window
      notices.value = [...notices.value, { key: 'errors.generic', detail: e instanceof Error ? e.message : String(e) }];
      if (!ready.value) startDeal(settingsStore.settings.game, randomDealNumber());
    }
    ready.value = true;
  }

  async function start(search: string): Promise<void> {
    await settingsStore.load();
    const host = getHost();
    const found: Notice[] = [];
    for (const n of await host.takeNotices()) found.push(noticeFromHost(n));
    const link = parseDealLink(search);
    const saved = await host.loadGame();
    let restored: { record: GameRecord; saved: SavedGame } | null = null;
    if (saved) {
      const r = restoreSavedGame(saved);
      if (r.ok) {
        if (!r.value.won) restored = { record: r.value, saved };
      } else found.push({ key: 'errors.savedGameRejected', detail: r.error.message });
    }
    if (!link.ok) found.push({ key: 'errors.badDealLink', params: { reason: link.error } });
    notices.value = [...notices.value, ...found];
    if (link.ok && link.value) {
      const { game: g, deal } = link.value;
      // the link of the game in progress resumes it; any other link opens its deal afresh
      if (restored && restored.saved.game === g && restored.saved.deal === deal) resume(restored.record, restored.saved);
      else startDeal(g, deal);
    } else if (restored) resume(restored.record, restored.saved);
    else firstGame();
  }

  /**
   * A first start never waits for the solver: the drawn deal is on the table at once. When only
   * winnable deals are wanted, the solver checks it meanwhile; a deal it finds lost is swapped for its
   * winnable pick, but only while the player has not touched it.
   */
  function firstGame(gameId: GameId = settingsStore.settings.game): void {
    const seed = randomDealNumber();
    startDeal(gameId, seed);
    if (!settingsStore.settings.winnableOnly) return;
    const shown = record.value;
    void loadSolver()
      .then((solver) => solver?.findWinnableDeal(gameId, seed))
      .then((number) => {
        if (number !== undefined && number !== seed && record.value === shown && shown.moveCount === 0) startDeal(gameId, number);
      })
      .catch(() => undefined);
  }

  function resume(r: GameRecord, saved: SavedGame): void {
    install(r, saved.elapsedSeconds, saved.daily);
  }

  return {
    record,
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
    seconds,
    score,
    canAutoFinish,
    init,
    newGame,
    restart,
    dailyDeal,
    startDeal,
    play,
    playRun,
    undo,
    redo,
    goTo,
    showHint,
    autoFinish,
    finishPending,
    flush,
    tick,
    setHidden,
    dismissNotice,
    movesText: () => movesToText(record.value.moves()),
  };
});
