// The card faces of one look (colour mode, index size) as a hidden SVG sprite: 52 <symbol>s, put into
// the page the first time a face of that look is shown. The browser parses the markup in one go; Vue never sees it.
import { faceOf } from '../../shared/engine/cards';
import { CARD_H, CARD_W } from './card-geometry';
import { faceMarkup } from './face-markup';
import { withPlacedPaths } from './path-place';

const SVG_NS = 'http://www.w3.org/2000/svg';
const sprites = new Map<string, Element>();

/** The look's part of a symbol id: `2` or `4` colours, `L` for the large index. */
const lookOf = (fourColour: boolean, largeIndex: boolean): string => `${fourColour ? 4 : 2}${largeIndex ? 'L' : ''}`;

export function faceSymbolId(card: number, fourColour: boolean, largeIndex = false): string {
  return `card-face-${lookOf(fourColour, largeIndex)}-${card}`;
}

/** All 52 faces of a look as symbols in the card's 250 x 350 space. */
export function spriteMarkup(fourColour: boolean, largeIndex = false): string {
  return withPlacedPaths(() => {
    let out = '';
    for (let card = 0; card < 52; card++) {
      out += `<symbol id="${faceSymbolId(card, fourColour, largeIndex)}" viewBox="0 0 ${CARD_W} ${CARD_H}">${faceMarkup(card, fourColour, largeIndex)}</symbol>`;
    }
    return out;
  });
}

/** The `href` of a face for <use>, first putting its look's sprite into the page if it is not there. */
export function faceHref(card: number, fourColour: boolean, largeIndex = false): string {
  const look = lookOf(fourColour, largeIndex);
  const existing = sprites.get(look);
  if (!existing?.isConnected) {
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('data-card-sprite', look);
    // out of sight but not display:none, so every browser still draws what <use> points at
    svg.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden;pointer-events:none');
    svg.innerHTML = spriteMarkup(fourColour, largeIndex);
    document.body.prepend(svg);
    sprites.set(look, svg);
  }
  // the decks' identical cards share their face's symbol
  return `#${faceSymbolId(faceOf(card), fourColour, largeIndex)}`;
}
