// shared/host/results.ts: a finished game becomes a statistics entry only through its replay, the one
// made when it was verified.
import { describe, expect, it } from 'vitest';
import { resultFromSavedGame } from '../../shared/host/results';
import { verified } from '../shared/host/held-fixtures';
import { nearlyWonGame, sampleGame } from './helpers';
import { verifyGame } from '../../shared/formats/saved-game';

const NOW = new Date('2026-11-30T01:00:00.000Z');

describe('resultFromSavedGame', () => {
  it('records a replayed win with its score, time and moves', () => {
    expect(resultFromSavedGame(verified({ ...nearlyWonGame('1h', 100.8), daily: '2026-11-30' }), true, NOW)).toEqual({
      ok: true,
      value: { game: 'beleaguered-castle', deal: null, daily: '2026-11-30', won: true, score: 5 + 500 + 1100, seconds: 100, moves: 1, finishedAt: '2026-11-30T01:00:00.000Z' },
    });
  });

  it('refuses a claimed win whose replay is not won', () => {
    const r = resultFromSavedGame(verified(nearlyWonGame('')), true, NOW);
    expect(r).toEqual({ ok: false, error: 'a win was claimed but the moves do not reach a won position' });
  });

  it('records a loss with the points of the cards sent home, and no bonus', () => {
    const game = sampleGame(13, 12, 0, 75);
    const r = resultFromSavedGame(verified(game), false, NOW);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ deal: 13, won: false, seconds: 75, moves: 12 });
    expect(r.value.score % 5).toBe(0);
    expect(r.value.score).toBeLessThanOrEqual(12 * 5);
  });

  it('counts only the moves played, not those undone', () => {
    const r = resultFromSavedGame(verified(sampleGame(13, 12, 5, 75)), false, NOW);
    expect(r.ok && r.value.moves).toBe(7);
  });

  it('takes only a verified game (one that does not replay never becomes one), and refuses a time that is not a date', () => {
    expect(verifyGame({ ...sampleGame(), moves: '1h 1h 1h 1h 1h 1h' })).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    // a copy of a verified game is not verified: it cannot pass for one
    expect(() => resultFromSavedGame({ ...verified(sampleGame()) }, false, NOW)).toThrow(/not verified/);
    expect(resultFromSavedGame(verified(sampleGame()), false, new Date(Number.NaN))).toEqual({ ok: false, error: 'the finishing time is not a valid date' });
  });
});
