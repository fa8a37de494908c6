import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAME_IDS, GameRecord, legalMoves, positionsEqual, dealPosition, clonePosition, planRunMove, runDestinations } from '../../../shared/engine';
import {
  savedGameFromRecord,
  serializeSavedGame,
  parseSavedGame,
  validateSavedGame,
  restoreSavedGame,
  formatPosition,
  movesToText,
  SAVED_GAME_FORMAT,
  type SavedGame,
} from '../../../shared/formats';

function playSome(record: GameRecord, count: number, seed: number): void {
  for (let i = 0; i < count; i++) {
    const legal = legalMoves(record.position);
    if (legal.length === 0) return;
    record.play(legal[(i * 5 + seed) % legal.length]!);
  }
}

const base: SavedGame = { format: 1, game: 'fortress', deal: 12, moves: '', elapsedSeconds: 0 };

describe('saved games', () => {
  it('store the deal, the moves, the redo list, the clock and the daily date', () => {
    const r = GameRecord.fromDeal('beleaguered-castle', 42);
    playSome(r, 10, 1);
    const played = r.moves();
    r.undo();
    r.undo();
    const saved = savedGameFromRecord(r, 73.5, '2026-11-30');
    expect(saved).toEqual({
      format: SAVED_GAME_FORMAT,
      game: 'beleaguered-castle',
      deal: 42,
      moves: movesToText(played.slice(0, -2)),
      redo: movesToText(played.slice(-2)),
      elapsedSeconds: 73.5,
      daily: '2026-11-30',
    });
    expect(JSON.parse(serializeSavedGame(saved))).toEqual(saved);
  });

  it('store a game that started from a position as its board text', () => {
    const start = clonePosition(dealPosition('masterpiece', 8));
    const r = new GameRecord({ kind: 'position', game: 'masterpiece', position: start });
    playSome(r, 5, 2);
    const saved = savedGameFromRecord(r, 10);
    expect(saved.deal).toBeNull();
    expect(saved.position).toBe(formatPosition(start));
    expect(saved.redo).toBeUndefined();
    const back = restoreSavedGame(saved);
    expect(back.ok && positionsEqual(back.value.position, r.position)).toBe(true);
    expect(back.ok && back.value.origin.kind).toBe('position');
  });

  it('load back to the same position with the same undo and redo, for random games', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 0, max: 0xffffffff }), fc.nat({ max: 60 }), fc.nat({ max: 10 }), fc.nat(), (g, n, moves, undos, seed) => {
        const r = GameRecord.fromDeal(g, n);
        playSome(r, moves, seed);
        for (let i = 0; i < undos; i++) r.undo();
        const loaded = parseSavedGame(serializeSavedGame(savedGameFromRecord(r, 5)));
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        const back = restoreSavedGame(loaded.value);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(positionsEqual(back.value.position, r.position)).toBe(true);
        expect(back.value.moves()).toEqual(r.moves());
        expect(back.value.redoMoves()).toEqual(r.redoMoves());
      }),
      { numRuns: 100 },
    );
  });

  it('reject text that is not JSON, or not an object', () => {
    expect(parseSavedGame('{"format":1,')).toMatchObject({ ok: false, error: { code: 'bad-json' } });
    expect(parseSavedGame('')).toMatchObject({ ok: false, error: { code: 'bad-json' } });
    for (const v of ['[]', 'null', '3', '"x"']) expect(parseSavedGame(v)).toMatchObject({ ok: false, error: { code: 'bad-json', message: 'a saved game must be a JSON object' } });
  });

  it.each([
    ['a wrong format version', { format: 2 }, 'bad-format-version'],
    ['a missing format version', { format: undefined }, 'bad-format-version'],
    ['a format version as a string', { format: '1' }, 'bad-format-version'],
    ['an unknown game', { game: 'klondike' }, 'unknown-game'],
    ['a negative deal number', { deal: -1 }, 'bad-deal-number'],
    ['a deal number too big', { deal: 4294967296 }, 'bad-deal-number'],
    ['a fractional deal number', { deal: 1.5 }, 'bad-deal-number'],
    ['a deal number as a string', { deal: '12' }, 'bad-deal-number'],
    ['negative seconds', { elapsedSeconds: -1 }, 'bad-elapsed'],
    ['non-finite seconds', { elapsedSeconds: Number.POSITIVE_INFINITY }, 'bad-elapsed'],
    ['seconds as a string', { elapsedSeconds: '5' }, 'bad-elapsed'],
    ['moves that are not a string', { moves: ['3h'] }, 'bad-field'],
    ['moves that are not moves', { moves: '3h ##' }, 'bad-move'],
    ['a redo list that is not a string', { redo: 3 }, 'bad-field'],
    ['a daily date that is not a date', { daily: '30/11/2026' }, 'bad-daily'],
    ['an unknown field', { extra: true }, 'bad-field'],
    ['a position beside a deal number', { position: 'x' }, 'bad-field'],
    ['no position and no deal number', { deal: null }, 'bad-field'],
    ['groups that are not a list', { groups: '0 3' }, 'bad-field'],
    ['a group of one move', { groups: [[0, 1]] }, 'bad-field'],
    ['groups that overlap', { groups: [[0, 3], [2, 2]] }, 'bad-field'],
    ['a group that is not a pair of whole numbers', { groups: [[0, 2.5]] }, 'bad-field'],
    ['a position that is not a board', { deal: null, position: 'Foundations: H-A' }, 'wrong-row-count'],
  ] as const)('reject %s', (_name, change, code) => {
    const value: Record<string, unknown> = { ...base, ...change };
    const text = JSON.stringify(value);
    expect(parseSavedGame(text)).toMatchObject({ ok: false, error: { code } });
    expect(validateSavedGame(JSON.parse(text))).toMatchObject({ ok: false, error: { code } });
    expect(validateSavedGame(value)).toMatchObject({ ok: false });
  });

  it('reject a game whose moves are illegal, naming the move', () => {
    const r = GameRecord.fromDeal('citadel', 1);
    playSome(r, 3, 0);
    const saved = savedGameFromRecord(r, 1);
    const bad = { ...saved, moves: saved.moves + ' 3h' };
    const e = restoreSavedGame(bad);
    expect(e).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    if (!e.ok) expect(e.error.message).toMatch(new RegExp(`^the saved game's move ${r.moveCount + 1} \\(3h\\): `));
    const badRedo = restoreSavedGame({ ...saved, redo: '3h' });
    expect(badRedo).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    if (!badRedo.ok) expect(badRedo.error.message).toMatch(/^the saved game's redo move 1 \(3h\)/);
  });

  it('accept a valid object as it is', () => {
    expect(validateSavedGame(base)).toEqual({ ok: true, value: base });
    const withDaily = { ...base, daily: '2026-01-31', redo: '' };
    expect(validateSavedGame(withDaily)).toEqual({ ok: true, value: withDaily });
  });

  it('keep a run played as one step, so that Undo still takes it back whole after loading', () => {
    // a real deal played until some run can move (a saved game holds all 52 cards)
    let r = GameRecord.fromDeal('fastness', 0);
    let run: { from: number; depth: number; to: number } | undefined;
    for (let deal = 1; run === undefined; deal++) {
      r = GameRecord.fromDeal('fastness', deal);
      for (let i = 0; i < 60 && run === undefined; i++) {
        for (let from = 0; from < r.position.rows.length && run === undefined; from++) {
          const d = runDestinations(r.position, from);
          for (let depth = 2; depth <= d.length && run === undefined; depth++) if (d[depth - 1]!.length > 0) run = { from, depth, to: d[depth - 1]![0]! };
        }
        const legal = legalMoves(r.position);
        if (run === undefined && legal.length > 0) r.play(legal[(i * 7 + deal) % legal.length]!);
      }
    }
    const before = r.moveCount;
    const line = planRunMove(r.position, run.from, run.depth, run.to);
    expect(line.ok).toBe(true);
    if (!line.ok) return;
    r.playGroup(line.value);
    r.undo(); // the run waits in the redo list
    const saved = savedGameFromRecord(r, 5);
    expect(saved.groups).toEqual([[before, line.value.length]]);
    const back = restoreSavedGame(JSON.parse(serializeSavedGame(saved)) as SavedGame);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.moveCount).toBe(before);
    back.value.redo();
    expect(back.value.moveCount).toBe(before + line.value.length);
    back.value.undo();
    expect(back.value.moveCount).toBe(before);
    // a group beyond the moves stored is refused, saying so
    const beyond = restoreSavedGame({ ...saved, groups: [[before, 400]] });
    expect(beyond).toMatchObject({ ok: false, error: { code: 'bad-field' } });
  });
});
