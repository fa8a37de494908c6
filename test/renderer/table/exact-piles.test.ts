// A move names its exact foundation pile, and the table's slot for a pile is that pile's number: in a
// two-deck game (two piles a suit) and in Chequers (a suit's Ace pile and King pile), the generated
// move says which pile, applying it puts the card there, the table draws it there, and a move to a
// pile of another suit, or one the card is not next on, is refused with the engine's reason.
import { describe, expect, it } from 'vitest';
import { type Card, faceOf } from '../../../shared/engine/cards';
import { type Position, clonePosition, createPosition } from '../../../shared/engine/position';
import { GAMES } from '../../../shared/engine/games';
import { type Move, applyMove, checkMove, foundationPile, isFoundationPile, legalMoves, makeMove, moveCard, moveTo, resolveCardMove, resolveMove, undoMove } from '../../../shared/engine/moves';
import { explainRefusal } from '../../../shared/engine/refusal';
import { computeLayout } from '../../../renderer/table/layout';
import { foundationSlots } from '../../../renderer/table/slots';
import { card, position } from '../../shared/engine/helpers';

/** The generated moves of `c` to a foundation. */
const homeMoves = (p: Position, c: Card): Move[] => legalMoves(p).filter((m) => moveCard(m) === c && isFoundationPile(moveTo(m)));

/** The face the table shows on top of the slot `slot`, or -1. */
function topFaceDrawn(p: Position, slot: number): number {
  const cards = computeLayout(p, 1400, 900).cards;
  const top = cards.findIndex((c) => c !== undefined && c.slot === slot && c.exposed);
  return top < 0 ? -1 : faceOf(top);
}

/** The refusal of move `m` on `p`: the engine's reason, as the table is told it. */
function refusal(p: Position, m: Move): string {
  const checked = checkMove(p, m);
  return checked.ok ? 'legal' : explainRefusal(p, checked.error, moveCard(m), moveTo(m)).reason;
}

describe('a move names its exact foundation pile: two piles a suit (Lightweight)', () => {
  // hearts: pile 1 (index 0) at the 3, pile 5 (index 4) at the 2; the 3 of hearts goes on pile 5
  const start = (): Position => position('lightweight', ['KS 3H', 'QS 9C'], { foundations: [3, 0, 0, 0, 2, 0, 0, 0] });

  it('the generated move names the pile, the card lands exactly there, and the table draws it in that very slot', () => {
    const p = start();
    const three = card('3H');
    expect(homeMoves(p, three)).toEqual([makeMove(three, 0, foundationPile(4))]);
    const m = homeMoves(p, three)[0]!;
    expect(foundationSlots(GAMES.lightweight)).toContain(moveTo(m));
    const before = clonePosition(p);
    applyMove(p, m);
    expect(p.foundations.slice(0, 8)).toEqual([3, 0, 0, 0, 3, 0, 0, 0]);
    expect(topFaceDrawn(p, moveTo(m))).toBe(faceOf(three));
    undoMove(p, m);
    expect(p.foundations).toEqual(before.foundations);
    expect(p.rows).toEqual(before.rows);
  });

  it('refuses a pile of another suit, and one the card is not next on, with the engine’s reason', () => {
    const p = start();
    const three = card('3H');
    expect(refusal(p, makeMove(three, 0, foundationPile(1)))).toBe('wrong-suit-foundation');
    expect(refusal(p, makeMove(three, 0, foundationPile(5)))).toBe('wrong-suit-foundation');
    expect(refusal(p, makeMove(three, 0, foundationPile(0)))).toBe('not-next-on-foundation');
    expect(refusal(p, makeMove(three, 0, foundationPile(8)))).toBe('no-such-pile');
    expect(refusal(p, makeMove(card('9C'), 1, foundationPile(1)))).toBe('not-next-on-foundation');
  });

  it('two piles of a suit holding as many cards: the card goes to the first, and a drop on the other means it', () => {
    const p = position('lightweight', ['KS 3H'], { foundations: [2, 0, 0, 0, 2, 0, 0, 0] });
    const three = card('3H');
    // the generator names the first; the move check takes no other (a suit's piles fill in order)
    expect(homeMoves(p, three)).toEqual([makeMove(three, 0, foundationPile(0))]);
    expect(refusal(p, makeMove(three, 0, foundationPile(4)))).toBe('twin-foundation');
    // a drop on the twin (the table shows the same top on both) is the move to the first
    const dropped = resolveMove(p, 0, foundationPile(4));
    expect(dropped).toEqual({ ok: true, value: makeMove(three, 0, foundationPile(0)) });
    applyMove(p, makeMove(three, 0, foundationPile(0)));
    expect(p.foundations.slice(0, 8)).toEqual([3, 0, 0, 0, 2, 0, 0, 0]);
    expect(topFaceDrawn(p, foundationPile(0))).toBe(faceOf(three));
    // taken back from a foundation (Soother gives its top cards back): the card leaves the last pile
    // that shows it, and a gesture on its twin means that pile
    const q = position('soother', ['4S'], { foundations: [3, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
    const back = makeMove(three, foundationPile(4), 0);
    expect(refusal(q, back)).toBe('legal');
    expect(refusal(q, makeMove(three, foundationPile(0), 0))).toBe('twin-foundation');
    expect(resolveCardMove(q, three, foundationPile(0), 0)).toEqual({ ok: true, value: back });
  });
});

describe('a move names its exact foundation pile: Chequers’ Ace and King piles', () => {
  // hearts: Ace pile (index 0) A..6, King pile (index 4) K..8; both take the 7 of hearts
  const start = (): Position => createPosition(GAMES.chequers, [[card('2C'), card('7H')], ...Array.from({ length: 24 }, () => [])], [6, 0, 0, 0, 6, 0, 0, 0]);

  it('lists each pile as a move of its own; each puts the card on its pile, drawn in that slot', () => {
    const p = start();
    const seven = card('7H');
    const up = makeMove(seven, 0, foundationPile(0));
    const down = makeMove(seven, 0, foundationPile(4));
    expect(homeMoves(p, seven)).toEqual([up, down]);
    for (const [m, piles] of [
      [up, [7, 0, 0, 0, 6, 0, 0, 0]],
      [down, [6, 0, 0, 0, 7, 0, 0, 0]],
    ] as const) {
      const q = clonePosition(p);
      applyMove(q, m);
      expect(q.foundations).toEqual(piles);
      expect(foundationSlots(GAMES.chequers)).toContain(moveTo(m));
      expect(topFaceDrawn(q, moveTo(m))).toBe(faceOf(seven));
    }
  });

  it('refuses a pile of another suit, and a pile the card is not next on, with the engine’s reason', () => {
    const p = createPosition(GAMES.chequers, [[card('5H')], ...Array.from({ length: 24 }, () => [])], [3, 0, 0, 0, 2, 0, 0, 0]);
    const five = card('5H');
    expect(refusal(p, makeMove(five, 0, foundationPile(2)))).toBe('wrong-suit-foundation');
    expect(refusal(p, makeMove(five, 0, foundationPile(6)))).toBe('wrong-suit-foundation');
    expect(refusal(p, makeMove(five, 0, foundationPile(0)))).toBe('not-next-on-foundation');
    expect(refusal(p, makeMove(five, 0, foundationPile(4)))).toBe('not-next-on-foundation');
  });
});
