// The card sheet: every face in both colour modes, a few sizes, the backs, and overlapped rows as the
// table's wings show them. A visual check only (see test/renderer/cards/screenshot-sheet.ts).
import { createApp, h, type VNode } from 'vue';
import CardFace from './CardFace.vue';
import CardBack from './CardBack.vue';
import { CARD_BACKS } from '../../shared/host/types';
import { INDEX_FRACTION } from './card-geometry';

const ALL = Array.from({ length: 52 }, (_, c) => c);
const SAMPLE = [0, 22, 12, 37, 49, 9, 35];
const COURTS = [39, 49, 37, 25];

interface FaceOptions {
  fourColour?: boolean;
  highlight?: boolean;
  left?: number;
}

const face = (card: number, w: number, o: FaceOptions = {}): VNode =>
  h('div', { class: 'card', style: { '--w': `${w}px`, left: o.left === undefined ? undefined : `${o.left}px` } }, [
    h(CardFace, { card, fourColour: o.fourColour ?? false, highlight: o.highlight ?? false }),
  ]);

const grid = (title: string, w: number, fourColour: boolean): VNode[] => [
  h('h2', title),
  h('div', { class: 'grid', style: { '--w': `${w}px` } }, ALL.map((c) => face(c, w, { fourColour }))),
];

/**
 * A wing of the table: `cards` from the bottom of the pile to the exposed card. The left wing grows
 * leftwards (each card covers the left of the one beneath), the right wing rightwards.
 */
function wing(cards: number[], w: number, side: 'left' | 'right', fourColour: boolean): VNode {
  const step = w * INDEX_FRACTION;
  const n = cards.length;
  return h(
    'div',
    { class: 'row', style: { '--w': `${w}px`, width: `${w + step * (n - 1)}px` } },
    cards.map((c, i) =>
      face(c, w, { fourColour, left: (side === 'left' ? n - 1 - i : i) * step }),
    ),
  );
}

// a mixed row: every width of rank (10 is the widest), courts, and all four suits
const ROW = [9, 19, 37, 42, 10, 22, 26, 51];

function Sheet(): VNode {
  return h('div', [
    ...grid('Two colours, 100 px', 100, false),
    ...grid('Four colours, 100 px', 100, true),
    h('h2', 'Sizes 40, 60, 140, 220 px; highlight; dark theme'),
    h('div', { class: 'line', id: 'sizes' }, [
      ...[40, 60].flatMap((w) => SAMPLE.map((c) => face(c, w))),
      ...SAMPLE.slice(0, 3).map((c) => face(c, 140, { fourColour: true })),
      ...COURTS.map((c) => face(c, 220)),
      h('div', { class: 'card', style: { '--w': '220px' } }, [h(CardBack)]),
      face(12, 100, { highlight: true }),
      h('div', { class: 'line dark' }, [face(0, 100), face(39, 100, { fourColour: true }), h('div', { class: 'card', style: { '--w': '100px' } }, [h(CardBack)])]),
    ]),
    h('h2', 'Backs at 100 and 60 px'),
    h('div', { class: 'line' }, [
      ...CARD_BACKS.map((design) => h('div', { class: 'card', style: { '--w': '100px' } }, [h(CardBack, { design })])),
      ...CARD_BACKS.map((design) => h('div', { class: 'card', style: { '--w': '60px' } }, [h(CardBack, { design })])),
    ]),
    h('div', { id: 'overlap', style: { width: 'max-content' } }, [
      h('h2', `Overlapped rows, ${INDEX_FRACTION * 100}% of each card showing: left wing, right wing (60 px, then 44 px)`),
      h('div', { class: 'line' }, [wing(ROW, 60, 'left', false), wing(ROW, 60, 'right', false)]),
      h('div', { class: 'line' }, [wing(ROW, 60, 'left', true), wing(ROW, 60, 'right', true)]),
      h('div', { class: 'line' }, [wing(ROW, 44, 'left', false), wing(ROW, 44, 'right', true)]),
    ]),
  ]);
}

createApp(Sheet).mount('#sheet');
