import { describe, it, expect } from 'vitest';
import { GAME_IDS, GAMES } from '../../../shared/engine/games';
import { makeCard } from '../../../shared/engine/cards';
import { createPosition, clonePosition } from '../../../shared/engine/position';
import { applyMove, lineWins } from '../../../shared/engine/moves';
import { dealPosition } from '../../../shared/engine/deal';
import { openMoves } from '../../../shared/solver/services/difficulty';
import { lineStillWins, transplantLine } from '../../../shared/solver/services/line-transplant';
import { findWinnableDeal } from '../../../shared/solver/services/winnable-deal';
import { createSolver } from '../../../shared/solver/api/solve';
import { bruteForceWinnable } from './brute-force';
import { narrowRules } from './positions';

const H = 0, C = 1, D = 2, S = 3;
const card = makeCard;
const solver = createSolver();

describe('transplantLine', () => {
  it.each(GAME_IDS)('%s: every line it makes after another move is legal and wins; the line itself carries over', (game) => {
    const deal = findWinnableDeal(game, 7, { solver }).number;
    const start = dealPosition(game, deal);
    const line = solver.solve(start).moves;
    expect(line.length).toBeGreaterThan(0);
    const p = clonePosition(start);
    let at = 0;
    let made = 0;
    for (let spot = 0; spot < 5; spot++) {
      const index = Math.floor((spot * line.length) / 5);
      while (at < index) applyMove(p, line[at++]!);
      const rest = line.slice(index);
      // no move played: the rest of the line itself
      expect(transplantLine(p, p, rest), `spot ${spot}: the line itself`).not.toBeNull();
      for (const m of openMoves(p)) {
        const after = clonePosition(p);
        applyMove(after, m);
        const won = transplantLine(p, after, rest);
        if (won === null) continue;
        made++;
        // a proof, checked move by move by the engine
        expect(lineWins(after, won), `spot ${spot}, move ${m}`).toBe(true);
      }
    }
    expect(made, 'lines carried over after another move').toBeGreaterThan(0);
  });

  it('finds no line after a move that loses, and one after a move that does not matter', () => {
    // three rows (difficulty.test.ts's trap): of the three moves open, two lose and one wins
    const rules = narrowRules('beleaguered-castle', 3);
    const trap = createPosition(rules, [[card(H, 13), card(H, 12), card(C, 12)], [card(S, 13), card(C, 11), card(H, 11), card(C, 13)], [card(D, 13)]], [10, 10, 12, 12]);
    const line = solver.solve(trap).moves;
    const others = openMoves(trap).filter((m) => m !== line[0]);
    expect(others).toHaveLength(2);
    for (const m of others) {
      const after = clonePosition(trap);
      applyMove(after, m);
      expect(bruteForceWinnable(after, 100_000)).toBe(false);
      expect(transplantLine(trap, after, line)).toBeNull();
    }
    // two Kings over their Queens and empty rows: any move leaves the line's cards where it finds them
    const easy = createPosition(GAMES['beleaguered-castle'], [[card(H, 12), card(S, 13)], [card(S, 12), card(H, 13)], [], [], [], [], [], []], [11, 13, 13, 11]);
    const easyLine = solver.solve(easy).moves;
    for (const m of openMoves(easy)) {
      const after = clonePosition(easy);
      applyMove(after, m);
      const won = transplantLine(easy, after, easyLine);
      expect(won).not.toBeNull();
      expect(lineWins(after, won!)).toBe(true);
    }
  });

  it('lineStillWins gives up past its steps while the positions are still apart, and only then', () => {
    const easy = createPosition(GAMES['beleaguered-castle'], [[card(H, 12), card(S, 13)], [card(S, 12), card(H, 13)], [], [], [], [], [], []], [11, 13, 13, 11]);
    const line = solver.solve(easy).moves;
    let cut = 0;
    for (const m of openMoves(easy)) {
      const full = lineStillWins(easy, m, line);
      const short = lineStillWins(easy, m, line, 1);
      // a cap takes proofs away, never adds one
      if (short) expect(full).toBe(true);
      if (full && !short) cut++;
      expect(lineStillWins(easy, m, line, line.length)).toBe(full);
    }
    expect(cut, 'moves whose replay meets the line only at its end').toBeGreaterThan(0);
  });
});
