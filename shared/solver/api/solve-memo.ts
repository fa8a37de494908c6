import type { Position } from '../../engine/position';

// A solver's memory of its last few large solves, by the question: the position and every option. A
// repeated question gets the answer it got a moment before, without the search: New Game proves a deal
// winnable, and the rating of that deal asks the same question of the same deal (difficulty.ts).
// The answer is a function of the question alone (a solve does not depend on earlier ones: solver
// README, "Same question, same answer"), so a kept answer is the one a fresh solver would give.

/** Solves below this budget are not kept: the rating's thousands of small checks would only churn it. */
export const MEMO_MIN_BUDGET = 10_000;
/** Answers kept, newest last. */
const MEMO_SIZE = 8;

export class SolveMemo<T> {
  private readonly kept = new Map<string, T>();

  get(key: string): T | undefined {
    return this.kept.get(key);
  }

  set(key: string, value: T): void {
    this.kept.delete(key);
    this.kept.set(key, value);
    if (this.kept.size > MEMO_SIZE) this.kept.delete(this.kept.keys().next().value!);
  }
}

/** The key of a question: the position's piles and the options, with the budget resolved. */
export function solveKey(p: Readonly<Position>, budget: number, options: object): string {
  return JSON.stringify([p.rules.id, budget, options, p.rows, p.foundations, p.cells, p.base, p.stock, p.waste, p.reserve]);
}
