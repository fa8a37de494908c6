// The overlap contract with the table: a row may hide all but INDEX_FRACTION of a card, so the
// corner index must fit in that strip on either side and nothing else may stray into it.
import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W, INDEX_FRACTION, INDEX_W } from '../../../renderer/cards/card-geometry';
import { INDEX_PIP_SIZE, PIP_LAYOUTS, PIP_SIZE } from '../../../renderer/cards/suit-paths';

const strip = CARD_W * INDEX_FRACTION;

describe('card geometry', () => {
  it('keeps the index column inside the visible strip', () => {
    expect(INDEX_W).toBeLessThanOrEqual(strip);
    expect(INDEX_PIP_SIZE).toBeLessThan(INDEX_W);
  });

  it('keeps every pip out of both strips and on the card', () => {
    for (const layout of PIP_LAYOUTS) {
      for (const pip of layout) {
        expect(pip.x - PIP_SIZE / 2).toBeGreaterThan(strip);
        expect(pip.x + PIP_SIZE / 2).toBeLessThan(CARD_W - strip);
        expect(pip.y - PIP_SIZE / 2).toBeGreaterThan(0);
        expect(pip.y + PIP_SIZE / 2).toBeLessThan(CARD_H);
      }
    }
  });

  it('turns the pips of the lower half upside down and keeps layouts symmetric', () => {
    for (const layout of PIP_LAYOUTS) {
      for (const pip of layout) {
        expect(pip.flip).toBe(pip.y > CARD_H / 2);
        // each pip has a partner mirrored through the card's centre, as on a printed card
        const mirrored = layout.some((q) => Math.abs(q.x - (CARD_W - pip.x)) < 1e-9 && Math.abs(q.y - (CARD_H - pip.y)) < 1e-9);
        if (layout.length !== 7) expect(mirrored).toBe(true);
      }
    }
  });
});
