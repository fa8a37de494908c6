import { describe, expect, it } from 'vitest';
import { isFoundationPile } from '../../../shared/engine/moves';
import fc from 'fast-check';
import { GAME_IDS, GAMES } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { makeCard, RANK_OF, SUIT_OF } from '../../../shared/engine/cards';
import { generateMoves, applyMove } from '../../../shared/engine/moves';
import { clonePosition, createPosition, type Position } from '../../../shared/engine/position';
import { Board } from '../../../shared/solver/spaces/board';
import { boardPlays } from '../../../shared/solver/plans';
import { NodeArena } from '../../../shared/solver/search/node-arena';

/** The games the fast solver's Board plays (its moves are single cards; runs that move whole are not its). */
const BOARD_GAMES = GAME_IDS.filter((id) => boardPlays(GAMES[id]));

// The solver board's hash: the exact scheme (every card told apart) and the merged one (a card above
// its suit's `erase` stands for any card of its rank so merged), kept up to date move by move.

const H = 0, C = 1, D = 2, S = 3;
const EXACT = [13, 13, 13, 13];
const hashOf = (p: Readonly<Position>, erase: readonly number[] = EXACT): string => {
  const b = new Board(p, true, erase);
  return `${b.hashA}:${b.hashB}`;
};

/** Deal `n` of Beleaguered Castle with cards `a` and `b` swapped. */
function swapped(n: number, a: number, b: number): Position {
  const p = dealPosition('beleaguered-castle', n);
  const rows = p.rows.map((row) => row.map((c) => (c === a ? b : c === b ? a : c)));
  return createPosition(GAMES['beleaguered-castle'], rows, p.foundations);
}

describe('Board hash', () => {
  it('merges two cards of a rank only when both are merged (above their suit\'s erase)', () => {
    const p = dealPosition('beleaguered-castle', 7);
    const nines = swapped(7, makeCard(H, 9), makeCard(S, 9));
    expect(hashOf(nines, [3, 3, 3, 3])).toBe(hashOf(p, [3, 3, 3, 3]));
    // spades told apart up to 9: the same swap is another position
    expect(hashOf(nines, [3, 3, 3, 9])).not.toBe(hashOf(p, [3, 3, 3, 9]));
    // the exact scheme tells every card apart
    expect(hashOf(nines)).not.toBe(hashOf(p));
    // a rank at or below erase keeps its suit
    const threes = swapped(7, makeCard(C, 3), makeCard(D, 3));
    expect(hashOf(threes, [3, 3, 3, 3])).not.toBe(hashOf(p, [3, 3, 3, 3]));
    // cards of different ranks never merge
    const mixed = swapped(7, makeCard(C, 9), makeCard(D, 10));
    expect(hashOf(mixed, [3, 3, 3, 3])).not.toBe(hashOf(p, [3, 3, 3, 3]));
  });

  it('hashes rows as a multiset in both schemes: the order of the rows does not matter', () => {
    const p = dealPosition('beleaguered-castle', 11);
    const q = clonePosition(p);
    q.rows.reverse();
    expect(hashOf(q)).toBe(hashOf(p));
    expect(hashOf(q, [3, 3, 3, 3])).toBe(hashOf(p, [3, 3, 3, 3]));
  });

  it('tells apart rows that share their (card, card below) pairs once ranks are merged', () => {
    // rows K 9 5 and Q 9 4 against K 9 4 and Q 9 5, the nines merged: the pairs are the same, the
    // positions are not
    const kings = [makeCard(H, 13), makeCard(C, 12)];
    const deal = dealPosition('beleaguered-castle', 1);
    const rest = deal.rows.flat().filter((c) => ![...kings, makeCard(H, 9), makeCard(C, 9), makeCard(H, 5), makeCard(C, 4)].includes(c));
    const fill = (first: number[], second: number[]): Position => {
      const rows = [first, second, ...Array.from({ length: 6 }, (_, i) => rest.slice(i * 7, i * 7 + 7))];
      rows[7]!.push(...rest.slice(42));
      return createPosition(GAMES['beleaguered-castle'], rows, deal.foundations);
    };
    const a = fill([kings[0]!, makeCard(H, 9), makeCard(H, 5)], [kings[1]!, makeCard(C, 9), makeCard(C, 4)]);
    const b = fill([kings[0]!, makeCard(H, 9), makeCard(C, 4)], [kings[1]!, makeCard(C, 9), makeCard(H, 5)]);
    expect(hashOf(a, [3, 3, 3, 3])).not.toBe(hashOf(b, [3, 3, 3, 3]));
  });

  it('keeps its hash, exact or merged, equal to a fresh board\'s after every move', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOARD_GAMES),
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.integer({ min: 2, max: 13 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        (game, n, erase, picks) => {
          const p = clonePosition(dealPosition(game, n));
          for (const scheme of [EXACT, erase]) {
            const q = clonePosition(p);
            const b = new Board(q, true, scheme);
            const start = [b.hashA, b.hashB];
            const played: number[] = [];
            for (const pick of picks) {
              const moves: number[] = [];
              generateMoves(q, moves);
              if (moves.length === 0) break;
              const m = moves[pick % moves.length]!;
              applyMove(q, m);
              b.apply(m);
              played.push(m);
              const fresh = new Board(q, true, scheme);
              expect([b.hashA, b.hashB]).toEqual([fresh.hashA, fresh.hashB]);
            }
            // and back: undo restores the first hash
            for (const m of played.reverse()) b.undo(m);
            expect([b.hashA, b.hashB]).toEqual(start);
          }
        },
      ),
      { numRuns: 150, seed: 20261130 },
    );
  });

  it('records per suit the most cards home it has seen, moves taken back or not', () => {
    // the first deal with a card that can go home at once
    let p = dealPosition('beleaguered-castle', 1);
    let home: number | undefined;
    for (let n = 1; home === undefined; n++) {
      p = dealPosition('beleaguered-castle', n);
      const moves: number[] = [];
      generateMoves(p, moves);
      home = moves.find((m) => isFoundationPile(m & 127));
    }
    const b = new Board(p, true, [3, 3, 3, 3]);
    expect(Array.from(b.reach)).toEqual([1, 1, 1, 1]);
    const card = home! >>> 14;
    b.apply(home!);
    b.undo(home!);
    const reach = [1, 1, 1, 1];
    reach[SUIT_OF[card]!] = RANK_OF[card]!;
    expect(Array.from(b.reach)).toEqual(reach);
  });

  it.each(BOARD_GAMES)('%s: hashOf gives another board\'s position the hash a fresh board of its own scheme gives it, move after move', (game) => {
    for (const [srcErase, erase] of [[[5, 4, 13, 2], [3, 3, 3, 3]], [[3, 3, 3, 3], [4, 3, 6, 13]], [[2, 2, 2, 2], EXACT]]) {
      const p = dealPosition(game, 7);
      const src = new Board(p, true, srcErase);
      const other = new Board(p, true, erase);
      for (let step = 0; step < 80; step++) {
        const moves: number[] = [];
        generateMoves(p, moves);
        if (moves.length === 0) break;
        const m = moves[(step * 7) % moves.length]!;
        applyMove(p, m);
        src.apply(m);
        other.hashOf(src);
        const fresh = new Board(p, true, erase);
        expect([other.hashA, other.hashB], `${game} step ${step}`).toEqual([fresh.hashA, fresh.hashB]);
      }
    }
  });
});

describe('Board in a node arena (the best-first search\'s store)', () => {
  it('gives back each position as it was saved, through the arena\'s growth', () => {
    const b = new Board(dealPosition('beleaguered-castle', 5), true);
    const arena = new NodeArena(2);
    arena.reset(4 + b.nCells + b.nRows + 52);
    const rows = (x: Board): number[][] => Array.from({ length: x.nRows }, (_, r) => Array.from(x.cards.subarray(r * 52, r * 52 + x.len[r]!)));
    const kept: { hashA: number; hashB: number; rows: number[][] }[] = [];
    for (let k = 0; k < 3000; k++) {
      // a different position each time: a top card moved on to the next row (rules do not matter here)
      const r = k % b.nRows;
      if (b.len[r]! > 1) b.apply((b.top(r) << 14) | (r << 7) | ((r + 1) % b.nRows));
      kept.push({ hashA: b.hashA, hashB: b.hashB, rows: rows(b) });
      const i = arena.add(k - 1, k);
      arena.cols[0]![i] = b.hashA;
      arena.cols[1]![i] = b.hashB;
      b.save(arena.signed, i * arena.stride);
    }
    const other = new Board(dealPosition('beleaguered-castle', 5), true);
    for (const k of [0, 1023, 1024, 2999]) {
      other.load(arena.signed, k * arena.stride, arena.cols[0]![k]!, arena.cols[1]![k]!);
      expect([other.hashA, other.hashB]).toEqual([kept[k]!.hashA, kept[k]!.hashB]);
      expect(rows(other)).toEqual(kept[k]!.rows);
    }
  });
});
