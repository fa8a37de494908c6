// Suit symbols as hand-drawn path data (not font glyphs) so they are identical and sharp on every
// system, and the standard pip positions of the number cards, in the 250 x 350 card space.
import { CARD_H, CARD_W } from './card-geometry';

/** Each symbol fills a 100 x 100 box centred on 0,0; indexed by suit (hearts, clubs, diamonds, spades). */
export const SUIT_PATHS: readonly string[] = [
  // hearts
  'M0 46C-10 30-50 8-50-18C-50-38-36-48-24-48C-12-48-3-40 0-28C3-40 12-48 24-48C36-48 50-38 50-18C50 8 10 30 0 46Z',
  // clubs: three leaves (circles drawn as two arcs), a joining boss and a flared stem, all wound
  // clockwise so the overlaps fill rather than cut holes
  'M-21-25A21 21 0 1 1 21-25A21 21 0 1 1-21-25Z' +
    'M-48 9A21 21 0 1 1-6 9A21 21 0 1 1-48 9Z' +
    'M6 9A21 21 0 1 1 48 9A21 21 0 1 1 6 9Z' +
    'M-11 2L0-12L11 2L0 18Z' +
    'M4 10C4 30 9 42 18 48L-18 48C-9 42-4 30-4 10Z',
  // diamonds: slightly concave sides read as a card diamond, not a road sign
  'M0-50C10-32 22-16 38 0C22 16 10 32 0 50C-10 32-22 16-38 0C-22-16-10-32 0-50Z',
  // spades: an inverted heart on a flared stem
  'M0-48C8-32 48-12 48 12C48 28 36 36 24 36C14 36 7 31 3 24C4 34 8 42 17 48L-17 48C-8 42-4 34-3 24' +
    'C-7 31-14 36-24 36C-36 36-48 28-48 12C-48-12-8-32 0-48Z',
];

export interface Pip {
  readonly x: number;
  readonly y: number;
  /** Pips below the middle are drawn upside down, as on printed cards. */
  readonly flip: boolean;
}

// Columns sit inside the corner indices so pips never cover a rank; rows span the card's face.
const LEFT = 80;
const CENTRE = CARD_W / 2;
const RIGHT = 170;
const TOP = 68;
const BOTTOM = CARD_H - TOP;

/** A pip at a fraction (0 = top row, 1 = bottom row) of the pip area's height. */
function at(x: number, f: number): Pip {
  return { x, y: TOP + (BOTTOM - TOP) * f, flip: f > 0.5 };
}

const sides = (...fs: number[]): Pip[] => fs.flatMap((f) => [at(LEFT, f), at(RIGHT, f)]);
const centre = (...fs: number[]): Pip[] => fs.map((f) => at(CENTRE, f));

/** Standard layouts, indexed by rank; index 0 is unused. The ace's single pip is drawn large instead. */
export const PIP_LAYOUTS: readonly (readonly Pip[])[] = [
  [],
  centre(0.5),
  centre(0, 1),
  centre(0, 0.5, 1),
  sides(0, 1),
  [...sides(0, 1), ...centre(0.5)],
  sides(0, 0.5, 1),
  [...sides(0, 0.5, 1), ...centre(0.25)],
  [...sides(0, 0.5, 1), ...centre(0.25, 0.75)],
  [...sides(0, 1 / 3, 2 / 3, 1), ...centre(0.5)],
  [...sides(0, 1 / 3, 2 / 3, 1), ...centre(1 / 6, 5 / 6)],
];

/** Pip size (the symbol's 100-unit box scaled to this many card units). */
export const PIP_SIZE = 40;
export const ACE_PIP_SIZE = 104;
export const INDEX_PIP_SIZE = 34;
