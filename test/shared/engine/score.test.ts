import { describe, expect, it } from 'vitest';
import { suitPile } from './pile-helpers';
import { scorePosition, MAX_SCORE, GameRecord, makeMove, dealPosition, cardsOnFoundations, createPosition, GAMES, GAME_IDS } from '../../../shared/engine';
import { card, position } from './helpers';

describe('scoring', () => {
  it('gives Beleaguered Castle a best score of 48 x 5 + 500 + 1,200 = 1,940', () => {
    const start = dealPosition('beleaguered-castle', 5);
    const won = createPosition(GAMES['beleaguered-castle'], GAMES['beleaguered-castle'].rowLengths.map(() => []), [13, 13, 13, 13]);
    expect(scorePosition(start, won, 0)).toEqual({ cardsHome: 48, cardPoints: 240, winBonus: 500, timeBonus: 1200, total: 1940 });
  });

  it('bounds every game\'s best score by MAX_SCORE, the two-, three- and four-deck games too (Palace reaches it)', () => {
    let best = 0;
    for (const id of GAME_IDS) {
      const rules = GAMES[id];
      const won = createPosition(rules, rules.rowLengths.map(() => []), new Array<number>(4 * rules.decks).fill(13));
      const total = scorePosition(createPosition(rules, rules.rowLengths.map(() => [])), won, 0).total;
      expect(total, id).toBeLessThanOrEqual(MAX_SCORE);
      best = Math.max(best, total);
    }
    expect(best).toBe(MAX_SCORE);
    expect(MAX_SCORE).toBe(4 * 52 * 5 + 500 + 1200);
  });

  it('takes a point off the time bonus per second, never below 0, and only for a win', () => {
    const start = dealPosition('streets-and-alleys', 5);
    const won = createPosition(GAMES['streets-and-alleys'], GAMES['streets-and-alleys'].rowLengths.map(() => []), [13, 13, 13, 13]);
    expect(scorePosition(start, won, 200.9).timeBonus).toBe(1000);
    expect(scorePosition(start, won, 5000).timeBonus).toBe(0);
    expect(scorePosition(start, won, -3).timeBonus).toBe(1200);
    expect(scorePosition(start, won, NaN).timeBonus).toBe(1200);
    expect(scorePosition(start, start, 0).total).toBe(0);
  });

  it("does not count the cards Citadel's deal puts on the foundations", () => {
    const start = dealPosition('citadel', 1);
    expect(cardsOnFoundations(start)).toBeGreaterThan(4);
    expect(scorePosition(start, start, 0).total).toBe(0);
  });

  it('is a function of the position, so undo takes the points back', () => {
    const r = new GameRecord({ kind: 'position', game: 'fortress', position: position('fortress', ['AH', '2H'], {}) });
    r.play(makeMove(card('2H'), 1, 0));
    r.play(makeMove(card('2H'), 0, 1));
    r.play(makeMove(card('AH'), 0, suitPile(card('AH'))));
    r.play(makeMove(card('2H'), 1, suitPile(card('2H'))));
    expect(r.score(0).cardPoints).toBe(10);
    r.undo();
    expect(r.score(0).cardPoints).toBe(5);
    r.undo();
    r.undo();
    r.undo();
    expect(r.score(0).total).toBe(0);
  });
});
