import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { dealPool } from '../../server/deal-pool';
import { dealJobSchema, dealWorkerAnswerSchema } from '../../server/deal-worker-messages';
import type { GameId } from '../../shared/engine/games';
import { err, ok } from '../../shared/engine/result';

// The deal pool's workers are a boundary both ways: a job and an answer each pass their schema.

describe('the deal workers’ messages', () => {
  it('a job is a known game and a real date, nothing more', () => {
    expect(v.is(dealJobSchema, { game: 'citadel', date: '2026-12-01' })).toBe(true);
    for (const bad of [{ game: 'solitaire', date: '2026-12-01' }, { game: 'citadel', date: '2026-02-30' }, { game: 'citadel' }, { game: 'citadel', date: '2026-12-01', deal: 1 }, 'citadel', null])
      expect(v.is(dealJobSchema, bad), JSON.stringify(bad)).toBe(false);
  });

  it('an answer is a deal number or a reason, nothing more', () => {
    for (const good of [ok(0), ok(0xffffffff), err('no deal')]) expect(v.is(dealWorkerAnswerSchema, good), JSON.stringify(good)).toBe(true);
    for (const bad of [ok(-1), ok(1.5), ok('7'), ok(2 ** 32), err(7), err('x'.repeat(2_001)), { ok: true }, { ...ok(1), error: 'x' }, 7, null])
      expect(v.is(dealWorkerAnswerSchema, bad), JSON.stringify(bad)).toBe(false);
  });

  it('a worker answers a job its schema refuses with the reason, and searches nothing', async () => {
    const pool = dealPool(1);
    try {
      expect(await pool.compute('solitaire' as GameId, '2026-12-01')).toEqual({ ok: false, error: expect.stringMatching(/^not a game and date: field "game": expected one of /) });
      expect(await pool.compute('citadel', '2026-02-30')).toEqual({ ok: false, error: 'not a game and date: field "date": expected a real date YYYY-MM-DD' });
    } finally {
      await pool.close();
    }
  });
});
