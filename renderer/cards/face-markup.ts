// One card face as SVG markup, built once per card and colour mode from the art data in this folder.
// The table shows each face through <use> of a <symbol> holding this markup (see face-sprite.ts), so a
// card costs the page two elements and Vue two vnodes, not the dozens its drawing is made of.
import { RANK_OF, SUIT_OF } from '../../shared/engine/cards';
import { CARD_H, CARD_RADIUS, CARD_W, INDEX_W } from './card-geometry';
import { ACE_PIP_SIZE, INDEX_PIP_SIZE, PIP_LAYOUTS, PIP_SIZE, SUIT_PATHS } from './suit-paths';
import { GOLD, GOLD_DARK, suitColour } from './card-colours';
import { HEADDRESSES } from './court-art';
import { placePath } from './path-place';

const FONT = 'system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, &quot;Helvetica Neue&quot;, Arial, &quot;Liberation Sans&quot;, sans-serif';
/** What a card's corner shows for each rank (1 = Ace ... 13 = King), in every language; the table writes a foundation's start the same way. */
export const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const INDEX_X = INDEX_W / 2;
/** Half a turn about the card's centre: the lower indices are the upper ones, upside down. */
const SPIN = `rotate(180 ${CARD_W / 2} ${CARD_H / 2})`;

/** The 100-unit suit symbol at x,y with the given size, upside down when asked, as plain path data. */
function place(suitPath: string, x: number, y: number, size: number, flip = false): string {
  return placePath(suitPath, x, y, size / 100, flip);
}

/** How a corner index is drawn: the rank's size and baseline, the suit's size and centre. */
interface IndexStyle {
  readonly rankSize: number;
  /** The 10's size: two figures in the width of one. */
  readonly tenSize: number;
  readonly rankBaseline: number;
  readonly suitSize: number;
  readonly suitY: number;
}

const INDEX: IndexStyle = { rankSize: 56, tenSize: 50, rankBaseline: 56, suitSize: INDEX_PIP_SIZE, suitY: 87 };
/**
 * The large index (Settings): a taller rank and a bigger suit under it, inside the same column, so an
 * overlapped card still shows it whole in its INDEX_FRACTION strip, and above the least downward fan
 * step (layout.ts MIN_FAN_DOWN) for the most part.
 */
const LARGE_INDEX: IndexStyle = { rankSize: 78, tenSize: 64, rankBaseline: 68, suitSize: 40, suitY: 96 };

/** Ranks whose figure is wider than the index column at the large size in common fonts: fitted to it. */
const WIDE_RANKS: ReadonlySet<number> = new Set([1, 10, 12, 13]);

function corner(x: number, rank: number, suitPath: string, style: IndexStyle): string {
  const ten = rank === 10;
  const fitted = ten || (style !== INDEX && WIDE_RANKS.has(rank));
  const fit = fitted ? ` textLength="${INDEX_W - 4}" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    '<g class="card-face__index">' +
    `<text class="card-face__rank" x="${x}" y="${style.rankBaseline}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${ten ? style.tenSize : style.rankSize}"${fit}>${RANK_TEXT[rank] ?? '?'}</text>` +
    `<path class="card-face__corner-suit" d="${place(suitPath, x, style.suitY, style.suitSize)}"/>` +
    '</g>'
  );
}

/** One half of a court's headdress, drawn in the card's upper half (the lower one is the same, turned). */
function courtHalf(rank: number): string {
  const hd = HEADDRESSES[rank];
  if (!hd) return '';
  const at = (d: string): string => placePath(d, 125, 106, 1);
  return (
    (hd.velvet ? `<path d="${at(hd.velvet)}" stroke="${GOLD_DARK}" stroke-width="1.5"/>` : '') +
    `<path d="${at(hd.gold)}" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="${at(hd.jewels)}"/>`
  );
}

function court(rank: number, colour: string, suitPath: string): string {
  if (!HEADDRESSES[rank]) return '';
  return (
    '<g class="card-face__court">' +
    // the panel keeps clear of the outer INDEX_FRACTION strips, so an overlapped court shows only its index
    `<rect x="64" y="58" width="${CARD_W - 128}" height="${CARD_H - 116}" rx="8" fill-opacity="0.07" stroke="${colour}" stroke-width="2.5"/>` +
    `<rect x="70" y="64" width="${CARD_W - 140}" height="${CARD_H - 128}" rx="5" fill="none" stroke="${GOLD}" stroke-width="1.5"/>` +
    courtHalf(rank) +
    `<path d="${place(suitPath, CARD_W / 2, CARD_H / 2, 58)}"/>` +
    '</g>'
  );
}

/**
 * The drawing of `card` in the 250 x 350 card space: body, four indices, pips or court. Everything
 * upright is drawn in card coordinates; what is upside down (the two lower indices, a court's lower
 * half) sits in one turned group, so a face is at most two paint chunks. `largeIndex`: the Settings'
 * large corner index, easier to read.
 */
export function faceMarkup(card: number, fourColour: boolean, largeIndex = false): string {
  const rank = RANK_OF[card] ?? 1;
  const suit = SUIT_OF[card] ?? 0;
  const colour = suitColour(suit, fourColour);
  const suitPath = SUIT_PATHS[suit] ?? '';
  const pips = rank >= 2 && rank <= 10 ? (PIP_LAYOUTS[rank] ?? []) : [];
  const pip = (x: number, y: number, size: number, flip = false): string =>
    `<path class="card-face__pip" d="${place(suitPath, x, y, size, flip)}"/>`;
  const lowerCourt = courtHalf(rank);
  const index = largeIndex ? LARGE_INDEX : INDEX;
  return (
    `<rect class="card-face__body" x="1" y="1" width="${CARD_W - 2}" height="${CARD_H - 2}" rx="${CARD_RADIUS}" stroke-width="1" vector-effect="non-scaling-stroke" style="fill: var(--card-face, #fffefb); stroke: var(--card-edge, #8d8a82)"/>` +
    `<g fill="${colour}" class="card-face__ink">` +
    corner(INDEX_X, rank, suitPath, index) +
    corner(CARD_W - INDEX_X, rank, suitPath, index) +
    (rank === 1 ? pip(CARD_W / 2, CARD_H / 2, ACE_PIP_SIZE) : '') +
    pips.map((p) => pip(p.x, p.y, PIP_SIZE, p.flip)).join('') +
    court(rank, colour, suitPath) +
    `<g transform="${SPIN}">` +
    corner(INDEX_X, rank, suitPath, index) +
    corner(CARD_W - INDEX_X, rank, suitPath, index) +
    (lowerCourt ? `<g class="card-face__court-lower">${lowerCourt}</g>` : '') +
    '</g>' +
    '</g>'
  );
}
