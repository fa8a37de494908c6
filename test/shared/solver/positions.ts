import type { Card } from '../../../shared/engine/cards';
import { NO_CARD, makeCard } from '../../../shared/engine/cards';
import { GAMES, type AnyGameId, type GameRules, namesFoundationPile, rowCount } from '../../../shared/engine/games';
import { type Position, createPosition, foundationRankAt, pileBuildsDown } from '../../../shared/engine/position';

/**
 * `game`'s rules on a narrower table of `rows` rows (the last one auxiliary where the game has
 * auxiliary rows): with few rows, small positions are often lost, so a test of verdicts meets both.
 */
export function narrowRules(game: AnyGameId, rows: number): GameRules {
  const rules = GAMES[game];
  // rows that feed given piles: the first feeds pile 1 alone, the others any pile
  const rowFeeds = rules.rowFeeds === null ? null : Array.from({ length: rows }, (_, r) => (r === 0 ? [0] : rules.rowFeeds![4]!));
  // a reserve of one card (Zerline): with four, a small position is hardly ever lost
  const reserveSize = Math.min(rules.reserveSize, 1);
  return { ...rules, rowLengths: Array.from({ length: rows }, () => 3), leftRows: Math.ceil(rows / 2), auxiliaryRows: rules.auxiliaryRows.length > 0 ? [rows - 1] : [], rowFeeds, reserveSize };
}

/**
 * A position of `game` where suit s has `left[s]` cards not yet home (its highest ranks, of the first
 * deck; the other decks' cards are home), placed by
 * `slots`: each card goes to the pile `slots[i] % piles` (rows that may hold cards, then free cells),
 * in the order given by `order` (a list of indexes, used as a permutation of the cards).
 */
export function fewCardsPosition(game: AnyGameId, left: readonly number[], order: readonly number[], slots: readonly number[], rules: GameRules = GAMES[game]): Position {
  const cards: Card[] = [];
  const foundations = [0, 1, 2, 3].map((s) => 13 - (left[s] ?? 0));
  for (let s = 0; s < 4; s++) for (let r = foundations[s]! + 1; r <= 13; r++) cards.push(s * 13 + r - 1);
  // a stable permutation of the cards from the order keys
  const keyed = cards.map((c, i) => ({ c, k: order[i] ?? i, i }));
  keyed.sort((a, b) => a.k - b.k || a.i - b.i);
  const rows: Card[][] = Array.from({ length: rowCount(rules) }, () => []);
  const cells: Card[] = Array.from({ length: rules.cells }, () => NO_CARD);
  // auxiliary rows may hold cards (they start full in Masterpiece): every row is a place to put one
  const piles = rows.length + cells.length;
  keyed.forEach(({ c }, i) => {
    let pile = (slots[i] ?? i) % piles;
    if (pile >= rows.length) {
      const cell = pile - rows.length;
      if (cells[cell] === NO_CARD) {
        cells[cell] = c;
        return;
      }
      pile = pile % rows.length;
    }
    rows[pile]!.push(c);
  });
  // foundations that hold cards from the Ace: a chosen base is then the Ace, set; with more decks the
  // other decks' piles are full, so the cards left are the first deck's
  const piles4 = Array.from({ length: 4 * rules.decks }, (_, i) => (i < 4 ? foundations[i]! : 13));
  return createPosition(rules, rows, piles4, cells, 1);
}

/**
 * A position of `rules` with foundations built from `base` (chosen-base games) or the Ace, foundation
 * pile i (suit i % 4; 4 * decks of them) having `left[i]` cards not yet home (the ones after its top,
 * wrapping K to A where the foundations wrap; pile i's are deck i / 4's cards), dealt by `slots` into
 * the rows and cells in the order `order` gives. A suit's piles are kept in descending order of count,
 * as the engine keeps them (all the piles, where foundations ignore suit: the cards pile i lacks are
 * then still of suit i % 4, one way of filling piles that hold ranks). Where there is a stock, a
 * waste and a reserve, `slots` places cards there too (the reserve up to its size).
 */
export function familyPosition(rules: GameRules, givenBase: number, left: readonly number[], order: readonly number[], slots: readonly number[]): Position {
  // foundations that start with the King (Zerline) have no other base
  const base = rules.foundationBase === 'king' ? 13 : givenBase;
  const piles = 4 * rules.decks;
  const counts = Array.from({ length: piles }, (_, i) => 13 - (left[i] ?? 0));
  // piles that ignore suit are all interchangeable: kept in descending order as one set; where rows
  // feed given piles, each keeps its place
  if (rules.foundationSuit === 'any') {
    if (rules.rowFeeds === null) counts.sort((a, b) => b - a);
  } else if (!namesFoundationPile(rules)) {
    // (Chequers' Ace and King piles of a suit keep their places)
    for (let s = 0; s < 4; s++) {
      const suit = counts.filter((_, i) => i % 4 === s).sort((a, b) => b - a);
      suit.forEach((n, k) => (counts[4 * k + s] = n));
    }
  }
  const foundations = counts;
  const cards: Card[] = [];
  for (let i = 0; i < piles; i++) for (let k = foundations[i]! + 1; k <= 13; k++) cards.push(makeCard(i % 4, pileBuildsDown(rules, i) ? 14 - k : foundationRankAt(base, k), Math.floor(i / 4)));
  const keyed = cards.map((c, i) => ({ c, k: order[i] ?? i, i })).sort((a, b) => a.k - b.k || a.i - b.i);
  const rows: Card[][] = rules.rowLengths.map(() => []);
  const cells: Card[] = Array.from({ length: rules.cells }, () => NO_CARD);
  // where there is a stock, a waste and a reserve (Zerline) they are places too, after the cells
  const side = { stock: [] as Card[], waste: [] as Card[], reserve: [] as Card[] };
  const sides = [...(rules.stock ? [side.stock, side.waste] : []), ...(rules.reserveSize > 0 ? [side.reserve] : [])];
  keyed.forEach(({ c }, i) => {
    const pile = (slots[i] ?? i) % (rows.length + cells.length + sides.length);
    const extra = pile - rows.length - cells.length;
    if (extra >= 0 && (sides[extra] !== side.reserve || side.reserve.length < rules.reserveSize)) sides[extra]!.push(c);
    else if (pile >= rows.length && extra < 0 && cells[pile - rows.length] === NO_CARD) cells[pile - rows.length] = c;
    else rows[pile % rows.length]!.push(c);
  });
  return createPosition(rules, rows, foundations, cells, base, side);
}
