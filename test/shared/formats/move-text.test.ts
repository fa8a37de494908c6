import { describe, expect, it } from 'vitest';
import { suitPile } from '../engine/pile-helpers';
import fc from 'fast-check';
import { GAME_IDS, GameRecord, CELL_BASE, ANY_FOUNDATION, makeMove, legalMoves, positionsEqual, dealPosition } from '../../../shared/engine';
import { pileToText, moveToText, movesToText, parsePileText, parseMoveText, parseMoveList, playMoveText, describeMoveListError, resolveMoveText } from '../../../shared/formats';

describe('move notation', () => {
  it('names rows 1-9 and 0 for row 10, cells a-d, the foundation h', () => {
    expect([0, 1, 8, 9].map((p) => pileToText(p))).toEqual(['1', '2', '9', '0']);
    expect([CELL_BASE, CELL_BASE + 3, ANY_FOUNDATION].map((p) => pileToText(p))).toEqual(['a', 'd', 'h']);
    expect(pileToText(CELL_BASE + 4)).toBe('?');
    expect([10, 17, 24].map((p) => pileToText(p))).toEqual(['i', 'p', 'w']);
    expect(moveToText(makeMove(5, 2, suitPile(5)))).toBe('3h');
    expect(moveToText(makeMove(5, 2, 5))).toBe('36');
    expect(moveToText(makeMove(5, 3, CELL_BASE))).toBe('4a');
    expect(moveToText(makeMove(5, CELL_BASE, 3))).toBe('a4');
    expect(moveToText(makeMove(5, 9, 0))).toBe('01');
    expect(movesToText([makeMove(5, 2, suitPile(5)), makeMove(5, 2, 5)])).toBe('3h 36');
    expect(movesToText([])).toBe('');
  });

  it('reads piles and moves back, in either case', () => {
    for (let pile = 0; pile < 16; pile++) {
      if (pile === 14) continue;
      expect(parsePileText(pileToText(pile))).toEqual({ ok: true, value: pile });
    }
    expect(parsePileText('H')).toEqual({ ok: true, value: ANY_FOUNDATION });
    expect(parseMoveText('A4')).toEqual({ ok: true, value: { from: CELL_BASE, to: 3 } });
    expect(parseMoveText('0h')).toEqual({ ok: true, value: { from: 9, to: ANY_FOUNDATION } });
  });

  it('reads a list separated by spaces or commas', () => {
    expect(parseMoveList(' 3h, 36 ,4a\ta4\n')).toEqual({
      ok: true,
      value: [
        { from: 2, to: ANY_FOUNDATION },
        { from: 2, to: 5 },
        { from: 3, to: CELL_BASE },
        { from: CELL_BASE, to: 3 },
      ],
    });
    expect(parseMoveList('')).toEqual({ ok: true, value: [] });
  });

  it('rejects what is not a move, naming the token and the move number', () => {
    expect(parsePileText('e')).toMatchObject({ ok: false, error: { code: 'bad-move' } });
    expect(parsePileText('')).toMatchObject({ ok: false });
    expect(parsePileText('12')).toMatchObject({ ok: false });
    for (const bad of ['3', '3h4', 'e1', '1e', 'hh7', '']) expect(parseMoveText(bad)).toMatchObject({ ok: false, error: { code: 'bad-move' } });
    expect(parseMoveText('3#')).toEqual({
      ok: false,
      error: { code: 'bad-move', message: 'in move "3#", "#" is not a pile: rows are 1-9, 0 (row 10) and i-w (rows 11-25), free cells a-d, the foundation h (and g, the King foundation where a suit has one), the stock x, the waste y, the reserve z' },
    });
    const list = parseMoveList('3h 36 3#');
    expect(list.ok).toBe(false);
    if (!list.ok) expect(list.error.message).toMatch(/^move 3: in move "3#"/);
  });

  it('round-trips every legal move of random positions, to its exact foundation pile', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 0, max: 0xffffffff }), (g, n) => {
        const p = dealPosition(g, n);
        for (const m of legalMoves(p)) {
          const back = parseMoveText(moveToText(m, p));
          expect(back.ok && resolveMoveText(p, back.value)).toEqual({ ok: true, value: m });
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('playMoveText', () => {
  it('plays the moves and answers how many', () => {
    const r = GameRecord.fromDeal('citadel', 1);
    const text = movesToText(legalMoves(r.position).slice(0, 1));
    expect(playMoveText(r, text)).toEqual({ ok: true, value: 1 });
    expect(r.moveCount).toBe(1);
  });

  it('stops at an illegal move, naming it 1-based with the reason, and keeps the moves before it', () => {
    const r = GameRecord.fromDeal('citadel', 1);
    const first = moveToText(legalMoves(r.position)[0]!);
    const result = playMoveText(r, `${first} 3h`);
    expect(result).toEqual({ ok: false, error: { index: 2, move: '3h', reason: 'the card is not the next one on its foundation' } });
    if (!result.ok) expect(describeMoveListError(result.error)).toBe('move 2 (3h): the card is not the next one on its foundation');
    expect(r.moveCount).toBe(1);
    expect(playMoveText(r, '9h')).toMatchObject({ ok: false, error: { index: 1, reason: 'this game has no such pile' } });
    expect(playMoveText(r, 'a1')).toMatchObject({ ok: false, error: { reason: 'this game has no such pile' } });
  });

  it('plays nothing when a token anywhere in the list is not a move', () => {
    const r = GameRecord.fromDeal('citadel', 1);
    const first = moveToText(legalMoves(r.position)[0]!);
    expect(playMoveText(r, `${first} ##`)).toMatchObject({ ok: false, error: { index: 2, move: '##' } });
    expect(r.moveCount).toBe(0);
    expect(positionsEqual(r.position, r.start())).toBe(true);
  });

  it('replays any recorded game from its text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 0, max: 0xffffffff }), fc.array(fc.nat(), { maxLength: 80 }), (g, n, picks) => {
        const a = GameRecord.fromDeal(g, n);
        for (const i of picks) {
          const legal = legalMoves(a.position);
          if (legal.length === 0) break;
          a.play(legal[i % legal.length]!);
        }
        const b = GameRecord.fromDeal(g, n);
        expect(playMoveText(b, movesToText(a.moves(), a.start()))).toEqual({ ok: true, value: a.moveCount });
        expect(positionsEqual(a.position, b.position)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
