import { describe, expect, it } from 'vitest';
import { GameRecord, FOUNDATION, makeMove, legalMoves, positionsEqual, dealPosition } from '../../../shared/engine';
import { card, position } from './helpers';

describe('GameRecord', () => {
  it('plays legal moves only, and an illegal one changes nothing', () => {
    const r = new GameRecord({ kind: 'position', game: 'beleaguered-castle', position: position('beleaguered-castle', ['7S', '8H', '2H'], { foundations: [1, 1, 1, 1] }) });
    expect(r.play(makeMove(card('7S'), 0, 2))).toEqual({ ok: false, error: 'does-not-build' });
    expect(r.moveCount).toBe(0);
    expect(r.canUndo).toBe(false);
    expect(r.play(makeMove(card('7S'), 0, 1)).ok).toBe(true);
    expect(r.play(makeMove(card('2H'), 2, FOUNDATION)).ok).toBe(true);
    expect(r.moves()).toEqual([makeMove(card('7S'), 0, 1), makeMove(card('2H'), 2, FOUNDATION)]);
    expect(r.score(0).cardPoints).toBe(5);
  });

  it('undoes and redoes as far as asked, and a new move drops what could be redone', () => {
    const r = GameRecord.fromDeal('streets-and-alleys', 3);
    const start = r.start();
    for (let i = 0; i < 5; i++) {
      const m = legalMoves(r.position)[0];
      if (m === undefined) break;
      r.play(m);
    }
    const played = r.moves();
    expect(played.length).toBeGreaterThan(0);
    expect(r.undo()).toBe(played[played.length - 1]);
    expect(r.canRedo).toBe(true);
    expect(r.redoMoves()).toEqual([played[played.length - 1]]);
    expect(r.redo()).toBe(played[played.length - 1]);
    expect(r.redo()).toBeNull();
    r.goTo(0);
    expect(positionsEqual(r.position, start)).toBe(true);
    expect(r.undo()).toBeNull();
    r.goTo(1e9);
    expect(r.moves()).toEqual(played);
    r.goTo(1);
    const other = legalMoves(r.position).find((m) => m !== played[1]);
    if (other !== undefined) {
      expect(r.play(other).ok).toBe(true);
      expect(r.canRedo).toBe(false);
      expect(r.redoMoves()).toEqual([]);
    }
  });

  it('starts a numbered deal on its layout and keeps its start apart from play', () => {
    const r = GameRecord.fromDeal('fortress', 9);
    expect(positionsEqual(r.start(), dealPosition('fortress', 9))).toBe(true);
    r.play(legalMoves(r.position)[0]!);
    expect(positionsEqual(r.start(), dealPosition('fortress', 9))).toBe(true);
    expect(positionsEqual(r.position, dealPosition('fortress', 9))).toBe(false);
    expect(r.origin).toEqual({ kind: 'deal', game: 'fortress', number: 9 });
  });

  it('grows its two-byte move storage by doubling', () => {
    const r = GameRecord.fromDeal('beleaguered-castle', 1);
    expect(r.storageBytes).toBe(128);
    let n = 0;
    while (n < 200) {
      const moves = legalMoves(r.position);
      if (moves.length === 0) {
        r.goTo(0);
        continue;
      }
      r.play(moves[n % moves.length]!);
      n = r.moveCount;
    }
    expect(r.storageBytes).toBe(512);
  });
});
