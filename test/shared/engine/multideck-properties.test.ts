import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GAMES,
  CELL_BASE,
  ANY_FOUNDATION,
  applyMove,
  checkMove,
  clonePosition,
  countCards,
  dealPosition,
  idsUnique,
  legalMoves,
  moveFrom,
  moveTo,
  resolveMove,
  undoMove,
  type Position,
} from '../../../shared/engine';

// The engine properties of properties.test.ts for Castle Mount and Palace (three and four decks, runs
// of one suit), played on positions directly, move by move, with every card id checked, not only faces.

/** Everything, card ids too: undo must give back the very cards, not only the same faces. */
const exact = (p: Position): string => JSON.stringify([p.rows, p.cells, p.foundations, p.base]);

describe.each(['castle-mount', 'palace'] as const)('%s: random walks', (game) => {
  const decks = GAMES[game].decks;
  it('keep every face decks times and every id once, list only moves the rules check accepts, and undo exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.nat(), { minLength: 20, maxLength: 60 }), (n, picks) => {
        const p = dealPosition(game, n);
        const played: number[] = [];
        for (const pick of picks) {
          expect(countCards(p).every((k) => k === decks)).toBe(true);
          expect(idsUnique(p)).toBe(true);
          const moves = legalMoves(p);
          for (const m of moves) expect(checkMove(p, m).ok).toBe(true);
          // a pile pair the rules resolve is a move the generator lists (or one into another empty cell)
          const piles = [...p.rows.keys(), ANY_FOUNDATION];
          const from = piles[pick % piles.length]!;
          const to = piles[(pick >>> 5) % piles.length]!;
          const resolved = resolveMove(p, from, to);
          if (resolved.ok) expect(moves.some((m) => m === resolved.value || (moveFrom(m) === from && moveTo(m) === to && to >= CELL_BASE))).toBe(true);
          if (moves.length === 0) break;
          const m = moves[pick % moves.length]!;
          const before = exact(p);
          applyMove(p, m);
          const after = clonePosition(p);
          undoMove(p, m);
          expect(exact(p)).toBe(before);
          applyMove(p, m);
          expect(exact(p)).toBe(exact(after));
          played.push(m);
        }
        // and all the way back to the deal
        const start = exact(dealPosition(game, n));
        for (let i = played.length - 1; i >= 0; i--) undoMove(p, played[i]!);
        expect(exact(p)).toBe(start);
      }),
      { numRuns: 25 },
    );
  });
});
