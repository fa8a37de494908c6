// One coordinate system for every card drawing: poker ratio 5:7, scaled by the browser, so the
// art is sharp at any size. The table reads INDEX_FRACTION to know how far cards may overlap.

export const CARD_W = 250;
export const CARD_H = 350;
export const CARD_RADIUS = 14;

/** Width of the corner index column (rank over suit), measured from either side edge. */
export const INDEX_W = 48;

/**
 * The smallest share of a card's width that may show when cards overlap in a row: the index sits
 * inside it on both sides, so a row compressed to this still shows every rank and suit.
 */
export const INDEX_FRACTION = 0.2;
