import { describe, expect, it } from 'vitest';
import { suitPile } from './pile-helpers';
import { FOUNDATION_BASE } from '../../../shared/engine/moves';
import {
  GAME_IDS as TABLE_GAME_IDS,
  ALL_GAME_IDS,
  FIRST_GAME_IDS,
  GAMES,
  type GameId,
  type Move,
  type MoveError,
  CELL_BASE,
  ANY_FOUNDATION,
  checkMove,
  resolveMove,
  makeMove,
  legalMoves,
  destinationsFrom,
  hasLegalMove,
  applyMove,
  cardsOnFoundations,
  GameRecord,
} from '../../../shared/engine';
import { card, position } from './helpers';

// Every rule of RULES.md, legal and illegal, on small hand-made positions. Row numbers here are the
// engine's (0-based); cells are CELL_BASE + i; the foundation is ANY_FOUNDATION. These are the rules of
// the first nine games; the family's newer rules (FAMILY.md) are family-rules.test.ts.

const GAME_IDS = FIRST_GAME_IDS;

const ANY_SUIT_GAMES = GAME_IDS.filter((g) => GAMES[g].build === 'down-any-suit');
const IN_SUIT_GAMES = GAME_IDS.filter((g) => GAMES[g].build === 'up-or-down-in-suit');
const CELL_GAMES = GAME_IDS.filter((g) => GAMES[g].cells > 0);

/** Why moving the exposed card of `from` to `to` is illegal, or 'legal'. */
function verdict(p: ReturnType<typeof position>, from: number, to: number): MoveError | 'legal' {
  const r = resolveMove(p, from, to);
  return r.ok ? 'legal' : r.error;
}

describe('the games as data', () => {
  it('are the five of RULES.md and the four family members, then the eight one-deck games of FAMILY.md, Lightweight, Castle of Indolence, Rittenhouse, Zerline, Chequers, Zerline (3 Decks), Castle Mount, Soother and Palace: every game on the table', () => {
    expect(GAME_IDS).toEqual(['beleaguered-castle', 'streets-and-alleys', 'citadel', 'fortress', 'masterpiece', 'exiled-kings', 'siegecraft', 'stronghold', 'fastness']);
    expect(TABLE_GAME_IDS).toEqual([...GAME_IDS, 'chessboard', 'lasker', 'morphy', 'selective-castle', 'castles-end', 'bastion', 'ten-by-one', 'penelopes-web', 'lightweight', 'castle-of-indolence', 'rittenhouse', 'zerline', 'chequers', 'zerline-3-decks', 'castle-mount', 'soother', 'palace']);
    expect(ALL_GAME_IDS).toEqual(TABLE_GAME_IDS);
  });
  it.each([
    ['beleaguered-castle', 8, 4, 0, true],
    ['streets-and-alleys', 8, 4, 0, false],
    ['citadel', 8, 4, 0, true],
    ['fortress', 10, 5, 0, false],
    ['masterpiece', 10, 5, 1, true],
    ['exiled-kings', 8, 4, 0, true],
    ['siegecraft', 8, 4, 1, true],
    ['stronghold', 8, 4, 1, false],
    ['fastness', 8, 4, 2, false],
  ] as const)('%s has %i rows, %i on the left, %i free cells, aces start home: %s', (game, rows, left, cells, aces) => {
    const g = GAMES[game];
    expect(g.rowLengths).toHaveLength(rows);
    expect(g.leftRows).toBe(left);
    expect(g.cells).toBe(cells);
    expect(g.acesStartOnFoundations).toBe(aces);
  });
});

describe('deal shapes of RULES.md', () => {
  it('Beleaguered Castle: 8 rows of 6; Streets and Alleys: the left four get 7, the right four 6', () => {
    expect(GAMES['beleaguered-castle'].rowLengths).toEqual([6, 6, 6, 6, 6, 6, 6, 6]);
    expect(GAMES['streets-and-alleys'].rowLengths).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(GAMES.stronghold.rowLengths).toEqual(GAMES['streets-and-alleys'].rowLengths);
    expect(GAMES.fastness.rowLengths).toEqual(GAMES['streets-and-alleys'].rowLengths);
    expect(GAMES.siegecraft.rowLengths).toEqual(GAMES['beleaguered-castle'].rowLengths);
  });
  it('Fortress: 10 rows, 5 a side, the top row of each side gets 6 and the other eight 5', () => {
    expect(GAMES.fortress.rowLengths).toEqual([6, 5, 5, 5, 5, 6, 5, 5, 5, 5]);
  });
  it('Citadel and Exiled Kings deal to foundations while dealing; the others deal rows only', () => {
    expect(GAME_IDS.filter((g) => GAMES[g].deal === 'rows-to-foundations')).toEqual(['citadel', 'exiled-kings']);
  });
});

describe('common to every game', () => {
  it.each(GAME_IDS)('%s: only the next card of its suit goes to a foundation', (game) => {
    const p = position(game, ['5H', '4H', 'AC'], { foundations: [3, 0, 0, 0] });
    expect(verdict(p, 1, ANY_FOUNDATION)).toBe('legal');
    expect(verdict(p, 0, ANY_FOUNDATION)).toBe('not-next-on-foundation');
    expect(verdict(p, 2, ANY_FOUNDATION)).toBe('legal');
  });

  it.each(GAME_IDS)('%s: a card never leaves a foundation', (game) => {
    const p = position(game, ['', '5S'], { foundations: [3, 0, 0, 0] });
    expect(checkMove(p, makeMove(card('3H'), suitPile(card('3H')), 0))).toEqual({ ok: false, error: 'from-foundation' });
    expect(verdict(p, ANY_FOUNDATION, 0)).toBe('from-foundation');
  });

  it.each(GAME_IDS)('%s: only the exposed card of a row moves, one card per move', (game) => {
    const p = position(game, ['9D 8S', '9S']);
    expect(checkMove(p, makeMove(card('9D'), 0, 1))).toEqual({ ok: false, error: 'wrong-card' });
    expect(checkMove(p, makeMove(card('8S'), 0, 1))).toEqual({ ok: true, value: makeMove(card('8S'), 0, 1) });
  });

  it.each(GAME_IDS)('%s: an empty row has nothing to move, a card never moves onto its own pile, and piles must exist', (game) => {
    const p = position(game, ['', '9S']);
    expect(verdict(p, 0, 1)).toBe('empty-source');
    expect(verdict(p, 1, 1)).toBe('same-pile');
    const rows = GAMES[game].rowLengths.length;
    if (rows < CELL_BASE) expect(verdict(p, 1, rows)).toBe('no-such-pile');
    expect(verdict(p, 1, CELL_BASE + GAMES[game].cells)).toBe('no-such-pile');
    expect(verdict(p, 1, 14)).toBe('no-such-pile');
  });

  it.each(GAME_IDS)('%s: a game is won with 52 cards home, and a position without moves is lost', (game) => {
    const won = position(game, [], { foundations: [13, 13, 13, 13] });
    const record = new GameRecord({ kind: 'position', game, position: won });
    expect(record.won).toBe(true);
    expect(record.stuck).toBe(false);
    expect(cardsOnFoundations(won)).toBe(52);
    // no row empty, no two exposed ranks one apart, no ace exposed, every cell taken
    const exposed = ['5H', '5C', '5D', '5S', '9H', '9C', '9D', '9S', 'JH', 'JC'];
    const rows = GAMES[game].rowLengths.map((_, i) => exposed[i]!);
    rows[0] = '2C 5H';
    const stuck = position(game, rows, { cells: ['KD', 'KS'].slice(0, GAMES[game].cells) });
    const locked = new GameRecord({ kind: 'position', game, position: stuck });
    expect(hasLegalMove(stuck)).toBe(false);
    expect(locked.stuck).toBe(true);
    expect(locked.won).toBe(false);
  });
});

describe('building on rows: down by one, any suit', () => {
  it.each(ANY_SUIT_GAMES)('%s: 7 goes on any 8, nothing else', (game) => {
    const p = position(game, ['7S', '8H', '8S', '9H', '6S', '7H', 'KD', 'QD']);
    expect(verdict(p, 0, 1)).toBe('legal');
    expect(verdict(p, 0, 2)).toBe('legal');
    expect(verdict(p, 0, 3)).toBe('does-not-build');
    expect(verdict(p, 0, 4)).toBe('does-not-build');
    expect(verdict(p, 0, 5)).toBe('does-not-build');
    expect(verdict(p, 1, 0)).toBe('does-not-build'); // never up
  });
});

describe('building on rows: up or down by one, in suit only (Fortress, Masterpiece)', () => {
  it.each(IN_SUIT_GAMES)('%s: 7S goes on 8S or 6S, on nothing else', (game) => {
    // row 4 stays empty: it is an auxiliary row in Masterpiece
    const p = position(game, ['7S', '8S', '6S', '8H', '', '9S', '5S', '7D', 'KD']);
    expect(verdict(p, 0, 1)).toBe('legal');
    expect(verdict(p, 0, 2)).toBe('legal');
    expect(verdict(p, 0, 3)).toBe('does-not-build');
    expect(verdict(p, 0, 5)).toBe('does-not-build');
    expect(verdict(p, 0, 6)).toBe('does-not-build');
    expect(verdict(p, 0, 7)).toBe('does-not-build');
  });
  it('Fortress: an Ace goes on a 2 of its suit and a King on a Queen, but they never wrap', () => {
    const p = position('fortress', ['AH', '2H', 'KH', 'QH', 'AS', 'KS']);
    expect(verdict(p, 0, 1)).toBe('legal');
    expect(verdict(p, 2, 3)).toBe('legal');
    expect(verdict(p, 0, 2)).toBe('does-not-build');
    expect(verdict(p, 4, 5)).toBe('does-not-build');
  });
});

describe('empty rows', () => {
  const anyCardGames = GAME_IDS.filter((g) => GAMES[g].emptyRowTakes === 'any');
  it.each(anyCardGames)('%s: an empty row takes any card', (game) => {
    const p = position(game, ['5D', '', 'KC']);
    expect(verdict(p, 0, 1)).toBe('legal');
    expect(verdict(p, 2, 1)).toBe('legal');
  });
  it('Exiled Kings: only a King fills an empty row', () => {
    const p = position('exiled-kings', ['5D', '', 'KC', 'QS']);
    expect(verdict(p, 0, 1)).toBe('empty-row-takes-king');
    expect(verdict(p, 3, 1)).toBe('empty-row-takes-king');
    expect(verdict(p, 2, 1)).toBe('legal');
    expect(destinationsFrom(p, 0)).toEqual([]);
    expect(destinationsFrom(p, 2)).toEqual([1, 4, 5, 6, 7]);
  });
  it('Citadel, the same deal rule as Exiled Kings, lets any card fill an empty row', () => {
    expect(verdict(position('citadel', ['5D', '']), 0, 1)).toBe('legal');
  });
});

describe('Masterpiece: auxiliary rows and one free cell', () => {
  // rows 4 and 9 (RULES.md's rows 5 and 10, the bottom row of each side) are auxiliary
  it('has its auxiliary rows at the bottom of each side', () => {
    expect(GAMES.masterpiece.auxiliaryRows).toEqual([4, 9]);
    expect(GAMES.masterpiece.rowLengths).toEqual([5, 5, 5, 5, 4, 5, 5, 5, 5, 4]);
  });
  it('an auxiliary row never takes a card, not even when it is empty or the card builds', () => {
    const p = position('masterpiece', ['7S', 'KD', '', '', '8S', '', '', '', '', ''], { cells: ['-'] });
    expect(verdict(p, 0, 4)).toBe('auxiliary-row');
    expect(verdict(p, 1, 9)).toBe('auxiliary-row');
    expect(legalMoves(p).some((m) => (m & 127) === 4 || (m & 127) === 9)).toBe(false);
  });
  it('a card leaves an auxiliary row like any exposed card', () => {
    const p = position('masterpiece', ['9S', '', '', '', '5H 8S', '', '', '', '', 'AD'], { cells: ['-'] });
    expect(verdict(p, 4, 0)).toBe('legal');
    expect(verdict(p, 9, ANY_FOUNDATION)).toBe('legal');
    expect(verdict(p, 4, 1)).toBe('legal'); // a main row that is empty takes any card
  });
  it('any exposed card may go into the free cell when it is empty, and none when it is taken', () => {
    const empty = position('masterpiece', ['7S', 'KD', '', '', '2C'], { cells: ['-'] });
    expect(verdict(empty, 0, CELL_BASE)).toBe('legal');
    expect(verdict(empty, 4, CELL_BASE)).toBe('legal');
    const taken = position('masterpiece', ['7S', 'KD', '', '', '2C'], { cells: ['9H'] });
    expect(verdict(taken, 0, CELL_BASE)).toBe('cell-occupied');
  });
  it('its card may leave the free cell only while at least one auxiliary row is empty', () => {
    const locked = position('masterpiece', ['8D', '', '', '', '2C', '', '', '', '', '3C'], { cells: ['7D'], foundations: [0, 0, 6, 0] });
    expect(verdict(locked, CELL_BASE, 0)).toBe('cell-locked');
    expect(verdict(locked, CELL_BASE, 1)).toBe('cell-locked');
    expect(verdict(locked, CELL_BASE, ANY_FOUNDATION)).toBe('cell-locked');
    expect(legalMoves(locked).some((m) => ((m >> 7) & 127) === CELL_BASE)).toBe(false);
    const open = position('masterpiece', ['8D', '', '', '', '', '', '', '', '', '3C'], { cells: ['7D'], foundations: [0, 0, 6, 0] });
    expect(verdict(open, CELL_BASE, 0)).toBe('legal');
    expect(verdict(open, CELL_BASE, 1)).toBe('legal');
    expect(verdict(open, CELL_BASE, ANY_FOUNDATION)).toBe('legal');
    expect(verdict(open, CELL_BASE, 4)).toBe('auxiliary-row');
  });
});

describe('free cells: Siegecraft, Stronghold, Fastness', () => {
  it.each([
    ['siegecraft', 1],
    ['stronghold', 1],
    ['fastness', 2],
  ] as const)('%s has %i free cell(s) and its cards leave them at any time', (game, cells) => {
    expect(GAMES[game].cells).toBe(cells);
    expect(GAMES[game].cellRelease).toBe('always');
    const p = position(game, ['8D', '5S', 'KD KC'], { cells: ['7C'], foundations: [0, 6, 0, 0] });
    expect(verdict(p, CELL_BASE, 0)).toBe('legal');
    expect(verdict(p, CELL_BASE, ANY_FOUNDATION)).toBe('legal');
    expect(verdict(p, CELL_BASE, 1)).toBe('does-not-build');
    expect(verdict(p, 1, CELL_BASE)).toBe('cell-occupied');
  });
  it('Fastness: a card goes into either empty cell, not from one cell to the other', () => {
    const p = position('fastness', ['8D', '5S'], { cells: ['-', '-'] });
    expect(verdict(p, 1, CELL_BASE)).toBe('legal');
    expect(verdict(p, 1, CELL_BASE + 1)).toBe('legal');
    applyMove(p, makeMove(card('5S'), 1, CELL_BASE));
    expect(verdict(p, CELL_BASE, CELL_BASE + 1)).toBe('cell-to-cell');
    expect(verdict(p, 0, CELL_BASE)).toBe('cell-occupied');
    expect(verdict(p, 0, CELL_BASE + 1)).toBe('legal');
  });
  it('lists one move into the cells per card (cells are interchangeable), while the table lights every empty cell', () => {
    const p = position('fastness', ['8D'], { cells: ['-', '-'] });
    const cellMoves = legalMoves(p).filter((m: Move) => (m & 127) >= CELL_BASE && (m & 127) < FOUNDATION_BASE);
    expect(cellMoves).toEqual([makeMove(card('8D'), 0, CELL_BASE)]);
    expect(destinationsFrom(p, 0)).toEqual(expect.arrayContaining([CELL_BASE, CELL_BASE + 1]));
  });
  it.each(GAME_IDS.filter((g) => !CELL_GAMES.includes(g)))('%s has no free cell', (game: GameId) => {
    expect(verdict(position(game, ['8D']), 0, CELL_BASE)).toBe('no-such-pile');
  });
});

describe('legalMoves agrees with checkMove', () => {
  it("lists a card's foundation move before its row moves, and every move checkMove accepts", () => {
    const p = position('beleaguered-castle', ['7S', '8H', '8S', '2H', '', '3S', '4D', 'KS'], { foundations: [1, 1, 1, 1] });
    const moves = legalMoves(p);
    const fromRow3 = moves.filter((m) => ((m >> 7) & 127) === 3);
    expect(fromRow3[0]).toBe(makeMove(card('2H'), 3, suitPile(card('2H'))));
    expect(fromRow3).toContain(makeMove(card('2H'), 3, 5));
    for (const m of moves) expect(checkMove(p, m).ok).toBe(true);
    expect(moves).toContain(makeMove(card('7S'), 0, 1));
    expect(moves).toContain(makeMove(card('7S'), 0, 2));
    expect(moves).toContain(makeMove(card('7S'), 0, 4));
  });
});
