// @vitest-environment happy-dom
// The face markup as a string: it parses as SVG, carries no unfilled value, keeps the theme's face and
// edge colours as CSS variables (so the dark theme still softens the white), and the sprite ids are unique.
import { describe, expect, it } from 'vitest';
import { faceMarkup } from '../../../renderer/cards/face-markup';
import { faceSymbolId, spriteMarkup } from '../../../renderer/cards/face-sprite';

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
