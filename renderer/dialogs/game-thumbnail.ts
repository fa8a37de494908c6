// A game's layout in miniature for the Choose Game dialog: the table's own layout (table/layout.ts)
// of the game's dealt position at a small size, as rectangles: its piles and its cards, no faces.
import { computeLayout, type CardPlacement, type Rect } from '../table/layout';
import { dealPosition } from '../../shared/engine/deal';
import type { GameId } from '../../shared/engine/games';

export interface Thumbnail {
  readonly width: number;
  readonly height: number;
  readonly piles: readonly Rect[];
  readonly cards: readonly Rect[];
}

/** The deal drawn: any deal shows the shape, this one is fixed so the picture never changes. */
const THUMBNAIL_DEAL = 1;
const WIDTH = 160;
const HEIGHT = 100;

const made = new Map<GameId, Thumbnail>();

/** The game's layout as rectangles, in the layout's pixels (an SVG's viewBox scales them). */
export function gameThumbnail(game: GameId): Thumbnail {
  const known = made.get(game);
  if (known) return known;
  const layout = computeLayout(dealPosition(game, THUMBNAIL_DEAL), WIDTH, HEIGHT);
  const thumbnail: Thumbnail = {
    width: layout.width,
    height: layout.height,
    piles: [...layout.slots.values()],
    // the lowest card first, so the fanned ones lie over it as on the table
    cards: [...layout.cards]
      .filter((c): c is CardPlacement => c !== undefined)
      .sort((a, b) => a.z - b.z).map((c) => ({ x: c.x, y: c.y, w: layout.cardW, h: layout.cardH })),
  };
  made.set(game, thumbnail);
  return thumbnail;
}
