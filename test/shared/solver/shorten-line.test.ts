import { describe, expect, it } from 'vitest';
import { suitPile } from '../engine/pile-helpers';
import { isFoundationPile } from '../../../shared/engine/moves';
import { MAIN_GAME_IDS } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import type { AnyGameId } from '../../../shared/engine/games';
import { type Move, generateMoves, applyMove, undoMove, checkMove } from '../../../shared/engine/moves';
import { type Position, clonePosition } from '../../../shared/engine/position';
import { snapshotStride, writeSnapshot } from '../../../shared/solver/spaces/snapshot';
import { solve } from '../../../shared/solver/api/solve';
import { shortenLine } from '../../../shared/solver/services/shorten-line';
import { lineWins } from './replay';

/**
 * The shortcuts as the file comment of shorten-line.ts says them, tried one by one: from each position
 * on the line every sequence of one or two engine moves, in the engine's order, the first that saves
 * most taken. Positions are compared whole (their snapshot bytes, ids and all) where shorten-line.ts
 * prunes and hashes: its answer must be this one, move for move.
 */
function plainShortcuts(start: Readonly<Position>, line: readonly Move[]): Move[] {
  let best = line.slice();
  for (let pass = 0; pass < 3; pass++) {
    const p = clonePosition(start as Position);
    const bytes = new Uint8Array(snapshotStride(p));
    const key = (): string => {
      // (a snapshot writes no bytes for the cards home: the rest of the buffer is cleared first)
      bytes.fill(0);
      writeSnapshot(p, bytes, 0);
      return bytes.join(',');
    };
    const last = new Map<string, number>([[key(), 0]]);
    for (let i = 0; i < best.length; i++) {
      applyMove(p, best[i]!);
      last.set(key(), i + 1);
    }
    for (let i = best.length - 1; i >= 0; i--) undoMove(p, best[i]!);
    const out: Move[] = [];
    for (let i = 0; i < best.length; ) {
      let bestJ = i + 1;
      let bestMoves = [best[i]!];
      for (const m1 of allMoves(p)) {
        applyMove(p, m1);
        const j1 = last.get(key()) ?? -1;
        if (j1 - i - 1 > bestJ - i - bestMoves.length) [bestJ, bestMoves] = [j1, [m1]];
        for (const m2 of allMoves(p)) {
          applyMove(p, m2);
          const j2 = last.get(key()) ?? -1;
          if (j2 - i - 2 > bestJ - i - bestMoves.length) [bestJ, bestMoves] = [j2, [m1, m2]];
          undoMove(p, m2);
        }
        undoMove(p, m1);
      }
      for (const m of bestMoves) applyMove(p, m);
      out.push(...bestMoves);
      i = bestJ;
    }
    if (out.length >= best.length) break;
    best = out;
  }
  return best;
}

function allMoves(p: Position): Move[] {
  const moves: Move[] = [];
  generateMoves(p, moves);
  return moves;
}

describe('shortenLine', () => {
  it.each<[AnyGameId, number[]]>([
    ['beleaguered-castle', [3, 4]],
    ['citadel', [2, 5]],
    ['siegecraft', [1, 2]],
    ['fortress', [5]],
    ['chessboard', [11, 18]],
    ['lasker', [12]],
    ['castles-end', [14]],
    ['castle-of-indolence', [1]],
    ['zerline', [2]],
  ])('%s: gives the line the plain search of every one- and two-move shortcut gives, move for move', (game, deals) => {
    for (const n of deals) {
      const p = dealPosition(game, n);
      const r = solve(p, { budget: 300_000 });
      if (r.verdict !== 'winnable') continue;
      expect(shortenLine(p, r.moves), `${game} #${n}`).toEqual(plainShortcuts(p, r.moves));
    }
  });

  it('chequers: gives the line the plain search gives, move for move, from late in a winning line', () => {
    // (Chequers has a hundred moves and more a position: the plain search over a whole line would take
    // minutes, so the lines here are the last moves of the solver's)
    for (const n of [1, 3]) {
      const p = dealPosition('chequers', n);
      const r = solve(p, { budget: 300_000 });
      expect(r.verdict, `chequers #${n}`).toBe('winnable');
      const from = r.moves.length - 60;
      for (const m of r.moves.slice(0, from)) applyMove(p, m);
      const rest = r.moves.slice(from);
      const short = shortenLine(p, rest);
      expect(short, `chequers #${n}`).toEqual(plainShortcuts(p, rest));
      expect(short.length, `chequers #${n}: some shortcut taken`).toBeLessThan(rest.length);
    }
  });

  it('keeps every winning line of deals 1..15 of every main game winning, and never longer', () => {
    let saved = 0;
    let lines = 0;
    for (const game of MAIN_GAME_IDS) {
      for (let n = 1; n <= 15; n++) {
        const p = dealPosition(game, n);
        const r = solve(p, { budget: 300_000 });
        if (r.verdict !== 'winnable') continue;
        lines++;
        const short = shortenLine(p, r.moves);
        expect(lineWins(p, short), `${game} #${n}`).toBe(true);
        expect(short.length).toBeLessThanOrEqual(r.moves.length);
        saved += r.moves.length - short.length;
      }
    }
    expect(saved).toBeGreaterThan(0);
    expect(lines, 'winning lines checked, of 75 deals').toBeGreaterThanOrEqual(35);
  });

  it('with two decks, never cuts to a position equal face for face but holding the other deck\'s copy where the line moves this one', () => {
    // Castle of Indolence deal 1: a shortcut there once landed on such a twin, and the next move of
    // the line named a card that was not on top (the live verdict then failed)
    for (const [game, n] of [['castle-of-indolence', 1], ['castle-of-indolence', 2], ['lightweight', 2]] as const) {
      const p = dealPosition(game, n);
      const r = solve(p, { budget: 300_000 });
      expect(r.verdict, `${game} #${n}`).toBe('winnable');
      const short = shortenLine(p, r.moves);
      expect(lineWins(p, short), `${game} #${n}`).toBe(true);
      expect(short.length).toBeLessThanOrEqual(r.moves.length);
    }
  });

  it('takes the shortcut past a detour: a card moved away and back', () => {
    // the first winnable deal with a row-to-row move whose reverse is legal too
    const reverse = (m: number): number => (m & ~0x3fff) | ((m & 127) << 7) | ((m >>> 7) & 127);
    for (let n = 1; ; n++) {
      const p = dealPosition('beleaguered-castle', n);
      const moves: number[] = [];
      generateMoves(p, moves);
      const there = moves.find((m) => {
        if (isFoundationPile(m & 127)) return false;
        const q = clonePosition(p);
        applyMove(q, m);
        return checkMove(q, reverse(m)).ok;
      });
      const r = solve(p);
      if (there === undefined || r.verdict !== 'winnable') continue;
      const short = shortenLine(p, r.moves);
      const detour = [there, reverse(there), ...r.moves];
      expect(lineWins(p, detour)).toBe(true);
      const shortened = shortenLine(p, detour);
      expect(lineWins(p, shortened)).toBe(true);
      // the detour is a loop back to the start: cut out, the rest is shortened as without it
      expect(shortened, `#${n}`).toEqual(short);
      return;
    }
  });

  it('shortens the meandering lines of a depth-first search by about a third', () => {
    let before = 0;
    let after = 0;
    let lines = 0;
    for (let n = 1; n <= 30; n++) {
      const p = dealPosition('beleaguered-castle', n);
      const r = solve(p);
      if (r.verdict !== 'winnable') continue;
      lines++;
      before += r.moves.length;
      after += shortenLine(p, r.moves).length;
    }
    expect(after).toBeLessThan(before * 0.8);
    expect(lines, 'winning lines, of 30 deals').toBeGreaterThanOrEqual(15);
  });

  it('gives back a line that does not win as it was, never a different one', () => {
    const p = dealPosition('beleaguered-castle', 3);
    const line = solve(p).moves;
    const cut = line.slice(0, line.length - 1); // one card short of a win
    expect(shortenLine(p, cut)).toEqual(cut);
    // the first row's top card sent home at once: not a legal move (no 2 is on top in deal 3)
    const top = p.rows[0]![p.rows[0]!.length - 1]!;
    const illegal = [(top << 14) | suitPile(top), ...line];
    expect(checkMove(clonePosition(p), illegal[0]!).ok).toBe(false);
    expect(shortenLine(p, illegal)).toEqual(illegal);
  });
});
