// The cards' stacking order: a moved card goes on top and no other card's z changes, so the browser
// repaints only the moved card; whatever moves, every pile still lies in its own order.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CardStacking, STACK_BASE } from '../../../renderer/table/stacking';
import { computeLayout, type CardPlacement } from '../../../renderer/table/layout';
import { GameRecord } from '../../../shared/engine/record';
import { legalMoves } from '../../../shared/engine/moves';
import { GAME_IDS } from '../../../shared/engine/games';

const places = (r: GameRecord): CardPlacement[] => computeLayout(r.position, 1280, 740).cards as CardPlacement[];

/** Every pile's cards, bottom to top, have rising z. */
function expectPilesInOrder(p: readonly CardPlacement[], z: readonly number[]): void {
  const piles = new Map<number, number[]>();
  p.forEach((c, card) => piles.set(c.slot, [...(piles.get(c.slot) ?? []), card]));
  for (const cards of piles.values()) {
    const byDepth = [...cards].sort((a, b) => p[a]!.z - p[b]!.z);
    for (let i = 1; i < byDepth.length; i++) expect(z[byDepth[i]!]!).toBeGreaterThan(z[byDepth[i - 1]!]!);
  }
}

describe('CardStacking', () => {
  it('a fresh deal stacks by pile depth; a move puts only the moved card on top', () => {
    const r = GameRecord.fromDeal('beleaguered-castle', 4);
    const s = new CardStacking();
    const first = [...s.update(places(r))];
    expect(first.every((z) => z < STACK_BASE)).toBe(true);
    const m = legalMoves(r.position)[0]!;
    r.play(m);
    const after = [...s.update(places(r))];
    const changed = after.flatMap((z, card) => (z !== first[card] ? [card] : []));
    expect(changed).toHaveLength(1);
    expect(after[changed[0]!]).toBe(Math.max(...after));
    r.undo();
    const back = [...s.update(places(r))];
    expect(back.filter((z, card) => z !== after[card])).toHaveLength(1);
    expectPilesInOrder(places(r), back);
  });

  it('keeps every pile in order through random play, undo and jumps back (all games)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.nat(1000), fc.array(fc.nat(), { maxLength: 60 }), (id, deal, picks) => {
        const r = GameRecord.fromDeal(id, deal);
        const s = new CardStacking();
        s.update(places(r));
        for (const k of picks) {
          const moves = legalMoves(r.position);
          if (k % 7 === 0 && r.canUndo) r.undo();
          else if (k % 11 === 0) r.goTo(Math.floor(r.moveCount / 2));
          else if (moves.length > 0) r.play(moves[k % moves.length]!);
          expectPilesInOrder(places(r), s.update(places(r)));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('reset stacks afresh', () => {
    const r = GameRecord.fromDeal('fortress', 2);
    const s = new CardStacking();
    s.update(places(r));
    r.play(legalMoves(r.position)[0]!);
    expect(Math.max(...s.update(places(r)))).toBeGreaterThanOrEqual(STACK_BASE);
    s.reset();
    expect(Math.max(...s.update(places(r)))).toBeLessThan(STACK_BASE);
  });
});
