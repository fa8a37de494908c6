// The card faces of one colour mode as a hidden SVG sprite: 52 <symbol>s, put into the page the first
// time a face of that mode is shown. The browser parses the markup in one go; Vue never sees it.
import { faceOf } from '../../shared/engine/cards';
import { CARD_H, CARD_W } from './card-geometry';
import { faceMarkup } from './face-markup';
import { withPlacedPaths } from './path-place';

const SVG_NS = 'http://www.w3.org/2000/svg';
const sprites = new Map<boolean, Element>();

export function faceSymbolId(card: number, fourColour: boolean): string {
  return `card-face-${fourColour ? 4 : 2}-${card}`;
}

/** All 52 faces of a colour mode as symbols in the card's 250 x 350 space. */
export function spriteMarkup(fourColour: boolean): string {
  return withPlacedPaths(() => {
    let out = '';
    for (let card = 0; card < 52; card++) {
      out += `<symbol id="${faceSymbolId(card, fourColour)}" viewBox="0 0 ${CARD_W} ${CARD_H}">${faceMarkup(card, fourColour)}</symbol>`;
    }
    return out;
  });
}

/** The `href` of a face for <use>, first putting its mode's sprite into the page if it is not there. */
export function faceHref(card: number, fourColour: boolean): string {
  const existing = sprites.get(fourColour);
  if (!existing?.isConnected) {
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('data-card-sprite', fourColour ? '4' : '2');
    // out of sight but not display:none, so every browser still draws what <use> points at
    svg.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden;pointer-events:none');
    svg.innerHTML = spriteMarkup(fourColour);
    document.body.prepend(svg);
    sprites.set(fourColour, svg);
  }
  // the decks' identical cards share their face's symbol
  return `#${faceSymbolId(faceOf(card), fourColour)}`;
}
