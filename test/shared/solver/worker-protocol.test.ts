import { describe, it, expect } from 'vitest';
import { MAX_LINE_MOVES, handleSolverRequest } from '../../../shared/solver/services/worker-protocol';
import { createSolver, solve } from '../../../shared/solver/api/solve';
import { dealPosition } from '../../../shared/engine/deal';
import { applyMove, checkMove, legalMoves, makeMove, moveCard, moveFrom, moveTo, undoMove } from '../../../shared/engine/moves';
import { GameRecord } from '../../../shared/engine/record';
import { formatPosition } from '../../../shared/formats/position-text';

describe('handleSolverRequest', () => {
  it('answers an analysis', () => {
    const r = handleSolverRequest({ id: 3, kind: 'analyse', request: { game: 'beleaguered-castle', deal: 4, moves: '' } });
    expect(r).toMatchObject({ id: 3, kind: 'analysis', analysis: { verdict: 'winnable' } });
  });

  it('stops an analysis whose shared stop word is set, and refuses a stop word that is not shared memory', () => {
    const request = { game: 'beleaguered-castle', deal: 33, moves: '' } as const;
    const stop = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(stop, 0, 1);
    expect(handleSolverRequest({ id: 1, kind: 'analyse', request, stop })).toMatchObject({ kind: 'analysis', analysis: { verdict: 'unknown', positions: 0 } });
    Atomics.store(stop, 0, 0);
    expect(handleSolverRequest({ id: 2, kind: 'analyse', request, stop })).toMatchObject({ kind: 'analysis', analysis: { verdict: 'winnable' } });
    for (const bad of [new Int32Array(1), [0], 'stop'])
      expect(handleSolverRequest({ id: 3, kind: 'analyse', request, stop: bad })).toMatchObject({ kind: 'error', message: 'field "stop": stop must be an Int32Array on a SharedArrayBuffer' });
  });

  it('answers a line request with the whole winning line, which wins when played', () => {
    const r = handleSolverRequest({ id: 7, kind: 'line', request: { game: 'fortress', deal: 5, moves: '' } });
    expect(r).toMatchObject({ id: 7, kind: 'analysis', analysis: { verdict: 'winnable' } });
    if (r.kind !== 'analysis') return;
    const line = r.analysis.line!;
    expect(line[0]).toBe(r.analysis.hint!.move);
    const record = GameRecord.fromDeal('fortress', 5);
    for (const m of line) expect(record.play(m).ok).toBe(true);
    expect(record.won).toBe(true);
    // a plain analysis does not carry it
    const plain = handleSolverRequest({ id: 8, kind: 'analyse', request: { game: 'fortress', deal: 5, moves: '' } });
    expect(plain.kind === 'analysis' && plain.analysis.line).toBeUndefined();
  });

  it('answers a winnable deal that the solver proves winnable', () => {
    const r = handleSolverRequest({ id: 4, kind: 'winnable-deal', game: 'beleaguered-castle', seed: 1 });
    expect(r.kind).toBe('deal');
    if (r.kind === 'deal') expect(solve(dealPosition('beleaguered-castle', r.number)).verdict).toBe('winnable');
  });

  it("answers New Game's deal with its proof's line, which a rating elsewhere takes instead of searching", () => {
    for (const game of ['streets-and-alleys', 'selective-castle', 'chequers'] as const) {
      const r = handleSolverRequest({ id: 4, kind: 'winnable-deal', game, seed: 5 });
      if (r.kind !== 'deal' || r.line === undefined) throw new Error(`expected a deal with a line: ${JSON.stringify(r)}`);
      const record = GameRecord.fromDeal(game, r.number);
      for (const m of r.line) expect(record.play(m).ok).toBe(true);
      expect(record.won).toBe(true);
      // another worker (a fresh solver) rates it the same with the line and without
      const withLine = handleSolverRequest({ id: 5, kind: 'rate', game, deal: r.number, line: r.line }, createSolver());
      const without = handleSolverRequest({ id: 5, kind: 'rate', game, deal: r.number }, createSolver());
      if (withLine.kind !== 'rating' || without.kind !== 'rating') throw new Error('expected ratings');
      expect(withLine.rating.positions).toBeLessThan(without.rating.positions);
      expect({ ...withLine.rating, positions: 0 }).toEqual({ ...without.rating, positions: 0 });
    }
  });

  it("takes lines as long as New Game's budget allows: a depth-first line may wander that far", () => {
    // Penelope's Web's proofs run to 170,000 moves; here a short line with a move and its way back
    // played 60,000 times first
    const r = handleSolverRequest({ id: 1, kind: 'winnable-deal', game: 'citadel', seed: 2 });
    if (r.kind !== 'deal' || r.line === undefined) throw new Error('expected a deal with a line');
    // the first spot of the line with a row-to-row move the engine takes straight back
    const p = dealPosition('citadel', r.number);
    let at = 0;
    let there = -1;
    for (; at < r.line.length && there < 0; applyMove(p, r.line[at++]!)) {
      there = legalMoves(p).find((m) => {
        if (moveTo(m) >= 32 || moveFrom(m) >= 32) return false;
        applyMove(p, m);
        const back = checkMove(p, makeMove(moveCard(m), moveTo(m), moveFrom(m))).ok;
        undoMove(p, m);
        return back;
      }) ?? -1;
      if (there >= 0) break;
    }
    expect(there).toBeGreaterThanOrEqual(0);
    const wander = Array.from({ length: 60_000 }, (_, i) => (i % 2 === 0 ? there : makeMove(moveCard(there), moveTo(there), moveFrom(there))));
    const long = [...r.line.slice(0, at), ...wander, ...r.line.slice(at)];
    expect(long.length).toBeLessThanOrEqual(MAX_LINE_MOVES);
    const rated = handleSolverRequest({ id: 2, kind: 'rate', game: 'citadel', deal: r.number, line: long }, createSolver());
    expect(rated, JSON.stringify(rated).slice(0, 300)).toMatchObject({ kind: 'rating', rating: { verdict: 'winnable' } });
  });

  it('rates as it would without a line when the line given does not win the deal', () => {
    const line = handleSolverRequest({ id: 1, kind: 'winnable-deal', game: 'citadel', seed: 5 });
    if (line.kind !== 'deal' || line.line === undefined) throw new Error('expected a deal with a line');
    const other = line.number === 2 ? 3 : 2;
    const given = handleSolverRequest({ id: 2, kind: 'rate', game: 'citadel', deal: other, line: line.line }, createSolver());
    expect(given).toEqual(handleSolverRequest({ id: 2, kind: 'rate', game: 'citadel', deal: other }, createSolver()));
  });

  it('answers a daily deal, and an error for a bad date', () => {
    expect(handleSolverRequest({ id: 5, kind: 'daily', game: 'fortress', date: '2026-11-30' }).kind).toBe('deal');
    expect(handleSolverRequest({ id: 6, kind: 'daily', game: 'fortress', date: '2026-02-30' })).toMatchObject({ id: 6, kind: 'error' });
  });

  it('answers a rating: a level for a winnable deal, null for one that cannot be won', () => {
    const won = handleSolverRequest({ id: 7, kind: 'rate', game: 'beleaguered-castle', deal: 4 });
    expect(won).toMatchObject({ id: 7, kind: 'rating', rating: { verdict: 'winnable' } });
    if (won.kind === 'rating') expect([1, 2, 3, 4, 5]).toContain(won.rating.level);
    const lost = handleSolverRequest({ id: 8, kind: 'rate', game: 'beleaguered-castle', deal: 1 });
    expect(lost).toMatchObject({ id: 8, kind: 'rating', rating: { verdict: 'unwinnable', level: null, measures: null } });
  });

  it('rates a position given as board text, as it rates the deal it is', () => {
    const asText = handleSolverRequest({ id: 9, kind: 'rate', game: 'fortress', deal: null, position: formatPosition(dealPosition('fortress', 5)) });
    const asDeal = handleSolverRequest({ id: 9, kind: 'rate', game: 'fortress', deal: 5 });
    expect(asText.kind).toBe('rating');
    expect(asText).toEqual(asDeal);
  });

  it('answers par with a line that wins in par moves, never shorter than its lower bound', () => {
    const r = handleSolverRequest({ id: 10, kind: 'par', game: 'fortress', deal: 5 });
    expect(r.kind).toBe('par');
    if (r.kind !== 'par') return;
    expect(r.par.par).toBe(r.par.line.length);
    expect(r.par.lowerBound).toBeLessThanOrEqual(r.par.par!);
    const record = GameRecord.fromDeal('fortress', 5);
    for (const m of r.par.line) expect(record.play(m).ok).toBe(true);
    expect(record.won).toBe(true);
    // a deal that cannot be won has no par and no line
    expect(handleSolverRequest({ id: 11, kind: 'par', game: 'beleaguered-castle', deal: 1 })).toMatchObject({ kind: 'par', par: { par: null, line: [] } });
  });

  it('answers a winnable deal of a difficulty level: rated at that level', () => {
    const r = handleSolverRequest({ id: 12, kind: 'winnable-deal', game: 'citadel', seed: 222, level: 4 });
    expect(r.kind).toBe('deal');
    if (r.kind === 'deal') expect(handleSolverRequest({ id: 13, kind: 'rate', game: 'citadel', deal: r.number })).toMatchObject({ rating: { level: 4 } });
  });

  it('answers a malformed message that has an id to that id, saying which field is wrong', () => {
    expect(handleSolverRequest({ id: 9, kind: 'rate', game: 'nope', deal: 1 })).toMatchObject({ id: 9, kind: 'error', message: expect.stringMatching(/^field "game"/) });
    expect(handleSolverRequest({ id: 10, kind: 'analyse', request: { game: 'citadel', deal: 1, moves: '' }, extra: 1 })).toMatchObject({ id: 10, kind: 'error' });
    expect(handleSolverRequest({ id: 11, kind: 'par', game: 'citadel', deal: null })).toMatchObject({ id: 11, kind: 'error', message: expect.stringMatching(/needs the board text/) });
    expect(handleSolverRequest({ kind: 'rate' })).toMatchObject({ id: -1, kind: 'error' });
  });

  it('answers malformed messages with an error, never a throw', () => {
    const bad: unknown[] = [
      null,
      42,
      { id: 1 },
      { id: 1, kind: 'explode' },
      { id: 1, kind: 'analyse' },
      { id: 1, kind: 'analyse', request: { game: 'chess', deal: 1, moves: '' } },
      { id: 1, kind: 'analyse', request: { game: 'citadel', deal: 1.5, moves: '' } },
      { id: 1, kind: 'analyse', request: { game: 'citadel', deal: null, moves: '' } },
      { id: 1, kind: 'analyse', request: { game: 'citadel', deal: 1, moves: 7 } },
      { id: 1, kind: 'analyse', request: { game: 'citadel', deal: 1, moves: 'zz' } },
      { id: 1, kind: 'winnable-deal', game: 'citadel', seed: -1 },
      { id: 1, kind: 'winnable-deal', game: 'nope', seed: 1 },
      { id: 1, kind: 'daily', game: 'nope', date: '2026-01-01' },
      { id: 1, kind: 'daily', game: 'citadel', date: 20260101 },
      { id: 1, kind: 'rate', game: 'nope', deal: 1 },
      { id: 1, kind: 'rate', game: 'citadel', deal: -1 },
      { id: 1, kind: 'rate', game: 'citadel', deal: '3' },
      { id: 1, kind: 'rate', game: 'citadel' },
      { id: 1, kind: 'rate', game: 'citadel', deal: null },
      { id: 1, kind: 'rate', game: 'citadel', deal: null, position: 'not a board' },
      { id: 1, kind: 'par', game: 'nope', deal: 1 },
      { id: 1, kind: 'par', game: 'citadel', deal: 2.5 },
      { id: 1, kind: 'par', game: 'citadel', deal: null },
      { id: 1, kind: 'par', game: 'citadel', deal: null, position: 'x' },
      { id: 1, kind: 'winnable-deal', game: 'citadel', seed: 1, level: 6 },
      { id: 1, kind: 'winnable-deal', game: 'citadel', seed: 1, level: '2' },
      { id: 1, kind: 'rate', game: 'citadel', deal: 2, line: 'h1' },
      { id: 1, kind: 'rate', game: 'citadel', deal: 2, line: [1.5] },
      { id: 1, kind: 'rate', game: 'citadel', deal: 2, line: [-1] },
      { id: 1, kind: 'rate', game: 'citadel', deal: 2, line: [2 ** 22] },
      { id: 1, kind: 'rate', game: 'citadel', deal: 2, line: new Array(MAX_LINE_MOVES + 1).fill(0) },
    ];
    for (const msg of bad) expect(handleSolverRequest(msg).kind, JSON.stringify(msg)).toBe('error');
  });
});
