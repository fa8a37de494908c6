// @vitest-environment happy-dom
// The card faces: each of the 52 carries its accessible name and its index in all four corners,
// the pips match the rank, and the four-colour option really recolours the suits. A face's drawing
// lives in the page's sprite (face-sprite.ts); these tests follow the card's <use> to it.
import { describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import CardFace from '../../../renderer/cards/CardFace.vue';
import CardBack from '../../../renderer/cards/CardBack.vue';
import { RANK_OF, SUIT_OF, cardName } from '../../../shared/engine/cards';
import { CARD_BACKS } from '../../../shared/host/types';
import { FOUR_COLOUR, TWO_COLOUR } from '../../../renderer/cards/card-colours';

const ALL = Array.from({ length: 52 }, (_, c) => c);
const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The symbol a mounted face shows: where its <use> points in the page's sprite. */
function drawing(w: VueWrapper): Element {
  const href = w.find('use').attributes('href') ?? '';
  expect(href).toMatch(/^#card-face-[24]-\d+$/);
  const symbol = document.getElementById(href.slice(1));
  expect(symbol?.tagName.toLowerCase()).toBe('symbol');
  return symbol!;
}

const faceOf = (card: number, fourColour = false): Element => drawing(mount(CardFace, { props: { card, fourColour } }));
const inkOf = (card: number, fourColour: boolean): string | null =>
  faceOf(card, fourColour).querySelector('.card-face__ink')!.getAttribute('fill');

describe('CardFace', () => {
  it.each(ALL)('card %i is one labelled svg with its rank in all four corners', (card) => {
    const w = mount(CardFace, { props: { card } });
    const svg = w.find('svg');
    expect(svg.attributes('role')).toBe('img');
    expect(svg.attributes('aria-label')).toBe(cardName(card));
    expect(svg.attributes('viewBox')).toBe('0 0 250 350');
    const face = drawing(w);
    const ranks = [...face.querySelectorAll('.card-face__rank')].map((t) => t.textContent);
    expect(ranks).toEqual(Array(4).fill(RANK_TEXT[RANK_OF[card]!]));
    expect(face.querySelectorAll('.card-face__corner-suit')).toHaveLength(4);
  });

  it('names cards as the engine does', () => {
    expect(mount(CardFace, { props: { card: 0 } }).find('svg').attributes('aria-label')).toBe('Ace of hearts');
    expect(mount(CardFace, { props: { card: 35 } }).find('svg').attributes('aria-label')).toBe('10 of diamonds');
    expect(mount(CardFace, { props: { card: 25 } }).find('svg').attributes('aria-label')).toBe('King of clubs');
  });

  it.each(ALL.filter((c) => RANK_OF[c]! <= 10))('number card %i shows as many pips as its rank', (card) => {
    expect(faceOf(card).querySelectorAll('.card-face__pip')).toHaveLength(RANK_OF[card]!);
  });

  it('draws a court panel with headdresses for J, Q and K only', () => {
    for (const card of ALL) {
      const face = faceOf(card);
      expect(face.querySelector('.card-face__court') !== null).toBe(RANK_OF[card]! > 10);
      if (RANK_OF[card]! > 10) expect(face.querySelectorAll('.card-face__pip')).toHaveLength(0);
    }
  });

  it('uses red and black by default', () => {
    for (const card of ALL) expect(inkOf(card, false)).toBe(TWO_COLOUR[SUIT_OF[card]!]);
    expect(new Set(ALL.map((c) => inkOf(c, false))).size).toBe(2);
  });

  it('gives each suit its own colour in four-colour mode', () => {
    for (const card of ALL) expect(inkOf(card, true)).toBe(FOUR_COLOUR[SUIT_OF[card]!]);
    expect(new Set(ALL.map((c) => inkOf(c, true))).size).toBe(4);
    // hearts and spades keep their printed colours; clubs and diamonds change
    expect(inkOf(0, true)).toBe(inkOf(0, false));
    expect(inkOf(39, true)).toBe(inkOf(39, false));
    expect(inkOf(13, true)).not.toBe(inkOf(13, false));
    expect(inkOf(26, true)).not.toBe(inkOf(26, false));
  });

  it('updates when the card or the mode changes', async () => {
    const w = mount(CardFace, { props: { card: 26, fourColour: false } });
    await w.setProps({ card: 30, fourColour: true });
    expect(w.find('svg').attributes('aria-label')).toBe('5 of diamonds');
    const face = drawing(w);
    expect(face.querySelector('.card-face__ink')!.getAttribute('fill')).toBe(FOUR_COLOUR[2]);
    expect(face.querySelectorAll('.card-face__pip')).toHaveLength(5);
  });

  it('outlines the card only when highlighted', () => {
    expect(mount(CardFace, { props: { card: 5 } }).find('.card-face__highlight').exists()).toBe(false);
    expect(mount(CardFace, { props: { card: 5, highlight: true } }).find('.card-face__highlight').exists()).toBe(true);
  });

  it('is two elements in the table, however detailed its drawing', () => {
    const w = mount(CardFace, { props: { card: 38 } });
    expect(w.findAll('svg *')).toHaveLength(1);
    expect(drawing(w).querySelectorAll('*').length).toBeGreaterThan(20);
  });

  it('puts each colour mode into the page once, with all 52 faces', () => {
    for (const card of ALL) {
      mount(CardFace, { props: { card } });
      mount(CardFace, { props: { card, fourColour: true } });
    }
    for (const mode of ['2', '4']) {
      const sprites = document.querySelectorAll(`svg[data-card-sprite="${mode}"]`);
      expect(sprites).toHaveLength(1);
      expect(sprites[0]!.getAttribute('aria-hidden')).toBe('true');
      expect(sprites[0]!.querySelectorAll('symbol')).toHaveLength(52);
    }
  });
});

describe('CardBack', () => {
  it.each(CARD_BACKS)('draws the %s back as a labelled svg', (design) => {
    const svg = mount(CardBack, { props: { design } }).find('svg');
    expect(svg.attributes('role')).toBe('img');
    expect(svg.attributes('aria-label')).toBe('Face-down card');
    expect(svg.attributes('data-design')).toBe(design);
  });

  it('gives each back its own pattern id so many backs can share a page', () => {
    const Pair = defineComponent(() => () => h('div', [h(CardBack), h(CardBack, { design: 'plain-blue' })]));
    const w = mount(Pair);
    const ids = w.findAll('pattern').map((p) => p.attributes('id'));
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
    // each back fills from its own pattern
    w.findAll('svg').forEach((svg, i) => expect(svg.html()).toContain(`url(#${ids[i]})`));
  });

  it('draws the castle medallion only on the castle back', () => {
    expect(mount(CardBack).find('.card-back__medallion').exists()).toBe(true);
    expect(mount(CardBack, { props: { design: 'plain-red' } }).find('.card-back__medallion').exists()).toBe(false);
  });
});
