import { describe, it, expect } from 'vitest';
import { GAMES, type GameRules } from '../../../shared/engine/games';
import { type Position, createPosition } from '../../../shared/engine/position';
import { makeCard, NO_CARD, type Card } from '../../../shared/engine/cards';
import { PositionHash, RANK_CODES, mergedCodes, suitBlind } from '../../../shared/solver/spaces/engine-hash';

const hashOf = (p: Position, canonical = true, codes?: Uint8Array): string => {
  const h = new PositionHash(p, canonical, codes);
  h.compute();
  return `${h.hashA}:${h.hashB}`;
};

const H = (rank: number): Card => makeCard(0, rank);
const S = (rank: number): Card => makeCard(3, rank);

describe('the engine position hash', () => {
  it('by rank alone (RANK_CODES) where no rule reads a suit: suits swapped, the same hash; ranks or order changed, not', () => {
    expect((Object.keys(GAMES) as (keyof typeof GAMES)[]).filter((g) => suitBlind(GAMES[g])).sort()).toEqual(['castle-of-indolence', 'rittenhouse']);
    const rules = GAMES['castle-of-indolence'];
    const at = (rows: Card[][]): Position => createPosition(rules, [...rows, ...Array.from({ length: rules.rowLengths.length - rows.length }, () => [])], [8, 8, 8, 8, 8, 8, 8, 8]);
    const a = at([[H(9), S(11)], [S(10)], [H(12)]]);
    const swapped = at([[S(9), H(11)], [H(10)], [S(12)]]);
    expect(hashOf(swapped, true, RANK_CODES)).toBe(hashOf(a, true, RANK_CODES));
    expect(hashOf(swapped)).not.toBe(hashOf(a));
    expect(hashOf(at([[H(9), S(12)], [S(10)], [H(11)]]), true, RANK_CODES)).not.toBe(hashOf(a, true, RANK_CODES));
    expect(hashOf(at([[S(11), H(9)], [S(10)], [H(12)]]), true, RANK_CODES)).not.toBe(hashOf(a, true, RANK_CODES));
  });

  it('merged (mergedCodes): only the cards above their suit\'s erase lose their suit', () => {
    const pw = GAMES['penelopes-web'];
    const at = (rows: Card[][]): Position => createPosition(pw, [...rows, ...Array.from({ length: 8 - rows.length }, () => [])], [3, 0, 0, 3]);
    // hearts and spades merged above 5: their 7s swap freely, their 4s do not
    const codes = mergedCodes([5, 13, 13, 5]);
    expect(hashOf(at([[H(7), S(4)], [S(7), H(4)]]), true, codes)).toBe(hashOf(at([[S(7), S(4)], [H(7), H(4)]]), true, codes));
    expect(hashOf(at([[H(9), S(4)], [H(4)]]), true, codes)).not.toBe(hashOf(at([[H(9), H(4)], [S(4)]]), true, codes));
    expect(hashOf(at([[H(9), S(4)], [H(4)]]), true, mergedCodes([3, 13, 13, 3]))).toBe(hashOf(at([[H(9), H(4)], [S(4)]]), true, mergedCodes([3, 13, 13, 3])));
    // a suit told apart (erase 13) keeps every card's face
    const C7 = makeCard(1, 7);
    expect(hashOf(at([[C7, S(4)], [H(7), H(4)]]), true, codes)).not.toBe(hashOf(at([[H(7), S(4)], [C7, H(4)]]), true, codes));
    expect(hashOf(at([[C7, S(4)], [H(7), H(4)]]), true, mergedCodes([5, 5, 13, 5]))).toBe(hashOf(at([[H(7), S(4)], [C7, H(4)]]), true, mergedCodes([5, 5, 13, 5])));
  });

  it('tells the stock, the waste and the reserve apart (Zerline, Soother), at every height a waste reaches', () => {
    const side = (stock: Card[], waste: Card[], reserve: Card[], rules: GameRules = GAMES.zerline) =>
      hashOf(createPosition(rules, Array.from({ length: rules.rowLengths.length }, () => []), [], [], rules.foundationBase === 'king' ? 13 : 1, { stock, waste, reserve }));
    const a = side([H(2)], [H(3), S(4)], [S(5)]);
    expect(side([H(2)], [H(3), S(4)], [S(5)])).toBe(a);
    expect(side([H(2)], [S(4), H(3)], [S(5)])).not.toBe(a);
    expect(side([H(2)], [H(3), S(4), S(5)], [])).not.toBe(a);
    expect(side([H(2)], [H(3)], [S(5), S(4)])).not.toBe(a);
    expect(side([], [H(3), S(4)], [S(5)])).not.toBe(a);
    // a waste of 160 cards (Soother): a card's height past 104 is not another face's height
    const long = Array.from({ length: 160 }, (_, i) => makeCard(i % 4, (i % 13) + 1, Math.floor(i / 52)));
    const other = long.slice();
    [other[150], other[151]] = [other[151]!, other[150]!];
    expect(side([], long, [], GAMES.soother)).not.toBe(side([], other, [], GAMES.soother));
  });

  const fastness = GAMES.fastness;
  const rows = (...order: number[]): Card[][] => {
    const all: Card[][] = [[H(5), H(9)], [S(7)], [], [S(13), H(12), S(11)], [], [], [], []];
    return order.map((i) => all[i]!);
  };

  it('with more decks, identical cards are one: which deck\'s 7S lies where does not matter, the faces do', () => {
    const lightweight = GAMES.lightweight;
    const empty = (): Card[][] => Array.from({ length: 12 }, () => []);
    const first = empty();
    first[0] = [makeCard(3, 7, 0), H(5)];
    first[1] = [makeCard(3, 7, 1)];
    const swapped = empty();
    swapped[0] = [makeCard(3, 7, 1), H(5)];
    swapped[1] = [makeCard(3, 7, 0)];
    const other = empty();
    other[0] = [makeCard(3, 8, 0), H(5)];
    other[1] = [makeCard(3, 7, 1)];
    const f = new Array<number>(8).fill(1);
    expect(hashOf(createPosition(lightweight, first, f))).toBe(hashOf(createPosition(lightweight, swapped, f)));
    expect(hashOf(createPosition(lightweight, first, f))).not.toBe(hashOf(createPosition(lightweight, other, f)));
  });

  it('main rows are a multiset: which row holds what does not matter, unless told to keep indexes', () => {
    const a = createPosition(fastness, rows(0, 1, 2, 3, 4, 5, 6, 7));
    const b = createPosition(fastness, rows(3, 2, 1, 0, 7, 6, 5, 4));
    expect(hashOf(a)).toBe(hashOf(b));
    expect(hashOf(a, false)).not.toBe(hashOf(b, false));
  });

  it('the order of cards within a row matters, and so does a card moved to another row', () => {
    const a = createPosition(fastness, rows(0, 1, 2, 3, 4, 5, 6, 7));
    const swapped = createPosition(fastness, [[H(9), H(5)], ...rows(1, 2, 3, 4, 5, 6, 7)]);
    const moved = createPosition(fastness, [[H(5)], [S(7), H(9)], ...rows(2, 3, 4, 5, 6, 7)]);
    expect(hashOf(swapped)).not.toBe(hashOf(a));
    expect(hashOf(moved)).not.toBe(hashOf(a));
  });

  it('free cells are a multiset; a card in a cell is not the same as in a row', () => {
    const base = rows(0, 1, 2, 3, 4, 5, 6, 7);
    const a = createPosition(fastness, base, [0, 0, 0, 0], [H(1), NO_CARD]);
    const b = createPosition(fastness, base, [0, 0, 0, 0], [NO_CARD, H(1)]);
    const inRow = createPosition(fastness, [[H(5), H(9)], [S(7)], [H(1)], ...rows(3, 4, 5, 6, 7)], [0, 0, 0, 0], [NO_CARD, NO_CARD]);
    expect(hashOf(a)).toBe(hashOf(b));
    expect(hashOf(inRow)).not.toBe(hashOf(a));
  });

  it('reserves are not free cells: the same cards hash apart by the cells\' kind', () => {
    const reserveRules: GameRules = { ...fastness, cellKind: 'reserve' };
    const base = rows(0, 1, 2, 3, 4, 5, 6, 7);
    const free = createPosition(fastness, base, [0, 0, 0, 0], [H(1), S(1)]);
    const reserve = createPosition(reserveRules, base, [0, 0, 0, 0], [H(1), S(1)]);
    const reserveSwapped = createPosition(reserveRules, base, [0, 0, 0, 0], [S(1), H(1)]);
    expect(hashOf(reserve)).not.toBe(hashOf(free));
    expect(hashOf(reserve)).toBe(hashOf(reserveSwapped));
  });

  it('an auxiliary row keeps its place: its cards in a main row are another position', () => {
    const mp = GAMES.masterpiece;
    const ten = (aux: Card[], main: Card[]): Position => createPosition(mp, [main, [], [], [], aux, [], [], [], [], []]);
    expect(hashOf(ten([H(4)], []))).not.toBe(hashOf(ten([], [H(4)])));
  });

  it('foundation counts and the base rank are part of the position', () => {
    const base = rows(0, 1, 2, 3, 4, 5, 6, 7);
    const a = createPosition(fastness, base, [1, 0, 0, 0]);
    const b = createPosition(fastness, base, [0, 1, 0, 0]);
    expect(hashOf(a)).not.toBe(hashOf(b));
    const chosen = (rank: number): Position => ({ ...a, base: rank }) as Position;
    expect(hashOf(chosen(5))).not.toBe(hashOf(chosen(6)));
    expect(hashOf(chosen(0))).not.toBe(hashOf(chosen(5)));
  });

  it('refreshing a row after a change gives the hash of the changed position', () => {
    const p = createPosition(fastness, rows(0, 1, 2, 3, 4, 5, 6, 7));
    const h = new PositionHash(p, true);
    p.rows[2]!.push(p.rows[1]!.pop()!);
    h.refreshRow(1);
    h.refreshRow(2);
    h.compute();
    expect(`${h.hashA}:${h.hashB}`).toBe(hashOf(createPosition(fastness, p.rows)));
  });
});
