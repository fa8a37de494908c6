import { describe, it, expect } from 'vitest';
import { alike, suitPile } from './pile-helpers';
import { GAMES } from '../../../shared/engine/games';
import { NO_CARD, cardToText, makeCard } from '../../../shared/engine/cards';
import { countCards, createPosition, foundationTopCard, foundationTopRank, positionsEqual, clonePosition, idsUnique, isWon, type Position } from '../../../shared/engine/position';
import { dealPosition } from '../../../shared/engine/deal';
import { mulberry32, shuffle } from '../../../shared/engine/rng';
import { ANY_FOUNDATION, MOVE_ERROR_TEXT, RESERVE, STOCK, WASTE, applyMove, foundationIndex, foundationPile, isFoundationPile, checkMove, legalMoves, makeMove, pileExists, resolveMove, undoMove } from '../../../shared/engine/moves';
import { GameRecord } from '../../../shared/engine/record';
import { autoFinishMoves } from '../../../shared/engine/autofinish';
import { formatPosition, parsePosition } from '../../../shared/formats/position-text';
import { movesToText, parseMoveText, playMoveText } from '../../../shared/formats/move-text';
import { moveError } from './helpers';

// Zerline (PySolFC bc:490-565): foundations from the King, then A to Q; an empty row takes only a
// Queen; a face-down stock turned one card at a time onto a waste, no redeal; a reserve of four
// (six with three decks) that takes cards from the rows only.

const rules = GAMES.zerline;
const card = (suit: number, rank: number, deck = 0): number => makeCard(suit, rank, deck);
const H = 0;
const C = 1;
const S = 3;
const rows8 = (tops: Partial<Record<number, number[]>>): number[][] => Array.from({ length: 8 }, (_, r) => tops[r] ?? []);
/** A Zerline position with the given rows and side piles, every other card home (the piles full). */
function zerline(tops: Partial<Record<number, number[]>>, side: { stock?: number[]; waste?: number[]; reserve?: number[] }, foundations: number[]): Position {
  return createPosition(rules, rows8(tops), foundations, [], 13, side);
}
describe('Zerline: the deal', () => {
  it('deals five cards to each of eight rows, puts the rest in the stock in order and turns the first', () => {
    for (const n of [1, 2, 42]) {
      // an independent replay: the shuffled deck, round-robin over eight rows, then the stock from the next card
      const deck = Array.from({ length: 104 }, (_, c) => c);
      shuffle(deck, mulberry32(n));
      const p = dealPosition('zerline', n);
      expect(p.rows.map((r) => r.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5]);
      for (let r = 0; r < 8; r++) expect(p.rows[r]).toEqual([0, 1, 2, 3, 4].map((k) => deck[8 * k + r]));
      expect(p.waste).toEqual([deck[40]]);
      // the next card to turn is the stock's last
      expect(p.stock.slice().reverse()).toEqual(deck.slice(41));
      expect(p.reserve).toEqual([]);
      expect(p.foundations).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(p.base).toBe(13);
    }
  });

  it('Zerline (3 Decks): twelve foundations, the same rows, 115 cards in the stock and a reserve of six', () => {
    const p = dealPosition('zerline-3-decks', 7);
    expect(p.foundations).toHaveLength(12);
    expect(p.rows.map((r) => r.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5]);
    expect(p.stock).toHaveLength(115);
    expect(p.waste).toHaveLength(1);
    expect(GAMES['zerline-3-decks'].reserveSize).toBe(6);
    expect(countCards(p).every((n) => n === 3)).toBe(true);
  });
});

describe('Zerline: foundations from the King', () => {
  it('an empty foundation takes a King only; then the Ace, the 2 ... the Queen', () => {
    const p = zerline({ 0: [card(H, 1)], 1: [card(H, 13)], 2: [card(H, 2)] }, {}, [0, 13, 13, 13, 0, 13, 13, 13]);
    expect(moveError(p, makeMove(card(H, 1), 0, suitPile(card(H, 1))))).toBe('not-next-on-foundation');
    expect(moveError(p, makeMove(card(H, 13), 1, suitPile(card(H, 13))))).toBeNull();
    applyMove(p, makeMove(card(H, 13), 1, suitPile(card(H, 13))));
    expect(foundationTopRank(p, 0)).toBe(13);
    expect(moveError(p, makeMove(card(H, 2), 2, suitPile(card(H, 2))))).toBe('not-next-on-foundation');
    applyMove(p, makeMove(card(H, 1), 0, suitPile(card(H, 1))));
    expect(foundationTopRank(p, 0)).toBe(1);
    applyMove(p, makeMove(card(H, 2), 2, suitPile(card(H, 2))));
    expect(foundationTopRank(p, 0)).toBe(2);
  });

  it('a Queen ends a pile, and the game is won with every pile at the Queen', () => {
    const p = zerline({ 0: [card(S, 12)] }, {}, [13, 13, 13, 12, 13, 13, 13, 13]);
    expect(foundationTopRank(p, 3)).toBe(11);
    applyMove(p, makeMove(card(S, 12), 0, suitPile(card(S, 12))));
    expect(foundationTopRank(p, 3)).toBe(12);
    expect(isWon(p)).toBe(true);
  });
});

describe('Zerline: rows, stock, waste and reserve', () => {
  it('an empty row takes a Queen only, and says so', () => {
    const p = zerline({ 0: [card(H, 11)], 1: [card(C, 12)] }, {}, [11, 11, 13, 13, 13, 13, 13, 13]);
    expect(moveError(p, makeMove(card(H, 11), 0, 2))).toBe('empty-row-takes-queen');
    expect(MOVE_ERROR_TEXT['empty-row-takes-queen']).toBe('only a Queen may fill an empty row');
    expect(moveError(p, makeMove(card(C, 12), 1, 2))).toBeNull();
    // a Jack on the Queen: down regardless of suit
    expect(moveError(p, makeMove(card(H, 11), 0, 1))).toBeNull();
  });

  it('the stock turns its next card onto the waste and nowhere else; the waste takes nothing else', () => {
    const stock = [card(C, 12), card(H, 11)];
    const p = zerline({ 0: [card(H, 12)], 1: [card(C, 11)] }, { stock }, [11, 11, 13, 13, 13, 13, 13, 13]);
    const turn = makeMove(card(H, 11), STOCK, WASTE);
    expect(moveError(p, makeMove(card(H, 11), STOCK, 0))).toBe('stock-to-waste');
    expect(moveError(p, makeMove(card(C, 11), 1, WASTE))).toBe('stock-to-waste');
    expect(moveError(p, makeMove(card(C, 11), 1, STOCK))).toBe('stock-to-waste');
    // the move names the stock's next card: not a deeper one
    expect(moveError(p, makeMove(card(C, 12), STOCK, WASTE))).toBe('wrong-card');
    expect(legalMoves(p)).toContain(turn);
    expect(resolveMove(p, STOCK, WASTE)).toEqual({ ok: true, value: turn });
    applyMove(p, turn);
    expect(p.waste).toEqual([card(H, 11)]);
    // the waste's card plays to a row (the Jack on the Queen) or home, not to the reserve
    expect(moveError(p, makeMove(card(H, 11), WASTE, 0))).toBeNull();
    expect(moveError(p, makeMove(card(H, 11), WASTE, suitPile(card(H, 11))))).toBeNull();
    expect(moveError(p, makeMove(card(H, 11), WASTE, RESERVE))).toBe('reserve-takes-from-rows');
    undoMove(p, turn);
    expect(p.stock).toEqual(stock);
    expect(p.waste).toEqual([]);
    applyMove(p, turn);
    applyMove(p, makeMove(card(C, 12), STOCK, WASTE));
    // no redeal: an empty stock has no move
    expect(moveError(p, makeMove(card(C, 12), STOCK, WASTE))).toBe('empty-source');
    expect(legalMoves(p).some((m) => (m >>> 7) % 128 === STOCK)).toBe(false);
  });

  it('the reserve takes a row card while it holds fewer than four, and gives its top card', () => {
    const row = [card(H, 5), card(H, 6), card(H, 7), card(H, 8), card(H, 9)];
    // hearts at the 4 (K, A, 2, 3, 4): the 5 goes home next
    const p = zerline({ 0: row, 1: [card(C, 7)] }, {}, [5, 13, 13, 13, 13, 13, 13, 13]);
    for (let k = 0; k < 4; k++) {
      const top = p.rows[0]![p.rows[0]!.length - 1]!;
      expect(moveError(p, makeMove(top, 0, RESERVE))).toBeNull();
      applyMove(p, makeMove(top, 0, RESERVE));
    }
    expect(p.reserve).toEqual([card(H, 9), card(H, 8), card(H, 7), card(H, 6)]);
    expect(moveError(p, makeMove(card(H, 5), 0, RESERVE))).toBe('reserve-full');
    expect(MOVE_ERROR_TEXT['reserve-full']).toBe('the reserve is full');
    // its top card only: to a row it builds on, or home
    expect(moveError(p, makeMove(card(H, 6), RESERVE, 1))).toBeNull();
    expect(moveError(p, makeMove(card(H, 9), RESERVE, 1))).toBe('wrong-card');
    applyMove(p, makeMove(card(H, 5), 0, suitPile(card(H, 5))));
    expect(moveError(p, makeMove(card(H, 6), RESERVE, suitPile(card(H, 6))))).toBeNull();
  });

  it("auto-finish sends home the waste's and the reserve's top cards too, but never turns the stock", () => {
    const p = zerline({ 0: [card(H, 11)] }, { stock: [card(S, 12)], waste: [card(H, 12)], reserve: [card(H, 10)] }, [10, 13, 13, 12, 13, 13, 13, 13]);
    const moves = autoFinishMoves(p);
    expect(moves).toEqual([makeMove(card(H, 10), RESERVE, suitPile(card(H, 10))), makeMove(card(H, 11), 0, suitPile(card(H, 11))), makeMove(card(H, 12), WASTE, suitPile(card(H, 12)))]);
    expect(p.stock).toEqual([card(S, 12)]);
  });

  it('games without a stock or a reserve have no such piles', () => {
    const p = dealPosition('beleaguered-castle', 1);
    for (const pile of [STOCK, WASTE, RESERVE]) expect(pileExists(p, pile)).toBe(false);
    expect(moveError(p, makeMove(p.rows[0]![5]!, 0, RESERVE))).toBe('no-such-pile');
  });
});

describe('Soother: a reserve of eight from any pile, foundations that give back', () => {
  const soother = GAMES.soother;
  it('deals nine rows of five, 162 cards in the stock after the first is turned, sixteen empty foundations', () => {
    const p = dealPosition('soother', 3);
    expect(p.rows.map((r) => r.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(p.stock).toHaveLength(162);
    expect(p.waste).toHaveLength(1);
    expect(p.foundations).toEqual(new Array(16).fill(0));
    expect(p.base).toBe(1);
  });

  it("the reserve takes the waste's card and a foundation's top, up to eight; a foundation's card comes back as a copy not in play", () => {
    // hearts: one pile at the 5, one at the 4, the other two full; the first deck's 5 of hearts in row 1
    const foundations = Array.from({ length: 16 }, (_, i) => (i === 0 ? 5 : i === 4 ? 4 : 13));
    const p = createPosition(soother, [[card(H, 5)], [card(C, 6)], [], [], [], [], [], [], []], foundations, [], 1, { stock: [], waste: [card(H, 6, 1)], reserve: [] });
    expect(moveError(p, makeMove(card(H, 6, 1), WASTE, RESERVE))).toBeNull();
    // the 5 on the foundation is the second deck's copy: the first deck's is in row 1
    const back = legalMoves(p).filter((m) => isFoundationPile((m >>> 7) % 128) && (m >>> 14) % 52 === card(H, 5));
    expect(back.length).toBeGreaterThan(0);
    for (const m of back) expect(m >>> 14).toBe(card(H, 5, 1));
    expect(moveError(p, makeMove(card(H, 5), suitPile(card(H, 5)), RESERVE))).toBe('wrong-card');
    expect(moveError(p, makeMove(card(H, 5, 1), suitPile(card(H, 5, 1)), RESERVE))).toBeNull();
    applyMove(p, makeMove(card(H, 5, 1), suitPile(card(H, 5, 1)), RESERVE));
    expect(p.reserve).toEqual([card(H, 5, 1)]);
    expect(idsUnique(p)).toBe(true);
    for (let k = 0; k < 7; k++) p.reserve.push(card(S, 13, k % 4));
    expect(moveError(p, makeMove(card(H, 6, 1), WASTE, RESERVE))).toBe('reserve-full');
  });
});

describe('Zerline: random games', () => {
  it.each(['zerline', 'zerline-3-decks', 'soother'] as const)('%s: every card kept once, every generated move legal and every legal one generated, undo back to the deal', (game) => {
    const rnd = mulberry32(20261202);
    const rows = Array.from({ length: 8 }, (_, r) => r);
    for (let g = 0; g < 4; g++) {
      const p = dealPosition(game, 100 + g);
      const start = clonePosition(p);
      const played: number[] = [];
      const foundations = p.foundations.map((_, k) => foundationPile(k));
      const piles = [...rows, STOCK, WASTE, RESERVE, ...foundations];
      for (let i = 0; i < 150; i++) {
        const moves = legalMoves(p);
        for (const m of moves) expect(checkMove(p, m).ok).toBe(true);
        // every pair of piles: the move of the source's top card is legal exactly when generated (or one alike to it)
        const listed = new Set(moves.map((m) => alike(p, m)));
        for (const from of piles) {
          const top = from === STOCK ? p.stock.at(-1) : from === WASTE ? p.waste.at(-1) : from === RESERVE ? p.reserve.at(-1) : isFoundationPile(from) ? foundationTopCard(p, foundationIndex(from)) : p.rows[from]!.at(-1);
          if (top === undefined || top === NO_CARD) continue;
          for (const to of piles) {
            const m = makeMove(top, from, to);
            expect(checkMove(p, m).ok, `${from} to ${to}`).toBe(listed.has(alike(p, m)));
          }
        }
        if (moves.length === 0) break;
        const m = moves[rnd() % moves.length]!;
        applyMove(p, m);
        played.push(m);
        expect(countCards(p).every((n) => n === GAMES[game].decks)).toBe(true);
        // a card back from a foundation takes a copy's id no other card in play has (Soother)
        expect(idsUnique(p)).toBe(true);
        expect(p.reserve.length).toBeLessThanOrEqual(GAMES[game].reserveSize);
      }
      for (let i = played.length - 1; i >= 0; i--) undoMove(p, played[i]!);
      expect(positionsEqual(p, start)).toBe(true);
      expect(p.stock).toEqual(start.stock);
    }
  });
});

describe('Zerline: text', () => {
  it('board text keeps the reserve, the stock in turning order and the waste, and reads back', () => {
    const p = dealPosition('zerline', 9);
    const rnd = mulberry32(9);
    for (let i = 0; i < 80; i++) {
      const moves = legalMoves(p);
      applyMove(p, moves[rnd() % moves.length]!);
    }
    const text = formatPosition(p);
    expect(text).toMatch(/^Foundations: .*\nReserve:.*\nStock:.*\nWaste:.*\n: /);
    expect(text.split('\n')[2]).toBe('Stock:' + p.stock.slice().reverse().map((c) => ' ' + cardToText(c)).join(''));
    const back = parsePosition(text, 'zerline');
    expect(back.ok && positionsEqual(back.value, p)).toBe(true);
  });

  it('a dealt board shows a King-based foundation as its top card, and refuses a second deck too many', () => {
    const p = zerline({ 0: [card(H, 12)] }, { stock: [], waste: [] }, [1, 13, 13, 13, 13, 13, 13, 13]);
    // pile 1 holds the King alone (top K), pile 2 the King to the Queen (top Q)
    expect(formatPosition(p).split('\n')[0]).toBe('Foundations: H-K C-Q D-Q S-Q H-Q C-Q D-Q S-Q');
    const wrongBase = parsePosition(formatPosition(p) + '\nBase: A', 'zerline');
    expect(wrongBase).toMatchObject({ ok: false, error: { code: 'bad-foundation', message: expect.stringMatching(/start from the King, not from A/) } });
  });

  it('refuses a Stock line in a game without one, and a reserve over its size', () => {
    const castle = formatPosition(dealPosition('beleaguered-castle', 1));
    expect(parsePosition(castle + '\nStock: 5H', 'beleaguered-castle')).toMatchObject({ ok: false, error: { code: 'bad-line', message: expect.stringMatching(/has no stock/) } });
    const text = formatPosition(dealPosition('zerline', 1)).replace('Reserve:', 'Reserve: 2H 3H 4H 5H 6H');
    expect(parsePosition(text, 'zerline')).toMatchObject({ ok: false, error: { code: 'bad-cell', message: expect.stringMatching(/reserve holds at most 4 cards, but the board puts 5/) } });
  });

  it('writes the stock x, the waste y and the reserve z, and a record plays the list back', () => {
    expect(parseMoveText('xy')).toEqual({ ok: true, value: { from: STOCK, to: WASTE } });
    expect(parseMoveText('3z')).toEqual({ ok: true, value: { from: 2, to: RESERVE } });
    expect(parseMoveText('yh')).toEqual({ ok: true, value: { from: WASTE, to: ANY_FOUNDATION } });
    const r = GameRecord.fromDeal('zerline', 1);
    const p = clonePosition(r.position as Position);
    const rnd = mulberry32(5);
    const line: number[] = [];
    for (let i = 0; i < 60; i++) {
      const moves = legalMoves(p);
      const m = moves[rnd() % moves.length]!;
      line.push(m);
      applyMove(p, m);
    }
    const text = movesToText(line, r.position);
    expect(text).toMatch(/\bxy\b/);
    expect(playMoveText(r, text)).toEqual({ ok: true, value: 60 });
    expect(positionsEqual(r.position as Position, p)).toBe(true);
    expect(playMoveText(GameRecord.fromDeal('zerline', 1), 'y3 zz')).toMatchObject({ ok: false });
  });
});
