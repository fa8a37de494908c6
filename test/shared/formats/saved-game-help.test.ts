// The saved game keeps the help taken so far (optional `help`), so a resumed game keeps it.
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../../shared/engine/record';
import { parseSavedGame, savedGameFromRecord, serializeSavedGame, validateSavedGame } from '../../../shared/formats/saved-game';

const help = { hints: 3, undoToWinnable: true, watchedSolver: false };

describe('saved game: the help taken', () => {
  it('is written when some help was taken, read back as it was, and left out when none was', () => {
    const r = GameRecord.fromDeal('citadel', 3);
    const saved = savedGameFromRecord(r, 5, undefined, help);
    expect(saved.help).toEqual(help);
    expect(parseSavedGame(serializeSavedGame(saved))).toEqual({ ok: true, value: saved });
    expect('help' in savedGameFromRecord(r, 5, undefined, { hints: 0, undoToWinnable: false, watchedSolver: false })).toBe(false);
    expect('help' in savedGameFromRecord(r, 5)).toBe(false);
  });

  it('a damaged help field is refused with its name, and the rest of the file is not guessed at', () => {
    const base = savedGameFromRecord(GameRecord.fromDeal('citadel', 3), 5);
    for (const bad of [{ hints: -1, undoToWinnable: false, watchedSolver: false }, { hints: 1.5, undoToWinnable: false, watchedSolver: false }, { hints: 1, undoToWinnable: 'yes', watchedSolver: false }, { hints: 1, undoToWinnable: false }, { ...help, extra: 1 }, [1, 2], null]) {
      const checked = validateSavedGame({ ...base, help: bad });
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.error.message).toMatch(/"help(\.\w+)?"/);
    }
  });
});
