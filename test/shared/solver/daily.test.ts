import { describe, it, expect } from 'vitest';
import { GAME_IDS, MAIN_GAME_IDS, type GameId } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { dailyDealNumber, dailyCandidate, localDateString, isDateString } from '../../../shared/solver/services/daily';
import { DAILY_BUDGET, DAILY_TECHNIQUES, MULTI_DECK_DEAL_BUDGET, dailyTechniques, gamePlan } from '../../../shared/solver/plans';
import { lineWins } from '../../../shared/engine/moves';
import { solve } from '../../../shared/solver/api/solve';
import { DATES, GOLDEN } from './golden-daily';

/** How many of the ten dates the test asks, where not all. */
const FIRST_DATES: Partial<Record<GameId, number>> = { zerline: 4, soother: 4, 'castle-mount': 4, palace: 4, 'exiled-kings': 4, bastion: 2, 'ten-by-one': 2, 'penelopes-web': 1 };

describe('daily deal', () => {
  it('pins ten dates for every game', () => {
    expect(Object.keys(GOLDEN).sort()).toEqual([...GAME_IDS].sort());
    for (const game of GAME_IDS) expect(GOLDEN[game], game).toHaveLength(DATES.length);
  });

  it.each(GAME_IDS)('%s: the daily numbers of ten dates are pinned', (game) => {
    // the games whose daily deal takes seconds a date test the first dates of the ten, all pinned:
    // a Zerline daily tries ten candidates or so (New Game's budget wins one deal in seven), Soother's
    // five, Castle Mount's and Palace's 0.5 to 6 s a date; Bastion's and Ten by One's 10 s, Penelope's
    // Web's a minute on the loaded machine
    const dates = DATES.slice(0, FIRST_DATES[game] ?? DATES.length);
    const got = dates.map((date) => {
      const n = dailyDealNumber(game, date);
      return n.ok ? n.value : n.error;
    });
    expect(got).toEqual(GOLDEN[game]!.slice(0, dates.length));
  });

  it('each pinned deal is proven winnable, and no earlier candidate of its day is', () => {
    const game: GameId = 'beleaguered-castle';
    DATES.forEach((date, i) => {
      const number = GOLDEN[game]![i]!;
      expect(solve(dealPosition(game, number), { budget: DAILY_BUDGET, techniques: DAILY_TECHNIQUES }).verdict).toBe('winnable');
      for (let k = 0; dailyCandidate(game, date, k) !== number; k++) {
        expect(k).toBeLessThan(1000);
        expect(solve(dealPosition(game, dailyCandidate(game, date, k)), { budget: DAILY_BUDGET, techniques: DAILY_TECHNIQUES }).verdict).not.toBe('winnable');
      }
    });
  });

  it.each(['lightweight', 'castle-of-indolence', 'rittenhouse', 'zerline', 'chequers', 'zerline-3-decks', 'soother', 'castle-mount', 'palace'] as const)('%s: each pinned deal is won within its budget, which is not the one-deck games\' one, and its line replays', (game) => {
    expect(gamePlan(game, 'daily').budget).toBe(MULTI_DECK_DEAL_BUDGET);
    expect(gamePlan('fortress', 'daily').budget).toBe(DAILY_BUDGET);
    for (const number of GOLDEN[game]!.slice(0, 3)) {
      const start = dealPosition(game, number);
      const r = solve(start, { budget: MULTI_DECK_DEAL_BUDGET, techniques: dailyTechniques(game) });
      expect(r.verdict).toBe('winnable');
      expect(lineWins(start, r.moves)).toBe(true);
    }
  });

  it('only the games that came to the table merged have their daily deal merged: the others\' stay where they were', () => {
    expect(dailyTechniques('zerline-3-decks').suitMerging).toBe(true);
    expect(dailyTechniques('soother').suitMerging).toBe(true);
    for (const game of [...MAIN_GAME_IDS, 'penelopes-web', 'lightweight', 'zerline'] as const) expect(dailyTechniques(game)).toBe(DAILY_TECHNIQUES);
  });

  it('only the games that came to the table with the beams have beamed daily deals: Lightweight\'s, beamed since, stay where they were', () => {
    expect(DAILY_TECHNIQUES.beam).toBe(false);
    expect(dailyTechniques('castle-mount').beam).toBe(true);
    expect(dailyTechniques('palace').beam).toBe(true);
    // with the beams, 2026-01-01's first candidate would be won within the budget, and the day would move
    const first = dailyCandidate('lightweight', '2026-01-01', 0);
    expect(first).not.toBe(GOLDEN['lightweight']![0]);
    const beamed = solve(dealPosition('lightweight', first), { budget: MULTI_DECK_DEAL_BUDGET, techniques: { ...DAILY_TECHNIQUES, beam: true } });
    expect(beamed.verdict).toBe('winnable');
    expect(solve(dealPosition('lightweight', first), { budget: MULTI_DECK_DEAL_BUDGET, techniques: dailyTechniques('lightweight') }).verdict).not.toBe('winnable');
  });

  it('differs by game and by date', () => {
    const first = MAIN_GAME_IDS.map((g) => GOLDEN[g]![0]);
    expect(new Set(first).size).toBe(MAIN_GAME_IDS.length);
    expect(new Set(GOLDEN['beleaguered-castle']).size).toBe(DATES.length);
  });

  it('answers a bad date with an error value', () => {
    for (const bad of ['', '2026-13-01', '2026-02-29', '2026-1-5', '26-01-05', '2026-01-05T00:00', 'tomorrow', '2026-04-31']) {
      const r = dailyDealNumber('beleaguered-castle', bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/YYYY-MM-DD/);
    }
    expect(isDateString('2028-02-29')).toBe(true);
    expect(isDateString('2100-02-29')).toBe(false);
    expect(isDateString('2000-02-29')).toBe(true);
  });

  it('uses the local calendar date of a Date', () => {
    expect(localDateString(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDateString(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
    expect(localDateString(new Date(999, 2, 1))).toBe('0999-03-01');
  });
});
