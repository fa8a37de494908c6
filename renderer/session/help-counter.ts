import { type HelpUsed, NO_HELP } from '../../shared/host/types';

/**
 * The help taken in one game, as the table counts it: each hint asked for, Undo to winnable, Watch
 * the solver. A new game gets a new counter; a resumed one starts from what its save kept. The host
 * cannot check it: it only ever marks a result "with help".
 */
export class HelpCounter {
  private used: HelpUsed;

  constructor(start: HelpUsed = NO_HELP) {
    this.used = start;
  }

  hint(): void {
    this.used = { ...this.used, hints: this.used.hints + 1 };
  }
  undoToWinnable(): void {
    this.used = { ...this.used, undoToWinnable: true };
  }
  watchedSolver(): void {
    this.used = { ...this.used, watchedSolver: true };
  }
  /** What was taken so far (a value: later help does not change it). */
  get help(): HelpUsed {
    return this.used;
  }
  get any(): boolean {
    return this.used.hints > 0 || this.used.undoToWinnable || this.used.watchedSolver;
  }
}
