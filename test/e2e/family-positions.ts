// Hand-made positions of the family games for the browser tests: near-won ones, each needing the
// rule its test is about, and one move from a win for any game.
import { type Card, makeCard, parseCard } from '../../shared/engine/cards';
import { type GameId, GAMES } from '../../shared/engine/games';
import { type Position, createPosition } from '../../shared/engine/position';
import { type Move, foundationPile, makeMove } from '../../shared/engine/moves';

const c = (text: string): Card => {
  const card = parseCard(text);
  if (card < 0) throw new Error(`test typo: ${text}`);
  return card;
};
const cards = (text: string): Card[] => (text.trim() === '' ? [] : text.trim().split(/\s+/).map(c));

/** A position of `game`: rows written nearest the foundations first, foundation counts, cells ('-' empty), the base. */
export function handMade(game: GameId, rows: readonly string[], foundations: readonly number[], cells: readonly string[] = [], base?: number): Position {
  const rules = GAMES[game];
  const all = Array.from({ length: rules.rowLengths.length }, (_, i) => cards(rows[i] ?? ''));
  return createPosition(rules, all, foundations, cells.map((x) => (x === '-' ? -1 : c(x))), base);
}

/**
 * One move from a win in any game: every foundation full but the fourth (the first spades), whose
 * King (Queen, where the piles start from the King) waits on row 1, and the move that wins: the King home, or, where rows feed given piles
 * (Rittenhouse), the King onto the empty row that feeds pile 4, from which play sends it home.
 */
export function oneMoveFromWin(game: GameId): { position: Position; last: Move } {
  const rules = GAMES[game];
  const piles = Array.from({ length: 4 * rules.decks }, (_, pile) => (pile === 3 ? 12 : 13));
  // where the foundations start from the King (Zerline) the last card of a pile is its Queen
  const kingBase = rules.foundationBase === 'king';
  const last = c(kingBase ? 'QS' : 'KS');
  const feeder = rules.rowFeeds?.findIndex((fed) => fed.length === 1 && fed[0] === 3) ?? -1;
  return { position: handMade(game, [kingBase ? 'QS' : 'KS'], piles, [], kingBase ? 13 : 1), last: makeMove(last, 0, feeder >= 0 ? feeder : foundationPile(3)) };
}

/**
 * Chessboard with no base yet: each suit in a row of its own, from the 9 at the exposed end round to
 * the 8 at the bottom, so the first card home (a 9) sets the base and every card follows it up, K to A.
 */
export function chessboardUnbased(): Position {
  const ranks = [8, 7, 6, 5, 4, 3, 2, 1, 13, 12, 11, 10, 9];
  const rows = [0, 1, 2, 3].map((suit) => ranks.map((r) => makeCard(suit, r)));
  return createPosition(GAMES.chessboard, [...rows, [], [], [], [], [], []], [0, 0, 0, 0], [], 0);
}

/**
 * Penelope's Web: the hearts from the 10 up left to play. The 10 lies under the Queen and Jack, and
 * no empty row takes anything but a King: the Queen and Jack must move together onto the King.
 */
export const penelopeRun = (): Position => handMade('penelopes-web', ['TH QH JH', 'KH'], [9, 13, 13, 13]);

/** Castles End with the base 5 set: the 2, 3 and 4 of hearts left, the 3 in a reserve. */
export const castlesEndReserve = (): Position => handMade('castles-end', ['4H 2H'], [10, 13, 13, 13], ['3H', '-'], 5);

/** Bastion: the spades from the 6 up in one row, the 5 on top of its foundation to take back onto the 6. */
export const bastionBack = (): Position => handMade('bastion', ['KS QS JS TS 9S 8S 7S 6S'], [13, 13, 13, 5], ['-', '-']);

/**
 * Lightweight (two decks): every foundation full but the hearts', whose two piles hold A-8. Row 1
 * is one deck's hearts from the King down to the 10; row 2 the other deck's King under a 9; row 3
 * that deck's Queen down to its 9. Both 9s go home, one on each hearts pile, and the other Queen,
 * Jack and 10 must move onto its King as one run before the 10 under them is free.
 */
export function lightweightTwins(): Position {
  const h = (rank: number, deck: number): Card => makeCard(0, rank, deck);
  const rows = [[h(13, 0), h(12, 0), h(11, 0), h(10, 0)], [h(13, 1), h(9, 0)], [h(12, 1), h(11, 1), h(10, 1), h(9, 1)]];
  const foundations = [8, 13, 13, 13, 8, 13, 13, 13];
  return createPosition(GAMES.lightweight, [...rows, ...Array.from({ length: 9 }, () => [])], foundations);
}

/**
 * Castle of Indolence near its end: six foundations at the Queen and two at the Jack (piles that
 * ignore suit: any King or Queen will do), the Queen of hearts on top of reserve 1 (row 9) and the
 * other Kings and a Queen of spades in rows and reserves.
 */
export function indolenceReserve(): Position {
  const rows = ['KH', 'QS', 'KD', 'KS', '', '', '', '', 'KC QH', 'KD', 'KS KH', 'KC'];
  const position = handMade('castle-of-indolence', rows, [12, 12, 12, 12, 12, 12, 11, 11]);
  // the second deck's copies: the Queen of spades and the Kings of rows 3 and 4, reserve 3's top and reserve 4
  const second = (row: number, index: number): void => void (position.rows[row]![index]! += 52);
  for (const [row, index] of [[1, 0], [2, 0], [3, 0], [10, 1], [11, 0]] as const) second(row, index);
  return position;
}

/**
 * Rittenhouse near its end: the four up piles at the Queen, the four down piles at the 2. Rows 1 to 4
 * hold a King under an Ace, so no card can go home (each row feeds its own up pile, which wants a
 * King); rows 5 to 9 are empty. An Ace set on row 5 (which feeds any pile) or on the row under a
 * down pile goes home by itself, and so then does the King it uncovered.
 */
export const rittenhouseEnd = (): Position => handMade('rittenhouse', ['KH AS', 'KC AD', 'KD AH', 'KS AC'], [12, 12, 12, 12, 12, 12, 12, 12]);

/**
 * Zerline near its end: every pile full but the two of hearts, one at the 10 (K, A ... 10) and one
 * at the 9. Row 1 holds the 10 under a Queen, row 2 the other Queen; both Jacks wait in the stock.
 * The Queen over the 10 goes to the reserve (or an empty row, which takes a Queen only) before the
 * 10 goes home; each Jack, turned onto the waste, goes home or onto row 2's Queen.
 */
export const zerlineEnd = (): Position =>
  createPosition(GAMES.zerline, [[c('TH'), c('QH')], [c('QH') + 52], [], [], [], [], [], []], [11, 13, 13, 13, 10, 13, 13, 13], [], 13, { stock: [c('JH') + 52, c('JH')], waste: [] });

/**
 * Chequers near its end: diamonds and spades home; hearts A-6 on the Ace pile and K-8 on the King
 * pile, so both piles want a 7; clubs A-7 and K-7. Each of the 25 rows holds one card still out, the
 * two 7s of hearts in rows 1 and 2; the talon holds the King of clubs. A 7 of hearts onto the King
 * pile empties row 1, which the talon fills by itself; then every card can go home.
 */
export function chequersEnd(): Position {
  const d1 = (text: string): Card => c(text) + 52;
  const rows = [
    c('7H'),
    d1('7H'),
    ...['8H', '9H', 'TH', 'JH', 'QH', 'KH', 'AH', '2H', '3H', '4H', '5H', '6H'].map(d1),
    ...cards('8C 9C TC JC QC 6C 5C 4C 3C 2C AC'),
  ].map((card) => [card]);
  return createPosition(GAMES.chequers, rows, [6, 7, 13, 13, 6, 7, 13, 13], [], 1, { stock: [c('KC')] });
}
