import { defineStore } from 'pinia';
import { type ComputedRef, computed, onScopeDispose, shallowRef } from 'vue';
import { getHost } from '../host';
import { browserScheduler } from '../session/scheduler';
import { TableController, type TableView } from '../table/table-controller';
import { loadDealSolver, loadSolver, type TableSolver } from './solver-link';
import { useSettingsStore } from './settings';
import { useStatsStore } from './stats';
import { useLeaderboardStore } from './leaderboard';
import { playSound } from '../sound/play-sound';

export type { Verdict } from '../session/verdict';

/**
 * The game in progress for Vue: the table controller's last view in a shallowRef, each of its fields
 * as a ref of its own, and the controller's actions. No logic of its own: the controller
 * (renderer/table/table-controller.ts) and its session own the game.
 */
export const useGameStore = defineStore('game', () => {
  const settingsStore = useSettingsStore();
  const statsStore = useStatsStore();
  // the table's solver proves New Game's deals: its proof's line spares the deal's rating a search
  let tableSolver: TableSolver | null = null;
  void loadSolver().then((s) => (tableSolver = s));

  const table = new TableController({
    session: {
      host: getHost(),
      solver: loadSolver,
      scheduler: browserScheduler,
      settings: {
        current: () => settingsStore.settings,
        load: () => settingsStore.load(),
        chooseGame: (game) => void settingsStore.update({ game }).catch(() => undefined),
      },
      recorded: (result) => statsStore.recorded(result),
      leaderboard: useLeaderboardStore().link,
    },
    dealSolver: loadDealSolver,
    proof: (deal) => tableSolver?.proof?.(deal),
    sound: playSound,
    published: (view) => (shown.value = view),
  });
  /** What the table shows: a new value after every change. */
  const shown = shallowRef<TableView>(table.view);
  // a disposed store (a test's table replaced, the app torn down) leaves no timer asking or saving
  onScopeDispose(() => table.dispose());

  return {
    shown,
    /** The cards on the table and what follows from them alone: new only when the position changes. */
    view: computed(() => shown.value.board),
    ...refsOf(() => shown.value.board, ['position', 'version', 'lastChange', 'moveCount', 'canUndo', 'canRedo', 'won', 'stuck', 'canAutoFinish', 'faceDown']),
    ...refsOf(() => shown.value, [
      'ready',
      'origin',
      'game',
      'dealNumber',
      'daily',
      'dealCount',
      'inProgress',
      'seconds',
      'score',
      'verdict',
      'hint',
      'solverWatched',
      'notices',
      'announcement',
      'feedback',
      'watching',
      'watchLeft',
      'snapCount',
      'animationMs',
      'rating',
      'par',
    ]),
    ...actionsOf(table, [
      'init',
      'newGame',
      'restart',
      'dailyDeal',
      'startDeal',
      'startOrigin',
      'play',
      'playFromFoundation',
      'playRun',
      'undo',
      'redo',
      'undoToWinnable',
      'showHint',
      'clearHint',
      'autoFinish',
      'watchSolver',
      'stopWatching',
      'finishPending',
      'setAnimationMs',
      'say',
      'announce',
      'addNotice',
      'dismissNotice',
      'scoreAt',
      'movesText',
      'tick',
      'setHidden',
      'flush',
      'whenIdle',
      'whenFactsKnown',
    ]),
  };
});

/** A field of a view as a ref of its own: what shows only it draws again only when it changes. */
function refsOf<T extends object, K extends keyof T>(view: () => T, keys: readonly K[]): { readonly [P in K]: ComputedRef<T[P]> } {
  return Object.fromEntries(keys.map((k) => [k, computed(() => view()[k])])) as { readonly [P in K]: ComputedRef<T[P]> };
}

type Methods<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? K : never }[keyof T];

/** Methods of `target`, bound, to pass on as the store's actions. */
function actionsOf<T extends object, K extends Methods<T>>(target: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, (target[k] as (...args: unknown[]) => unknown).bind(target)])) as Pick<T, K>;
}
