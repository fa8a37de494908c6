import { describe, expect, it } from 'vitest';
import { suitPile } from './pile-helpers';
import { GameRecord, makeMove, legalMoves, positionsEqual, dealPosition, clonePosition, planRunMove, type Position } from '../../../shared/engine';
import { card, position } from './helpers';

describe('GameRecord', () => {
  it('plays legal moves only, and an illegal one changes nothing', () => {
    const r = new GameRecord({ kind: 'position', game: 'beleaguered-castle', position: position('beleaguered-castle', ['7S', '8H', '2H'], { foundations: [1, 1, 1, 1] }) });
    expect(r.play(makeMove(card('7S'), 0, 2))).toEqual({ ok: false, error: 'does-not-build' });
    expect(r.moveCount).toBe(0);
    expect(r.canUndo).toBe(false);
    expect(r.play(makeMove(card('7S'), 0, 1)).ok).toBe(true);
    expect(r.play(makeMove(card('2H'), 2, suitPile(card('2H')))).ok).toBe(true);
    expect(r.moves()).toEqual([makeMove(card('7S'), 0, 1), makeMove(card('2H'), 2, suitPile(card('2H')))]);
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

  it('grows its four-byte move storage by doubling', () => {
    const r = GameRecord.fromDeal('beleaguered-castle', 1);
    expect(r.storageBytes).toBe(256);
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
    expect(r.storageBytes).toBe(1024);
  });

  it('plays a run as one group: one Undo takes it back, one Redo plays it again, the count counts cards', () => {
    const start = position('streets-and-alleys', ['KS 9H 8C 7H', '', '9D', 'KH', 'KC', 'KD', 'QS', 'TD']);
    const r = new GameRecord({ kind: 'position', game: 'streets-and-alleys', position: start });
    const first = makeMove(card('TD'), 7, 1);
    const line = planRunMove(r.position, 0, 2, 2);
    expect(line.ok).toBe(true);
    if (!line.ok) return;
    const played = r.playGroup(line.value);
    // the group stands for its run's bottom card going from its row to its host
    expect(played).toEqual({ ok: true, value: makeMove(card('8C'), 0, 2) });
    expect(r.moveCount).toBe(3);
    const after = clonePosition(r.position as Position);
    expect(r.groups()).toEqual([[0, 3]]);
    expect(r.undo()).toBe(makeMove(card('8C'), 0, 2));
    expect(r.moveCount).toBe(0);
    expect(positionsEqual(r.position, start)).toBe(true);
    expect(r.redo()).toBe(makeMove(card('8C'), 0, 2));
    expect(positionsEqual(r.position, after)).toBe(true);
    expect(r.moves()).toEqual(line.value);
    // a single move after it is its own step
    expect(r.play(first).ok).toBe(true);
    expect(r.undo()).toBe(first);
    expect(r.moveCount).toBe(3);
    // goTo goes card by card; from the middle of a group, Undo takes back its start and Redo its end
    r.goTo(2);
    expect(r.undo()).toBe(makeMove(card('8C'), 0, 2));
    expect(r.moveCount).toBe(0);
    r.goTo(1);
    r.redo();
    expect(r.moveCount).toBe(3);
  });

  it('refuses a group with an illegal move and changes nothing', () => {
    const r = GameRecord.fromDeal('beleaguered-castle', 5);
    const before = clonePosition(r.position as Position);
    const legal = legalMoves(r.position)[0]!;
    const bad = r.playGroup([legal, legal]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.index).toBe(1);
    expect(positionsEqual(r.position, before)).toBe(true);
    expect(r.moveCount).toBe(0);
    expect(r.playGroup([]).ok).toBe(false);
    expect(r.joinGroup(0, 2)).toBe(false);
  });
});
