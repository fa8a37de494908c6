// One way to check data at every boundary: the bounded JSON scan, the one date check every boundary
// uses, and the limits the IPC door and the loaders share (what one accepts, the other loads).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameRecord, legalMoves } from '../../../shared/engine';
import { savedGameFromRecord, validateSavedGame } from '../../../shared/formats/saved-game';
import { isDateString } from '../../../shared/solver/services/daily';
import { isLocalDate } from '../../../shared/stats/dates';
import { FILE_LIMITS, MAX_MOVES, MAX_SECONDS, PAYLOAD_LIMITS } from '../../../shared/schemas/limits';
import { INVOKE } from '../../../shared/ipc/contract';
import { parseBoundedJson, scanJson } from '../../../shared/ipc/json-scan';
import { gameResult, localDate } from '../../../shared/schemas/host';
import { fromWire, toWire } from '../../../shared/ipc/wire';

const limits = { maxChars: 1000, maxValues: 10, maxDepth: 3, maxEscapes: 4 };

describe('the bounded JSON scan', () => {
  it('stops at the first limit passed, and says which', () => {
    expect(scanJson('x'.repeat(1001), limits)).toEqual({ ok: false, error: 'the text is 1001 characters long, more than the 1000 allowed' });
    expect(scanJson('[1,2,3,4,5,6,7,8,9,10]', limits)).toEqual({ ok: false, error: 'the text holds more than 10 values' });
    expect(scanJson('[[[[1]]]]', limits)).toEqual({ ok: false, error: 'the values nest deeper than 3 levels' });
    expect(scanJson('["\\n\\n\\n\\n\\n"]', limits)).toEqual({ ok: false, error: 'the strings hold more than 4 escape sequences' });
    expect(scanJson('["abc', limits)).toEqual({ ok: false, error: 'a string is not closed' });
  });

  it('counts strings as one value whatever they hold, brackets and quotes included', () => {
    expect(scanJson('{"a":"[[[[{{{{,,,,::::","b":"\\"\\\\"}', limits).ok).toBe(true);
    expect(parseBoundedJson('{"a":"[[[[{{{{,,,,::::","b":"\\"\\\\"}', limits)).toEqual({ ok: true, value: { a: '[[[[{{{{,,,,::::', b: '"\\' } });
  });

  it('never refuses what JSON.parse reads within the limits, and never lets more through', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'small' }), (text) => {
        const scanned = scanJson(text, { maxChars: 1e6, maxValues: 1e6, maxDepth: 1000, maxEscapes: 1e6 });
        expect(scanned.ok).toBe(true);
        const tight = parseBoundedJson(text, { maxChars: 1e6, maxValues: 3, maxDepth: 1, maxEscapes: 1e6 });
        if (tight.ok) expect(JSON.stringify(tight.value).length).toBeLessThan(200);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('one date check', () => {
  it('refuses 2026-02-30 at every boundary that reads a date', () => {
    const base = savedGameFromRecord(GameRecord.fromDeal('citadel', 1), 0);
    const result = { game: 'citadel', deal: 1, won: false, score: 0, seconds: 0, moves: 0, finishedAt: '2026-11-30T10:00:00.000Z' };
    for (const date of ['2026-02-30', '2026-04-31', '2100-02-29', '2026-13-01']) {
      expect(isLocalDate(date)).toBe(false);
      expect(isDateString(date)).toBe(false);
      expect(localDate(date).ok).toBe(false);
      expect(validateSavedGame({ ...base, daily: date }).ok).toBe(false);
      expect(gameResult({ ...result, daily: date }).ok).toBe(false);
    }
    for (const date of ['2024-02-29', '2000-02-29', '0000-02-29', '2026-12-31']) {
      expect(isLocalDate(date)).toBe(true);
      expect(validateSavedGame({ ...base, daily: date }).ok).toBe(true);
      expect(gameResult({ ...result, daily: date }).ok).toBe(true);
    }
  });
});

describe('the same limits at the door and in the loaders', () => {
  /** A game of `moves` single moves back and forth between two free cells: as long as a game gets. */
  function longGame(moves: number) {
    const record = GameRecord.fromDeal('citadel', 3);
    while (record.moveCount < moves) {
      const move = legalMoves(record.position)[0];
      if (move === undefined) break;
      record.play(move);
    }
    return savedGameFromRecord(record, MAX_SECONDS);
  }

  it('a saved game the door accepts fits the file limits, and its bounds are the contract\'s', () => {
    const game = longGame(400);
    const wire = toWire(game);
    expect(fromWire(INVOKE.saveGame, wire).ok).toBe(true);
    const file = JSON.stringify({ version: 1, data: game });
    expect(parseBoundedJson(file, FILE_LIMITS.savedGame).ok).toBe(true);
    expect(FILE_LIMITS.savedGame.maxChars).toBeGreaterThan(PAYLOAD_LIMITS.savedGame.maxChars);
    expect(validateSavedGame({ ...game, elapsedSeconds: MAX_SECONDS + 1 }).ok).toBe(false);
    const tooMany = Array.from({ length: MAX_MOVES + 1 }, () => '1a').join(' ');
    expect(validateSavedGame({ ...game, moves: tooMany })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/more than the 20000 allowed|at most/) } });
  });
});
