import { describe, it, expect } from 'vitest';
import { foundationPile } from '../../../shared/engine/moves';
import { suitPile } from './pile-helpers';
import { GAMES } from '../../../shared/engine/games';
import { RANK_OF, makeCard } from '../../../shared/engine/cards';
import { countCards, createPosition, foundationTopRank, positionsEqual, clonePosition, type Position } from '../../../shared/engine/position';
import { dealPosition } from '../../../shared/engine/deal';
import { mulberry32, shuffle } from '../../../shared/engine/rng';
import {
  MOVE_ERROR_TEXT,
  applyMove,
  canGoHome,
  checkMove,
  compulsoryMoves,
  legalMoves,
  makeMove,
  nextCompulsoryMove,
  undoMove,
} from '../../../shared/engine/moves';
import { GameRecord } from '../../../shared/engine/record';
import { autoFinishMoves, autoSafeMoves } from '../../../shared/engine/autofinish';
import { formatPosition } from '../../../shared/formats/position-text';
import { parsePosition } from '../../../shared/formats';
import { movesToText, playMoveText } from '../../../shared/formats/move-text';
import { solve } from '../../../shared/solver/api/solve';

// Rittenhouse (PySolFC bc:680-752): four foundations from the Ace up and four from the King down,
// regardless of suit; rows 1-4 feed piles 1-4, row 5 any pile, rows 6-9 piles 5-8; and play is
// compulsory, in the deal too.

const rules = GAMES.rittenhouse;
/** A card of rank `rank` (1..13) of suit `suit`, first deck unless `deck` says. */
const card = (suit: number, rank: number, deck = 0): number => makeCard(suit, rank, deck);
const rows9 = (tops: Partial<Record<number, number[]>>): number[][] => Array.from({ length: 9 }, (_, r) => tops[r] ?? []);

describe('Rittenhouse: the deal', () => {
  it('deals round by round and sends home what a foundation takes after each round, as PySolFC does', () => {
    for (const n of [1, 2, 3, 77, 4000]) {
      // an independent replay of bc:728-750: dealRowAvail, then fillAll (first row, first pile, again)
      const deck = Array.from({ length: 104 }, (_, c) => c);
      shuffle(deck, mulberry32(n));
      const rows: number[][] = Array.from({ length: 9 }, () => []);
      const piles = new Array<number>(8).fill(0);
      const feeds = rules.rowFeeds!;
      const takes = (pile: number, c: number): boolean => piles[pile]! < 13 && RANK_OF[c] === (pile >= 4 ? 13 - piles[pile]! : piles[pile]! + 1);
      let next = 0;
      while (next < deck.length) {
        for (let r = 0; r < 9 && next < deck.length; r++) rows[r]!.push(deck[next++]!);
        for (let moved = true; moved; ) {
          moved = false;
          for (let r = 0; r < 9 && !moved; r++) {
            const top = rows[r]!.at(-1);
            const pile = top === undefined ? undefined : feeds[r]!.find((f) => takes(f, top));
            if (pile !== undefined) {
              rows[r]!.pop();
              piles[pile]!++;
              moved = true;
            }
          }
        }
      }
      const p = dealPosition('rittenhouse', n);
      expect(p.rows).toEqual(rows);
      expect(p.foundations).toEqual(piles);
      expect(countCards(p).every((k) => k === 2)).toBe(true);
      // nothing is due when the player takes over
      expect(nextCompulsoryMove(p)).toBe(-1);
    }
  });
});

describe('Rittenhouse: which row feeds which pile', () => {
  it('rows 1-4 feed their own pile, row 5 any, rows 6-9 the pile above them; a pile builds up from the Ace or down from the King', () => {
    const p = createPosition(rules, rows9({ 0: [card(0, 1)], 1: [card(1, 1)], 5: [card(2, 13)], 8: [card(3, 13)] }), [0, 0, 0, 0, 0, 0, 0, 0]);
    expect(canGoHome(p, card(0, 1), 0)).toBe(true);
    // the first move compulsory play makes: row 1's Ace to pile 1
    expect(nextCompulsoryMove(p)).toBe(makeMove(card(0, 1), 0, suitPile(card(0, 1))));
    const played = compulsoryMoves(p);
    expect(played).toEqual([makeMove(card(0, 1), 0, foundationPile(0)), makeMove(card(1, 1), 1, foundationPile(1)), makeMove(card(2, 13), 5, foundationPile(4)), makeMove(card(3, 13), 8, foundationPile(7))]);
    for (const m of played) applyMove(p, m);
    expect(p.foundations).toEqual([1, 1, 0, 0, 1, 0, 0, 1]);
    expect([0, 4, 7].map((pile) => foundationTopRank(p, pile))).toEqual([1, 13, 13]);
  });

  it('a row refuses a pile it does not feed, and says so', () => {
    // pile 1 holds A-2; row 2's 3 would go there, but row 2 feeds pile 2 only, which wants an Ace
    const p = createPosition(rules, rows9({ 1: [card(0, 3)], 2: [card(0, 9)] }), [2, 0, 0, 0, 0, 0, 0, 0]);
    expect(canGoHome(p, card(0, 3), 1)).toBe(false);
    expect(canGoHome(p, card(0, 3))).toBe(true);
    expect(checkMove(p, makeMove(card(0, 3), 1, suitPile(card(0, 3))))).toEqual({ ok: false, error: 'row-does-not-feed' });
    expect(nextCompulsoryMove(p)).toBe(-1);
  });

  it('row 5 sends a card to the first pile that takes it, and undo takes it from that very pile', () => {
    // piles 1 and 2 at the 4 and the 5; row 5's 5 goes onto pile 1, and then both show a 5
    const p = createPosition(rules, rows9({ 4: [card(0, 9), card(2, 5)], 6: [card(1, 7)] }), [4, 5, 0, 0, 0, 0, 0, 0]);
    const before = clonePosition(p);
    const m = nextCompulsoryMove(p);
    expect(m).toBe(makeMove(card(2, 5), 4, foundationPile(0)));
    applyMove(p, m);
    expect(p.foundations.slice(0, 2)).toEqual([5, 5]);
    undoMove(p, m);
    expect(p.foundations.slice(0, 2)).toEqual([4, 5]);
    expect(positionsEqual(p, before)).toBe(true);
  });
});

describe('Rittenhouse: play is compulsory', () => {
  /** Row 1 holds 9 over 2, row 2 an 8: moving the 9 onto the 8 uncovers the 2 that pile 1 (at the Ace) takes. */
  const position = (): Position => createPosition(rules, rows9({ 0: [card(0, 2), card(1, 9)], 1: [card(2, 8)], 3: [card(3, 6)] }), [1, 0, 0, 0, 0, 0, 0, 0]);

  it('while a compulsory move is due it is the only legal move, and any other gets a clear error', () => {
    const p = position();
    applyMove(p, makeMove(card(1, 9), 0, 1));
    const due = makeMove(card(0, 2), 0, foundationPile(0));
    expect(nextCompulsoryMove(p)).toBe(due);
    expect(legalMoves(p)).toEqual([due]);
    // the 6 could go to an empty row, but the 2 must go home first
    expect(checkMove(p, makeMove(card(3, 6), 3, 2))).toEqual({ ok: false, error: 'compulsory-move-first' });
    expect(checkMove(p, due)).toEqual({ ok: true, value: due });
  });

  it('the record joins the compulsory moves to the move that made them due: one Undo, one Redo', () => {
    const rec = new GameRecord({ kind: 'position', game: 'rittenhouse', position: position() });
    const start = rec.start();
    expect(rec.play(makeMove(card(1, 9), 0, 1)).ok).toBe(true);
    for (const m of compulsoryMoves(rec.position)) expect(rec.play(m).ok).toBe(true);
    expect(rec.moveCount).toBe(2);
    expect(rec.position.foundations[0]).toBe(2);
    rec.undo();
    expect(rec.moveCount).toBe(0);
    expect(positionsEqual(rec.position as Position, start)).toBe(true);
    rec.redo();
    expect(rec.moveCount).toBe(2);
    expect(rec.position.foundations[0]).toBe(2);
  });

  it('auto-finish starts with the foundation play that is due, and goes on from there', () => {
    // row 5 (which feeds any pile) holds a 3 that pile 1 takes once the due 2 is home: both, the due one first
    const p = position();
    p.rows[4] = [card(3, 3)];
    applyMove(p, makeMove(card(1, 9), 0, 1));
    const due = makeMove(card(0, 2), 0, foundationPile(0));
    expect(autoFinishMoves(p)).toEqual([due, makeMove(card(3, 3), 4, foundationPile(0))]);
    // with nothing behind it the due play alone is still a card home: auto-finish offers it
    const q = position();
    applyMove(q, makeMove(card(1, 9), 0, 1));
    expect(autoFinishMoves(q)).toEqual([due]);
    // no card is proved safe on these foundations (a half goes down): the auto-move setting plays none
    expect(autoSafeMoves(q)).toEqual([]);
  });

  it('a random game keeps every card, offers only the compulsory move while one is due, and undoes to its deal', () => {
    for (let g = 0; g < 40; g++) {
      const p = dealPosition('rittenhouse', 100 + g);
      const start = clonePosition(p);
      const next = mulberry32(g);
      const played: number[] = [];
      for (let i = 0; i < 300; i++) {
        const moves = legalMoves(p);
        if (moves.length === 0) break;
        for (const m of moves) expect(checkMove(p, m).ok).toBe(true);
        const due = nextCompulsoryMove(p);
        if (due >= 0) expect(moves).toEqual([due]);
        const m = moves[next() % moves.length]!;
        applyMove(p, m);
        played.push(m);
        expect(countCards(p).every((k) => k === 2)).toBe(true);
      }
      for (let i = played.length - 1; i >= 0; i--) undoMove(p, played[i]!);
      expect(positionsEqual(p, start)).toBe(true);
    }
  });
});

describe('Rittenhouse: board text', () => {
  it('writes each pile\'s top rank in pile order, a pile built down from the King included, and reads it back', () => {
    const p = dealPosition('rittenhouse', 5);
    const text = formatPosition(p);
    expect(text.split('\n')[0]).toBe('Foundations: A A 2 0 K K K K');
    const back = parsePosition(text, 'rittenhouse');
    expect(back.ok && positionsEqual(back.value, p)).toBe(true);
  });

  it('keeps the piles where the text puts them: they are not interchangeable here', () => {
    const p = dealPosition('rittenhouse', 5);
    const text = formatPosition(p).replace(/^Foundations: .*$/m, 'Foundations: 2 A A 0 K K K K');
    const back = parsePosition(text, 'rittenhouse');
    expect(back.ok && back.value.foundations).toEqual([2, 1, 1, 0, 1, 1, 1, 1]);
  });

  it('counts a pile built down as the cards from the King to its top', () => {
    const p = dealPosition('rittenhouse', 5);
    // pile 5 at the Queen holds two cards: one Queen too many unless a Queen leaves the rows
    const text = formatPosition(p).replace(/^Foundations: .*$/m, 'Foundations: A A 2 0 Q K K K');
    const back = parsePosition(text, 'rittenhouse');
    expect(!back.ok && back.error.message).toBe('line 1: Rittenhouse has 8 cards of rank Q, and the board has 8 on the rows and cells and 1 on the foundations: a foundation holds one card of every rank up to its top');
  });
});

describe('Rittenhouse: move lists', () => {
  it('a list may leave out the compulsory moves: it plays the same moves to the same position', () => {
    const start = dealPosition('rittenhouse', 4);
    const line = solve(start).moves;
    expect(line.length).toBeGreaterThan(100);
    // the line's text without the moves that were compulsory when their turn came
    const p = clonePosition(start);
    const forced = line.map((m) => {
      const due = nextCompulsoryMove(p) === m;
      applyMove(p, m);
      return due;
    });
    const words = movesToText(line, start).split(/\s+/);
    expect(words).toHaveLength(line.length);
    const own = words.filter((_, i) => !forced[i]);
    expect(own.length).toBeLessThan(line.length);
    const full = GameRecord.fromDeal('rittenhouse', 4);
    const short = GameRecord.fromDeal('rittenhouse', 4);
    expect(playMoveText(full, words.join(' ')).ok).toBe(true);
    expect(playMoveText(short, own.join(' ')).ok).toBe(true);
    // the short list stops before the compulsory moves its last move made due: the rules make them next
    for (const m of compulsoryMoves(short.position)) short.play(m);
    expect(short.moves()).toEqual(full.moves());
    expect(short.won && full.won).toBe(true);
  });

  it('a move that is not legal gets its error, compulsory moves or not', () => {
    const rec = GameRecord.fromDeal('rittenhouse', 4);
    const played = playMoveText(rec, '1h');
    expect(played.ok).toBe(false);
    expect(!played.ok && played.error.reason).toBe(MOVE_ERROR_TEXT['not-next-on-foundation']);
  });
});
