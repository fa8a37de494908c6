import { describe, expect, it } from 'vitest';
import { suitPile } from '../engine/pile-helpers';
import { isFoundationPile } from '../../../shared/engine/moves';
import fc from 'fast-check';
import {
  type GameId,
  ANY_FOUNDATION,
  GameRecord,
  applyMove,
  createPosition,
  GAMES,
  legalMoves,
  makeMove,
  parseCard,
  positionsEqual,
  type Position,
} from '../../../shared/engine';
import {
  formatPosition,
  movesToText,
  moveToText,
  parseMoveText,
  parsePosition,
  playMoveText,
  restoreSavedGame,
  savedGameFromRecord,
} from '../../../shared/formats';

// Board text, move text and saved games of the one-deck family games: the base rank, foundation tops
// from it, reserves, foundation cards taken back and runs that move whole.

const NEW_GAMES: GameId[] = ['chessboard', 'lasker', 'morphy', 'selective-castle', 'castles-end', 'bastion', 'ten-by-one', 'penelopes-web'];

const c = (text: string): number => parseCard(text);

/** A record some way into a game: one move in three goes to or from a foundation where one can. */
function walk(game: GameId, number: number, steps: number): GameRecord {
  const r = GameRecord.fromDeal(game, number);
  for (let i = 0; i < steps; i++) {
    const all = legalMoves(r.position);
    const home = i % 3 === 0 ? all.filter((m) => isFoundationPile(m & 127) || isFoundationPile((m >>> 7) & 127)) : [];
    const moves = home.length > 0 ? home : all;
    if (moves.length === 0) break;
    r.play(moves[(i * 7 + number) % moves.length]!);
  }
  return r;
}

describe('board text of the family games', () => {
  it('writes the base once it is chosen, and foundation tops counted from it across King and Ace', () => {
    const rules = GAMES.chessboard;
    // JH QH KH home, every diamond from J round to T; the other cards in the first row
    const home = new Set(['JH', 'QH', 'KH'].map(c));
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((i) => !home.has(i) && Math.floor(i / 13) !== 2);
    const p = createPosition(rules, rules.rowLengths.map((_, i) => (i === 0 ? rest : [])), [3, 0, 13, 0], [], 11);
    const text = formatPosition(p);
    expect(text.split('\n').slice(0, 2)).toEqual(['Foundations: H-K C-0 D-T S-0', 'Base: J']);
    const back = parsePosition(text, 'chessboard');
    expect(back.ok && positionsEqual(back.value, p)).toBe(true);
  });

  it('writes no Base line while none is chosen, nor in games from the Ace', () => {
    expect(formatPosition(GameRecord.fromDeal('chessboard', 1).position)).not.toContain('Base');
    expect(formatPosition(walk('bastion', 1, 60).position)).not.toContain('Base');
  });

  it('names play-only cells Reserves and free cells Freecells, and reads either', () => {
    const ce = GameRecord.fromDeal('castles-end', 3).position;
    const text = formatPosition(ce);
    expect(text.split('\n')[1]).toMatch(/^Reserves: \S\S \S\S$/);
    expect(formatPosition(GameRecord.fromDeal('bastion', 3).position).split('\n')[1]).toMatch(/^Freecells: /);
    const back = parsePosition(text.replace('Reserves:', 'Freecells:'), 'castles-end');
    expect(back.ok && positionsEqual(back.value, ce)).toBe(true);
  });

  it('refuses a base a game cannot have, a missing one, and one with every foundation empty', () => {
    const deal = formatPosition(GameRecord.fromDeal('bastion', 2).position);
    const withBase = deal.replace(/^(Foundations: .*)$/m, '$1\nBase: 7');
    const ace = parsePosition(withBase, 'bastion');
    expect(ace.ok || ace.error.message).toBe("line 2: Bastion's foundations start from the Ace, not from 7");

    const p = walk('chessboard', 5, 80).position;
    expect(p.base).not.toBe(0);
    const text = formatPosition(p);
    const missing = parsePosition(text.replace(/^Base: .*\n/m, ''), 'chessboard');
    expect(missing.ok || missing.error.code).toBe('bad-foundation');
    expect(missing.ok || missing.error.message).toMatch(/needs a "Base:" line/);

    const empty = parsePosition(formatPosition(GameRecord.fromDeal('chessboard', 5).position).replace(/^(Foundations: .*)$/m, '$1\nBase: 7'), 'chessboard');
    expect(empty.ok || empty.error.message).toMatch(/every foundation is empty/);

    const bad = parsePosition(text.replace(/^Base: .*$/m, 'Base: Z'), 'chessboard');
    expect(bad.ok || bad.error.code).toBe('bad-foundation');
    const twice = parsePosition(text.replace(/^(Base: .*)$/m, '$1\n$1'), 'chessboard');
    expect(twice.ok || twice.error.code).toBe('bad-line');
  });

  it.each(NEW_GAMES)('%s: positions in play read back to the same position and the same text', (game) => {
    for (const [n, steps] of [[0, 30], [1, 90], [42, 150], [7, 200]] as const) {
      const p = walk(game, n, steps).position;
      const text = formatPosition(p);
      const back = parsePosition(text, game);
      expect(back.ok || back.error.message).toBe(true);
      if (!back.ok) continue;
      expect(positionsEqual(back.value, p)).toBe(true);
      expect(formatPosition(back.value)).toBe(text);
    }
  });
});

describe('move text of the family games', () => {
  it('names a foundation card taken back and the bottom card of a run that moves whole', () => {
    expect(moveToText(makeMove(c('7S'), suitPile(c('7S')), 2))).toBe('h3:7S');
    const p = createPosition(GAMES.lasker, [[c('TH'), c('7S'), c('6S')], [c('8S')]]);
    const run = makeMove(c('7S'), 0, 1);
    expect(moveToText(run, p)).toBe('12:7S');
    expect(moveToText(makeMove(c('6S'), 0, 1), p)).toBe('12');
    expect(moveToText(run)).toBe('12'); // without the position, the move alone cannot tell it is a run
    expect(parseMoveText('12:7S')).toEqual({ ok: true, value: { from: 0, to: 1, card: c('7S') } });
    expect(parseMoveText('h3:10d')).toEqual({ ok: true, value: { from: ANY_FOUNDATION, to: 2, card: c('TD') } });
    const bad = parseMoveText('12:7X');
    expect(bad.ok || bad.error.message).toBe('in move "12:7X", "7X" is not a card (ranks are A, 2-9, T or 10, J, Q, K; suits are H, C, D, S)');
  });

  it.each(NEW_GAMES)('%s: the text of a game replays to the same moves and position', (game) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 200 }), (n, steps) => {
        const r = walk(game, n, steps);
        const text = movesToText(r.moves(), r.start());
        const again = GameRecord.fromDeal(game, n);
        const played = playMoveText(again, text);
        expect(played.ok || played.error).toBe(true);
        expect(again.moves()).toEqual(r.moves());
        expect(positionsEqual(again.position as Position, r.position as Position)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('a run onto an empty row needs its card in the text: the piles alone mean the exposed card', () => {
    const start = createPosition(GAMES.lasker, [[c('TH'), c('7S'), c('6S')], []]);
    const r = new GameRecord({ kind: 'position', game: 'lasker', position: start });
    expect(r.play(makeMove(c('7S'), 0, 1)).ok).toBe(true);
    const text = movesToText(r.moves(), r.start());
    expect(text).toBe('12:7S');
    const p = createPosition(GAMES.lasker, start.rows);
    applyMove(p, makeMove(c('7S'), 0, 1));
    expect(p.rows[1]).toEqual([c('7S'), c('6S')]);
  });
});

describe('saved games of the family games', () => {
  it.each(NEW_GAMES)('%s: save and restore keep the moves, the redo list and the base', (game) => {
    for (const [n, steps] of [[3, 60], [11, 140]] as const) {
      const r = walk(game, n, steps);
      r.undo();
      r.undo();
      const saved = savedGameFromRecord(r, 10);
      const back = restoreSavedGame(saved);
      expect(back.ok || back.error.message).toBe(true);
      if (!back.ok) continue;
      expect(back.value.moves()).toEqual(r.moves());
      expect(back.value.redoMoves()).toEqual(r.redoMoves());
      expect(back.value.position.base).toBe(r.position.base);
      expect(positionsEqual(back.value.position as Position, r.position as Position)).toBe(true);
    }
  });

  it('a game saved from a position with a base keeps it through the board text', () => {
    const mid = walk('castles-end', 9, 80);
    const start = mid.position as Position;
    expect(start.base).not.toBe(0);
    const r = new GameRecord({ kind: 'position', game: 'castles-end', position: start });
    const back = restoreSavedGame(savedGameFromRecord(r, 0));
    expect(back.ok && positionsEqual(back.value.position as Position, start)).toBe(true);
  });
});
