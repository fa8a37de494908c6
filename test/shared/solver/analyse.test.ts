import { describe, it, expect, beforeEach } from 'vitest';
import { dealPosition } from '../../../shared/engine/deal';
import { GameRecord } from '../../../shared/engine/record';
import { legalMoves, checkMove } from '../../../shared/engine/moves';
import { mulberry32 } from '../../../shared/engine/rng';
import { movesToText } from '../../../shared/formats/move-text';
import { formatPosition } from '../../../shared/formats/position-text';
import { analyse, clearAnalysisCache } from '../../../shared/solver/services/analyse';
import { solve } from '../../../shared/solver/api/solve';

const GAME = 'beleaguered-castle';
const WINNABLE_DEAL = 4; // solved in about a hundred positions

beforeEach(() => clearAnalysisCache());

describe('analyse', () => {
  it('gives a legal hint from a winnable position, and following hints wins', () => {
    const record = GameRecord.fromDeal(GAME, WINNABLE_DEAL);
    for (let i = 0; i < 400 && !record.won; i++) {
      const a = analyse({ game: GAME, deal: WINNABLE_DEAL, moves: movesToText(record.moves()) });
      expect(a.verdict).toBe('winnable');
      expect(a.hint).toBeDefined();
      expect(checkMove(record.position, a.hint!.move).ok).toBe(true);
      record.play(a.hint!.move);
    }
    expect(record.won).toBe(true);
  });

  it('answers a player who follows the hint without searching again', () => {
    const first = analyse({ game: GAME, deal: WINNABLE_DEAL, moves: '' });
    expect(first.positions).toBeGreaterThan(0);
    const next = analyse({ game: GAME, deal: WINNABLE_DEAL, moves: first.hint!.text });
    expect(next.verdict).toBe('winnable');
    expect(next.positions).toBe(0);
  });

  it('finds the move after which the game was lost', () => {
    // random play from a winnable deal until the solver proves the game lost
    const next = mulberry32(7);
    const record = GameRecord.fromDeal(GAME, WINNABLE_DEAL);
    let lostAt = -1;
    for (let i = 0; i < 60 && lostAt < 0; i++) {
      const moves = legalMoves(record.position);
      if (moves.length === 0) break;
      record.play(moves[next() % moves.length]!);
      if (solve(record.position, { budget: 500_000 }).verdict === 'unwinnable') lostAt = record.moveCount;
    }
    expect(lostAt).toBeGreaterThan(0);
    // one more move keeps it lost; the analysis must point back to lostAt
    const more = legalMoves(record.position);
    if (more.length > 0) record.play(more[0]!);
    const a = analyse({ game: GAME, deal: WINNABLE_DEAL, moves: movesToText(record.moves()) });
    expect(a.verdict).toBe('lost');
    expect(a.lostSinceMove).toBe(lostAt);
    expect(a.lastWinnableMove).toBe(lostAt - 1);
    expect(a.hint).toBeUndefined();
  });

  it('says lost since move 0 for a deal that cannot be won', () => {
    expect(solve(dealPosition(GAME, 1)).verdict).toBe('unwinnable');
    const a = analyse({ game: GAME, deal: 1, moves: '' });
    expect(a).toMatchObject({ verdict: 'lost', lostSinceMove: 0 });
    expect(a.lastWinnableMove).toBeUndefined();
  });

  it('analyses a game that started from board text', () => {
    const text = formatPosition(dealPosition(GAME, WINNABLE_DEAL));
    const a = analyse({ game: GAME, deal: null, position: text, moves: '' });
    expect(a.verdict).toBe('winnable');
  });

  it('answers unknown when its budget runs out', () => {
    const a = analyse({ game: GAME, deal: 3, moves: '' }, { budget: 10 });
    expect(a.verdict).toBe('unknown');
  });

  it('reports a bad request as an error value', () => {
    expect(analyse({ game: 'chess' as never, deal: 1, moves: '' })).toMatchObject({ verdict: 'unknown', error: expect.stringContaining('unknown game') });
    expect(analyse({ game: GAME, deal: 1, moves: '9h' }).error).toMatch(/move 1/);
    expect(analyse({ game: GAME, deal: null, position: 'nonsense', moves: '' }).error).toBeTruthy();
    expect(analyse({ game: GAME, deal: -4, moves: '' }).error).toMatch(/deal number/);
  });
});
