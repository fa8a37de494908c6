import { NO_CARD, SUIT_LETTERS, cardToText } from '../../shared/engine/cards';
import { type Position, foundationTopRank, isWon } from '../../shared/engine/position';

/**
 * A position as JSON for programs: foundations as top ranks (0 none), the base rank they start from
 * (1 in Ace games, 0 while a chosen base is not chosen yet), cells null when empty. With more decks
 * `foundations` gives each suit's highest pile and `foundationPiles` every pile (pile i: suit i % 4).
 * Where foundations ignore suit (Castle of Indolence) the piles hold no suit: `foundations` is empty
 * and `foundationPiles` says it all. Where there is a stock (Zerline) `stock` lists it from its next card
 * to turn, `waste` and `reserve` bottom card first; in other games the three keys are absent.
 */
export interface PositionJson {
  readonly foundations: Record<string, number>;
  readonly foundationPiles: number[];
  readonly base: number;
  readonly freecells: (string | null)[];
  readonly rows: string[][];
  readonly stock?: string[];
  readonly talon?: string[];
  readonly waste?: string[];
  readonly reserve?: string[];
  readonly won: boolean;
}

export function positionToJson(p: Position): PositionJson {
  const foundations: Record<string, number> = {};
  // each suit's first pile is its highest: the engine keeps a suit's piles in descending order
  if (p.rules.foundationSuit === 'same') SUIT_LETTERS.forEach((s, i) => (foundations[s] = foundationTopRank(p, i)));
  return {
    foundations,
    foundationPiles: p.foundations.map((_, i) => foundationTopRank(p, i)),
    base: p.base,
    freecells: p.cells.map((c) => (c === NO_CARD ? null : cardToText(c))),
    rows: p.rows.map((r) => r.map(cardToText)),
    ...(p.rules.stock ? { stock: p.stock.slice().reverse().map(cardToText), waste: p.waste.map(cardToText) } : {}),
    ...(p.rules.reserveSize > 0 ? { reserve: p.reserve.map(cardToText) } : {}),
    ...(p.rules.talonRefills ? { talon: p.stock.slice().reverse().map(cardToText) } : {}),
    won: isWon(p),
  };
}
