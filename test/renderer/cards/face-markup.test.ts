// @vitest-environment happy-dom
// The face markup as a string: it parses as SVG, carries no unfilled value, keeps the theme's face and
// edge colours as CSS variables (so the dark theme still softens the white), and the sprite ids are unique.
import { describe, expect, it } from 'vitest';
import { faceMarkup } from '../../../renderer/cards/face-markup';
import { faceHref, faceSymbolId, spriteMarkup } from '../../../renderer/cards/face-sprite';
import { INDEX_FRACTION, INDEX_W, CARD_W } from '../../../renderer/cards/card-geometry';

const ALL = Array.from({ length: 52 }, (_, c) => c);

function parse(markup: string): Element {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.innerHTML = markup;
  return svg;
}

describe('faceMarkup', () => {
  it.each(ALL)('card %i is a body and one ink group, with no missing value', (card) => {
    for (const fourColour of [false, true]) {
      const markup = faceMarkup(card, fourColour);
      expect(markup).not.toMatch(/undefined|NaN|\[object/);
      const svg = parse(markup);
      expect([...svg.children].map((e) => e.getAttribute('class'))).toEqual(['card-face__body', 'card-face__ink']);
    }
  });

  it('draws the body in the theme colours', () => {
    const body = parse(faceMarkup(0, false)).querySelector('.card-face__body')!;
    expect(body.getAttribute('style')).toContain('var(--card-face, #fffefb)');
    expect(body.getAttribute('style')).toContain('var(--card-edge, #8d8a82)');
  });

  it('sets the index in the system font stack, quotes and all', () => {
    const rank = parse(faceMarkup(9, false)).querySelector('.card-face__rank')!;
    expect(rank.getAttribute('font-family')).toContain('"Segoe UI"');
    expect(rank.getAttribute('font-family')).toMatch(/sans-serif$/);
    // the 10 is squeezed to fit the index column
    expect(rank.getAttribute('lengthAdjust')).toBe('spacingAndGlyphs');
  });
});

describe('the large index (Settings)', () => {
  const firstIndex = (card: number, large: boolean) => {
    const svg = parse(faceMarkup(card, false, large));
    return { rank: svg.querySelector('.card-face__rank')!, suit: svg.querySelector('.card-face__corner-suit')! };
  };
  const size = (e: Element): number => Number(e.getAttribute('font-size'));

  it.each(ALL)('card %i: a taller rank in its corners, on the same column, with its suit', (card) => {
    const normal = firstIndex(card, false);
    const large = firstIndex(card, true);
    expect(size(large.rank)).toBeGreaterThan(size(normal.rank) * 1.25);
    expect(large.rank.getAttribute('x')).toBe(normal.rank.getAttribute('x'));
    expect(large.suit.getAttribute('d')).not.toBe(normal.suit.getAttribute('d'));
    // every corner of the face has it
    expect(parse(faceMarkup(card, true, true)).querySelectorAll('.card-face__rank')).toHaveLength(4);
  });

  it('fits the wide ranks (A, 10, Q, K) to the index column, inside the strip an overlapped card shows', () => {
    expect(INDEX_W).toBeLessThanOrEqual(CARD_W * INDEX_FRACTION);
    for (const card of [0, 9, 11, 12]) {
      const rank = firstIndex(card, true).rank;
      expect(Number(rank.getAttribute('textLength'))).toBeLessThanOrEqual(INDEX_W);
      expect(rank.getAttribute('lengthAdjust')).toBe('spacingAndGlyphs');
    }
  });

  it('is a sprite of its own: the faces of both looks can be on the page at once', () => {
    expect(faceSymbolId(7, false, true)).not.toBe(faceSymbolId(7, false));
    expect(faceSymbolId(7, true, true)).not.toBe(faceSymbolId(7, false, true));
    expect(faceHref(7, false, true)).toBe(`#${faceSymbolId(7, false, true)}`);
    expect(document.querySelector('svg[data-card-sprite="2L"]')?.querySelectorAll('symbol')).toHaveLength(52);
    expect(spriteMarkup(false, true)).toContain(faceMarkup(7, false, true));
  });
});

describe('spriteMarkup', () => {
  it.each([false, true])('four colours %s: 52 symbols with their own ids', (fourColour) => {
    const symbols = [...parse(spriteMarkup(fourColour)).querySelectorAll('symbol')];
    expect(symbols.map((s) => s.id)).toEqual(ALL.map((c) => faceSymbolId(c, fourColour)));
    expect(new Set(symbols.map((s) => s.getAttribute('viewBox')))).toEqual(new Set(['0 0 250 350']));
  });

  it.each([false, true])('four colours %s: each symbol holds the face drawn on its own (the paths it reuses are the same)', (fourColour) => {
    const expected = ALL.map((c) => `<symbol id="${faceSymbolId(c, fourColour)}" viewBox="0 0 250 350">${faceMarkup(c, fourColour)}</symbol>`).join('');
    expect(spriteMarkup(fourColour)).toBe(expected);
  });

  it('names the two modes apart', () => {
    expect(faceSymbolId(7, false)).not.toBe(faceSymbolId(7, true));
  });
});
