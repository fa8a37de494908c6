import fc from 'fast-check';
import { GAME_IDS, type GameId } from '../../../shared/engine';
import type { GameResult } from '../../../shared/host/types';

/** A result with sensible defaults; tests override what they look at. */
export function result(over: Partial<GameResult> & { finishedAt: string }): GameResult {
  return { game: 'beleaguered-castle', deal: 1, won: false, score: 0, seconds: 100, moves: 50, ...over };
}

const START = Date.parse('2026-01-01T00:00:00Z');

/** Arbitrary results in 2026, with and without deal numbers and daily dates. */
export const arbResult: fc.Arbitrary<GameResult> = fc
  .record({
    game: fc.constantFrom<GameId>(...GAME_IDS),
    deal: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    daily: fc.option(fc.integer({ min: 0, max: 90 }), { nil: undefined }),
    won: fc.boolean(),
    score: fc.integer({ min: 0, max: 1940 }),
    seconds: fc.integer({ min: 0, max: 5000 }),
    moves: fc.integer({ min: 1, max: 400 }),
    minute: fc.integer({ min: 0, max: 60 * 24 * 120 }),
  })
  .map(({ daily, minute, ...r }) => ({
    ...r,
    ...(daily === undefined ? {} : { daily: new Date(START + daily * 86_400_000).toISOString().slice(0, 10) }),
    finishedAt: new Date(START + minute * 60_000).toISOString(),
  }));

export const arbResults = fc.array(arbResult, { maxLength: 60 });
