import { describe, expect, it } from 'vitest';
import { suitPile } from './pile-helpers';
import { autoFinishMoves, autoSafeMoves, safeFoundationMoves, foundationMoves, isSafeFoundationMove, makeMove, CELL_BASE, positionsEqual, clonePosition } from '../../../shared/engine';
import { card, position } from './helpers';
import { GAMES, applyMove, createPosition, makeCard } from '../../../shared/engine';

describe('auto-finish and safe moves', () => {
  it('auto-finish sends home every card that can go, again and again, lowest first, and leaves the position as it was', () => {
    const p = position('beleaguered-castle', ['3H 2H', '2C', 'KS'], { foundations: [1, 1, 1, 1] });
    const before = clonePosition(p);
    expect(autoFinishMoves(p)).toEqual([makeMove(card('2H'), 0, suitPile(card('2H'))), makeMove(card('2C'), 1, suitPile(card('2C'))), makeMove(card('3H'), 0, suitPile(card('3H')))]);
    expect(positionsEqual(p, before)).toBe(true);
  });

  it('takes cards from free cells only while they may leave them', () => {
    const locked = position('masterpiece', ['5S', '', '', '', '9D', '', '', '', '', '8D'], { foundations: [1, 1, 1, 1], cells: ['2C'] });
    expect(foundationMoves(locked)).toEqual([]);
    const open = position('masterpiece', ['5S'], { foundations: [1, 1, 1, 1], cells: ['2C'] });
    expect(foundationMoves(open)).toEqual([makeMove(card('2C'), CELL_BASE, suitPile(card('2C')))]);
  });

  it('with two decks a card is safe home only once every foundation holds the rank below it', () => {
    // hearts H C D S H C D S: one Queen of diamonds is still out, under the other King of diamonds
    const kd = (deck: number) => makeCard(2, 13, deck);
    const rows = [[makeCard(0, 13, 0), kd(0)], [makeCard(2, 12, 1), makeCard(0, 12, 1), kd(1)], ...Array.from({ length: 10 }, () => [])];
    const early = createPosition(GAMES.lightweight, rows, [13, 13, 12, 13, 11, 13, 11, 13]);
    // row 1's King would take the one pile at 12 that row 2's King needs to uncover the Queen it covers
    expect(isSafeFoundationMove(early, makeMove(kd(0), 0, suitPile(kd(0))))).toBe(false);
    expect(foundationMoves(early)).toContainEqual(makeMove(kd(0), 0, suitPile(kd(0))));
    const late = createPosition(GAMES.lightweight, [[kd(0)], [kd(1)], ...Array.from({ length: 10 }, () => [])], [13, 13, 12, 13, 13, 13, 12, 13]);
    expect(isSafeFoundationMove(late, makeMove(kd(0), 0, suitPile(kd(0))))).toBe(true);
    // two piles of one suit take the same card: the first of them, so each suit's piles stay in order
    const both = createPosition(GAMES.lightweight, [[makeCard(1, 2, 0)], ...Array.from({ length: 11 }, () => [])], [13, 1, 13, 13, 13, 1, 13, 13]);
    applyMove(both, makeMove(makeCard(1, 2, 0), 0, suitPile(makeCard(1, 2, 0))));
    expect(both.foundations).toEqual([13, 2, 13, 13, 13, 1, 13, 13]);
  });

  it('in any-suit games a card is safe home once every card two lower is home; aces and twos always', () => {
    const p = position('beleaguered-castle', ['4H', '2C', '3D'], { foundations: [3, 1, 2, 1] });
    expect(isSafeFoundationMove(p, makeMove(card('2C'), 1, suitPile(card('2C'))))).toBe(true);
    expect(isSafeFoundationMove(p, makeMove(card('3D'), 2, suitPile(card('3D'))))).toBe(true);
    // a 3 of clubs still out could need the 4 of hearts as a host
    expect(isSafeFoundationMove(p, makeMove(card('4H'), 0, suitPile(card('4H'))))).toBe(false);
    expect(safeFoundationMoves(p)).toEqual([makeMove(card('2C'), 1, suitPile(card('2C'))), makeMove(card('3D'), 2, suitPile(card('3D')))]);
    const later = position('beleaguered-castle', ['4H'], { foundations: [3, 2, 2, 2] });
    expect(safeFoundationMoves(later)).toEqual([makeMove(card('4H'), 0, suitPile(card('4H')))]);
  });

  it('in in-suit games every foundation move is safe', () => {
    const p = position('fortress', ['9H'], { foundations: [8, 0, 0, 0] });
    expect(safeFoundationMoves(p)).toEqual([makeMove(card('9H'), 0, suitPile(card('9H')))]);
    expect(autoSafeMoves(p)).toEqual([makeMove(card('9H'), 0, suitPile(card('9H')))]);
  });
});
