import type { CardSize } from '../../shared/host/types';

/**
 * The card widths, in pixels, of the fixed card sizes a player may choose (setting cardSize); `auto`
 * has none: the cards are as large as the table's shape and the window allow. A fixed size is never
 * drawn larger than fits.
 */
const CARD_WIDTHS: Readonly<Record<Exclude<CardSize, 'auto'>, number>> = { small: 60, medium: 84, large: 112 };

/** The card width a size asks for, or undefined for `auto`. */
export const cardWidthOf = (size: CardSize): number | undefined => (size === 'auto' ? undefined : CARD_WIDTHS[size]);
