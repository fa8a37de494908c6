// The one move generator (shared/engine/generate.ts, reading the compiled rule set) gives the same
// moves in the same order as the two generators it replaced (old-generator.ts), in every game: over
// each deal and over the mid-game positions random play reaches from it (with undo, and with
// auto-finish jumps to positions with many cards home, where foundation cards come back into play).
import { describe, expect, it } from 'vitest';
import { ALL_GAME_IDS } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { applyMove, generateMoves, undoMove, type Move } from '../../../shared/engine/moves';
import { autoFinishMoves } from '../../../shared/engine/autofinish';
import { mulberry32 } from '../../../shared/engine/rng';
import type { Position } from '../../../shared/engine/position';
import { oldGenerateMoves } from './old-generator';

const DEALS = [1, 2, 3, 7, 1000];
const STEPS = 250;

/** Both generators' moves for `p`, as plain arrays. */
function both(p: Position): { now: Move[]; before: Move[] } {
  const now: Move[] = [];
  const before: Move[] = [];
  generateMoves(p, now);
  oldGenerateMoves(p, before);
  return { now, before };
}

describe('the one move generator', () => {
  it.each(ALL_GAME_IDS)('gives the moves of the generators it replaced, in their order: %s', (game) => {
    let compared = 0;
    let moves = 0;
    for (const deal of DEALS) {
      const random = mulberry32(deal * 7919 + game.length);
      const p = dealPosition(game, deal);
      const played: Move[] = [];
      for (let step = 0; step < STEPS; step++) {
        const { now, before } = both(p);
        expect(now, `${game} deal ${deal} after ${played.length} moves`).toEqual(before);
        compared++;
        moves += now.length;
        const r = random() % 100;
        if ((r < 8 || now.length === 0) && played.length > 0) {
          // take back a few moves (always at a dead end): positions seen again from another side
          for (let k = 1 + (random() % 4); k > 0 && played.length > 0; k--) undoMove(p, played.pop()!);
        } else if (r < 12) {
          // jump ahead to many cards home, then play on from there
          for (const m of autoFinishMoves(p)) {
            applyMove(p, m);
            played.push(m);
          }
        } else if (now.length > 0) {
          const m = now[random() % now.length]!;
          applyMove(p, m);
          played.push(m);
        } else break;
      }
    }
    // the walk met real positions with moves to compare, not only dead ends
    expect(compared).toBe(DEALS.length * STEPS);
    expect(moves).toBeGreaterThan(compared);
  });
});
