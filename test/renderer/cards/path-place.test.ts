// Path data placed ahead of time must draw what the same path under a transform draws.
import { describe, expect, it } from 'vitest';
import { placePath, withPlacedPaths } from '../../../renderer/cards/path-place';
import { SUIT_PATHS } from '../../../renderer/cards/suit-paths';
import { HEADDRESSES } from '../../../renderer/cards/court-art';

const numbers = (d: string): number[] => (d.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
const commands = (d: string): string => d.replace(/[^A-Za-z]/g, '');

describe('placePath', () => {
  it('moves and scales each point; arcs keep their flags and scale their radii', () => {
    expect(placePath('M0 -10L10 20Z', 100, 50, 2)).toBe('M100 30L120 90Z');
    expect(placePath('M-21-25A21 21 0 1 1 21-25Z', 10, 10, 0.5)).toBe('M-0.5-2.5A10.5 10.5 0 1 1 20.5-2.5Z');
    expect(placePath('M0 0H5V-5', 1, 2, 1)).toBe('M1 2H6V-3');
  });

  it('turns the shape half round when flipped', () => {
    expect(placePath('M0-50L10 20', 100, 100, 1, true)).toBe('M100 150L90 80');
  });

  it('keeps every suit and headdress path whole: the same commands and as many numbers', () => {
    const all = [...SUIT_PATHS, ...HEADDRESSES.flatMap((h) => (h ? [h.velvet, h.gold, h.jewels] : []))].filter(Boolean);
    for (const d of all) {
      const placed = placePath(d, 0, 0, 2);
      expect(commands(placed)).toBe(commands(d));
      expect(numbers(placed)).toHaveLength(numbers(d).length);
    }
  });

  it('refuses relative commands rather than drawing them wrong', () => {
    expect(() => placePath('m0 0l10 10', 0, 0, 1)).toThrow(/relative/);
    expect(() => withPlacedPaths(() => placePath('m0 0l10 10', 0, 0, 1))).toThrow(/relative/);
  });

  it('answers the same while a sprite is built, for a shape met again at the same spot or at another', () => {
    const d = SUIT_PATHS[2]!;
    const alone = [placePath(d, 30, 87, 0.22), placePath(d, 30, 87, 0.22, true), placePath(d, 220, 87, 0.22)];
    const built = withPlacedPaths(() => [placePath(d, 30, 87, 0.22), placePath(d, 30, 87, 0.22, true), placePath(d, 220, 87, 0.22), placePath(d, 30, 87, 0.22)]);
    expect(built).toEqual([...alone, alone[0]]);
    expect(new Set(alone).size).toBe(3);
  });
});
