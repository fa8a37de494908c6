import { NO_CARD, SUIT_LETTERS, cardToText } from '../../shared/engine/cards';
import { type Position, foundationTopRank, isWon } from '../../shared/engine/position';

/**
 * A position as JSON for programs: foundations as top ranks (0 none), the base rank they start from
 * (1 in Ace games, 0 while a chosen base is not chosen yet), cells null when empty.
 */
export interface PositionJson {
  readonly foundations: Record<string, number>;
  readonly base: number;
  readonly freecells: (string | null)[];
  readonly rows: string[][];
  readonly won: boolean;
}

export function positionToJson(p: Position): PositionJson {
  const foundations: Record<string, number> = {};
  SUIT_LETTERS.forEach((s, i) => (foundations[s] = foundationTopRank(p, i)));
  return {
    foundations,
    base: p.base,
    freecells: p.cells.map((c) => (c === NO_CARD ? null : cardToText(c))),
    rows: p.rows.map((r) => r.map(cardToText)),
    won: isWon(p),
  };
}
