import { describe, expect, it } from 'vitest';
import { dealPosition, clonePosition, positionsEqual, findCard, countCards, cardsOnFoundations, isWon, MOVE_ERROR_TEXT, cardToText, cardName, parseCard, NO_CARD, CELL_BASE } from '../../../shared/engine';
import { card, position } from './helpers';

describe('positions and cards', () => {
  it('clone deeply, so play on a copy leaves the original alone', () => {
    const p = dealPosition('fastness', 4);
    const q = clonePosition(p);
    q.rows[0]!.pop();
    q.cells[0] = card('AS');
    q.foundations[2] = 5;
    expect(positionsEqual(p, dealPosition('fastness', 4))).toBe(true);
    expect(positionsEqual(p, q)).toBe(false);
  });

  it('find a card on a row, in a cell or home', () => {
    const p = position('siegecraft', ['9D 8S', '4C'], { foundations: [3, 0, 0, 0], cells: ['QH'] });
    expect(findCard(p, card('9D'))).toEqual({ kind: 'row', row: 0, index: 0 });
    expect(findCard(p, card('4C'))).toEqual({ kind: 'row', row: 1, index: 0 });
    expect(findCard(p, card('QH'))).toEqual({ kind: 'cell', cell: 0 });
    expect(findCard(p, card('2H'))).toEqual({ kind: 'foundation' });
    expect(p.cells[0]).not.toBe(NO_CARD);
    expect(CELL_BASE).toBe(32);
  });

  it('count every card once in a deal, and 52 home when won', () => {
    const p = dealPosition('masterpiece', 11);
    expect(countCards(p)).toEqual(new Array(52).fill(1));
    expect(isWon(p)).toBe(false);
    const won = position('masterpiece', [], { foundations: [13, 13, 13, 13] });
    expect(cardsOnFoundations(won)).toBe(52);
    expect(isWon(won)).toBe(true);
  });

  it('write and read cards in the solvers\' notation and name them for screen readers', () => {
    expect(cardToText(card('TD'))).toBe('TD');
    expect(parseCard('10d')).toBe(card('TD'));
    expect(parseCard('1D')).toBe(NO_CARD);
    expect(cardName(card('AH'))).toBe('Ace of hearts');
    expect(cardName(card('TS'))).toBe('10 of spades');
    for (let c = 0; c < 52; c++) expect(parseCard(cardToText(c))).toBe(c);
  });

  it('explain every move error in a sentence', () => {
    for (const text of Object.values(MOVE_ERROR_TEXT)) expect(text).toMatch(/^[a-z].{10,}[a-z]$/);
  });
});
