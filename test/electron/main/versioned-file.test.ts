// Versioned JSON files: round trips, migrations from older versions, damaged files kept aside as
// backups with a notice while play goes on with fresh state, and bad entries kept apart from good ones.
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { integerIn, validator } from '../../../shared/schemas/validate';
import { EMPTY_TOTALS } from '../../../shared/host/results-fold';
import type { GameResult } from '../../../shared/host/types';
import { FILE_LIMITS, MAX_SECONDS } from '../../../shared/schemas/limits';
import { gameFile, resultsFile, RESULTS_VERSION, type StoredResults } from '../../../electron/main/data-files';
import { VersionedFile, backupPathFor, decode } from '../../../electron/main/versioned-file';
import { failingFs, realFs, sampleGame, tempDir } from '../helpers';

const NOW = new Date('2026-11-30T01:02:03.456Z');
const now = { now: (): Date => NOW };
const integer = (min: number, max: number) => validator(integerIn(min, max));
const stored = (results: GameResult[]): StoredResults => ({ results, totals: EMPTY_TOTALS });

const result: GameResult = { game: 'citadel', deal: 42, won: true, score: 1500, seconds: 200, moves: 88, finishedAt: '2026-11-29T20:00:00.000Z' };

/** A counter file whose history had three formats: a bare number, {count}, and {count, max}. */
const counterSpec = (path: string) => ({
  path,
  label: 'counter',
  version: 2,
  migrations: {
    0: (data: unknown) => ({ count: data }),
    1: (data: unknown) => ({ ...(data as object), max: 100 }),
  },
  validate: (data: unknown) => {
    const d = data as { count?: unknown; max?: unknown };
    const count = integer(0, 1000)(d?.count);
    if (!count.ok) return count;
    const max = integer(0, 1000)(d?.max);
    return max.ok ? { ok: true as const, value: { count: count.value, max: max.value } } : max;
  },
  fresh: () => ({ count: 0, max: 100 }),
  limits: FILE_LIMITS.settings,
});

describe('VersionedFile', () => {
  it('starts fresh, without a notice, when there is no file yet', async () => {
    const loaded = await resultsFile(realFs, tempDir()).load();
    expect(loaded).toEqual({ value: stored([]) });
  });

  it('round-trips results in a versioned envelope', async () => {
    const dir = tempDir();
    await resultsFile(realFs, dir).save(stored([result, { ...result, won: false, daily: '2026-11-28' }]));
    const raw = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'));
    expect(raw.version).toBe(RESULTS_VERSION);
    const loaded = await resultsFile(realFs, dir).load();
    expect(loaded).toEqual({ value: stored([result, { ...result, won: false, daily: '2026-11-28' }]) });
  });

  it('round-trips the game in progress with its undo history and clock', async () => {
    const dir = tempDir();
    const game = sampleGame(9, 8, 3, 123.5);
    expect(game.redo).toBeDefined();
    await gameFile(realFs, dir).save(game);
    expect((await gameFile(realFs, dir).load()).value).toEqual(game);
  });

  it('migrates every older version forward, in order', async () => {
    const dir = tempDir();
    const spec = counterSpec(join(dir, 'counter.json'));
    const cases: [unknown, { count: number; max: number }][] = [
      [7, { count: 7, max: 100 }],
      [{ version: 1, data: { count: 8 } }, { count: 8, max: 100 }],
      [{ version: 2, data: { count: 9, max: 50 } }, { count: 9, max: 50 }],
    ];
    for (const [stored, expected] of cases) {
      writeFileSync(spec.path, JSON.stringify(stored));
      expect(await new VersionedFile(realFs, spec, now).load()).toEqual({ value: expected });
    }
  });

  it('migrates a results file written before envelopes (a bare list)', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'results.json'), JSON.stringify([result]));
    expect(await resultsFile(realFs, dir).load()).toEqual({ value: stored([result]) });
    writeFileSync(join(dir, 'results.json'), JSON.stringify({ version: 1, data: [result] }));
    expect(await resultsFile(realFs, dir).load()).toEqual({ value: stored([result]) });
  });

  it('migrates a bare saved game into the envelope', async () => {
    const dir = tempDir();
    const game = sampleGame();
    writeFileSync(join(dir, 'game-in-progress.json'), JSON.stringify(game));
    expect((await gameFile(realFs, dir).load()).value).toEqual(game);
  });

  const damaged: [string, string, RegExp][] = [
    ['not JSON', '{"version":1,"data":[', /is not valid \(not JSON/],
    ['nested too deep', `{"version":1,"data":${'['.repeat(1000)}`, /nest deeper/],
    ['a list of a bad kind', JSON.stringify({ version: 2, data: { results: 'many', totals: EMPTY_TOTALS } }), /does not hold valid data/],
    ['a file from a newer version', '{"version":99,"data":[]}', /newer version/],
    ['no data', '{"version":1}', /has no data/],
    ['a bad version', '{"version":"one","data":[]}', /version/],
    ['a bare value a migration cannot read', '"hello"', /could not be updated from format 0/],
  ];
  for (const [what, text, problem] of damaged) {
    it(`keeps ${what} aside as a backup, tells the player, and starts fresh`, async () => {
      const dir = tempDir();
      const path = join(dir, 'results.json');
      writeFileSync(path, text);
      const loaded = await resultsFile(realFs, dir, now).load();
      expect(loaded.value).toEqual(stored([]));
      expect(loaded.notice?.kind).toBe('corrupt-file');
      expect(loaded.notice?.message).toMatch(problem);
      expect(loaded.notice?.message).toMatch(/statistics/);
      const backup = backupPathFor(path, NOW);
      expect(loaded.notice?.backupPath).toBe(backup);
      expect(loaded.notice?.message).toContain(backup);
      // the damaged bytes are kept exactly, and the next save does not touch them
      expect(readFileSync(backup, 'utf8')).toBe(text);
      expect(existsSync(path)).toBe(false);
      await resultsFile(realFs, dir, now).save(stored([result]));
      expect(readFileSync(backup, 'utf8')).toBe(text);
      expect((await resultsFile(realFs, dir).load()).value).toEqual(stored([result]));
    });
  }

  it('keeps an unreadable file (a folder in its place) aside too', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'results.json'));
    const loaded = await resultsFile(realFs, dir, now).load();
    expect(loaded.value).toEqual(stored([]));
    expect(loaded.notice?.kind).toBe('unreadable-file');
    expect(existsSync(backupPathFor(join(dir, 'results.json'), NOW))).toBe(true);
  });

  it('never writes over a damaged file it could not move aside', async () => {
    const dir = tempDir();
    const path = join(dir, 'results.json');
    writeFileSync(path, 'garbage');
    const file = resultsFile(failingFs('rename'), dir, now);
    const loaded = await file.load();
    expect(loaded.value).toEqual(stored([]));
    expect(loaded.notice?.message).toMatch(/could not be moved aside.*will not be saved/);
    expect(loaded.notice?.backupPath).toBeUndefined();
    await expect(file.save(stored([result]))).rejects.toThrow(/not written over/);
    expect(readFileSync(path, 'utf8')).toBe('garbage');
  });

  it('keeps the good results of a file with one bad entry, and the bad one in a damaged file beside it', async () => {
    const dir = tempDir();
    const path = join(dir, 'results.json');
    const bad = { ...result, score: -5 };
    writeFileSync(path, JSON.stringify({ version: 1, data: [result, bad, { ...result, deal: 43 }] }));
    const loaded = await resultsFile(realFs, dir, now).load();
    expect(loaded.value).toEqual(stored([result, { ...result, deal: 43 }]));
    expect(loaded.notice?.kind).toBe('entries-set-aside');
    expect(loaded.notice?.message).toMatch(/1 damaged entry \(result 2: field "score"/);
    const backup = backupPathFor(path, NOW);
    expect(loaded.notice?.backupPath).toBe(backup);
    expect(JSON.parse(readFileSync(backup, 'utf8'))).toEqual({ rejected: [bad] });
    // the file itself now holds the good ones only, and loads without a word
    expect(await resultsFile(realFs, dir).load()).toEqual({ value: stored([result, { ...result, deal: 43 }]) });
  });

  it('refuses a result of 4e8 seconds as a bad entry, never the whole file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'results.json'), JSON.stringify({ version: 2, data: { results: [{ ...result, seconds: 4e8 }, result], totals: EMPTY_TOTALS } }));
    const loaded = await resultsFile(realFs, dir, now).load();
    expect(loaded.value.results).toEqual([result]);
    expect(loaded.notice?.message).toContain(`expected at most ${MAX_SECONDS}`);
  });

  it('removes the file, and removing a missing file is fine', async () => {
    const dir = tempDir();
    const file = gameFile(realFs, dir);
    await file.save(sampleGame());
    await file.remove();
    await file.remove();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names backups beside the original with the time', () => {
    expect(backupPathFor('/u/results.json', NOW)).toBe('/u/results.damaged-2026-11-30T01-02-03-456Z.json');
  });

  it('decode refuses a version with no migration path', () => {
    const spec = { version: 3, migrations: { 0: (d: unknown) => d }, validate: () => ({ ok: true as const, value: 1 }) };
    expect(decode({ version: 1, data: 1 }, spec)).toEqual({ ok: false, error: 'is in format 1, which this version cannot read' });
  });
});
