import { describe, expect, it } from 'vitest';
import { suitPile } from './pile-helpers';
import { isFoundationPile, resolveCardMove } from '../../../shared/engine/moves';
import {
  GAMES,
  type GameId,
  type MoveError,
  CELL_BASE,
  ANY_FOUNDATION,
  NO_CARD,
  GameRecord,
  applyMove,
  autoFinishMoves,
  autoSafeMoves,
  buildStep,
  clonePosition,
  countCards,
  dealPosition,
  destinationsFrom,
  findCard,
  foundationMoves,
  foundationTopCard,
  foundationTopRank,
  isSafeFoundationMove,
  legalMoves,
  makeMove,
  planRunMove,
  positionsEqual,
  resolveMove,
  runDestinations,
  runLength,
  undoMove,
  MOVE_ERROR_TEXT,
} from '../../../shared/engine';
import { card, position } from './helpers';

// The one-deck games of FAMILY.md, rule by rule, legal and illegal, on small hand-made positions.
// Rows are 0-based; cells CELL_BASE + i; the foundation ANY_FOUNDATION (a move from it names the card).

const CHOSEN: GameId[] = ['chessboard', 'lasker', 'morphy', 'selective-castle', 'castles-end'];

function verdict(p: ReturnType<typeof position>, from: number, to: number): MoveError | 'legal' {
  const r = resolveMove(p, from, to);
  return r.ok ? 'legal' : r.error;
}
const check = (p: ReturnType<typeof position>, c: string, from: number, to: number): MoveError | 'legal' => {
  const r = resolveCardMove(p, card(c), from, to);
  return r.ok ? 'legal' : r.error;
};

describe('a base the first foundation card chooses', () => {
  it.each(CHOSEN)('%s: any card starts the first foundation and sets the base; the others start with that rank', (game) => {
    const p = position(game, ['7S', '7H', '8H', '6D', 'AC']);
    expect(p.base).toBe(0);
    expect(verdict(p, 0, ANY_FOUNDATION)).toBe('legal');
    applyMove(p, makeMove(card('7S'), 0, suitPile(card('7S'))));
    expect(p.base).toBe(7);
    expect(foundationTopRank(p, 3)).toBe(7);
    expect(foundationTopCard(p, 3)).toBe(card('7S'));
    expect(verdict(p, 1, ANY_FOUNDATION)).toBe('legal');
    expect(verdict(p, 3, ANY_FOUNDATION)).toBe('wrong-base');
    expect(verdict(p, 4, ANY_FOUNDATION)).toBe('wrong-base');
    applyMove(p, makeMove(card('7H'), 1, suitPile(card('7H'))));
    expect(verdict(p, 2, ANY_FOUNDATION)).toBe('legal'); // 8H on 7H
  });

  it.each(CHOSEN)('%s: undoing the first foundation card unsets the base', (game) => {
    const p = position(game, ['5D', '5C']);
    const before = clonePosition(p);
    const m = makeMove(card('5D'), 0, suitPile(card('5D')));
    applyMove(p, m);
    const second = makeMove(card('5C'), 1, suitPile(card('5C')));
    applyMove(p, second);
    undoMove(p, second);
    expect(p.base).toBe(5); // one foundation still holds its card
    undoMove(p, m);
    expect(p.base).toBe(0);
    expect(positionsEqual(p, before)).toBe(true);
  });

  it.each(CHOSEN)('%s: the foundations wrap from King to Ace, thirteen cards from the base', (game) => {
    const p = position(game, ['AH', '2H', 'KS'], { foundations: [3, 0, 0, 0], base: 11 }); // JH QH KH home
    expect(foundationTopRank(p, 0)).toBe(13);
    expect(verdict(p, 0, ANY_FOUNDATION)).toBe('legal');
    expect(verdict(p, 1, ANY_FOUNDATION)).toBe('not-next-on-foundation');
    expect(verdict(p, 2, ANY_FOUNDATION)).toBe('wrong-base');
    applyMove(p, makeMove(card('AH'), 0, suitPile(card('AH'))));
    expect(foundationTopCard(p, 0)).toBe(card('AH'));
    expect(findCard(p, card('AH'))).toEqual({ kind: 'foundation' });
    expect(findCard(p, card('JH'))).toEqual({ kind: 'foundation' });
    const full = position(game, [], { foundations: [13, 13, 13, 13], base: 11 });
    expect(countCards(full).every((k) => k === 1)).toBe(true);
    expect(foundationTopCard(full, 2)).toBe(card('TD'));
  });

  it('a game from the Ace keeps its base 1, and a foundation of an Ace game does not wrap', () => {
    const p = position('bastion', ['KH', 'AH'], { foundations: [12, 0, 0, 0] });
    expect(p.base).toBe(1);
    expect(verdict(p, 0, ANY_FOUNDATION)).toBe('legal');
    expect(verdict(p, 1, ANY_FOUNDATION)).toBe('not-next-on-foundation'); // the Ace is home: an Ace game never wraps
  });

  it.each(['chessboard', 'lasker', 'morphy', 'selective-castle'] as const)('%s: a card never leaves a foundation', (game) => {
    const p = position(game, [''], { foundations: [2, 0, 0, 0], base: 4 });
    expect(check(p, '5H', ANY_FOUNDATION, 0)).toBe('from-foundation');
    expect(verdict(p, ANY_FOUNDATION, 0)).toBe('from-foundation');
  });
});

describe('Castles End: the base first, reserves that only give, foundation cards above the base come back', () => {
  const reserves = ['9C', '4H'];
  it('takes no card on a row or a reserve until a first card sets the base', () => {
    const p = position('castles-end', ['8D', '', 'TD'], { cells: reserves });
    expect(verdict(p, 0, 1)).toBe('base-not-set');
    expect(verdict(p, CELL_BASE, 2)).toBe('base-not-set');
    expect(verdict(p, 0, CELL_BASE)).toBe('reserve-takes-nothing');
    expect(legalMoves(p).every((m) => isFoundationPile(m & 127))).toBe(true);
    expect(legalMoves(p)).toHaveLength(4);
    expect(verdict(p, CELL_BASE + 1, ANY_FOUNDATION)).toBe('legal');
    applyMove(p, makeMove(card('4H'), CELL_BASE + 1, suitPile(card('4H'))));
    expect(p.base).toBe(4);
    expect(verdict(p, CELL_BASE, 0)).toBe('legal'); // 9C on 8D: alternate colours, up
    expect(verdict(p, 0, 1)).toBe('legal');
    expect(verdict(p, 0, CELL_BASE + 1)).toBe('reserve-takes-nothing'); // an emptied reserve stays empty
    expect(verdict(p, CELL_BASE, CELL_BASE + 1)).toBe('reserve-takes-nothing');
  });

  it('lets a foundation card above the base back into play, never the base card', () => {
    const p = position('castles-end', ['6S', '3C', ''], { foundations: [2, 1, 0, 0], base: 4, cells: ['-', '-'] }); // 4H 5H, 4C
    expect(check(p, '5H', ANY_FOUNDATION, 0)).toBe('legal'); // 5H on 6S
    expect(check(p, '5H', ANY_FOUNDATION, 2)).toBe('legal');
    expect(check(p, '4C', ANY_FOUNDATION, 2)).toBe('foundation-keeps-base');
    expect(check(p, '4H', ANY_FOUNDATION, 2)).toBe('wrong-card');
    expect(check(p, '5H', ANY_FOUNDATION, 1)).toBe('does-not-build');
    expect(check(p, '5H', ANY_FOUNDATION, CELL_BASE)).toBe('reserve-takes-nothing');
    expect(check(p, '5H', ANY_FOUNDATION, ANY_FOUNDATION)).toBe('same-pile');
    expect(verdict(p, ANY_FOUNDATION, 0)).toBe('legal');
    const m = makeMove(card('5H'), suitPile(card('5H')), 0);
    expect(legalMoves(p)).toContain(m);
    const before = clonePosition(p);
    applyMove(p, m);
    expect(p.foundations[0]).toBe(1);
    expect(p.rows[0]).toEqual([card('6S'), card('5H')]);
    undoMove(p, m);
    expect(positionsEqual(p, before)).toBe(true);
  });

  it('deals one card to each reserve, then five to each of the ten rows', () => {
    const p = dealPosition('castles-end', 7);
    expect(p.cells.every((c) => c !== NO_CARD)).toBe(true);
    expect(p.rows.map((r) => r.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(p.base).toBe(0);
  });
});

describe('Bastion and Ten by One: foundations give their top card back', () => {
  it.each(['bastion', 'ten-by-one'] as const)('%s: the top card goes back to a row it builds on or to a free cell', (game) => {
    const p = position(game, ['4H', '9S', ''], { foundations: [3, 0, 0, 0], cells: ['-'] });
    expect(check(p, '3H', ANY_FOUNDATION, 0)).toBe('legal');
    expect(check(p, '3H', ANY_FOUNDATION, 2)).toBe('legal');
    expect(check(p, '3H', ANY_FOUNDATION, 1)).toBe('does-not-build');
    expect(check(p, '3H', ANY_FOUNDATION, CELL_BASE)).toBe('legal');
    expect(check(p, '2H', ANY_FOUNDATION, 0)).toBe('wrong-card');
    expect(check(p, '3C', ANY_FOUNDATION, 0)).toBe('empty-source');
    const dests = destinationsFrom(p, suitPile(card('3H')), card('3H'));
    expect(dests).toEqual(expect.arrayContaining([0, 2, CELL_BASE]));
    expect(dests).not.toContain(1);
  });

  it('Bastion deals a card to each free cell first; Ten by One leaves its cell empty and deals 6, 6, then 5s', () => {
    const b = dealPosition('bastion', 3);
    expect(b.cells.every((c) => c !== NO_CARD)).toBe(true);
    expect(b.rows.map((r) => r.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    const t = dealPosition('ten-by-one', 3);
    expect(t.cells).toEqual([NO_CARD]);
    expect(t.rows.map((r) => r.length)).toEqual([6, 6, 5, 5, 5, 5, 5, 5, 5, 5]);
  });

  it('a card taken back off a foundation is not counted twice in the score', () => {
    const start = position('bastion', ['9S', 'AH']);
    const record = new GameRecord({ kind: 'position', game: 'bastion', position: start });
    expect(record.play(makeMove(card('AH'), 1, suitPile(card('AH')))).ok).toBe(true);
    expect(record.score(0).cardsHome).toBe(1);
    expect(record.play(makeMove(card('AH'), suitPile(card('AH')), 1)).ok).toBe(true);
    expect(record.score(0).cardsHome).toBe(0);
    expect(record.play(makeMove(card('AH'), 1, suitPile(card('AH')))).ok).toBe(true);
    expect(record.score(0).cardsHome).toBe(1);
    expect(record.score(0).cardPoints).toBe(5);
  });
});

describe('the four building rules, with and without wrap', () => {
  it('Morphy and Castles End: up or down in alternate colours, King and Ace touching', () => {
    for (const game of ['morphy', 'castles-end'] as const) {
      const p = position(game, ['7S', '8H', '6D', '8C', '6S', 'AH', 'KC'], { foundations: [0, 0, 1, 0], base: 4 });
      expect(verdict(p, 0, 1)).toBe('legal');
      expect(verdict(p, 0, 2)).toBe('legal');
      expect(verdict(p, 0, 3)).toBe('does-not-build');
      expect(verdict(p, 0, 4)).toBe('does-not-build');
      expect(verdict(p, 6, 5)).toBe('legal'); // KC on AH
      expect(verdict(p, 5, 6)).toBe('legal'); // AH on KC
    }
  });

  it('Chessboard: up or down in suit, with wrap; Bastion the same without it', () => {
    const p = position('chessboard', ['KS', 'AS', 'QS', 'AH']);
    expect(verdict(p, 0, 1)).toBe('legal');
    expect(verdict(p, 1, 0)).toBe('legal');
    expect(verdict(p, 2, 0)).toBe('legal');
    expect(verdict(p, 3, 0)).toBe('does-not-build');
    const b = position('bastion', ['KS', 'AS', 'QS']);
    expect(verdict(b, 0, 1)).toBe('does-not-build');
    expect(verdict(b, 1, 0)).toBe('does-not-build');
    expect(verdict(b, 2, 0)).toBe('legal');
  });

  it('Selective Castle: down in any suit, a King on an Ace; Penelope\'s Web without wrap', () => {
    const p = position('selective-castle', ['AS', 'KH', '2D']);
    expect(verdict(p, 1, 0)).toBe('legal');
    expect(verdict(p, 0, 1)).toBe('does-not-build'); // an Ace on a King would be up
    expect(verdict(p, 0, 2)).toBe('legal');
    const w = position('penelopes-web', ['AS', 'KH', '2D']);
    expect(verdict(w, 1, 0)).toBe('does-not-build');
    expect(verdict(w, 0, 2)).toBe('legal');
  });

  it('up or down in any suit: one rank either way, whatever the suits', () => {
    const rules = { ...GAMES.bastion, build: 'up-or-down-any-suit' as const };
    expect(buildStep(rules, card('8H'), card('7S'))).toBe(-1);
    expect(buildStep(rules, card('8H'), card('9C'))).toBe(1);
    expect(buildStep(rules, card('8H'), card('8C'))).toBe(0);
    expect(buildStep(rules, card('KH'), card('AC'))).toBe(0); // no wrap
    expect(buildStep({ ...rules, buildWrap: true }, card('KH'), card('AC'))).toBe(1);
  });

  it("Penelope's Web: only a King fills an empty row", () => {
    const p = position('penelopes-web', ['QS', '', 'KD']);
    expect(verdict(p, 0, 1)).toBe('empty-row-takes-king');
    expect(verdict(p, 2, 1)).toBe('legal');
  });
});

describe('runs that move whole (Lasker, Selective Castle, Penelope\'s Web)', () => {
  it('Lasker: a same-suit run stepping one way moves onto a card that continues it, as one move named by its bottom card', () => {
    const p = position('lasker', ['TH 7S 6S 5S', '8S', '6S', '4S', '', '7D 6S']);
    expect(check(p, '7S', 0, 1)).toBe('legal'); // 8S 7S 6S 5S: down all the way
    expect(check(p, '6S', 0, 1)).toBe('does-not-build');
    expect(check(p, '7S', 0, 4)).toBe('legal'); // an empty row takes any run
    expect(check(p, '7S', 0, CELL_BASE)).toBe('no-such-pile');
    expect(check(p, '7S', 0, ANY_FOUNDATION)).toBe('one-card-only');
    expect(check(p, 'TH', 0, 4)).toBe('not-a-run');
    expect(check(p, '7S', 0, 0)).toBe('same-pile');
    expect(check(p, '6S', 0, 3)).toBe('does-not-build'); // 4S then 6S 5S: not one step
    const m = makeMove(card('7S'), 0, 1);
    expect(legalMoves(p)).toContain(m);
    const before = clonePosition(p);
    applyMove(p, m);
    expect(p.rows[0]).toEqual([card('TH')]);
    expect(p.rows[1]!.map((c) => c)).toEqual(['8S', '7S', '6S', '5S'].map(card));
    undoMove(p, m);
    expect(positionsEqual(p, before)).toBe(true);
  });

  it('Lasker: the host and the run make one run, the same way throughout', () => {
    // 4S 5S 6S runs up; on 3S it goes on up, on 5S... the host 3S continues it, 7S would turn it round
    const p = position('lasker', ['4S 5S 6S', '3S', '7S']);
    expect(check(p, '4S', 0, 1)).toBe('legal');
    expect(check(p, '4S', 0, 2)).toBe('does-not-build');
    expect(check(p, '6S', 0, 2)).toBe('legal'); // a single card goes either way
    expect(runLength(p, 0)).toBe(3);
  });

  it('Morphy keeps runs of one card per move: a deeper card is the wrong card', () => {
    const p = position('morphy', ['7S 6H', '8D']);
    expect(check(p, '7S', 0, 1)).toBe('wrong-card');
  });

  it("Selective Castle: down runs in any suit move whole, across King and Ace; Penelope's Web needs a King for an empty row", () => {
    const p = position('selective-castle', ['9C 2H AS KD QC', '3C', '']);
    expect(check(p, '2H', 0, 1)).toBe('legal');
    expect(check(p, 'AS', 0, 1)).toBe('does-not-build');
    expect(check(p, '2H', 0, 2)).toBe('legal');
    expect(runLength(p, 0)).toBe(4);
    const w = position('penelopes-web', ['9C KD QC JH', '', '2C']);
    expect(check(w, 'KD', 0, 1)).toBe('legal');
    expect(check(w, 'QC', 0, 1)).toBe('empty-row-takes-king');
  });

  it('a run move counts one move and one undo, and the table plans it as that one move', () => {
    const start = position('lasker', ['TH 7S 6S 5S', '8S', 'KC', 'KD', 'KH', 'QC', 'QD', 'QH', 'JC', 'JD']);
    const record = new GameRecord({ kind: 'position', game: 'lasker', position: start });
    const line = planRunMove(record.position, 0, 3, 1);
    expect(line).toEqual({ ok: true, value: [makeMove(card('7S'), 0, 1)] });
    expect(runDestinations(record.position, 0)[2]).toEqual([1]);
    expect(destinationsFrom(record.position, 0, card('7S'))).toEqual([1]);
    if (!line.ok) return;
    expect(record.playGroup(line.value).ok).toBe(true);
    expect(record.moveCount).toBe(1);
    expect(record.undo()).toBe(makeMove(card('7S'), 0, 1));
    expect(positionsEqual(record.position, start)).toBe(true);
  });

  it('resolveMove from piles alone takes the exposed card, or else the longest run that may go', () => {
    const p = position('lasker', ['TH 7S 6S 5S', '8S', '4S']);
    expect(resolveMove(p, 0, 2)).toEqual({ ok: true, value: makeMove(card('5S'), 0, 2) });
    expect(resolveMove(p, 0, 1)).toEqual({ ok: true, value: makeMove(card('7S'), 0, 1) });
  });
});

describe('resolving a move from the foundation', () => {
  it('names the one foundation top that may go there, or asks for the card when two may', () => {
    const p = position('bastion', ['4H', '', '9S'], { foundations: [3, 3, 0, 0] });
    expect(resolveMove(p, ANY_FOUNDATION, 0)).toEqual({ ok: true, value: makeMove(card('3H'), suitPile(card('3H')), 0) });
    expect(verdict(p, ANY_FOUNDATION, 1)).toBe('which-foundation');
    expect(verdict(p, ANY_FOUNDATION, 2)).toBe('does-not-build');
    const none = position('bastion', ['4H']);
    expect(verdict(none, ANY_FOUNDATION, 0)).toBe('empty-source');
  });
});

describe('auto-moves with a chosen base', () => {
  it('play nothing while the base is not chosen', () => {
    const p = position('chessboard', ['AH', '2H']);
    expect(foundationMoves(p)).toEqual([]);
    expect(autoFinishMoves(p)).toEqual([]);
    expect(autoSafeMoves(p)).toEqual([]);
  });

  it('finish across King and Ace from the base up', () => {
    const p = position('chessboard', ['AH', 'KH', 'QH'], { foundations: [1, 0, 0, 0], base: 11 }); // JH home
    expect(autoFinishMoves(p)).toEqual([makeMove(card('QH'), 2, suitPile(card('QH'))), makeMove(card('KH'), 1, suitPile(card('KH'))), makeMove(card('AH'), 0, suitPile(card('AH')))]);
  });

  it('call a base card unsafe where rows wrap, the next cards in suit safe; nothing safe in colour building', () => {
    const p = position('chessboard', ['JS', 'QH'], { foundations: [1, 0, 0, 0], base: 11 });
    expect(isSafeFoundationMove(p, makeMove(card('JS'), 0, suitPile(card('JS'))))).toBe(false);
    expect(isSafeFoundationMove(p, makeMove(card('QH'), 1, suitPile(card('QH'))))).toBe(true);
    const m = position('morphy', ['QH'], { foundations: [1, 0, 0, 0], base: 11 });
    expect(isSafeFoundationMove(m, makeMove(card('QH'), 0, suitPile(card('QH'))))).toBe(false);
    const b = position('bastion', ['AS']);
    expect(isSafeFoundationMove(b, makeMove(card('AS'), 0, suitPile(card('AS'))))).toBe(true);
  });
});

describe('move error texts', () => {
  it('say every new reason in a sentence', () => {
    for (const kind of ['base-not-set', 'wrong-base', 'reserve-takes-nothing', 'foundation-keeps-base', 'not-a-run', 'one-card-only', 'which-foundation'] as const) {
      expect(MOVE_ERROR_TEXT[kind]).toMatch(/^[a-z].{10,}[a-z]$/);
    }
  });
});
