import { type Card, NO_CARD, parseCard } from '../../../shared/engine/cards';
import { type GameId, GAMES } from '../../../shared/engine/games';
import { type Position, createPosition } from '../../../shared/engine/position';
import { checkMove } from '../../../shared/engine/moves';

/** A card from its board notation; fails the test at once on a typo. */
export function card(text: string): Card {
  const c = parseCard(text);
  if (c === NO_CARD) throw new Error(`test typo: ${text} is not a card`);
  return c;
}

/**
 * A hand-made position for rule tests: each row written nearest-the-foundations first, exposed card
 * last ('' for an empty row). It need not hold all 52 cards: move legality looks only at the piles.
 * `foundations` are card counts; `base` the rank they start from (by default the game's own: the Ace,
 * or none yet where the player chooses it).
 */
export function position(game: GameId, rows: readonly string[], opts: { foundations?: number[]; cells?: string[]; base?: number } = {}): Position {
  const rules = GAMES[game];
  const all = Array.from({ length: rules.rowLengths.length }, (_, i) => rows[i] ?? '');
  return createPosition(
    rules,
    all.map((r) => (r.trim() === '' ? [] : r.trim().split(/\s+/).map(card))),
    opts.foundations ?? [0, 0, 0, 0],
    (opts.cells ?? []).map((c) => (c === '-' ? NO_CARD : card(c))),
    opts.base,
  );
}

/** The engine's reason for refusing move `m`, or null where it is legal. */
export function moveError(p: Position, m: number): string | null {
  const r = checkMove(p, m);
  return r.ok ? null : r.error;
}
