// A first start (no deal link, nothing saved) never waits for the solver: the drawn deal is on the
// table when init ends, and the solver's winnable pick replaces it only while the player has not moved.
import { describe, it, expect, vi } from 'vitest';
import { useGameStore } from '../../../renderer/stores/game';
import { freshTable, settle } from '../helpers';
import { legalMoves, moveFrom, moveTo } from '../../../shared/engine/moves';
import { setSolver, type TableSolver } from '../../../renderer/stores/solver-link';

/** A solver whose deal search answers only when the test says so; `search` resolves when the search is asked for. */
function heldSolver(): { solver: TableSolver; asked: number[]; answer: (n: number) => void; search: Promise<void> } {
  const asked: number[] = [];
  let answer: (n: number) => void = () => undefined;
  let searched = (): void => undefined;
  const search = new Promise<void>((resolve) => (searched = resolve));
  const solver: TableSolver = {
    analyse: async () => ({ verdict: 'winnable', positions: 1 }),
    findWinnableDeal: (_g, seed) => {
      asked.push(seed);
      searched();
      return new Promise<number>((resolve) => (answer = resolve));
    },
    dailyDeal: async () => 1,
    cancel: () => undefined,
    winningLine: async () => ({ verdict: 'unknown', positions: 0 }),
  };
  return { solver, asked, answer: (n) => answer(n), search };
}

describe('first start', () => {
  it('shows the drawn deal before the solver answers, then the winnable one it finds', async () => {
    freshTable();
    const held = heldSolver();
    setSolver(held.solver);
    const g = useGameStore();
    await g.init('');
    expect(g.ready).toBe(true);
    await held.search;
    expect(held.asked).toHaveLength(1);
    expect(g.dealNumber).toBe(held.asked[0]);
    held.answer(held.asked[0]! + 1);
    await settle(g);
    expect(g.dealNumber).toBe(held.asked[0]! + 1);
    expect(g.view.moveCount).toBe(0);
  });

  it('keeps the deal the player has started on', async () => {
    freshTable();
    // the drawn deal is random, and about one deal in 400 has no legal move at all (Beleaguered
    // Castle #46): draw deal 7, which has
    const draw = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(a: T): T => {
      (a as unknown as Uint32Array)[0] = 7;
      return a;
    });
    const held = heldSolver();
    setSolver(held.solver);
    const g = useGameStore();
    await g.init('');
    await held.search;
    expect(held.asked).toHaveLength(1);
    const m = legalMoves(g.position)[0]!;
    expect(g.play(moveFrom(m), moveTo(m)).ok).toBe(true);
    held.answer(held.asked[0]! + 1);
    await settle(g);
    expect(g.dealNumber).toBe(held.asked[0]);
    expect(g.view.moveCount).toBe(1);
    draw.mockRestore();
  });

  it('keeps a deal the solver finds winnable', async () => {
    freshTable();
    const held = heldSolver();
    setSolver(held.solver);
    const g = useGameStore();
    await g.init('');
    await held.search;
    expect(held.asked).toHaveLength(1);
    const first = g.dealCount;
    held.answer(held.asked[0]!);
    await settle(g);
    expect(g.dealCount).toBe(first);
  });
});
