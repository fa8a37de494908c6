import { NO_CARD, SUIT_LETTERS, cardToText } from '../../shared/engine/cards';
import { type Position, isWon } from '../../shared/engine/position';

/** A position as JSON for programs: foundations as top ranks (0 none), cells null when empty. */
export interface PositionJson {
  readonly foundations: Record<string, number>;
  readonly freecells: (string | null)[];
  readonly rows: string[][];
  readonly won: boolean;
}

export function positionToJson(p: Position): PositionJson {
  const foundations: Record<string, number> = {};
  SUIT_LETTERS.forEach((s, i) => (foundations[s] = p.foundations[i]!));
  return {
    foundations,
    freecells: p.cells.map((c) => (c === NO_CARD ? null : cardToText(c))),
    rows: p.rows.map((r) => r.map(cardToText)),
    won: isWon(p),
  };
}
