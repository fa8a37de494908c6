import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { computeLayout, MIN_FAN, slotAt, tableUnits } from '../../renderer/table/layout';
import { dealPosition } from '../../shared/engine/deal';
import { GAME_IDS, GAMES } from '../../shared/engine/games';
import { applyMove, legalMoves } from '../../shared/engine/moves';
import { INDEX_FRACTION } from '../../renderer/cards/card-geometry';
import { foundationSlot, slotsOf } from '../../renderer/table/slots';

describe('table layout', () => {
  it('places every card of every game exactly once, inside the table', () => {
    for (const id of GAME_IDS) {
      const p = dealPosition(id, 11);
      const l = computeLayout(p, 1280, 740);
      expect(l.cards.filter(Boolean)).toHaveLength(52);
      for (const c of l.cards) {
        expect(c!.x).toBeGreaterThanOrEqual(0);
        expect(c!.x + l.cardW).toBeLessThanOrEqual(l.width + 1e-6);
        expect(c!.y + l.cardH).toBeLessThanOrEqual(l.height + 1e-6);
      }
      expect(new Set(l.slots.keys())).toEqual(new Set(slotsOf(GAMES[id])));
    }
  });

  it('rows are wings: the exposed card is the outermost, the first card next to the foundations', () => {
    const p = dealPosition('beleaguered-castle', 3);
    const l = computeLayout(p, 1280, 740);
    const centre = l.slots.get(foundationSlot(0))!;
    const left = p.rows[0]!;
    const right = p.rows[4]!;
    expect(l.cards[left.at(-1)!]!.x).toBeLessThan(l.cards[left[0]!]!.x);
    expect(l.cards[left[0]!]!.x + l.cardW).toBeLessThan(centre.x);
    expect(l.cards[right.at(-1)!]!.x).toBeGreaterThan(l.cards[right[0]!]!.x);
    expect(l.cards[right[0]!]!.x).toBeGreaterThan(centre.x + l.cardW);
    expect(l.cards[left.at(-1)!]!.exposed).toBe(true);
    expect(l.cards[left.at(-1)!]!.z).toBeGreaterThan(l.cards[left[0]!]!.z);
  });

  it('keeps its proportions: the table scales as one at 800x600, 1280x800 and 4K', () => {
    const p = dealPosition('fortress', 5);
    const u = tableUnits(p);
    for (const [w, h] of [[800, 540], [1280, 740], [3840, 2100]] as const) {
      const l = computeLayout(p, w, h);
      expect(l.width / l.height).toBeCloseTo(u.w / u.h, 6);
      expect(l.width <= w + 1e-6 && l.height <= h + 1e-6).toBe(true);
      expect(l.width > w - 1 || l.height > h - 1).toBe(true);
    }
  });

  it('long rows compress but always show each card’s corner index (random play)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.nat(), fc.array(fc.nat(), { maxLength: 120 }), (id, deal, picks) => {
        const p = dealPosition(id, deal);
        for (const k of picks) {
          const moves = legalMoves(p);
          if (moves.length === 0) break;
          applyMove(p, moves[k % moves.length]!);
        }
        const l = computeLayout(p, 800, 540);
        for (const row of p.rows) {
          for (let i = 1; i < row.length; i++) {
            const step = Math.abs(l.cards[row[i]!]!.x - l.cards[row[i - 1]!]!.x);
            expect(step).toBeGreaterThanOrEqual(MIN_FAN * l.cardW - 1e-6);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the longest row a game can build still fits its wing with readable indices', () => {
    // 19 cards: a deal row of 7 plus a full run King..2 built on it is more than play can reach
    const p = dealPosition('streets-and-alleys', 1);
    const all = p.rows.flat();
    p.rows[0]!.splice(0, p.rows[0]!.length, ...all.slice(0, 19));
    const l = computeLayout(p, 800, 540);
    const row = p.rows[0]!;
    const step = l.cards[row[0]!]!.x - l.cards[row[1]!]!.x;
    expect(step).toBeGreaterThanOrEqual(INDEX_FRACTION * l.cardW - 1e-6);
    expect(l.cards[row.at(-1)!]!.x).toBeGreaterThanOrEqual(0);
  });

  it('Masterpiece sets its auxiliary rows apart and has a free cell in the centre', () => {
    const p = dealPosition('masterpiece', 2);
    const l = computeLayout(p, 1280, 740);
    const gapAbove = (r: number) => l.slots.get(r)!.y - (l.slots.get(r - 1)!.y + l.cardH);
    expect(gapAbove(4)).toBeGreaterThan(gapAbove(3));
    expect(gapAbove(9)).toBeGreaterThan(gapAbove(8));
    expect(l.slots.get(10)!.x).toBe(l.slots.get(foundationSlot(0))!.x);
  });

  it('slotAt finds the pile under a point', () => {
    const p = dealPosition('citadel', 9);
    const l = computeLayout(p, 1000, 600);
    for (const [slot, r] of l.slots) expect(slotAt(l, r.x + r.w / 2, r.y + r.h / 2)).toBe(slot);
    expect(slotAt(l, -5, -5)).toBeNull();
  });
});
